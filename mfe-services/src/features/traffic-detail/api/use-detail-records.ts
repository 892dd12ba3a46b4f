// GET /api/v2/user/services/subscribe-log/detail-record?limit&offset — traffic per node and time.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@portal/shared';
import { serviceKeys } from '../../../lib/query-keys';

export function useDetailRecords(limit: number, offset: number) {
  return useQuery({
    queryKey: serviceKeys.detailRecords(limit, offset),
    queryFn: async ({ signal }) =>
      (await api.servicesSubscribeLogDetailRecord({ query: { limit, offset }, signal })).result,
    placeholderData: keepPreviousData,
  });
}
