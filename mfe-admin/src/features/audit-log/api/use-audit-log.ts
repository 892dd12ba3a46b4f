// GET /api/v2/admin_api/audit — every staff change, newest first, by actor, action, target or customer
// (admin).
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@portal/shared';
import type { AuditAction, AuditTargetType } from '@portal/shared/contract/admin';
import { adminKeys } from '../../../lib/query-keys';

export interface AuditQuery {
  actor?: string;
  action?: AuditAction;
  target_type?: AuditTargetType;
  target_id?: string;
  user_id?: number;
  page: number;
  size: number;
}

export function useAuditLog(query: AuditQuery) {
  return useQuery({
    queryKey: adminKeys.auditList(query),
    queryFn: async ({ signal }) => (await api.adminAuditList({ query, signal })).result,
    placeholderData: keepPreviousData,
  });
}
