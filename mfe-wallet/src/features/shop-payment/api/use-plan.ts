// GET /api/v2/user/shop-old/{shop_id}/info — what the plan grants, shown beside its quote.
import { useQuery } from '@tanstack/react-query';
import { api } from '@portal/shared';
import { walletKeys } from '../../../lib/query-keys';

export function usePlan(shopId: number) {
  return useQuery({
    queryKey: walletKeys.plan(shopId),
    queryFn: async ({ signal }) => (await api.shopOldInfo({ params: { shop_id: shopId }, signal })).result,
  });
}
