// Account security: recovery codes, the account's activity, Telegram link tokens and the admin audit log.
import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { ACTIVITY_TYPES, type ActivityType } from '@portal/shared/contract';
import { AUDIT_ACTIONS, type AuditAction, type AuditTargetType } from '@portal/shared/contract/admin';
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

export const ADMIN_ACTIONS = AUDIT_ACTIONS;
export type AdminAction = AuditAction;

/** An audit row's facts: text, numbers, flags (money as text); never a secret. */
export type AuditFacts = Record<string, string | number | boolean | null>;

/**
 * Every change staff make (the console, the admin and staff APIs): who, what, which object and customer,
 * the fields before and after, from where — written in the transaction of the change (docs/adr/0014).
 */
export const adminAuditLog = pgTable(
  'admin_audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    actorUserId: integer('actor_user_id')
      .notNull()
      .references(() => users.id),
    action: text('action').$type<AdminAction>().notNull(),
    targetType: text('target_type').$type<AuditTargetType>().notNull(),
    /** The object's id as text (a user id, a plan id, a trade number, a ticket uuid, a remote's name). */
    targetId: text('target_id').notNull(),
    /** The customer concerned, when there is one. */
    targetUserId: integer('target_user_id').references(() => users.id, { onDelete: 'set null' }),
    before: jsonb('before').$type<AuditFacts>().notNull().default({}),
    after: jsonb('after').$type<AuditFacts>().notNull().default({}),
    detail: jsonb('detail').$type<AuditFacts>().notNull().default({}),
    ip: text('ip').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('admin_audit_log_created_idx').on(t.createdAt),
    index('admin_audit_log_actor_idx').on(t.actorUserId, t.createdAt),
    index('admin_audit_log_target_idx').on(t.targetType, t.targetId, t.createdAt),
    index('admin_audit_log_target_user_idx').on(t.targetUserId, t.createdAt),
    index('admin_audit_log_action_idx').on(t.action, t.createdAt),
    check(
      'admin_audit_log_action_check',
      sql`${t.action} in (${sql.raw(ADMIN_ACTIONS.map((action) => `'${action}'`).join(', '))})`,
    ),
  ],
);
