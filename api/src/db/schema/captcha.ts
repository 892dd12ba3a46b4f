// Captcha keys (one per form submission) and the Cap proof-of-work challenges and tokens,
// stored here through @cap.js/server's storage hooks so that every API process shares them.
import { bigint, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const captchaKeys = pgTable(
  'captcha_keys',
  {
    /** The `captcha_key` the client sends back with the form. */
    id: uuid('id').primaryKey(),
    /** The `tiago2_cap_key_id`: the Cap widget's endpoint is /api/v2/cap/{capKeyId}/. */
    capKeyId: text('cap_key_id').notNull().unique(),
    purpose: text('purpose').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('captcha_keys_expires_idx').on(t.expiresAt)],
);

export interface CapChallengeData {
  challenge: { c: number; s: number; d: number };
  expires: number;
}

export const capChallenges = pgTable(
  'cap_challenges',
  {
    token: text('token').primaryKey(),
    captchaKeyId: uuid('captcha_key_id').references(() => captchaKeys.id, { onDelete: 'cascade' }),
    data: jsonb('data').$type<CapChallengeData>().notNull(),
    /** Milliseconds since the epoch, as Cap keeps them. */
    expiresMs: bigint('expires_ms', { mode: 'number' }).notNull(),
  },
  (t) => [index('cap_challenges_expires_idx').on(t.expiresMs)],
);

export const capTokens = pgTable(
  'cap_tokens',
  {
    /** `${id}:${sha256(token)}` as Cap derives it. */
    tokenKey: text('token_key').primaryKey(),
    captchaKeyId: uuid('captcha_key_id').references(() => captchaKeys.id, { onDelete: 'cascade' }),
    expiresMs: bigint('expires_ms', { mode: 'number' }).notNull(),
  },
  (t) => [index('cap_tokens_expires_idx').on(t.expiresMs)],
);
