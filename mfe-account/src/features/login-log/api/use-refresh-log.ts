// GET /api/v2/user/account/refresh-access-token-log — the silent refreshes that kept sessions alive.
import { useQuery } from '@tanstack/react-query';
import { api } from '@portal/shared';
import { accountKeys } from '../../../lib/query-keys';

export function useRefreshLog() {
  return useQuery({
    queryKey: accountKeys.refreshLog(),
    queryFn: async ({ signal }) => (await api.accountRefreshAccessTokenLog({ query: { limit: 50 }, signal })).result,
  });
}
