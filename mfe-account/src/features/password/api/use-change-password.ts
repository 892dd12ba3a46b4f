// POST /api/v2/user/account/edit-password — the current and a new password. Every other session is
// signed out; this one adopts the new tokens (the old ones carry the old password and stop working).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, useSession } from '@portal/shared';
import type { ChangePasswordBody } from '@portal/shared/contract';
import { accountKeys } from '../../../lib/query-keys';

export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ChangePasswordBody) => api.accountEditPassword({ body }),
    onSuccess: async ({ result }) => {
      await useSession.getState().adoptTokens(result.access_token, result.refresh_token);
      await queryClient.invalidateQueries({ queryKey: accountKeys.sessions() });
    },
  });
}
