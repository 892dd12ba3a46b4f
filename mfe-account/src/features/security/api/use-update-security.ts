// POST /api/v2/user/account/security — turn 2FA on (a code of the offered secret; answers the recovery
// codes once) or off (password and a code), or email notifications on or off.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@portal/shared';
import type { AccountSecurityBody } from '@portal/shared/contract';
import { accountKeys } from '../../../lib/query-keys';

export function useUpdateSecurity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AccountSecurityBody) => api.accountSecurityUpdate({ body }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: accountKeys.security() }),
        queryClient.invalidateQueries({ queryKey: accountKeys.overview() }),
      ]),
  });
}
