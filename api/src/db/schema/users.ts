// Accounts and their invite codes.
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    /** The numeric user_id of tokens and answers. */
    id: serial('id').primaryKey(),
    /** The uuid user_new_id of tokens and answers. */
    newId: uuid('user_new_id').notNull().unique(),
    /** Stored lower-cased; unique regardless of case. */
    email: text('email').notNull(),
    name: text('name').notNull(),
    /** argon2id hash. */
    passwordHash: text('password_hash').notNull(),
    /** Rotates whenever the password changes; refresh tokens carry it, so a new password revokes them all. */
    passwordHashId: uuid('password_hash_id').notNull(),
    role: text('role').notNull().default('malio_postgrest_user'),
    /** Base32 TOTP secret; null when two-factor authentication is off. */
    twoFaSecret: text('two_fa_secret'),
    /** The secret offered for enrolment while 2FA is off; it becomes two_fa_secret once a code confirms it. */
    twoFaPendingSecret: text('two_fa_pending_secret'),
    /** The TOTP time step of the last accepted code: a code of that step or an earlier one is refused (replay). */
    twoFaLastStep: bigint('two_fa_last_step', { mode: 'number' }),
    /** Wrong 2FA codes in a row (sign-in and account pages alike); the fifth locks code checks for a while. */
    twoFaFailures: integer('two_fa_failures').notNull().default(0),
    twoFaLockedUntil: timestamp('two_fa_locked_until', { withTimezone: true }),
    /** Security mails: sign-in from a new device, password and email changes, 2FA and session changes. */
    emailNotification: boolean('email_notification').notNull().default(true),
    /** The linked Telegram account (one Telegram id links one account; the casino bot finds customers by it). */
    telegramId: bigint('telegram_id', { mode: 'number' }),
    telegramUsername: text('telegram_username'),
    telegramLinkedAt: timestamp('telegram_linked_at', { withTimezone: true }),
    invitedBy: integer('invited_by').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    isBan: boolean('is_ban').notNull().default(false),
    /** Why staff banned the account: the sign-in refusal says it. */
    banReason: text('ban_reason'),
    bannedAt: timestamp('banned_at', { withTimezone: true }),
    accountExpireAt: timestamp('account_expire_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`),
    uniqueIndex('users_telegram_id_key').on(t.telegramId),
    index('users_invited_by_idx').on(t.invitedBy),
    // The console's search (`?q=` part of an email) reads trigrams: pg_trgm, created by migration 0013.
    index('users_email_trgm_idx').using('gin', sql`${t.email} gin_trgm_ops`),
    index('users_banned_idx')
      .on(t.id)
      .where(sql`${t.isBan}`),
    index('users_staff_idx')
      .on(t.id)
      .where(sql`${t.role} <> 'malio_postgrest_user'`),
    index('users_created_idx').on(t.createdAt),
  ],
);

/** Invite codes a customer shares; every account gets one at sign-up. */
export const inviteCodes = pgTable(
  'invite_codes',
  {
    code: text('code').primaryKey(),
    ownerUserId: integer('owner_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('invite_codes_owner_idx').on(t.ownerUserId)],
);
