// GET /api/v2/user/services-old/bill/ — bills of purchased plans, newest first.
import { useQuery } from '@tanstack/react-query';
import { api } from '@portal/shared';
import { serviceKeys } from '../../../lib/query-keys';

export function useBills() {
  return useQuery({
    queryKey: serviceKeys.bills(),
    queryFn: async ({ signal }) => (await api.servicesOldBills({ signal })).result,
  });
}
