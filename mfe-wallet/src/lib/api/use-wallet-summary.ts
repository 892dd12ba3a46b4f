// GET /api/v2/user/wallet/ — the balance, the invite-commission balance and the currency of both. The
// wallet page, the dashboard's card and every page that shows an amount without a currency share it; the
// wallet page's route prefetches it (routes.tsx) with the same options.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@portal/shared';
import { walletKeys } from '../query-keys';

export const walletSummaryQuery = () =>
  queryOptions({
    queryKey: walletKeys.summary(),
    queryFn: async ({ signal }) => (await api.walletIndex({ signal })).result,
  });

export function useWalletSummary() {
  return useQuery(walletSummaryQuery());
}
