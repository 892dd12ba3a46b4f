// GET /api/v2/user/services/share-account/ — shared accounts the customer may use.
import { useQuery } from '@tanstack/react-query';
import { api } from '@portal/shared';
import { serviceKeys } from '../../../lib/query-keys';

export function useShareAccounts() {
  return useQuery({
    queryKey: serviceKeys.shareAccounts(),
    queryFn: async ({ signal }) => (await api.servicesShareAccount({ signal })).result,
  });
}
