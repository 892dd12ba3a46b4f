// GET /api/v2/admin_api/remotes/{remote}/history — every publish and rollback, newest first (admin).
import { useQuery } from '@tanstack/react-query';
import { api } from '@portal/shared';
import type { RemoteName } from '@portal/shared/contract/remote-registry';
import { adminKeys } from '../../../lib/query-keys';

export function useRemoteHistory(remote: RemoteName) {
  return useQuery({
    queryKey: adminKeys.remoteHistory(remote),
    queryFn: async ({ signal }) =>
      (await api.adminRemoteHistory({ params: { remote }, query: { limit: 50 }, signal })).result.events,
  });
}
