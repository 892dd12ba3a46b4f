// GET /api/v2/user/services/subscribe-log/area-time-axis?limit — hourly traffic, latest points.
import { useQuery } from '@tanstack/react-query';
import { api } from '@portal/shared';
import { serviceKeys } from '../../../lib/query-keys';

export function useAreaTimeAxis(limit: number) {
  return useQuery({
    queryKey: serviceKeys.areaTimeAxis(limit),
    queryFn: async ({ signal }) => (await api.servicesSubscribeLogAreaTimeAxis({ query: { limit }, signal })).result,
  });
}
