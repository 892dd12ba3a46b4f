// check_user_password: every customer needs a port of their own, a connection password, a uuid and a
// cipher before a node can serve them. They are created on first use (dashboard, subscription); this
// job creates them for customers who never used the portal since signing up, so nodes list them as
// soon as they have a plan.
import { eq, isNull } from 'drizzle-orm';
import { userServices, users } from '../../db/schema';
import { ensureService } from '../services/service-repo';
import type { JobDefinition } from './job-runner';

/** Customers handled per run; the rest wait for the next run. */
const BATCH = 5000;

export const checkUserPasswordJob: JobDefinition = {
  name: 'check_user_password',
  intervalMs: 60 * 60 * 1000,
  async run(ctx) {
    const missing = await ctx.db
      .select({ id: users.id })
      .from(users)
      .leftJoin(userServices, eq(userServices.userId, users.id))
      .where(isNull(userServices.userId))
      .orderBy(users.id)
      .limit(BATCH);
    for (const { id } of missing) await ensureService(ctx.db, id);
    const more = missing.length === BATCH ? '; more remain for the next run' : '';
    return {
      affected: missing.length,
      detail: `created the port, password, uuid and cipher of ${missing.length} customer(s)${more}`,
    };
  },
};
