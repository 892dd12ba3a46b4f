// GET /api/v2/user/invite/record/ — the commissions credited, newest first. The operation takes no
// window: the whole list comes at once and is paged on screen.
import { useQuery } from '@tanstack/react-query';
import { api } from '@portal/shared';
import { walletKeys } from '../../../lib/query-keys';

export function useCommissionRecords() {
  return useQuery({
    queryKey: walletKeys.commissionRecords(),
    queryFn: async ({ signal }) => (await api.inviteRecords({ signal })).result,
  });
}
