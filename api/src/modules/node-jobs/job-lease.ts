// One run of a job at a time, across every API process: a lease row in job_runs. Taking it is one
// UPDATE that only succeeds when nobody holds it (or the holder's lease went stale after a crash); two
// processes racing for it are serialised by PostgreSQL's row lock, so exactly one wins.
import crypto from 'node:crypto';
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { jobRuns } from '../../db/schema';

/** This process, as the holder of the leases it takes. */
export const PROCESS_HOLDER = `${process.pid}-${crypto.randomBytes(4).toString('hex')}`;

export async function takeLease(
  db: Db,
  name: string,
  options: { holder: string; now: Date; staleMs: number; renew?: boolean },
): Promise<boolean> {
  await db.insert(jobRuns).values({ name }).onConflictDoNothing();
  const stale = new Date(options.now.getTime() - options.staleMs);
  const free = or(isNull(jobRuns.runningSince), lt(jobRuns.runningSince, stale));
  const taken = await db
    .update(jobRuns)
    .set({ runningSince: options.now, holder: options.holder, lastStartedAt: options.now })
    .where(and(eq(jobRuns.name, name), options.renew ? or(free, eq(jobRuns.holder, options.holder)) : free))
    .returning({ name: jobRuns.name });
  return taken.length === 1;
}

export async function releaseLease(
  db: Db,
  name: string,
  holder: string,
  outcome: {
    now: Date;
    affected: number | null;
    durationMs: number;
    error: string | null;
    state?: Record<string, number | string>;
  },
): Promise<void> {
  await db
    .update(jobRuns)
    .set({
      runningSince: null,
      holder: null,
      lastFinishedAt: outcome.now,
      lastAffected: outcome.affected,
      lastDurationMs: outcome.durationMs,
      lastError: outcome.error,
      ...(outcome.state ? { state: outcome.state } : {}),
    })
    .where(and(eq(jobRuns.name, name), eq(jobRuns.holder, holder)));
}

export async function readJobState(db: Db, name: string): Promise<Record<string, number | string>> {
  const [row] = await db.select({ state: jobRuns.state }).from(jobRuns).where(eq(jobRuns.name, name)).limit(1);
  return row?.state ?? {};
}
