// The portal's currency (PAYMENT_CURRENCY), for amounts in answers that do not name it (the customer
// list's balances). Every wallet is kept in it, so the staff member's own wallet answer tells it once
// per visit. Until it is known, amounts show as plain decimals.
import { useQuery } from '@tanstack/react-query';
import { api } from '@portal/shared';
import { adminKeys } from '../query-keys';

export function useCurrency(): string | null {
  const query = useQuery({
    queryKey: [...adminKeys.all, 'currency'],
    queryFn: async ({ signal }) => (await api.walletIndex({ signal })).result.currency ?? null,
    staleTime: Infinity,
  });
  return query.data ?? null;
}
