// GET /api/v2/user/wallet/recharge/?limit&offset — one page of the customer's recharge orders, newest first.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@portal/shared';
import { pageWindow, type PageParams } from '../../../lib/page-params';
import { walletKeys } from '../../../lib/query-keys';

export function useRechargeOrders(params: PageParams) {
  const { limit, offset } = pageWindow(params);
  return useQuery({
    queryKey: walletKeys.rechargeOrders(limit, offset),
    queryFn: async ({ signal }) => (await api.walletRechargeRecords({ query: { limit, offset }, signal })).result,
    placeholderData: keepPreviousData,
  });
}
