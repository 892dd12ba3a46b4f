// GET /api/v2/admin_api/overview — the business today, this month and over 30 days (staff).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@portal/shared';
import { adminKeys } from '../../../lib/query-keys';

export const overviewQuery = () =>
  queryOptions({
    queryKey: adminKeys.overview(),
    queryFn: async ({ signal }) => (await api.adminOverview({ signal })).result,
    // Figures for the day: fresh enough for a minute, refreshed when staff come back to the tab.
    staleTime: 60_000,
  });

export function useOverview() {
  return useQuery(overviewQuery());
}
