// GET /api/v2/admin_api/remotes — every remote's live version, rollback target and versions with their
// gate report (admin).
import { useQuery } from '@tanstack/react-query';
import { api } from '@portal/shared';
import { adminKeys } from '../../../lib/query-keys';

export function useRemotes() {
  return useQuery({
    queryKey: adminKeys.remotes(),
    queryFn: async ({ signal }) => (await api.adminRemotesList({ signal })).result,
  });
}
