// A customer's reminder settings (notification_preferences; no row = every reminder on both channels, in
// both languages): read by the reminders job and the refusal entries, changed on the account's page.
import { eq } from 'drizzle-orm';
import type { NotificationSettings } from '@portal/shared/contract';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { type NoticeLanguage, notificationPreferences, users } from '../../db/schema';
import { ok } from '../../http/envelope';
import type { ClientInfo } from '../../http/client-info';
import { recordActivity } from '../account/activity';

export const DEFAULT_SETTINGS: NotificationSettings = {
  expiry_email: true,
  expiry_telegram: true,
  traffic_email: true,
  traffic_telegram: true,
  language: null,
};

type PreferenceRow = typeof notificationPreferences.$inferSelect;

function toSettings(row: PreferenceRow | undefined): NotificationSettings {
  if (!row) return DEFAULT_SETTINGS;
  return {
    expiry_email: row.expiryEmail,
    expiry_telegram: row.expiryTelegram,
    traffic_email: row.trafficEmail,
    traffic_telegram: row.trafficTelegram,
    language: row.language,
  };
}

export async function noticeLanguageOf(db: Db, userId: number): Promise<NoticeLanguage | null> {
  const [row] = await db
    .select({ language: notificationPreferences.language })
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, userId));
  return row?.language ?? null;
}

async function answer(ctx: AppContext, userId: number, settings: NotificationSettings, message?: string) {
  const [user] = await ctx.db.select({ telegramId: users.telegramId }).from(users).where(eq(users.id, userId));
  return ok({ ...settings, telegram_available: ctx.config.telegram !== null && user?.telegramId != null }, message);
}

export async function notificationSettingsOf(ctx: AppContext, userId: number) {
  const [row] = await ctx.db.select().from(notificationPreferences).where(eq(notificationPreferences.userId, userId));
  return answer(ctx, userId, toSettings(row));
}

export async function updateNotificationSettings(
  ctx: AppContext,
  userId: number,
  settings: NotificationSettings,
  client: ClientInfo,
) {
  const values = {
    expiryEmail: settings.expiry_email,
    expiryTelegram: settings.expiry_telegram,
    trafficEmail: settings.traffic_email,
    trafficTelegram: settings.traffic_telegram,
    language: settings.language,
    updatedAt: ctx.now(),
  };
  const [row] = await ctx.db
    .insert(notificationPreferences)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: notificationPreferences.userId, set: values })
    .returning();
  await recordActivity(ctx.db, userId, 'reminders_changed', client);
  return answer(ctx, userId, toSettings(row), 'Your reminder settings were saved');
}
