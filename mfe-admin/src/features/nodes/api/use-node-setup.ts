// GET /api/v2/admin_api/nodes/{id}/setup — a node's shadowsocks-mod and XrayR settings again, with
// <NODE_KEY> where its key goes (the key itself is shown only once) (admin).
import { useQuery } from '@tanstack/react-query';
import { api } from '@portal/shared';
import { adminKeys } from '../../../lib/query-keys';

export function useNodeSetup(nodeId: number) {
  return useQuery({
    queryKey: adminKeys.nodeSetup(nodeId),
    queryFn: async ({ signal }) => (await api.adminNodeSetup({ params: { node_id: nodeId }, signal })).result,
  });
}
