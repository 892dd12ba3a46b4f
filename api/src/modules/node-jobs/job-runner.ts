// Runs one job under its lease and answers what it did. A job called while it runs (from this or
// another process) is refused with 409; the portal's own schedule simply skips that turn.
import type { AppContext } from '../../context';
import { refuse } from '../node-api/node-http';
import { PROCESS_HOLDER, readJobState, releaseLease, takeLease } from './job-lease';

interface JobOutcome {
  affected: number;
  detail: string;
  /** The job's bookmark for its next run (kept in job_runs.state). */
  state?: Record<string, number | string>;
}

export interface JobDefinition {
  /** The job's path under /v1/mod_mu, e.g. `check_user_password`. */
  name: string;
  /** How often the portal's own schedule runs it. */
  intervalMs: number;
  run(ctx: AppContext, state: Record<string, number | string>): Promise<JobOutcome>;
}

export interface JobSummary {
  task: string;
  affected: number;
  duration_ms: number;
  detail: string;
}

/** A lease older than this belongs to a process that died mid-run. */
const STALE_LEASE_MS = 30 * 60 * 1000;

export class JobBusy extends Error {}

export async function runJob(ctx: AppContext, job: JobDefinition): Promise<JobSummary> {
  const taken = await takeLease(ctx.db, job.name, { holder: PROCESS_HOLDER, now: ctx.now(), staleMs: STALE_LEASE_MS });
  if (!taken) throw new JobBusy(`${job.name} is already running; try again when it has finished`);
  const started = performance.now();
  try {
    const outcome = await job.run(ctx, await readJobState(ctx.db, job.name));
    const durationMs = Math.round(performance.now() - started);
    await releaseLease(ctx.db, job.name, PROCESS_HOLDER, {
      now: ctx.now(),
      affected: outcome.affected,
      durationMs,
      error: null,
      ...(outcome.state ? { state: outcome.state } : {}),
    });
    return { task: job.name, affected: outcome.affected, duration_ms: durationMs, detail: outcome.detail };
  } catch (error) {
    const durationMs = Math.round(performance.now() - started);
    const message = error instanceof Error ? error.message : String(error);
    await releaseLease(ctx.db, job.name, PROCESS_HOLDER, {
      now: ctx.now(),
      affected: null,
      durationMs,
      error: message,
    });
    throw error;
  }
}

/** runJob for an HTTP call: a busy job is a 409 refusal in the node envelope. */
export async function runJobForCall(ctx: AppContext, job: JobDefinition): Promise<JobSummary> {
  try {
    return await runJob(ctx, job);
  } catch (error) {
    if (error instanceof JobBusy) throw refuse(409, error.message);
    throw error;
  }
}
