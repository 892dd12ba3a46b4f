// GET /api/v2/user/services/nodes/ — every node the customer's plan may use.
import { useQuery } from '@tanstack/react-query';
import { api } from '@portal/shared';
import { serviceKeys } from '../../../lib/query-keys';

export function useNodes() {
  return useQuery({
    queryKey: serviceKeys.nodes(),
    queryFn: async ({ signal }) => (await api.servicesNodes({ signal })).result,
    // Liveness comes from heartbeats: look again every minute while the page is open.
    refetchInterval: 60_000,
  });
}
