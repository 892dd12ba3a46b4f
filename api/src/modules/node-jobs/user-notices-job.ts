// cron_queue_user_post: sends the reminders queued in user_notices — traffic past 80 % or used up (queued by
// traffic reports), the plan ending in 3 days or 1 day (queued by plan_reminders) — by email and by
// Telegram, each as the customer's notification settings say, in their language. Each channel is marked
// done once sent (or once it does not apply), so a failure retries only that channel at the next run; a
// reminder that is no longer true (a reset, a renewal, a ban) is dropped unsent.
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { notificationPreferences, userNotices, userServices, users } from '../../db/schema';
import { noticeMessage } from '../plan-cycle/notice-messages';
import { DEFAULT_SETTINGS } from '../plan-cycle/preferences';
import { stillTrue, wantsChannel } from '../plan-cycle/reminder-rules';
import { planName } from '../purchased-plans/bills';
import { formatBytes } from '../services/rules';
import { sendTelegramMessage, TelegramSendError } from '../telegram/bot-api';
import type { JobDefinition } from './job-runner';

const BATCH = 500;

async function pendingNotices(ctx: AppContext) {
  return ctx.db
    .select({
      id: userNotices.id,
      userId: userNotices.userId,
      kind: userNotices.kind,
      subjectAt: userNotices.subjectAt,
      emailDoneAt: userNotices.emailDoneAt,
      telegramDoneAt: userNotices.telegramDoneAt,
      email: users.email,
      isBan: users.isBan,
      telegramId: users.telegramId,
      upload: userServices.trafficUpload,
      download: userServices.trafficDownload,
      total: userServices.trafficTotal,
      levelExpireAt: userServices.levelExpireAt,
      trafficResetAt: userServices.trafficResetAt,
      trafficPeriodStart: userServices.trafficPeriodStart,
      prefs: {
        expiry_email: notificationPreferences.expiryEmail,
        expiry_telegram: notificationPreferences.expiryTelegram,
        traffic_email: notificationPreferences.trafficEmail,
        traffic_telegram: notificationPreferences.trafficTelegram,
        language: notificationPreferences.language,
      },
    })
    .from(userNotices)
    .innerJoin(users, eq(users.id, userNotices.userId))
    .innerJoin(userServices, eq(userServices.userId, userNotices.userId))
    .leftJoin(notificationPreferences, eq(notificationPreferences.userId, userNotices.userId))
    .where(isNull(userNotices.sentAt))
    .orderBy(asc(userNotices.id))
    .limit(BATCH);
}

type Pending = Awaited<ReturnType<typeof pendingNotices>>[number];

async function mark(ctx: AppContext, notice: Pending, done: { email: boolean; telegram: boolean }) {
  const now = ctx.now();
  await ctx.db
    .update(userNotices)
    .set({
      ...(done.email && !notice.emailDoneAt ? { emailDoneAt: now } : {}),
      ...(done.telegram && !notice.telegramDoneAt ? { telegramDoneAt: now } : {}),
      ...(done.email && done.telegram ? { sentAt: now } : {}),
    })
    .where(and(eq(userNotices.id, notice.id), isNull(userNotices.sentAt)));
}

export const cronQueueUserPostJob: JobDefinition = {
  name: 'cron_queue_user_post',
  intervalMs: 60 * 1000,
  async run(ctx) {
    const now = ctx.now();
    const bot = ctx.config.telegram;
    let sent = 0;
    let dropped = 0;
    let failed = 0;
    let firstError = '';
    for (const notice of await pendingNotices(ctx)) {
      if (notice.isBan || !stillTrue(notice, notice, now)) {
        await mark(ctx, notice, { email: true, telegram: true });
        dropped += 1;
        continue;
      }
      const settings = notice.prefs ?? DEFAULT_SETTINGS;
      const message = noticeMessage(notice.kind, settings.language, {
        siteName: ctx.config.siteName,
        // A customer who chose no language reads both; the plan is named as the English page names it.
        planName: (await planName(ctx.db, notice.userId, now, settings.language ?? 'en')) ?? null,
        used: formatBytes(notice.upload + notice.download),
        total: formatBytes(notice.total),
        endsAt: notice.levelExpireAt,
        resetAt: notice.trafficResetAt,
        buyUrl: `${ctx.config.publicUrl}/user/services/buy`,
      });
      const done = { email: notice.emailDoneAt !== null, telegram: notice.telegramDoneAt !== null };
      let delivered = false;
      try {
        if (!done.email) {
          if (wantsChannel(notice.kind, settings, 'email')) {
            await ctx.mailer.send({
              to: notice.email,
              subject: message.subject,
              text: message.text,
              kind: message.kind,
            });
            delivered = true;
          }
          done.email = true;
        }
        if (!done.telegram) {
          if (bot && notice.telegramId !== null && wantsChannel(notice.kind, settings, 'telegram')) {
            try {
              await sendTelegramMessage(bot, notice.telegramId, message.telegram);
              delivered = true;
            } catch (error) {
              // Telegram will not take it (the customer blocked the bot): give up on this channel only.
              if (!(error instanceof TelegramSendError && error.permanent)) throw error;
              ctx.log.warn({ userId: notice.userId, kind: message.kind }, error.message);
            }
          }
          done.telegram = true;
        }
      } catch (error) {
        failed += 1;
        firstError ||= error instanceof Error ? error.message : String(error);
      }
      await mark(ctx, notice, done);
      if (delivered) sent += 1;
    }
    const notes = [
      `sent ${sent} reminder(s)`,
      ...(dropped > 0 ? [`dropped ${dropped} no longer true`] : []),
      ...(failed > 0 ? [`${failed} failed and stay queued (${firstError})`] : []),
    ];
    return { affected: sent, detail: notes.join('; ') };
  },
};
