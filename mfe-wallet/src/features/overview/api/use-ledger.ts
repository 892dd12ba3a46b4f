// GET /api/v2/user/wallet/ledger?limit&offset — one page of the changes to the balance, newest first. The
// query is also the wallet page's prefetch (routes.tsx): one key, so the page reads the request its route
// started.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@portal/shared';
import { pageWindow, type PageParams } from '../../../lib/page-params';
import { walletKeys } from '../../../lib/query-keys';

/** Lines per page of the wallet page's ledger, unless ?size says otherwise. */
export const LEDGER_PAGE_SIZE = 10;

export const ledgerQuery = (params: PageParams) => {
  const { limit, offset } = pageWindow(params);
  return queryOptions({
    queryKey: walletKeys.ledger(limit, offset),
    queryFn: async ({ signal }) => (await api.walletLedger({ query: { limit, offset }, signal })).result,
  });
};

export function useLedger(params: PageParams) {
  // Keep the previous page on screen while the next one loads.
  return useQuery({ ...ledgerQuery(params), placeholderData: keepPreviousData });
}
