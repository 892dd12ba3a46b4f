// traffic_reset: the plans whose reset is due get their traffic counted from zero again, and their next
// reset set (reset-rules.ts). Each period is reset once whatever runs it: the update only applies while the
// row still holds the reset it was read with, so a second process (or a second run) finds nothing to do.
// A server that was down resets once on its return and the schedule goes on from the purchase.
import { and, asc, eq, lte, sql } from 'drizzle-orm';
import { userServices } from '../../db/schema';
import { at } from '../../db/raw-sql';
import type { JobDefinition } from '../node-jobs/job-runner';
import { nextResetWithin } from './reset-rules';

const BATCH = 500;

export const trafficResetJob: JobDefinition = {
  name: 'traffic_reset',
  intervalMs: 60 * 1000,
  async run(ctx) {
    const now = ctx.now();
    const due = await ctx.db
      .select({
        userId: userServices.userId,
        anchor: userServices.trafficResetAnchor,
        everyDays: userServices.trafficResetEveryDays,
        resetAt: userServices.trafficResetAt,
        levelExpireAt: userServices.levelExpireAt,
      })
      .from(userServices)
      .where(lte(userServices.trafficResetAt, now))
      .orderBy(asc(userServices.trafficResetAt))
      .limit(BATCH);
    let reset = 0;
    for (const row of due) {
      const scheduled = row.resetAt!;
      const stillDue = and(
        eq(userServices.userId, row.userId),
        sql`date_trunc('milliseconds', ${userServices.trafficResetAt}) = ${at(scheduled)}`,
      );
      const next = row.anchor
        ? nextResetWithin({ anchor: row.anchor, everyDays: row.everyDays }, now, row.levelExpireAt)
        : null;
      // A plan that ended before its reset (staff shortened it) has nothing to reset.
      const ended = row.levelExpireAt.getTime() <= scheduled.getTime();
      const [done] = await ctx.db
        .update(userServices)
        .set(
          ended
            ? { trafficResetAt: null }
            : { trafficUpload: 0, trafficDownload: 0, trafficPeriodStart: scheduled, trafficResetAt: next },
        )
        .where(stillDue)
        .returning({ userId: userServices.userId });
      if (done && !ended) reset += 1;
    }
    return { affected: reset, detail: `reset the traffic of ${reset} plan(s)` };
  },
};
