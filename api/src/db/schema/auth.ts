// Sessions and verification: refresh tokens, emailed codes, the login IP log.
import { boolean, check, index, integer, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { users } from './users';

/** One row per issued refresh token; a token is accepted once (rotation), then `used_at` is set. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    jti: uuid('jti').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The user's password_hash_id when the token was issued. */
    passwordHashId: uuid('password_hash_id').notNull(),
    isRememberMe: boolean('is_remember_me').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('refresh_tokens_user_idx').on(t.userId), index('refresh_tokens_expires_idx').on(t.expiresAt)],
);

export const EMAIL_CODE_PURPOSES = ['register', 'forgot_password'] as const;
export type EmailCodePurpose = (typeof EMAIL_CODE_PURPOSES)[number];

/** Six-digit codes sent by email; only a hash is stored. */
export const emailCodes = pgTable(
  'email_codes',
  {
    id: serial('id').primaryKey(),
    purpose: text('purpose').$type<EmailCodePurpose>().notNull(),
    email: text('email').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (t) => [
    index('email_codes_lookup_idx').on(t.purpose, t.email, t.createdAt),
    check('email_codes_purpose_check', sql`${t.purpose} in ('register', 'forgot_password')`),
  ],
);

/** Successful sign-ins and sign-ups, for the customer's login IP log. */
export const loginIpLog = pgTable(
  'login_ip_log',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    ip: text('ip').notNull(),
    userAgent: text('user_agent'),
    kind: text('kind').$type<'login' | 'register'>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('login_ip_log_user_idx').on(t.userId, t.createdAt)],
);
