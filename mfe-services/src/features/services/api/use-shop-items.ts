// GET /api/v2/user/shop-old/ — the plans on sale.
import { useQuery } from '@tanstack/react-query';
import { api } from '@portal/shared';
import { serviceKeys } from '../../../lib/query-keys';

export function useShopItems() {
  return useQuery({
    queryKey: serviceKeys.shop(),
    queryFn: async ({ signal }) => (await api.shopOldList({ signal })).result.products,
  });
}
