// GET /api/v2/user/services/{node_id}/ — how this customer connects to one node (and its share link).
import { useQuery } from '@tanstack/react-query';
import { api } from '@portal/shared';
import { serviceKeys } from '../../../lib/query-keys';

export function useNodeConfig(nodeId: number) {
  return useQuery({
    queryKey: serviceKeys.nodeConfig(nodeId),
    queryFn: async ({ signal }) => (await api.servicesNodeConfig({ params: { node_id: nodeId }, signal })).result,
  });
}
