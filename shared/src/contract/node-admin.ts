// The operator's side of the node API (the portal's design; admins only): nodes and their keys, relay
// rules, commands for nodes and the IP block list, under /api/v2/low_admin_api/node. The CLI
// (`npm run node --workspace api`) validates with the same schemas.
import * as z from 'zod/mini';
import { defineOperation, type OperationDef } from './operation';
import { envelope, listEnvelope, messageResponse } from './envelope';
import { bodyId, isoDateTime, numericId } from './common';
import { ipAddress } from './node';

export const nodeProtocol = z.enum(['shadowsocks', 'vmess', 'vless', 'trojan', 'hysteria2']);
export type NodeProtocolName = z.infer<typeof nodeProtocol>;
/** Ciphers both shadowsocks-mod and XrayR support (no Shadowsocks-2022: shadowsocks-mod cannot decrypt it). */
const ssMethod = z.enum(['aes-128-gcm', 'aes-256-gcm', 'chacha20-ietf-poly1305']);

const shortText = (max: number) =>
  z.string().check(z.trim(), z.maxLength(max, { message: `Use at most ${max} characters` }));
const hostName = z
  .string()
  .check(
    z.trim(),
    z.regex(/^[A-Za-z0-9.:[\]-]{1,253}$/, { message: 'Use a host name or an IP address, e.g. hk1.example.com' }),
  );

/** A node's protocol parameters (what customers' apps and the node software need). */
export const nodeSettingsInput = z.strictObject({
  transport: z.optional(z.enum(['tcp', 'ws', 'grpc'])),
  security: z.optional(z.enum(['tls', 'reality', 'none'])),
  sni: z.optional(shortText(253)),
  host: z.optional(shortText(253)),
  path: z.optional(shortText(200)),
  serviceName: z.optional(shortText(100)),
  flow: z.optional(z.enum(['xtls-rprx-vision'])),
  alterId: z.optional(z.int().check(z.minimum(0), z.maximum(65535))),
  method: z.optional(ssMethod),
  realityPublicKey: z.optional(shortText(100)),
  realityShortId: z.optional(shortText(16)),
  realityPrivateKey: z.optional(shortText(100)),
  realityDest: z.optional(shortText(253)),
  fingerprint: z.optional(shortText(32)),
  obfs: z.optional(z.enum(['salamander'])),
  obfsPassword: z.optional(shortText(200)),
  insecure: z.optional(z.boolean()),
  /** shadowsocks-mod: a listener per customer on the customer's own port, with their own cipher. */
  portPerUser: z.optional(z.boolean()),
});
export type NodeSettingsInput = z.infer<typeof nodeSettingsInput>;

/** A traffic rate as a decimal string, 0.01 to 100 with two decimals at most ("1", "0.5", "1.50"). */
const trafficRate = z.string().check(
  z.trim(),
  z.regex(/^\d{1,3}(\.\d{1,2})?$/, { message: 'Use a rate such as 1, 0.5 or 1.50' }),
  z.refine((rate) => Number(rate) >= 0.01 && Number(rate) <= 100, { message: 'Use a rate from 0.01 to 100' }),
);

export const nodeCreateBody = z.object({
  name: z.string().check(z.trim(), z.minLength(1, { message: 'Enter a name' }), z.maxLength(100)),
  type: nodeProtocol,
  server: hostName,
  port: z.optional(z.int().check(z.minimum(1), z.maximum(65535))),
  /** The lowest plan level it serves (SSPanel's node class). */
  node_class: z.int().check(z.minimum(0), z.maximum(1000)),
  traffic_rate: trafficRate,
  location: z.optional(shortText(100)),
  country_code: z.optional(z.string().check(z.regex(/^[A-Za-z]{2}$/, { message: 'Use a two-letter country code' }))),
  speed_limit_mbps: z.optional(z.int().check(z.minimum(0), z.maximum(1_000_000))),
  bandwidth: z.optional(shortText(40)),
  is_premium: z.optional(z.boolean()),
  is_enabled: z.optional(z.boolean()),
  sort_order: z.optional(z.int().check(z.minimum(-100_000), z.maximum(100_000))),
  settings: z.optional(nodeSettingsInput),
});
export type NodeCreateBody = z.infer<typeof nodeCreateBody>;
const nodeUpdateBody = z.partial(nodeCreateBody);
export type NodeUpdateBody = z.infer<typeof nodeUpdateBody>;

const staffNode = z.object({
  id: z.int(),
  name: z.string(),
  type: nodeProtocol,
  server: z.string(),
  port: z.int(),
  node_class: z.int(),
  traffic_rate: z.string(),
  location: z.string(),
  country_code: z.string(),
  speed_limit_mbps: z.int(),
  is_enabled: z.boolean(),
  settings: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])),
  /** From the heartbeat (online within 5 minutes); load, users and uptime are 0/null while offline. */
  status: z.enum(['online', 'offline']),
  load: z.number(),
  load_report: z.nullable(z.string()),
  uptime_seconds: z.nullable(z.int()),
  online_user_count: z.int(),
  last_heartbeat_at: z.nullable(isoDateTime),
  last_seen_ip: z.nullable(z.string()),
  has_key: z.boolean(),
  key_created_at: z.nullable(isoDateTime),
  /** Raw bytes (before the rate) the node reported in the last 24 hours. */
  traffic_24h_bytes: z.int(),
  /** Raw bytes the node reported since the service day began (00:00 UTC+8). */
  traffic_today_bytes: z.int(),
  is_premium: z.boolean(),
  sort_order: z.int(),
  bandwidth: z.string(),
  latest_speedtest: z.nullable(z.object({ at: isoDateTime, result: z.record(z.string(), z.string()) })),
});
export type StaffNode = z.infer<typeof staffNode>;

const nodeIdParams = z.object({ node_id: numericId });

export const staffNodeList = defineOperation({
  id: 'staffNodeList',
  method: 'GET',
  path: '/api/v2/low_admin_api/node/',
  credentials: 'bearer',
  summary: 'Every node with its liveness, load, customers online and traffic (staff)',
  tag: 'node',
  response: listEnvelope(staffNode),
});

/**
 * What to paste into the node software's configuration, key included: shadowsocks-mod's
 * userapiconfig.py lines and XrayR's config.yml `Nodes` entry, for this node and this portal's URL.
 */
export const nodeSetup = z.object({
  /** The base URL node software is given (they append /mod_mu/…). */
  api_url: z.string(),
  shadowsocks_mod: z.string(),
  xrayr: z.string(),
});
export type NodeSetup = z.infer<typeof nodeSetup>;

/** The key is in this answer only: the portal stores its hash. */
const nodeWithKey = envelope(z.object({ node: staffNode, key: z.string(), setup: nodeSetup }));

export const staffNodeCreate = defineOperation({
  id: 'staffNodeCreate',
  method: 'POST',
  path: '/api/v2/low_admin_api/node/',
  credentials: 'bearer',
  summary: 'Add a node; answers its API key once (admin)',
  tag: 'node',
  body: nodeCreateBody,
  bodyRequired: true,
  response: nodeWithKey,
});

export const staffNodeUpdate = defineOperation({
  id: 'staffNodeUpdate',
  method: 'PUT',
  path: '/api/v2/low_admin_api/node/{node_id}',
  credentials: 'bearer',
  summary: "Change a node's fields (settings are replaced as a whole when given) (admin)",
  tag: 'node',
  params: nodeIdParams,
  body: nodeUpdateBody,
  bodyRequired: true,
  response: envelope(staffNode),
});

export const staffNodeRotateKey = defineOperation({
  id: 'staffNodeRotateKey',
  method: 'POST',
  path: '/api/v2/low_admin_api/node/{node_id}/rotate-key',
  credentials: 'bearer',
  summary: 'Give a node a new API key (the old one stops at once); answers it once (admin)',
  tag: 'node',
  params: nodeIdParams,
  response: nodeWithKey,
});

export const staffNodeDelete = defineOperation({
  id: 'staffNodeDelete',
  method: 'DELETE',
  path: '/api/v2/low_admin_api/node/{node_id}',
  credentials: 'bearer',
  summary: 'Remove a node with its traffic history and audit hits (admin)',
  tag: 'node',
  params: nodeIdParams,
  response: messageResponse,
});

const relayRule = z.object({
  id: z.int(),
  /** null: every customer. */
  user_id: z.nullable(z.int()),
  source_node_id: z.int(),
  dist_node_id: z.int(),
  port: z.int(),
  priority: z.int(),
  created_at: isoDateTime,
});
const relayRuleBody = z.object({
  user_id: z.optional(z.nullable(bodyId)),
  source_node_id: bodyId,
  dist_node_id: bodyId,
  /** 0: the customer's own port. */
  port: z.int().check(z.minimum(0), z.maximum(65535)),
  priority: z.optional(z.int().check(z.minimum(0), z.maximum(1000))),
});

export const staffRelayRuleList = defineOperation({
  id: 'staffRelayRuleList',
  method: 'GET',
  path: '/api/v2/low_admin_api/node/relay-rule/',
  credentials: 'bearer',
  summary: 'Relay rules served to nodes by func/relay_rules (admin)',
  tag: 'node',
  response: listEnvelope(relayRule),
});

export const staffRelayRuleCreate = defineOperation({
  id: 'staffRelayRuleCreate',
  method: 'POST',
  path: '/api/v2/low_admin_api/node/relay-rule/',
  credentials: 'bearer',
  summary: 'Relay a port of one node to another node (admin)',
  tag: 'node',
  body: relayRuleBody,
  bodyRequired: true,
  response: envelope(relayRule),
});

export const staffRelayRuleDelete = defineOperation({
  id: 'staffRelayRuleDelete',
  method: 'DELETE',
  path: '/api/v2/low_admin_api/node/relay-rule/{rule_id}',
  credentials: 'bearer',
  summary: 'Remove a relay rule (admin)',
  tag: 'node',
  params: z.object({ rule_id: numericId }),
  response: messageResponse,
});

const nodeCommand = z.object({
  id: z.int(),
  /** null: every node. */
  node_id: z.nullable(z.int()),
  value: z.string(),
  sign: z.string(),
  type: z.int(),
  created_at: isoDateTime,
  /** Nodes that reported running it. */
  ran_on: z.array(z.object({ node_id: z.int(), ran_at: isoDateTime })),
});
const nodeCommandBody = z.object({
  node_id: z.optional(z.nullable(bodyId)),
  value: z.string().check(z.trim(), z.minLength(1, { message: 'Enter the command' }), z.maxLength(4000)),
  type: z.optional(z.int().check(z.minimum(0), z.maximum(100))),
});

export const staffNodeCommandList = defineOperation({
  id: 'staffNodeCommandList',
  method: 'GET',
  path: '/api/v2/low_admin_api/node/command/',
  credentials: 'bearer',
  summary: 'Commands queued for nodes (func/autoexec) and which nodes ran them (admin)',
  tag: 'node',
  response: listEnvelope(nodeCommand),
});

export const staffNodeCommandCreate = defineOperation({
  id: 'staffNodeCommandCreate',
  method: 'POST',
  path: '/api/v2/low_admin_api/node/command/',
  credentials: 'bearer',
  summary: 'Queue a command, signed by the portal, for one node or every node (admin)',
  tag: 'node',
  body: nodeCommandBody,
  bodyRequired: true,
  response: envelope(nodeCommand),
});

const blockedIp = z.object({
  id: z.int(),
  ip: z.string(),
  node_id: z.nullable(z.int()),
  reason: z.string(),
  created_at: isoDateTime,
  unblocked_at: z.nullable(isoDateTime),
});

export const staffBlockedIpList = defineOperation({
  id: 'staffBlockedIpList',
  method: 'GET',
  path: '/api/v2/low_admin_api/node/blocked-ip/',
  credentials: 'bearer',
  summary: 'IPs blocked on every node, newest first, with those unblocked in the last day (admin)',
  tag: 'node',
  response: listEnvelope(blockedIp),
});

export const staffBlockIp = defineOperation({
  id: 'staffBlockIp',
  method: 'POST',
  path: '/api/v2/low_admin_api/node/blocked-ip/',
  credentials: 'bearer',
  summary: 'Block an IP on every node (admin)',
  tag: 'node',
  body: z.object({ ip: ipAddress, reason: z.optional(shortText(200)) }),
  bodyRequired: true,
  response: envelope(blockedIp),
});

export const staffUnblockIp = defineOperation({
  id: 'staffUnblockIp',
  method: 'POST',
  path: '/api/v2/low_admin_api/node/blocked-ip/{block_id}/unblock',
  credentials: 'bearer',
  summary: 'Lift a block: nodes see it in func/unblock_ip for a day (admin)',
  tag: 'node',
  params: z.object({ block_id: numericId }),
  response: envelope(blockedIp),
});

/** This area's operations; contract/index.ts gathers every area's into `operations`. */
export const nodeAdminOperations = {
  staffNodeList,
  staffNodeCreate,
  staffNodeUpdate,
  staffNodeRotateKey,
  staffNodeDelete,
  staffRelayRuleList,
  staffRelayRuleCreate,
  staffRelayRuleDelete,
  staffNodeCommandList,
  staffNodeCommandCreate,
  staffBlockedIpList,
  staffBlockIp,
  staffUnblockIp,
} as const satisfies Record<string, OperationDef>;
