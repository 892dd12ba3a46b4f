// GET /api/v2/user/account/me — the account at a glance: profile, plan and security state.
import { useQuery } from '@tanstack/react-query';
import { api } from '@portal/shared';
import { accountKeys } from '../../../lib/query-keys';

export function useAccountOverview() {
  return useQuery({
    queryKey: accountKeys.overview(),
    queryFn: async ({ signal }) => (await api.accountMe({ signal })).result,
  });
}
