// POST /api/v2/user/account/edit-email — the password and the new address: a code goes to the new
// address (nothing changes until it comes back).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@portal/shared';
import type { EditEmailBody } from '@portal/shared/contract';
import { accountKeys } from '../../../lib/query-keys';

export function useRequestEmailChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EditEmailBody) => api.accountEditEmail({ body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.overview() }),
  });
}
