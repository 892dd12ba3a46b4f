// GET /api/v2/user/dashboard/ — the customer, wallet balance and current plan with its traffic.
import { useQuery } from '@tanstack/react-query';
import { api } from '@portal/shared';
import { serviceKeys } from '../../../lib/query-keys';

export function useUserDashboard() {
  return useQuery({
    queryKey: serviceKeys.dashboard(),
    queryFn: async ({ signal }) => (await api.userDashboard({ signal })).result,
  });
}
