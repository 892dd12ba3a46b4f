// GET /api/v2/user/get_old_service — the customer's current service; a 404 means none (null).
import { useQuery } from '@tanstack/react-query';
import { api, isApiError } from '@portal/shared';
import { serviceKeys } from '../../../lib/query-keys';

export function useCurrentService() {
  return useQuery({
    queryKey: serviceKeys.currentService(),
    queryFn: async ({ signal }) => {
      try {
        return (await api.userGetOldService({ signal })).result;
      } catch (error) {
        if (isApiError(error) && error.status === 404) return null;
        throw error;
      }
    },
  });
}
