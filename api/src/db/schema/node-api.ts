// What the node API stores beyond nodes and traffic_records: devices online per customer, the raw log
// of traffic reports (and its per-node hourly roll-up), IP blocks, relay rules, commands for nodes,
// speed tests, the state of operator jobs, mails queued for customers, and the daily tables the jobs
// roll the raw rows into.
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  date,
  index,
  inet,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './users';
import { nodes } from './services';
import { moneyColumn } from './money-column';

/** One device (source IP) of a customer on a node, refreshed by every alive-IP report that names it. */
export const nodeAliveIps = pgTable(
  'node_alive_ips',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    nodeId: integer('node_id')
      .notNull()
      .references(() => nodes.id, { onDelete: 'cascade' }),
    ip: inet('ip').notNull(),
    firstSeenAt: timestamp('first_seen_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('node_alive_ips_user_node_ip_key').on(t.userId, t.nodeId, t.ip),
    index('node_alive_ips_seen_idx').on(t.lastSeenAt),
  ],
);

/** Every traffic report as it arrived (totals only; the per-customer bytes went to traffic_records). */
export const nodeTrafficReports = pgTable(
  'node_traffic_reports',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    nodeId: integer('node_id')
      .notNull()
      .references(() => nodes.id, { onDelete: 'cascade' }),
    /** SHA-256 of the report's rows in a canonical order: a retried report has the same digest. */
    digest: text('digest').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    userCount: integer('user_count').notNull(),
    /** Raw bytes (before the node's rate). */
    upload: bigint('upload', { mode: 'number' }).notNull(),
    download: bigint('download', { mode: 'number' }).notNull(),
  },
  (t) => [
    index('node_traffic_reports_digest_idx').on(t.nodeId, t.digest, t.receivedAt),
    index('node_traffic_reports_received_idx').on(t.receivedAt),
  ],
);

/** A node's reports summed per hour (rolled up from node_traffic_reports by a job). */
export const nodeTrafficHourly = pgTable(
  'node_traffic_hourly',
  {
    nodeId: integer('node_id')
      .notNull()
      .references(() => nodes.id, { onDelete: 'cascade' }),
    bucketStart: timestamp('bucket_start', { withTimezone: true }).notNull(),
    reports: integer('reports').notNull(),
    upload: bigint('upload', { mode: 'number' }).notNull(),
    download: bigint('download', { mode: 'number' }).notNull(),
    /** The most customers one report of the hour named. */
    peakUsers: integer('peak_users').notNull(),
  },
  (t) => [primaryKey({ columns: [t.nodeId, t.bucketStart] })],
);

/** IPs blocked on every node: reported by a node's auto-block, or added by staff; unblocking keeps the row. */
export const nodeIpBlocks = pgTable(
  'node_ip_blocks',
  {
    id: serial('id').primaryKey(),
    ip: inet('ip').notNull(),
    /** The node that reported it; null when staff added it. */
    nodeId: integer('node_id').references(() => nodes.id, { onDelete: 'set null' }),
    reason: text('reason').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    unblockedAt: timestamp('unblocked_at', { withTimezone: true }),
  },
  (t) => [index('node_ip_blocks_ip_idx').on(t.ip), index('node_ip_blocks_unblocked_idx').on(t.unblockedAt)],
);

/** Traffic arriving at `sourceNodeId` on `port` is relayed to `distNodeId` (for one customer, or all when null). */
export const nodeRelayRules = pgTable(
  'node_relay_rules',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    sourceNodeId: integer('source_node_id')
      .notNull()
      .references(() => nodes.id, { onDelete: 'cascade' }),
    distNodeId: integer('dist_node_id')
      .notNull()
      .references(() => nodes.id, { onDelete: 'cascade' }),
    port: integer('port').notNull(),
    priority: integer('priority').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('node_relay_rules_source_idx').on(t.sourceNodeId),
    check('node_relay_rules_port_check', sql`${t.port} between 0 and 65535`),
  ],
);

/** A command for nodes to run (auto-exec), signed with the portal's key; null node = every node. */
export const nodeCommands = pgTable('node_commands', {
  id: serial('id').primaryKey(),
  nodeId: integer('node_id').references(() => nodes.id, { onDelete: 'cascade' }),
  value: text('value').notNull(),
  /** ECDSA P-256 / SHA-256 signature of `value` (base64), verifiable with the portal's public key. */
  sign: text('sign').notNull(),
  type: integer('type').notNull().default(1),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A node reported that it ran a command. */
export const nodeCommandRuns = pgTable(
  'node_command_runs',
  {
    commandId: integer('command_id')
      .notNull()
      .references(() => nodeCommands.id, { onDelete: 'cascade' }),
    nodeId: integer('node_id')
      .notNull()
      .references(() => nodes.id, { onDelete: 'cascade' }),
    ranAt: timestamp('ran_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.commandId, t.nodeId] })],
);

/** A node's speed test toward the three mainland carriers, as it reported it. */
export const nodeSpeedtests = pgTable(
  'node_speedtests',
  {
    id: serial('id').primaryKey(),
    nodeId: integer('node_id')
      .notNull()
      .references(() => nodes.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    result: jsonb('result').$type<Record<string, string>>().notNull(),
  },
  (t) => [index('node_speedtests_node_idx').on(t.nodeId, t.createdAt)],
);

/** One row per operator job: who runs it now (a lease, so two runs never overlap), its last run, its cursor. */
export const jobRuns = pgTable('job_runs', {
  name: text('name').primaryKey(),
  runningSince: timestamp('running_since', { withTimezone: true }),
  holder: text('holder'),
  lastStartedAt: timestamp('last_started_at', { withTimezone: true }),
  lastFinishedAt: timestamp('last_finished_at', { withTimezone: true }),
  lastAffected: integer('last_affected'),
  lastDurationMs: integer('last_duration_ms'),
  lastError: text('last_error'),
  /** The job's own bookmark between runs (e.g. the last exported id). */
  state: jsonb('state').$type<Record<string, number | string>>().notNull().default({}),
});

export const USER_NOTICE_KINDS = ['traffic_80', 'traffic_100', 'expiry_3d', 'expiry_1d'] as const;
export type UserNoticeKind = (typeof USER_NOTICE_KINDS)[number];

/**
 * Reminders owed to a customer — traffic crossed 80 % or ran out (queued by traffic reports), the plan
 * ends in 3 days or 1 day (queued by the plan_reminders job) — sent by the cron_queue_user_post job by
 * email and Telegram. One per customer, kind and subject (the traffic period, or the plan's end), so a
 * reminder is queued once however many processes or reports see it due.
 */
export const userNotices = pgTable(
  'user_notices',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<UserNoticeKind>().notNull(),
    /** What it is about: the start of the traffic period, or the moment the plan ends. */
    subjectAt: timestamp('subject_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Each channel is done once sent, or once it turns out not to apply (switched off, no Telegram). */
    emailDoneAt: timestamp('email_done_at', { withTimezone: true }),
    telegramDoneAt: timestamp('telegram_done_at', { withTimezone: true }),
    /** Every channel done. */
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('user_notices_pending_idx').on(t.sentAt, t.id),
    uniqueIndex('user_notices_once_key').on(t.userId, t.kind, t.subjectAt),
    check('user_notices_kind_check', sql`${t.kind} in ('traffic_80', 'traffic_100', 'expiry_3d', 'expiry_1d')`),
  ],
);

/** A customer's device per service day (rolled up from node_alive_ips by a job, kept 90 days). */
export const aliveIpDaily = pgTable(
  'alive_ip_daily',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    ip: inet('ip').notNull(),
    nodeCount: integer('node_count').notNull(),
    firstSeenAt: timestamp('first_seen_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day, t.ip] })],
);

/** Traffic per customer, node and service day: hourly rows older than the retention, rolled up by a job. */
export const trafficDaily = pgTable(
  'traffic_daily',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    nodeId: integer('node_id')
      .notNull()
      .references(() => nodes.id, { onDelete: 'cascade' }),
    /** The service day (UTC+8). */
    day: date('day', { mode: 'string' }).notNull(),
    upload: bigint('upload', { mode: 'number' }).notNull(),
    download: bigint('download', { mode: 'number' }).notNull(),
    rate: numeric('rate', { precision: 6, scale: 2 }).notNull(),
  },
  (t) => [uniqueIndex('traffic_daily_user_node_day_rate_key').on(t.userId, t.nodeId, t.day, t.rate)],
);

/** A daily snapshot of every customer's plan, traffic and balance (for the operator's trends). */
export const userDataHistory = pgTable(
  'user_data_history',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    level: integer('level').notNull(),
    trafficTotal: bigint('traffic_total', { mode: 'number' }).notNull(),
    trafficUsed: bigint('traffic_used', { mode: 'number' }).notNull(),
    balance: moneyColumn('balance').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] })],
);
