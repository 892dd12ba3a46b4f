// The plans the customer has now (an active bill), by shop id: the plans page marks them.
import { useMemo } from 'react';
import { useBills } from './use-bills';

export function useOwnedShopIds(): ReadonlySet<number> {
  const { data } = useBills();
  return useMemo(
    () => new Set(data?.bills.filter((bill) => bill.status === 'active').map((bill) => bill.shop_id)),
    [data],
  );
}
