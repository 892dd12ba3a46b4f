// The services slice (docs/product.md §7 "Services"): nodes, each customer's service (plan state and
// connection secrets), shared accounts, audit rules and the customer's audit hits.
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users';

export const NODE_PROTOCOLS = ['vmess', 'vless', 'trojan', 'shadowsocks', 'hysteria2'] as const;
export type NodeProtocol = (typeof NODE_PROTOCOLS)[number];

/**
 * Protocol parameters of a node (the customer's uuid/password come from their service).
 * transport: tcp|ws|grpc (vmess, vless, trojan); security: tls|reality|none (vmess, vless).
 */
export interface NodeSettings {
  transport?: 'tcp' | 'ws' | 'grpc';
  security?: 'tls' | 'reality' | 'none';
  sni?: string;
  host?: string;
  path?: string;
  serviceName?: string;
  flow?: string;
  alterId?: number;
  method?: string;
  realityPublicKey?: string;
  realityShortId?: string;
  fingerprint?: string;
  obfs?: 'salamander';
  obfsPassword?: string;
  insecure?: boolean;
}

export const nodes = pgTable(
  'nodes',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    description: text('description'),
    /** Human-readable place, e.g. "Tokyo". */
    location: text('location').notNull(),
    /** ISO 3166-1 alpha-2, upper case. */
    countryCode: text('country_code').notNull(),
    protocol: text('protocol').$type<NodeProtocol>().notNull(),
    host: text('host').notNull(),
    port: integer('port').notNull(),
    settings: jsonb('settings').$type<NodeSettings>().notNull().default({}),
    /** Traffic multiplier: effective traffic = (upload + download) × rate. */
    trafficRate: numeric('traffic_rate', { precision: 6, scale: 2 }).notNull().default('1'),
    /** The lowest service level that may use the node. */
    minLevel: integer('min_level').notNull().default(0),
    isPremium: boolean('is_premium').notNull().default(false),
    /** Load in percent (0-100) as the node last reported it. */
    load: doublePrecision('load').notNull().default(0),
    bandwidth: text('bandwidth').notNull().default(''),
    onlineUserCount: integer('online_user_count').notNull().default(0),
    /** Last report of the node; it is online while this is recent (see node-status.ts). */
    lastHeartbeatAt: timestamp('last_heartbeat_at', { withTimezone: true }),
    sortOrder: integer('sort_order').notNull().default(0),
    isEnabled: boolean('is_enabled').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('nodes_protocol_check', sql`${t.protocol} in ('vmess', 'vless', 'trojan', 'shadowsocks', 'hysteria2')`),
    check('nodes_port_check', sql`${t.port} between 1 and 65535`),
    index('nodes_order_idx').on(t.sortOrder, t.id),
  ],
);

/** One row per customer: the current plan state, traffic counters and connection secrets. */
export const userServices = pgTable(
  'user_services',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    level: integer('level').notNull().default(0),
    levelExpireAt: timestamp('level_expire_at', { withTimezone: true }).notNull().defaultNow(),
    /** Bytes allowed in the current period, and used (already multiplied by node rates). */
    trafficTotal: bigint('traffic_total', { mode: 'number' }).notNull().default(0),
    trafficUpload: bigint('traffic_upload', { mode: 'number' }).notNull().default(0),
    trafficDownload: bigint('traffic_download', { mode: 'number' }).notNull().default(0),
    /** The subscription link's secret (`/link/{token}`); replaced on reset, so old links 404. */
    linkToken: text('link_token').notNull().unique(),
    linkTokenUpdatedAt: timestamp('link_token_updated_at', { withTimezone: true }),
    /** Connection password (trojan, shadowsocks, hysteria2) and uuid (vmess, vless). */
    ssPassword: text('ss_password').notNull(),
    ssUuid: uuid('ss_uuid').notNull(),
    secretsUpdatedAt: timestamp('secrets_updated_at', { withTimezone: true }),
    /** Port of single-port-per-user shadowsocks setups (shown in the old services list). */
    port: integer('port').notNull(),
    otherEmbyUuid: uuid('other_emby_uuid').notNull(),
    /** Mbps; null = unlimited. */
    speedLimitMbps: integer('speed_limit_mbps'),
    /** Devices (IPs) online at once; null = unlimited. */
    onlineIpLimit: integer('online_ip_limit'),
    /** Whether the plan includes the daily check-in. */
    isCheckinEnabled: boolean('is_checkin_enabled').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('user_services_level_check', sql`${t.level} >= 0`)],
);

/** Accounts of other services (e.g. streaming) shared with customers of a high enough level. */
export const shareAccounts = pgTable('share_accounts', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  serverAddress: text('server_address').notNull(),
  port: integer('port').notNull(),
  password: text('password').notNull(),
  method: text('method').notNull(),
  protocol: text('protocol').notNull(),
  maxUsers: integer('max_users').notNull(),
  currentUsers: integer('current_users').notNull().default(0),
  trafficLimit: bigint('traffic_limit', { mode: 'number' }).notNull(),
  trafficUsed: bigint('traffic_used', { mode: 'number' }).notNull().default(0),
  status: text('status').notNull().default('active'),
  minLevel: integer('min_level').notNull().default(0),
  expireAt: timestamp('expire_at', { withTimezone: true }).notNull(),
});

/** What the nodes block and log (the reference's detect rules). */
export const auditRules = pgTable('audit_rules', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  text: text('text').notNull(),
  regex: text('regex').notNull(),
  /** 1 = matched against the destination address, 2 = against the payload (SSPanel's detect types). */
  type: integer('type').notNull().default(1),
  isEnabled: boolean('is_enabled').notNull().default(true),
});

/** A customer's connection that matched an audit rule, as a node reported it. */
export const auditHits = pgTable(
  'audit_hits',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    nodeId: integer('node_id')
      .notNull()
      .references(() => nodes.id, { onDelete: 'cascade' }),
    ruleId: integer('rule_id')
      .notNull()
      .references(() => auditRules.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('audit_hits_user_idx').on(t.userId, t.createdAt)],
);
