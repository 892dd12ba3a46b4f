// POST /api/v2/user/account/edit-email/confirm — the code from the new address finishes the change.
// Every other session is signed out; this one adopts the new tokens (they carry the new email).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, useSession } from '@portal/shared';
import type { ConfirmEmailBody } from '@portal/shared/contract';
import { accountKeys } from '../../../lib/query-keys';

export function useConfirmEmailChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ConfirmEmailBody) => api.accountConfirmEmail({ body }),
    onSuccess: async ({ result }) => {
      await useSession.getState().adoptTokens(result.access_token, result.refresh_token);
      await queryClient.invalidateQueries({ queryKey: accountKeys.all });
    },
  });
}
