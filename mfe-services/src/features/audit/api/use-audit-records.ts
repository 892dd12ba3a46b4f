// GET /api/v2/user/services/audit/record?limit&offset — the customer's own rule hits, newest first.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@portal/shared';
import { serviceKeys } from '../../../lib/query-keys';

export function useAuditRecords(limit: number, offset: number) {
  return useQuery({
    queryKey: serviceKeys.auditRecords(limit, offset),
    queryFn: async ({ signal }) => (await api.servicesAuditRecord({ query: { limit, offset }, signal })).result,
    placeholderData: keepPreviousData,
  });
}
