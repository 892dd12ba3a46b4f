// GET /api/v2/user/services-old/checkin/ — whether today's check-in is open.
import { useQuery } from '@tanstack/react-query';
import { api } from '@portal/shared';
import { serviceKeys } from '../../../lib/query-keys';

export function useCheckinStatus() {
  return useQuery({
    queryKey: serviceKeys.checkin(),
    queryFn: async ({ signal }) => (await api.servicesOldCheckinStatus({ signal })).result,
  });
}
