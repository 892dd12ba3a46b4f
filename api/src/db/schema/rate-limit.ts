// Fixed-window counters shared by every API process.
import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const rateLimitBuckets = pgTable('rate_limit_buckets', {
  /** e.g. `login:ip:203.0.113.7`, `email-code:email:a@b.c`. */
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
});
