// plan_reminders: queues the plan-ending reminders (3 days and 1 day before the plan ends) for
// cron_queue_user_post to send. Queued once per plan end (user_notices_once_key), whatever the number of
// runs or processes; a renewal moves the end, and the new end gets its own reminders.
import { and, eq, gt, lte } from 'drizzle-orm';
import { userNotices, userServices, users } from '../../db/schema';
import type { JobDefinition } from '../node-jobs/job-runner';
import { expiryReminderDue } from './reminder-rules';

const DAY_MS = 24 * 3600 * 1000;

export const planRemindersJob: JobDefinition = {
  name: 'plan_reminders',
  intervalMs: 5 * 60 * 1000,
  async run(ctx) {
    const now = ctx.now();
    const ending = await ctx.db
      .select({ userId: userServices.userId, endsAt: userServices.levelExpireAt })
      .from(userServices)
      .innerJoin(users, eq(users.id, userServices.userId))
      .where(
        and(
          gt(userServices.level, 0),
          eq(users.isBan, false),
          gt(userServices.levelExpireAt, now),
          lte(userServices.levelExpireAt, new Date(now.getTime() + 3 * DAY_MS)),
        ),
      );
    const due = ending.flatMap(({ userId, endsAt }) => {
      const kind = expiryReminderDue(endsAt, now);
      return kind ? [{ userId, kind, subjectAt: endsAt }] : [];
    });
    const queued =
      due.length === 0
        ? []
        : await ctx.db.insert(userNotices).values(due).onConflictDoNothing().returning({ id: userNotices.id });
    return { affected: queued.length, detail: `queued ${queued.length} plan-ending reminder(s)` };
  },
};
