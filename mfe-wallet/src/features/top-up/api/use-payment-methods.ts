// GET /api/v2/user/wallet/payment-methods — the methods the operator configured, the bounds of an amount,
// the suggested amounts and the currency.
import { useQuery } from '@tanstack/react-query';
import { api } from '@portal/shared';
import { walletKeys } from '../../../lib/query-keys';

export function usePaymentMethods() {
  return useQuery({
    queryKey: walletKeys.paymentMethods(),
    queryFn: async ({ signal }) => (await api.walletPaymentMethods({ signal })).result,
  });
}
