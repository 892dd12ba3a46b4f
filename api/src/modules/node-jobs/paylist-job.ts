// active_check_paylist: recharge orders that were never paid expire after their time limit, so they stop
// being payable and stop showing as pending. The orders belong to the wallet; each kind of order
// registers a source here (registerUnpaidOrderSource) and the job expires them all in one run.
import type { Db } from '../../db/client';
import type { JobDefinition } from './job-runner';

export interface UnpaidOrderSource {
  /** Shown in the job's answer, e.g. `recharge orders`. */
  name: string;
  /** Marks the source's unpaid orders created before `cutoff` as expired, in one statement; answers how many. */
  expireUnpaid(db: Db, cutoff: Date): Promise<number>;
}

/** How long an order may stay unpaid. */
export const UNPAID_ORDER_TTL_MS = 2 * 60 * 60 * 1000;

const sources: UnpaidOrderSource[] = [];

export function registerUnpaidOrderSource(source: UnpaidOrderSource): void {
  if (!sources.some((known) => known.name === source.name)) sources.push(source);
}

export const activeCheckPaylistJob: JobDefinition = {
  name: 'active_check_paylist',
  intervalMs: 5 * 60 * 1000,
  async run(ctx) {
    if (sources.length === 0) return { affected: 0, detail: 'no kind of order is registered to expire' };
    const cutoff = new Date(ctx.now().getTime() - UNPAID_ORDER_TTL_MS);
    const parts: string[] = [];
    let affected = 0;
    for (const source of sources) {
      const expired = await source.expireUnpaid(ctx.db, cutoff);
      affected += expired;
      parts.push(`${expired} ${source.name}`);
    }
    return { affected, detail: `expired unpaid orders older than 2 hours: ${parts.join(', ')}` };
  },
};
