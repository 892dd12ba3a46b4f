// cron_queue_user_post: sends the mails traffic reports queued (user_notices) — 80 % of the plan's traffic
// used, or all of it — and marks them sent. One mail per customer and kind per run, however many reports
// queued it; a mail that fails stays queued for the next run.
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { userNotices, userServices, users } from '../../db/schema';
import { trafficNoticeMessage } from '../mail/templates';
import { formatBytes } from '../services/rules';
import type { JobDefinition } from './job-runner';

const BATCH = 500;

export const cronQueueUserPostJob: JobDefinition = {
  name: 'cron_queue_user_post',
  intervalMs: 60 * 1000,
  async run(ctx) {
    const pending = await ctx.db
      .select({
        id: userNotices.id,
        userId: userNotices.userId,
        kind: userNotices.kind,
        email: users.email,
        used: userServices.trafficUpload,
        usedDown: userServices.trafficDownload,
        total: userServices.trafficTotal,
      })
      .from(userNotices)
      .innerJoin(users, eq(users.id, userNotices.userId))
      .innerJoin(userServices, eq(userServices.userId, userNotices.userId))
      .where(isNull(userNotices.sentAt))
      .orderBy(asc(userNotices.id))
      .limit(BATCH);
    const groups = new Map<string, typeof pending>();
    for (const notice of pending) {
      const key = `${notice.userId}:${notice.kind}`;
      groups.set(key, [...(groups.get(key) ?? []), notice]);
    }
    let sent = 0;
    let failed = 0;
    let firstError = '';
    for (const notices of groups.values()) {
      const first = notices[0]!;
      try {
        await ctx.mailer.send({
          to: first.email,
          ...trafficNoticeMessage(ctx.config.siteName, first.kind, {
            used: formatBytes(first.used + first.usedDown),
            total: formatBytes(first.total),
          }),
        });
        await ctx.db
          .update(userNotices)
          .set({ sentAt: ctx.now() })
          .where(
            and(
              inArray(
                userNotices.id,
                notices.map((notice) => notice.id),
              ),
              isNull(userNotices.sentAt),
            ),
          );
        sent += 1;
      } catch (error) {
        failed += 1;
        firstError ||= error instanceof Error ? error.message : String(error);
      }
    }
    return {
      affected: sent,
      detail: `sent ${sent} traffic mail(s)${failed > 0 ? `; ${failed} failed and stay queued (${firstError})` : ''}`,
    };
  },
};
