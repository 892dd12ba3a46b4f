// GET /api/v2/user/services/nodes/{node_id}/ — one node with its rate, users and last heartbeat.
import { useQuery } from '@tanstack/react-query';
import { api } from '@portal/shared';
import { serviceKeys } from '../../../lib/query-keys';

export function useNodeDetail(nodeId: number) {
  return useQuery({
    queryKey: serviceKeys.nodeDetail(nodeId),
    queryFn: async ({ signal }) => (await api.servicesNodeDetail({ params: { node_id: nodeId }, signal })).result,
  });
}
