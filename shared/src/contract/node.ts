// The node API (/v1/mod_mu) used by unmodified node software — shadowsocks-mod and XrayR with
// PanelType SSpanel: users, traffic, alive IPs, audit hits and node info (docs/product.md §7 "Node and operator").
// No bearer token: the node key travels in `?key=` (XrayR also sends `muKey`, the same key). What the
// wire needs (api/README.md "Node API"): every answer is exactly `{"ret":1,"data":...}` with status 200
// (shadowsocks-mod rejects a third key); a refusal is `{"ret":0,"data":"<reason>"}` with a 4xx status,
// which both clients log and survive; numbers are JSON numbers; reports take strict JSON numbers.
import * as z from 'zod/mini';
import type { $ZodType } from 'zod/v4/core';
import { defineOperation, type OperationDef } from './operation';
import { numericId, queryBool, uuid } from './common';

/** `{ret: 1, data}` with no other top-level key (shadowsocks-mod rejects any). */
export function nodeEnvelope<T extends $ZodType>(data: T) {
  return z.strictObject({ ret: z.literal(1), data });
}
/** The acknowledgement of a report: `{"ret":1,"data":"ok"}`. */
export const nodeOk = nodeEnvelope(z.literal('ok'));
/** Every refusal of the node API (bad key, bad input, unknown path): `{"ret":0,"data":"<reason>"}`. */
export const nodeRefusal = z.strictObject({ ret: z.literal(0), data: z.string() });

/** How a node identifies itself on every call: `key` (XrayR adds `muKey`, the same value), `node_id` where sent. */
export const nodeQuery = z.object({
  key: z.optional(z.string().check(z.maxLength(256))),
  muKey: z.optional(z.string().check(z.maxLength(256))),
  node_id: z.optional(numericId),
});

/** A customer id in a report: a JSON number, as the users answer gave it (a string is refused). */
const userId = z.int().check(z.positive(), z.maximum(2_147_483_647));
/** Bytes in one report: a JSON number, 0 to 1 TiB (more in one report is not a real node). */
const bytes = z.int().check(z.minimum(0), z.maximum(2 ** 40));
export const ipAddress = z.union([z.ipv4(), z.ipv6()], { message: 'Use an IPv4 or IPv6 address' });
/** The most rows one report may carry (a node with every customer port open has fewer). */
const NODE_REPORT_MAX_ROWS = 50_000;
const batch = <T extends $ZodType>(row: T) => z.object({ data: z.array(row).check(z.maxLength(NODE_REPORT_MAX_ROWS)) });

/** One customer as both clients read them (shadowsocks-mod: one port per customer; XrayR: passwd/uuid). */
const nodeUser = z.object({
  id: z.int(),
  /** The customer's own port (a JSON integer: shadowsocks-mod breaks on a string). */
  port: z.int(),
  passwd: z.string(),
  method: z.string(),
  /** `plain` / `origin`: plain shadowsocks (never null: shadowsocks-mod concatenates them). */
  obfs: z.string(),
  protocol: z.string(),
  obfs_param: z.string(),
  protocol_param: z.string(),
  /** 0: a customer with a port of their own. */
  is_multi_user: z.int(),
  /** Comma-separated CIDRs and ports the customer may not reach (NODE_FORBIDDEN_IP / NODE_FORBIDDEN_PORT). */
  forbidden_ip: z.string(),
  forbidden_port: z.string(),
  /** Mbit/s, 0 = unlimited. */
  node_speedlimit: z.number(),
  /** Devices (IPs) at once, 0 = unlimited; `node_connector` is the same for older XrayR releases. */
  node_iplimit: z.int(),
  node_connector: z.int(),
  /** Distinct IPs the customer was seen on, on every node, in the last few minutes. */
  alive_ip: z.int(),
  uuid,
});

export const nodeUsers = defineOperation({
  id: 'nodeUsers',
  method: 'GET',
  path: '/v1/mod_mu/users',
  credentials: 'none',
  summary:
    'Customers entitled to the calling node now (weak ETag; 304 only to a matching If-None-Match); records the heartbeat',
  tag: 'node',
  query: z.extend(nodeQuery, { skip_cache_key: z.optional(uuid), is_auto_trigger: z.optional(queryBool) }),
  response: nodeEnvelope(z.array(nodeUser)),
});

const trafficBody = batch(z.object({ user_id: userId, u: bytes, d: bytes }));
export const nodeUsersTraffic = defineOperation({
  id: 'nodeUsersTraffic',
  method: 'POST',
  path: '/v1/mod_mu/users/traffic',
  credentials: 'none',
  summary: "Raw upload/download bytes per customer since the last report; the portal applies the node's rate",
  tag: 'node',
  query: nodeQuery,
  body: trafficBody,
  bodyRequired: true,
  response: nodeOk,
});

const aliveIpBody = batch(z.object({ user_id: userId, ip: ipAddress }));
export const nodeUsersAliveIp = defineOperation({
  id: 'nodeUsersAliveIp',
  method: 'POST',
  path: '/v1/mod_mu/users/aliveip',
  credentials: 'none',
  summary: 'Report the IPs each customer connected from since the last report',
  tag: 'node',
  query: nodeQuery,
  body: aliveIpBody,
  bodyRequired: true,
  response: nodeOk,
});

const detectLogBody = batch(z.object({ user_id: userId, list_id: userId }));
export const nodeUsersDetectLog = defineOperation({
  id: 'nodeUsersDetectLog',
  method: 'POST',
  path: '/v1/mod_mu/users/detectlog',
  credentials: 'none',
  summary: 'Report audit-rule hits per customer (shown in their audit records)',
  tag: 'node',
  query: nodeQuery,
  body: detectLogBody,
  bodyRequired: true,
  response: nodeOk,
});

const nodeSummary = z.object({
  id: z.int(),
  name: z.string(),
  server: z.string(),
  /** The address the node last called from, else its server name (shadowsocks-mod reads only this). */
  node_ip: z.string(),
  sort: z.int(),
  node_group: z.int(),
  node_class: z.int(),
  traffic_rate: z.number(),
});

export const nodeNodes = defineOperation({
  id: 'nodeNodes',
  method: 'GET',
  path: '/v1/mod_mu/nodes',
  credentials: 'none',
  summary: 'Every enabled node (for relays and whitelists)',
  tag: 'node',
  query: nodeQuery,
  response: nodeEnvelope(z.array(nodeSummary)),
});

/** XrayR's REALITY settings inside custom_config (`reality-opts`). */
const realityOpts = z.object({
  dest: z.string(),
  server_names: z.array(z.string()),
  private_key: z.string(),
  short_ids: z.array(z.string()),
});

/**
 * A node's settings as both clients read them: shadowsocks-mod needs node_speedlimit, traffic_rate and
 * mu_only; XrayR reads the rest. `version` 2022.1 makes XrayR read custom_config and post its load.
 * custom_config values are strings (`offset_port_node` holds the port) except two flags and reality-opts.
 */
const nodeSettings = z.object({
  node_group: z.int(),
  node_class: z.int(),
  node_speedlimit: z.number(),
  traffic_rate: z.number(),
  mu_only: z.int(),
  sort: z.int(),
  server: z.string(),
  type: z.string(),
  version: z.string(),
  custom_config: z.catchall(
    z.object({
      verify_cert: z.optional(z.boolean()),
      enable_reality: z.optional(z.boolean()),
      'reality-opts': z.optional(realityOpts),
    }),
    z.string(),
  ),
});
export type NodeSettings = z.infer<typeof nodeSettings>;

const nodePathParams = z.object({ id: numericId });

export const nodeNodeInfo = defineOperation({
  id: 'nodeNodeInfo',
  method: 'GET',
  path: '/v1/mod_mu/nodes/{id}/info',
  credentials: 'none',
  summary: "The calling node's settings (weak ETag; 304 only to a matching If-None-Match)",
  tag: 'node',
  params: nodePathParams,
  query: nodeQuery,
  response: nodeEnvelope(nodeSettings),
});

/**
 * The heartbeat report. shadowsocks-mod: `{"uptime":"1003.81","load":"0.24 0.68 0.56\n"}` (load averages);
 * XrayR: `{"uptime":"86400","load":"0.37 0.52 0.40"}` (CPU, memory, disk as fractions). Uptime is a string
 * of seconds (a JSON number is accepted too).
 */
const nodeLoadBody = z.object({
  uptime: z.union([
    z.string().check(z.regex(/^\s*\d{1,12}(\.\d+)?\s*$/, { message: 'Use the seconds since start, e.g. "1003.81"' })),
    z.number().check(z.minimum(0), z.maximum(1e12)),
  ]),
  load: z.string().check(z.maxLength(200)),
});
export const nodeNodeInfoReport = defineOperation({
  id: 'nodeNodeInfoReport',
  method: 'POST',
  path: '/v1/mod_mu/nodes/{id}/info',
  credentials: 'none',
  summary: "Report the node's uptime and load (shown on the nodes page)",
  tag: 'node',
  params: nodePathParams,
  query: nodeQuery,
  body: nodeLoadBody,
  bodyRequired: true,
  response: nodeOk,
});

export const nodeNodesConfig = defineOperation({
  id: 'nodeNodesConfig',
  method: 'POST',
  path: '/v1/mod_mu/nodes/config',
  credentials: 'none',
  summary: "The calling node's settings (POST variant of nodes/{id}/info for older node software)",
  tag: 'node',
  query: nodeQuery,
  body: z.object({ node_id: z.optional(numericId), type: z.optional(z.string().check(z.maxLength(32))) }),
  response: nodeEnvelope(nodeSettings),
});

/** This area's operations; contract/index.ts gathers every area's into `operations`. */
export const nodeOperations = {
  nodeUsers,
  nodeUsersTraffic,
  nodeUsersAliveIp,
  nodeUsersDetectLog,
  nodeNodes,
  nodeNodeInfo,
  nodeNodeInfoReport,
  nodeNodesConfig,
} as const satisfies Record<string, OperationDef>;
