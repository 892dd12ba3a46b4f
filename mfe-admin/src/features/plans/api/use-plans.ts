// GET /api/v2/admin_api/plans — every plan and traffic pack, disabled ones too, in shop order, and the
// currency their prices are in (staff).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@portal/shared';
import { adminKeys } from '../../../lib/query-keys';

const plansQuery = () =>
  queryOptions({
    queryKey: adminKeys.plans(),
    queryFn: async ({ signal }) => (await api.adminPlansList({ signal })).result,
  });

export function usePlans() {
  return useQuery(plansQuery());
}
