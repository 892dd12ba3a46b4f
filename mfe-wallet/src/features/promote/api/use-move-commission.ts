// POST /api/v2/user/invite/transfer — moves commission (an amount, or all of it) into the balance, in one
// ledgered transaction on the server; both balances change.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@portal/shared';
import type { InviteTransferBody } from '@portal/shared/contract';
import { walletKeys } from '../../../lib/query-keys';

export function useMoveCommission() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: InviteTransferBody) => api.inviteTransfer({ body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: walletKeys.money() }),
  });
}
