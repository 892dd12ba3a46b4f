// GET /api/v2/user/invite/ — the invite code and link, the commission rate and rule, the commission
// earned and not yet moved, and the customers invited.
import { useQuery } from '@tanstack/react-query';
import { api } from '@portal/shared';
import { walletKeys } from '../../../lib/query-keys';

export function useInvite() {
  return useQuery({
    queryKey: walletKeys.invite(),
    queryFn: async ({ signal }) => (await api.inviteIndex({ signal })).result,
  });
}
