// Which reminders a customer gets (the plan ending in 3 days and in 1 day; traffic past 80 % and used up),
// by email and by Telegram, and in which language.
import * as z from 'zod/mini';
import { defineOperation, type OperationDef } from './operation';
import { envelope } from './envelope';

const noticeLanguage = z.enum(['zh-CN', 'en']);

const notificationSettings = z.object({
  expiry_email: z.boolean(),
  expiry_telegram: z.boolean(),
  traffic_email: z.boolean(),
  traffic_telegram: z.boolean(),
  /** null: both languages in one message. */
  language: z.nullable(noticeLanguage),
});
export type NotificationSettings = z.infer<typeof notificationSettings>;

export const accountNotifications = defineOperation({
  id: 'accountNotifications',
  method: 'GET',
  path: '/api/v2/user/account/notifications',
  credentials: 'bearer',
  summary: 'Reminder settings, and whether Telegram can carry them (a linked account, a configured bot)',
  tag: 'account',
  response: envelope(z.extend(notificationSettings, { telegram_available: z.boolean() })),
});

export const accountNotificationsUpdate = defineOperation({
  id: 'accountNotificationsUpdate',
  method: 'PUT',
  path: '/api/v2/user/account/notifications',
  credentials: 'bearer',
  summary: 'Switch reminders on or off per channel, and choose their language',
  tag: 'account',
  body: notificationSettings,
  bodyRequired: true,
  response: envelope(z.extend(notificationSettings, { telegram_available: z.boolean() })),
});

/** This area's operations; contract/index.ts gathers every area's into `operations`. */
export const notificationsOperations = {
  accountNotifications,
  accountNotificationsUpdate,
} as const satisfies Record<string, OperationDef>;
