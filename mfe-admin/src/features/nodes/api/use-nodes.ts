// GET /api/v2/low_admin_api/node/ — every node with its heartbeat, load, customers online and traffic
// (staff). Read again every 30 s while the page is open: online state moves with the heartbeats.
import { useQuery } from '@tanstack/react-query';
import { api } from '@portal/shared';
import { adminKeys } from '../../../lib/query-keys';

export function useNodes() {
  return useQuery({
    queryKey: adminKeys.nodes(),
    queryFn: async ({ signal }) => (await api.staffNodeList({ signal })).result_list,
    refetchInterval: 30_000,
  });
}
