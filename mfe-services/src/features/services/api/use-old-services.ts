// GET /api/v2/user/services-old/ — every old-style service of the customer, current and past.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@portal/shared';
import { serviceKeys } from '../../../lib/query-keys';

export const oldServicesQuery = () =>
  queryOptions({
    queryKey: serviceKeys.oldServices(),
    queryFn: async ({ signal }) => (await api.servicesOldList({ signal })).result,
  });

export function useOldServices() {
  return useQuery(oldServicesQuery());
}
