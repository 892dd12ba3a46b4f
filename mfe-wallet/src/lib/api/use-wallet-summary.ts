// GET /api/v2/user/wallet/ — the balance, the invite-commission balance and the currency of both. The
// wallet page, the dashboard's card and every page that shows an amount without a currency share it.
import { useQuery } from '@tanstack/react-query';
import { api } from '@portal/shared';
import { walletKeys } from '../query-keys';

export function useWalletSummary() {
  return useQuery({
    queryKey: walletKeys.summary(),
    queryFn: async ({ signal }) => (await api.walletIndex({ signal })).result,
  });
}
