// Registry storage: versions, the live pointers and the history of changes (db/schema/remote-registry.ts).
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { GateCheck, GateStatus, RemoteName } from '@portal/shared/contract/remote-registry';
import type { Db, Tx } from '../../db/client';
import { remoteEvents, remotePointers, remoteVersions } from '../../db/schema';

export type VersionRow = typeof remoteVersions.$inferSelect;
export type EventRow = typeof remoteEvents.$inferSelect;
export type PointerRow = typeof remotePointers.$inferSelect;
export type NewVersion = typeof remoteVersions.$inferInsert;
export type NewEvent = Omit<typeof remoteEvents.$inferInsert, 'id' | 'createdAt' | 'outcome'>;

export async function findVersion(db: Db | Tx, remote: RemoteName, version: string): Promise<VersionRow | undefined> {
  const [row] = await db
    .select()
    .from(remoteVersions)
    .where(and(eq(remoteVersions.remote, remote), eq(remoteVersions.version, version)))
    .limit(1);
  return row;
}

/** Registers a version once; a second registration of the same folder keeps the first row. */
export async function registerVersion(db: Db | Tx, row: NewVersion): Promise<{ row: VersionRow; isNew: boolean }> {
  const [inserted] = await db.insert(remoteVersions).values(row).onConflictDoNothing().returning();
  if (inserted) return { row: inserted, isNew: true };
  const existing = await findVersion(db, row.remote, row.version);
  if (!existing) throw new Error(`remote version ${row.remote} ${row.version} vanished`);
  return { row: existing, isNew: false };
}

export async function saveGate(
  db: Db | Tx,
  remote: RemoteName,
  version: string,
  gate: { status: GateStatus; checks: GateCheck[]; reportedBy?: string },
): Promise<VersionRow> {
  const [row] = await db
    .update(remoteVersions)
    .set({
      gateStatus: gate.status,
      gateChecks: gate.checks,
      ...(gate.reportedBy ? { gateReportedBy: gate.reportedBy, gateReportedAt: sql`now()` } : {}),
    })
    .where(and(eq(remoteVersions.remote, remote), eq(remoteVersions.version, version)))
    .returning();
  if (!row) throw new Error(`remote version ${remote} ${version} vanished`);
  return row;
}

/** The newest versions of a remote, newest first. */
export function recentVersions(db: Db, remote: RemoteName, limit: number): Promise<VersionRow[]> {
  return db
    .select()
    .from(remoteVersions)
    .where(eq(remoteVersions.remote, remote))
    .orderBy(desc(remoteVersions.registeredAt), desc(remoteVersions.version))
    .limit(limit);
}

export function versionsNamed(db: Db, remote: RemoteName, versions: string[]): Promise<VersionRow[]> {
  if (versions.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(remoteVersions)
    .where(and(eq(remoteVersions.remote, remote), inArray(remoteVersions.version, versions)));
}

export async function pointerOf(db: Db | Tx, remote: RemoteName, forUpdate = false): Promise<PointerRow | undefined> {
  const query = db.select().from(remotePointers).where(eq(remotePointers.remote, remote)).limit(1);
  const [row] = forUpdate ? await query.for('update') : await query;
  return row;
}

/** Every live pointer with what /remotes.json needs of its version, read in one statement (one snapshot). */
export function livePointers(db: Db) {
  return db
    .select({ remote: remotePointers.remote, version: remotePointers.version, builtWith: remoteVersions.builtWith })
    .from(remotePointers)
    .innerJoin(
      remoteVersions,
      and(eq(remoteVersions.remote, remotePointers.remote), eq(remoteVersions.version, remotePointers.version)),
    );
}

export async function eventById(db: Db | Tx, id: number): Promise<EventRow | undefined> {
  const [row] = await db.select().from(remoteEvents).where(eq(remoteEvents.id, id)).limit(1);
  return row;
}

/** Versions of `remote` that have been live (an applied change made them so). */
export async function versionsOnceLive(db: Db | Tx, remote: RemoteName): Promise<Set<string>> {
  const rows = await db
    .selectDistinct({ version: remoteEvents.toVersion })
    .from(remoteEvents)
    .where(and(eq(remoteEvents.remote, remote), eq(remoteEvents.outcome, 'applied')));
  return new Set(rows.map((row) => row.version));
}

export function history(db: Db, remote: RemoteName, limit: number): Promise<EventRow[]> {
  return db
    .select()
    .from(remoteEvents)
    .where(eq(remoteEvents.remote, remote))
    .orderBy(desc(remoteEvents.id))
    .limit(limit);
}

/**
 * Records a change and moves the pointer — only if it still is what the change was decided against
 * (`base`: the applied event that set it, null when the remote was never published). Another change that
 * committed first makes this one a recorded `conflict` that changed nothing. One transaction: a reader
 * sees the old pointer or the new one.
 */
export async function recordChange(
  db: Db,
  change: NewEvent,
  base: { eventId: number | null },
  /** Runs in the change's transaction once it applied (the audit row of an administrator's change). */
  onApplied?: (tx: Tx, event: EventRow) => Promise<void>,
): Promise<{ applied: boolean; event: EventRow }> {
  return db.transaction(async (tx) => {
    const [event] = await tx
      .insert(remoteEvents)
      .values({ ...change, outcome: 'applied' })
      .returning();
    if (!event) throw new Error('the registry event was not stored');
    const moved =
      base.eventId === null
        ? await tx
            .insert(remotePointers)
            .values({ remote: change.remote, version: change.toVersion, eventId: event.id })
            .onConflictDoNothing()
            .returning({ remote: remotePointers.remote })
        : await tx
            .update(remotePointers)
            .set({ version: change.toVersion, eventId: event.id, updatedAt: sql`now()` })
            .where(and(eq(remotePointers.remote, change.remote), eq(remotePointers.eventId, base.eventId)))
            .returning({ remote: remotePointers.remote });
    if (moved.length === 1) {
      await onApplied?.(tx, event);
      return { applied: true, event };
    }
    const [lost] = await tx
      .update(remoteEvents)
      .set({ outcome: 'conflict', belowEventId: null })
      .where(eq(remoteEvents.id, event.id))
      .returning();
    return { applied: false, event: lost ?? event };
  });
}

/** Records a change that was refused before it could apply (the caller expected another live version). */
export async function recordConflict(db: Db, change: NewEvent): Promise<EventRow> {
  const [event] = await db
    .insert(remoteEvents)
    .values({ ...change, outcome: 'conflict', belowEventId: null })
    .returning();
  if (!event) throw new Error('the registry event was not stored');
  return event;
}
