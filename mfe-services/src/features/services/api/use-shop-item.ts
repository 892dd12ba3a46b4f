// GET /api/v2/user/shop-old/{shop_id}/info — one plan, fresh (the list may be older than the price).
import { useQuery } from '@tanstack/react-query';
import { api } from '@portal/shared';
import { serviceKeys } from '../../../lib/query-keys';

export function useShopItem(shopId: number) {
  return useQuery({
    queryKey: serviceKeys.shopItem(shopId),
    queryFn: async ({ signal }) => (await api.shopOldInfo({ params: { shop_id: shopId }, signal })).result,
  });
}
