// GET /api/v2/user/wallet/ledger?limit&offset — one page of the changes to the balance, newest first.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@portal/shared';
import { pageWindow, type PageParams } from '../../../lib/page-params';
import { walletKeys } from '../../../lib/query-keys';

export function useLedger(params: PageParams) {
  const { limit, offset } = pageWindow(params);
  return useQuery({
    queryKey: walletKeys.ledger(limit, offset),
    queryFn: async ({ signal }) => (await api.walletLedger({ query: { limit, offset }, signal })).result,
    // Keep the previous page on screen while the next one loads.
    placeholderData: keepPreviousData,
  });
}
