// GET /api/v2/user/services/audit/rule — what traffic the service blocks and logs.
import { useQuery } from '@tanstack/react-query';
import { api } from '@portal/shared';
import { serviceKeys } from '../../../lib/query-keys';

export function useAuditRules() {
  return useQuery({
    queryKey: serviceKeys.auditRules(),
    queryFn: async ({ signal }) => (await api.servicesAuditRule({ signal })).result,
  });
}
