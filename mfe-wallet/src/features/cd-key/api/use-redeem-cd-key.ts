// POST /api/v2/user/wallet/cd-key/{cd_key}/ — redeems a cd-key into the balance; the answer carries the
// amount credited and the new balance.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@portal/shared';
import { walletKeys } from '../../../lib/query-keys';

export function useRedeemCdKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (cdKey: string) => api.walletCdKeyRedeem({ params: { cd_key: cdKey } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: walletKeys.money() }),
  });
}
