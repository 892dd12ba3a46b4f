// GET /api/v2/user/wallet/cd-key/cd-key/ — the cd-keys the customer redeemed, newest first.
import { useQuery } from '@tanstack/react-query';
import { api } from '@portal/shared';
import { walletKeys } from '../../../lib/query-keys';

export function useRedeemedCdKeys() {
  return useQuery({
    queryKey: walletKeys.redeemedCdKeys(),
    queryFn: async ({ signal }) => (await api.walletCdKeyRecords({ signal })).result,
  });
}
