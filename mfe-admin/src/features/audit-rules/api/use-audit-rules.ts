// GET /api/v2/admin_api/audit-rules — what nodes block and log, with hits (staff).
import { useQuery } from '@tanstack/react-query';
import { api } from '@portal/shared';
import { adminKeys } from '../../../lib/query-keys';

export function useAuditRules() {
  return useQuery({
    queryKey: adminKeys.auditRules(),
    queryFn: async ({ signal }) => (await api.adminAuditRulesList({ signal })).result.rules,
  });
}
