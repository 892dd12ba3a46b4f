// GET /api/v2/user/get_old_service — the customer's current plan, or null. The API answers 404 when there
// is none, which a browser logs as an error: so it is asked only when the customer's services list (which
// the page shows anyway, one cache entry) holds a main plan — exactly when get_old_service has one.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api, isApiError } from '@portal/shared';
import { serviceKeys } from '../../../lib/query-keys';
import { oldServicesQuery } from './use-old-services';

export function useCurrentService() {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: serviceKeys.currentService(),
    queryFn: async ({ signal }) => {
      const list = await queryClient.fetchQuery(oldServicesQuery());
      if (!list.services.some((service) => service.service_type === 'main_package')) return null;
      try {
        return (await api.userGetOldService({ signal })).result;
      } catch (error) {
        if (isApiError(error) && error.status === 404) return null;
        throw error;
      }
    },
  });
}
