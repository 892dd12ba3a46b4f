// Account security: recovery codes, the account's activity, Telegram link tokens and the admin audit log.
import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { ACTIVITY_TYPES, type ActivityType } from '@portal/shared/contract';
import { users } from './users';

/** Two-factor recovery codes: only a SHA-256 of each is kept; a code works once. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('recovery_codes_user_idx').on(t.userId, t.codeHash)],
);

/** What happened to an account, for the customer's activity page (newest first). */
export const accountActivity = pgTable(
  'account_activity',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').$type<ActivityType>().notNull(),
    ip: text('ip').notNull(),
    userAgent: text('user_agent'),
    /** Facts the description names (e.g. the new email); never a secret. */
    detail: jsonb('detail').$type<Record<string, string>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('account_activity_user_idx').on(t.userId, t.createdAt, t.id),
    check(
      'account_activity_type_check',
      sql`${t.type} in (${sql.raw(ACTIVITY_TYPES.map((type) => `'${type}'`).join(', '))})`,
    ),
  ],
);

/**
 * Single-use tokens of Telegram deep links (docs/product.md §3 token type user_link_tg, subject user_id):
 * `https://t.me/<bot>?start=<token>`. Only a SHA-256 of the token is kept.
 */
export const telegramLinkTokens = pgTable(
  'telegram_link_tokens',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Where the customer asked for the link (the activity log shows it, not Telegram's servers). */
    ip: text('ip').notNull(),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('telegram_link_tokens_user_idx').on(t.userId)],
);

export const ADMIN_ACTIONS = [
  'announcement_update',
  'replace_user_email',
  'payment_mark_paid',
  'cd_key_create',
] as const;
export type AdminAction = (typeof ADMIN_ACTIONS)[number];

/** Every change made through the admin API: who, what, to whom, from where. */
export const adminAuditLog = pgTable(
  'admin_audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    actorUserId: integer('actor_user_id')
      .notNull()
      .references(() => users.id),
    action: text('action').$type<AdminAction>().notNull(),
    targetUserId: integer('target_user_id').references(() => users.id, { onDelete: 'set null' }),
    detail: jsonb('detail').$type<Record<string, string | number | null>>().notNull().default({}),
    ip: text('ip').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('admin_audit_log_created_idx').on(t.createdAt),
    check(
      'admin_audit_log_action_check',
      sql`${t.action} in ('announcement_update', 'replace_user_email', 'payment_mark_paid', 'cd_key_create')`,
    ),
  ],
);
