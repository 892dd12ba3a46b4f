// POST /api/v2/user/account/edit-profile — a new name. The answer's tokens carry it: the session adopts
// them, so the header shows the new name at once.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, useSession } from '@portal/shared';
import type { EditProfileBody } from '@portal/shared/contract';
import { accountKeys } from '../../../lib/query-keys';

export function useEditProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EditProfileBody) => api.accountEditProfile({ body }),
    onSuccess: async ({ result }) => {
      await useSession.getState().adoptTokens(result.access_token, result.refresh_token);
      await queryClient.invalidateQueries({ queryKey: accountKeys.overview() });
    },
  });
}
