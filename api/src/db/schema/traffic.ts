// Traffic per customer, node and hour (what the charts aggregate), and the subscription fetch log.
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { SubscriptionTarget } from '@portal/shared/contract';
import { users } from './users';
import { nodes } from './services';

/**
 * Raw bytes a node reported for a customer in one hour, with the node's rate at the time
 * (effective traffic = (upload + download) × rate). The node reporting API adds to the row of the hour.
 */
export const trafficRecords = pgTable(
  'traffic_records',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    nodeId: integer('node_id')
      .notNull()
      .references(() => nodes.id, { onDelete: 'cascade' }),
    /** Start of the hour (UTC, minutes and seconds zero). */
    bucketStart: timestamp('bucket_start', { withTimezone: true }).notNull(),
    upload: bigint('upload', { mode: 'number' }).notNull().default(0),
    download: bigint('download', { mode: 'number' }).notNull().default(0),
    rate: numeric('rate', { precision: 6, scale: 2 }).notNull(),
  },
  (t) => [
    // The rate is part of the key: a rate changed mid-hour starts a row of its own, so no byte is
    // ever counted at another rate than the one in force when it was reported.
    uniqueIndex('traffic_records_user_node_bucket_rate_key').on(t.userId, t.nodeId, t.bucketStart, t.rate),
    index('traffic_records_user_bucket_idx').on(t.userId, t.bucketStart),
    // In UTC: date_trunc on a timestamptz would follow the session's TimeZone (e.g. +05:30 zones).
    check(
      'traffic_records_bucket_check',
      sql`date_trunc('hour', ${t.bucketStart} at time zone 'UTC') = ${t.bucketStart} at time zone 'UTC'`,
    ),
  ],
);

/** Every fetch of a customer's subscription link: when, from where, by which client. */
export const subscribeFetchLogs = pgTable(
  'subscribe_fetch_logs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fetchedAt: timestamp('fetched_at', { withTimezone: true }).notNull().defaultNow(),
    ip: text('ip').notNull(),
    userAgent: text('user_agent').notNull(),
    /** The format served (contract link.ts subscriptionTarget). */
    format: text('format').$type<SubscriptionTarget>().notNull(),
  },
  (t) => [index('subscribe_fetch_logs_user_idx').on(t.userId, t.fetchedAt)],
);
