// GET /api/v2/user/shop-old/ — the plans on sale.
import { useQuery } from '@tanstack/react-query';
import { api } from '@portal/shared';
import { walletKeys } from '../../../lib/query-keys';

export function usePlans() {
  return useQuery({
    queryKey: walletKeys.plans(),
    queryFn: async ({ signal }) => (await api.shopOldList({ signal })).result.products,
  });
}
