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
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users';

/** Shadowsocks ciphers both node programs support (shadowsocks-mod has no 2022 ciphers). */
export const SS_METHODS = ['aes-128-gcm', 'aes-256-gcm', 'chacha20-ietf-poly1305'] as const;
export type SsMethod = (typeof SS_METHODS)[number];

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
  /**
   * Shadowsocks run by shadowsocks-mod: every customer has a listener of their own on their port, with
   * their own method (user_services.port, ss_method). Unset: one listener on `port` for everyone (XrayR).
   */
  portPerUser?: boolean;
  /** VLESS Reality, served to the node only (never to customers): the server's private key and target. */
  realityPrivateKey?: string;
  realityDest?: string;
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
    /** Load in percent (0-100) as the node last reported it (only meaningful while it is online). */
    load: doublePrecision('load').notNull().default(0),
    /** The node's own report behind `load`, verbatim (load averages, or XrayR's CPU/memory/disk). */
    loadReport: text('load_report'),
    /** Seconds since the node's machine started, as last reported. */
    uptimeSeconds: bigint('uptime_seconds', { mode: 'number' }),
    bandwidth: text('bandwidth').notNull().default(''),
    /** Customers with a connection in the node's last alive-IP report. */
    onlineUserCount: integer('online_user_count').notNull().default(0),
    /** Last call of the node to the node API; it is online while this is recent (services/rules.ts). */
    lastHeartbeatAt: timestamp('last_heartbeat_at', { withTimezone: true }),
    /** The address the node last called from (served as node_ip to other nodes). */
    lastSeenIp: text('last_seen_ip'),
    /** SHA-256 (hex) of the node's API key; the key itself is shown once and never stored. */
    keyHash: text('key_hash').unique(),
    keyCreatedAt: timestamp('key_created_at', { withTimezone: true }),
    /** Mbit/s for every customer on the node, 0 = unlimited (a customer's own limit may be lower). */
    speedLimitMbps: integer('speed_limit_mbps').notNull().default(0),
    /** A demo node, played by the simulated fleet in demo mode (demo-data/fleet). */
    isSimulated: boolean('is_simulated').notNull().default(false),
    sortOrder: integer('sort_order').notNull().default(0),
    isEnabled: boolean('is_enabled').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('nodes_protocol_check', sql`${t.protocol} in ('vmess', 'vless', 'trojan', 'shadowsocks', 'hysteria2')`),
    check('nodes_port_check', sql`${t.port} between 1 and 65535`),
    check('nodes_speed_limit_check', sql`${t.speedLimitMbps} >= 0`),
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
    /** The customer's own port on shadowsocks-mod nodes (one listener per customer); unique. */
    port: integer('port').notNull(),
    /** Their shadowsocks cipher on those nodes: one that shadowsocks-mod and XrayR both support. */
    ssMethod: text('ss_method').$type<SsMethod>().notNull().default('chacha20-ietf-poly1305'),
    otherEmbyUuid: uuid('other_emby_uuid').notNull(),
    /** Mbps; null = unlimited. */
    speedLimitMbps: integer('speed_limit_mbps'),
    /** Devices (IPs) online at once; null = unlimited. */
    onlineIpLimit: integer('online_ip_limit'),
    /**
     * The plan's traffic resets (docs/adr/0017): from this moment (its purchase), every
     * `trafficResetEveryDays` days, or monthly on its day of the month when that is null; no anchor, no reset.
     */
    trafficResetAnchor: timestamp('traffic_reset_anchor', { withTimezone: true }),
    trafficResetEveryDays: integer('traffic_reset_every_days'),
    /** The next reset (null: none before the plan ends); the reset job advances it exactly once per period. */
    trafficResetAt: timestamp('traffic_reset_at', { withTimezone: true }),
    /** When the current traffic period began (a purchase or a reset): traffic reminders are once per period. */
    trafficPeriodStart: timestamp('traffic_period_start', { withTimezone: true }),
    /** Whether the plan includes the daily check-in. */
    isCheckinEnabled: boolean('is_checkin_enabled').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('user_services_level_check', sql`${t.level} >= 0`),
    check('user_services_port_check', sql`${t.port} between 1024 and 65535`),
    check(
      'user_services_ss_method_check',
      sql`${t.ssMethod} in ('aes-128-gcm', 'aes-256-gcm', 'chacha20-ietf-poly1305')`,
    ),
    uniqueIndex('user_services_port_key').on(t.port),
    check('user_services_reset_days_check', sql`${t.trafficResetEveryDays} > 0`),
    index('user_services_reset_due_idx').on(t.trafficResetAt),
    index('user_services_level_expire_idx').on(t.levelExpireAt),
  ],
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
