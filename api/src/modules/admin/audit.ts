// The admin audit log: one row per change made through the admin API (who, what, to whom, from where).
import type { Db, Tx } from '../../db/client';
import { adminAuditLog, type AdminAction } from '../../db/schema';
import type { AuthUser } from '../../http/auth-guard';
import type { ClientInfo } from '../../http/client-info';

export async function audit(
  db: Db | Tx,
  actor: Pick<AuthUser, 'id'>,
  action: AdminAction,
  client: ClientInfo,
  facts: { targetUserId?: number; detail?: Record<string, string | number | null> } = {},
): Promise<void> {
  await db.insert(adminAuditLog).values({
    actorUserId: actor.id,
    action,
    targetUserId: facts.targetUserId ?? null,
    detail: facts.detail ?? {},
    ip: client.ip,
  });
}
