// GET /api/v2/user/account/sessions — the sessions signed in to the account, most recently used first.
import { useQuery } from '@tanstack/react-query';
import { api } from '@portal/shared';
import { accountKeys } from '../../../lib/query-keys';

export function useSessions() {
  return useQuery({
    queryKey: accountKeys.sessions(),
    queryFn: async ({ signal }) => (await api.accountSessions({ signal })).result,
  });
}
