// POST /api/v2/user/shop-old/{shop_id}/pre-order — the quote: price, balance, balance after and when the
// plan would end. Nothing is charged, so it is read like any query, and asked again whenever the page is
// shown (back from a top-up, another tab).
import { useQuery } from '@tanstack/react-query';
import { api } from '@portal/shared';
import { walletKeys } from '../../../lib/query-keys';

export function useQuote(shopId: number, autoRenewal: boolean) {
  return useQuery({
    queryKey: walletKeys.quote(shopId, autoRenewal),
    queryFn: async () =>
      (await api.shopOldPreOrder({ params: { shop_id: shopId }, body: { is_auto_renewal: autoRenewal } })).result,
    staleTime: 0,
  });
}
