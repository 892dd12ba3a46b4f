// GET /api/v2/user/services-old/bill/{service_id}/ — one bill with what a renewal costs.
import { useQuery } from '@tanstack/react-query';
import { api } from '@portal/shared';
import { serviceKeys } from '../../../lib/query-keys';

export function useBillDetail(serviceId: number, enabled = true) {
  return useQuery({
    queryKey: serviceKeys.bill(serviceId),
    queryFn: async ({ signal }) =>
      (await api.servicesOldBillDetail({ params: { service_id: serviceId }, signal })).result,
    enabled,
  });
}
