// The audit log (docs/adr/0014): one row per staff change — who, what, which object and customer, the
// fields as they were and became, from where — written with the caller's transaction, so a change and
// its row are stored together or not at all.
import type { AuditTargetType } from '@portal/shared/contract/admin';
import type { Db, Tx } from '../../db/client';
import { adminAuditLog, type AdminAction, type AuditFacts } from '../../db/schema';
import type { AuthUser } from '../../http/auth-guard';
import type { ClientInfo } from '../../http/client-info';

export type { AuditFacts };

export interface AuditChange {
  action: AdminAction;
  target: { type: AuditTargetType; id: string | number };
  /** The customer concerned, when there is one. */
  targetUserId?: number | null;
  before?: AuditFacts;
  after?: AuditFacts;
  detail?: AuditFacts;
}

/** Writes the audit row of a change, in the change's transaction. */
export async function audit(
  tx: Tx,
  actor: Pick<AuthUser, 'id'>,
  client: ClientInfo,
  change: AuditChange,
): Promise<void> {
  await tx.insert(adminAuditLog).values({
    actorUserId: actor.id,
    action: change.action,
    targetType: change.target.type,
    targetId: String(change.target.id),
    targetUserId: change.targetUserId ?? null,
    before: change.before ?? {},
    after: change.after ?? {},
    detail: change.detail ?? {},
    ip: client.ip,
  });
}

/** The fields of `after` whose value differs from `before`'s, as a before/after pair of just those. */
export function changedFields(before: AuditFacts, after: AuditFacts): { before: AuditFacts; after: AuditFacts } {
  const changed = Object.keys(after).filter((key) => before[key] !== after[key]);
  return {
    before: Object.fromEntries(changed.map((key) => [key, before[key] ?? null])),
    after: Object.fromEntries(changed.map((key) => [key, after[key] ?? null])),
  };
}

/**
 * Runs a change and writes its audit row in one transaction: `work` does the change with `tx` and says
 * what it was (null: it found nothing to change, and no row is written); answers what `work` answered.
 */
export async function audited<T>(
  db: Db,
  actor: Pick<AuthUser, 'id'>,
  client: ClientInfo,
  work: (tx: Tx) => Promise<{ result: T; change: AuditChange | null }>,
): Promise<T> {
  return db.transaction(async (tx) => {
    const { result, change } = await work(tx);
    if (change) await audit(tx, actor, client, change);
    return result;
  });
}
