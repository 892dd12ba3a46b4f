// What the subscription knows of a customer beyond their service row: the devices that fetch it
// (registered by the x-hwid header apps send) and how the customer wants to be reminded.
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users';

export const DEVICE_STATES = ['active', 'refused', 'removed'] as const;
/** active: counts toward the plan's limit and gets nodes; refused: arrived over the limit; removed: by the customer. */
export type DeviceState = (typeof DEVICE_STATES)[number];

/** One device (hardware id) that fetched a customer's subscription. */
export const userDevices = pgTable(
  'user_devices',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The app's `x-hwid` header, as sent (at most 128 characters). */
    hwid: text('hwid').notNull(),
    state: text('state').$type<DeviceState>().notNull(),
    /** x-device-os, x-ver-os, x-device-model as the app last sent them. */
    os: text('os'),
    osVersion: text('os_version'),
    model: text('model'),
    /** The app and its version, read from the User-Agent ("Happ 1.6.2"). */
    app: text('app'),
    userAgent: text('user_agent'),
    firstFetchAt: timestamp('first_fetch_at', { withTimezone: true }).notNull(),
    lastFetchAt: timestamp('last_fetch_at', { withTimezone: true }).notNull(),
    lastIp: text('last_ip').notNull(),
    /** ISO 3166 alpha-2 of the last address; null when unknown (private ranges, IPv6). */
    lastCountry: text('last_country'),
    /** When it was last refused or removed (null while active). */
    refusedAt: timestamp('refused_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('user_devices_user_hwid_key').on(t.userId, t.hwid),
    index('user_devices_user_state_idx').on(t.userId, t.state, t.id),
    check('user_devices_state_check', sql`${t.state} in ('active', 'refused', 'removed')`),
  ],
);

export const NOTICE_LANGUAGES = ['zh-CN', 'en'] as const;
export type NoticeLanguage = (typeof NOTICE_LANGUAGES)[number];

/** Which reminders a customer gets, by which channel, in which language; no row = every reminder, both channels. */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The plan ends in 3 days, in 1 day. */
    expiryEmail: boolean('expiry_email').notNull().default(true),
    expiryTelegram: boolean('expiry_telegram').notNull().default(true),
    /** 80 % of the traffic used, all of it. */
    trafficEmail: boolean('traffic_email').notNull().default(true),
    trafficTelegram: boolean('traffic_telegram').notNull().default(true),
    /** The language reminders are written in; null = both languages in one message. */
    language: text('language').$type<NoticeLanguage>(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('notification_preferences_language_check', sql`${t.language} in ('zh-CN', 'en')`)],
);
