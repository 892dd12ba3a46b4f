// GET /api/v2/user/services/link-token/link-token/ — the subscription token and its URL per format.
// Used by the dashboard and the connection-reset page, so it lives in lib.
import { useQuery } from '@tanstack/react-query';
import { api } from '@portal/shared';
import { serviceKeys } from '../query-keys';

export function useLinkToken() {
  return useQuery({
    queryKey: serviceKeys.linkToken(),
    queryFn: async ({ signal }) => (await api.servicesLinkToken({ signal })).result,
  });
}
