// Sessions and verification: sessions and their refresh tokens, emailed codes, the login IP log.
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { users } from './users';

/**
 * One row per sign-in: the session a customer sees on the security page. Its refresh tokens rotate
 * (refresh_tokens); revoking the session makes its current refresh token fail at once.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    isRememberMe: boolean('is_remember_me').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The last sign-in or refresh. */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    /** Expiry of its newest refresh token: past it the session is over. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** Where it was last used from, and the browser's User-Agent. */
    ip: text('ip').notNull(),
    country: text('country'),
    userAgent: text('user_agent'),
    /**
     * SHA-256 (hex) of the session's current page key, the secret of its `portal_page` cookie
     * (modules/auth/page-key.ts): replaced with every token pair issued, so only the newest cookie
     * works. Null until the session's first pair after the column existed.
     */
    pageKeyHash: text('page_key_hash'),
  },
  (t) => [index('sessions_user_idx').on(t.userId, t.lastUsedAt)],
);

export const REFRESH_TOKEN_KINDS = ['login', 'refresh', 'reissue'] as const;
export type RefreshTokenKind = (typeof REFRESH_TOKEN_KINDS)[number];

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
    /** The session it belongs to; null only for tokens issued before sessions existed (refused). */
    sessionId: uuid('session_id').references(() => sessions.id, { onDelete: 'cascade' }),
    /** Issued at sign-in, by a refresh, or reissued after an account change (new name, email or password). */
    kind: text('kind').$type<RefreshTokenKind>().notNull().default('login'),
    /**
     * jti of the access token issued with it: an account call's access token names its session
     * ("this device"), whichever tab of the browser sends it.
     */
    accessJti: uuid('access_jti'),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (t) => [
    uniqueIndex('refresh_tokens_access_jti_key').on(t.accessJti),
    index('refresh_tokens_user_idx').on(t.userId, t.createdAt),
    index('refresh_tokens_expires_idx').on(t.expiresAt),
    index('refresh_tokens_session_idx').on(t.sessionId),
    check('refresh_tokens_kind_check', sql`${t.kind} in ('login', 'refresh', 'reissue')`),
  ],
);

export const EMAIL_CODE_PURPOSES = ['register', 'forgot_password', 'change_email'] as const;
export type EmailCodePurpose = (typeof EMAIL_CODE_PURPOSES)[number];

/** Six-digit codes sent by email; only a hash is stored. */
export const emailCodes = pgTable(
  'email_codes',
  {
    id: serial('id').primaryKey(),
    purpose: text('purpose').$type<EmailCodePurpose>().notNull(),
    /** Where the code was sent (for change_email: the new address). */
    email: text('email').notNull(),
    /** The account that asked (change_email); null for sign-up and password recovery. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (t) => [
    index('email_codes_lookup_idx').on(t.purpose, t.email, t.createdAt),
    index('email_codes_user_idx').on(t.userId, t.purpose, t.createdAt),
    check('email_codes_purpose_check', sql`${t.purpose} in ('register', 'forgot_password', 'change_email')`),
  ],
);

export const LOGIN_LOG_KINDS = ['login', 'register', 'login_failed'] as const;
export type LoginLogKind = (typeof LOGIN_LOG_KINDS)[number];

/** Sign-ins, failed sign-ins (right account, wrong password or code) and sign-ups, for the login IP log. */
export const loginIpLog = pgTable(
  'login_ip_log',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    ip: text('ip').notNull(),
    /** ISO 3166 country of the IP (offline lookup); null for private and unknown addresses. */
    country: text('country'),
    userAgent: text('user_agent'),
    kind: text('kind').$type<LoginLogKind>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The session a sign-in or sign-up started, so the account page can tell "this sign-in" from the
     * previous one; null for failed attempts, for rows older than the column and once the session is gone.
     */
    sessionId: uuid('session_id').references(() => sessions.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('login_ip_log_user_idx').on(t.userId, t.createdAt),
    index('login_ip_log_session_idx').on(t.sessionId),
    check('login_ip_log_kind_check', sql`${t.kind} in ('login', 'register', 'login_failed')`),
  ],
);

/**
 * The code step of a two-factor sign-in: the password step (which passed the human check and the
 * password) hands the browser a ticket in an HttpOnly cookie, and the code step presents it instead of a
 * second captcha (with the password again). Single use (deleted when presented), five minutes, one account.
 */
export const signInTickets = pgTable(
  'sign_in_tickets',
  {
    /** SHA-256 (hex) of the ticket; the ticket itself is only in the browser's cookie. */
    ticketHash: text('ticket_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sign_in_tickets_expires_idx').on(t.expiresAt)],
);
