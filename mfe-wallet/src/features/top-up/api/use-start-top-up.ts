// POST /api/v2/user/wallet/recharge/{recharge_id}/ — a new recharge order with the chosen method; the
// answer says where to pay it.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@portal/shared';
import { walletKeys } from '../../../lib/query-keys';

export interface StartTopUp {
  methodId: number;
  amount: string;
}

export function useStartTopUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ methodId, amount }: StartTopUp) =>
      api.walletRecharge({ params: { recharge_id: methodId }, body: { money_amount: amount } }),
    // A new pending order is in the list now.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: walletKeys.money() }),
  });
}
