// GET /api/v2/user/wallet/purchase-records — the plans bought and renewed with the wallet, newest first.
import { useQuery } from '@tanstack/react-query';
import { api } from '@portal/shared';
import { walletKeys } from '../../../lib/query-keys';

export function usePurchaseRecords() {
  return useQuery({
    queryKey: walletKeys.purchases(),
    queryFn: async ({ signal }) => (await api.walletPurchaseRecords({ signal })).result,
  });
}
