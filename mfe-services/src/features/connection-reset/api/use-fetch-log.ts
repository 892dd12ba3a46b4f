// GET /api/v2/user/services/link-token/fetch-log?limit&offset — who fetched the subscription link.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@portal/shared';
import { serviceKeys } from '../../../lib/query-keys';

export function useFetchLog(limit: number, offset: number) {
  return useQuery({
    queryKey: serviceKeys.fetchLog(limit, offset),
    queryFn: async ({ signal }) => (await api.servicesSubscribeFetchLog({ query: { limit, offset }, signal })).result,
    placeholderData: keepPreviousData,
  });
}
