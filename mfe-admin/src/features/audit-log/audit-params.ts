// The audit log's filters as the URL keeps them: ?actor (an id or email), ?action, ?target (a type) with
// ?id (that object), ?user (a customer concerned), and the page.
import { AUDIT_ACTIONS, auditTargetType } from '@portal/shared/contract/admin';
import { readFilter, readId, readPageParams } from '../../lib/list-params';
import type { AuditQuery } from './api/use-audit-log';

export function readAuditQuery(search: URLSearchParams): AuditQuery {
  const actor = readFilter(search, 'actor');
  const action = readFilter(search, 'action', AUDIT_ACTIONS);
  const targetType = readFilter(search, 'target', auditTargetType.options);
  const targetId = readFilter(search, 'id');
  const userId = readId(search, 'user');
  return {
    ...(actor ? { actor: actor.slice(0, 200) } : {}),
    ...(action ? { action } : {}),
    ...(targetType ? { target_type: targetType } : {}),
    ...(targetType && targetId ? { target_id: targetId.slice(0, 100) } : {}),
    ...(userId ? { user_id: userId } : {}),
    ...readPageParams(search),
  };
}
