// GET /api/v2/user/services-old/bill/{service_id}/enable-auto-renewal — turns auto-renewal on
// (docs/product.md names GET for this state change; it is still a mutation here, never a cached query).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@portal/shared';
import { serviceKeys } from '../../../lib/query-keys';

export function useEnableAutoRenewal() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (serviceId: number) =>
      (await api.servicesOldBillEnableAutoRenewal({ params: { service_id: serviceId } })).result,
    onSuccess: (_result, serviceId) => {
      void client.invalidateQueries({ queryKey: serviceKeys.bills() });
      void client.invalidateQueries({ queryKey: serviceKeys.bill(serviceId) });
    },
  });
}
