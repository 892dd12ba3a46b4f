// GET /api/v2/user/services-old/bill/ — the plans the customer has now (an active bill), by shop id: the shop
// marks them.
import { useQuery } from '@tanstack/react-query';
import { api } from '@portal/shared';
import { walletKeys } from '../../../lib/query-keys';

const NONE: ReadonlySet<number> = new Set();

export function useOwnedPlans(): ReadonlySet<number> {
  const { data } = useQuery({
    queryKey: walletKeys.ownedPlans(),
    queryFn: async ({ signal }) =>
      new Set(
        (await api.servicesOldBills({ signal })).result.bills
          .filter((bill) => bill.status === 'active')
          .map((bill) => bill.shop_id),
      ) as ReadonlySet<number>,
  });
  return data ?? NONE;
}
