// GET /api/v2/user/account/me — the account at a glance: profile, plan and security state. The query is
// also the overview page's prefetch (routes.tsx): one key, so the page reads the request its route started.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@portal/shared';
import { accountKeys } from '../../../lib/query-keys';

export const accountOverviewQuery = () =>
  queryOptions({
    queryKey: accountKeys.overview(),
    queryFn: async ({ signal }) => (await api.accountMe({ signal })).result,
  });

export function useAccountOverview() {
  return useQuery(accountOverviewQuery());
}
