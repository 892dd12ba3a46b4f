// The node API (/v1/mod_mu) used by node software (XrayR with PanelType SSpanel, shadowsocks-mod):
// users, traffic, alive IPs, audit hits and node info (docs/product.md §7 "Node and operator").
// No bearer token: the node key travels in `?key=` (XrayR also sends `muKey`). Answers are exactly
// `{"ret":1,"data":...}` with numbers as JSON numbers, per ../reference/README.md; the reference leaves
// the data untyped, so the shapes are the portal's design after the SSPanel node protocol.
import * as z from 'zod/mini';
import type { $ZodType } from 'zod/v4/core';
import { defineOperation } from './operation';
import { numericId, queryBool, uuid } from './common';

/** `{ret: 1, data}` with no other top-level key (shadowsocks-mod rejects any). */
export function nodeEnvelope<T extends $ZodType>(data: T) {
  return z.strictObject({ ret: z.literal(1), data });
}
/** The acknowledgement of a report: `{"ret":1,"data":"ok"}`. */
export const nodeOk = nodeEnvelope(z.literal('ok'));

/** How a node identifies itself on every call. */
export const nodeQuery = z.object({
  key: z.optional(z.string().check(z.maxLength(256))),
  muKey: z.optional(z.string().check(z.maxLength(256))),
  node_id: z.optional(numericId),
});

const count = z.int().check(z.minimum(0), z.maximum(Number.MAX_SAFE_INTEGER));
export const ipAddress = z.union([z.ipv4(), z.ipv6()], { message: 'Use an IPv4 or IPv6 address' });
/** Report batches: one node reports at most this many rows at once. */
const batch = <T extends $ZodType>(row: T) => z.object({ data: z.array(row).check(z.maxLength(50_000)) });

export const nodeUser = z.object({
  id: z.int(),
  email: z.string(),
  passwd: z.string(),
  uuid,
  port: z.int(),
  method: z.string(),
  protocol: z.optional(z.string()),
  obfs: z.optional(z.string()),
  protocol_param: z.optional(z.string()),
  obfs_param: z.optional(z.string()),
  u: count,
  d: count,
  transfer_enable: count,
  enable: z.union([z.literal(0), z.literal(1)]),
  /** Mbit/s, 0 = unlimited. */
  node_speedlimit: z.number(),
  /** Concurrent IPs, 0 = unlimited. */
  node_iplimit: z.int(),
  alive_ip: z.int(),
  is_multi_user: z.optional(z.int()),
});
export type NodeUser = z.infer<typeof nodeUser>;

export const nodeUsers = defineOperation({
  id: 'nodeUsers',
  method: 'GET',
  path: '/v1/mod_mu/users',
  credentials: 'none',
  summary: 'Customers allowed on the calling node (weak ETag; 304 when unchanged)',
  tag: 'node',
  query: z.extend(nodeQuery, { skip_cache_key: z.optional(uuid), is_auto_trigger: z.optional(queryBool) }),
  response: nodeEnvelope(z.array(nodeUser)),
});

export const trafficBody = batch(z.object({ user_id: numericId, u: count, d: count }));
export const nodeUsersTraffic = defineOperation({
  id: 'nodeUsersTraffic',
  method: 'POST',
  path: '/v1/mod_mu/users/traffic',
  credentials: 'none',
  summary: 'Report upload/download bytes per customer since the last report',
  tag: 'node',
  query: nodeQuery,
  body: trafficBody,
  bodyRequired: true,
  response: nodeOk,
});

export const aliveIpBody = batch(z.object({ user_id: numericId, ip: ipAddress }));
export const nodeUsersAliveIp = defineOperation({
  id: 'nodeUsersAliveIp',
  method: 'POST',
  path: '/v1/mod_mu/users/aliveip',
  credentials: 'none',
  summary: 'Report the IPs each customer is connected from',
  tag: 'node',
  query: nodeQuery,
  body: aliveIpBody,
  bodyRequired: true,
  response: nodeOk,
});

export const detectLogBody = batch(z.object({ user_id: numericId, list_id: numericId }));
export const nodeUsersDetectLog = defineOperation({
  id: 'nodeUsersDetectLog',
  method: 'POST',
  path: '/v1/mod_mu/users/detectlog',
  credentials: 'none',
  summary: 'Report audit-rule hits per customer',
  tag: 'node',
  query: nodeQuery,
  body: detectLogBody,
  bodyRequired: true,
  response: nodeOk,
});

export const nodeSummary = z.object({
  id: z.int(),
  name: z.string(),
  server: z.string(),
  /** Comma-separated IPs of the node, for relay whitelists. */
  node_ip: z.nullable(z.string()),
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

/** Node settings as XrayR's SSpanel client reads them; custom_config values are strings except two flags. */
export const nodeSettings = z.object({
  node_group: z.int(),
  node_class: z.int(),
  node_speedlimit: z.number(),
  traffic_rate: z.number(),
  mu_only: z.int(),
  sort: z.int(),
  server: z.string(),
  disconnect_time: z.int(),
  type: z.string(),
  version: z.string(),
  custom_config: z.catchall(
    z.object({ verify_cert: z.optional(z.boolean()), enable_reality: z.optional(z.boolean()) }),
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
  summary: "A node's settings (weak ETag; 304 when unchanged)",
  tag: 'node',
  params: nodePathParams,
  query: nodeQuery,
  response: nodeEnvelope(nodeSettings),
});

export const nodeLoadBody = z.object({ uptime: count, load: z.string().check(z.maxLength(200)) });
export const nodeNodeInfoReport = defineOperation({
  id: 'nodeNodeInfoReport',
  method: 'POST',
  path: '/v1/mod_mu/nodes/{id}/info',
  credentials: 'none',
  summary: "Report a node's uptime (seconds) and load average (heartbeat)",
  tag: 'node',
  params: nodePathParams,
  query: nodeQuery,
  body: nodeLoadBody,
  response: nodeOk,
});

export const nodeNodesConfig = defineOperation({
  id: 'nodeNodesConfig',
  method: 'POST',
  path: '/v1/mod_mu/nodes/config',
  credentials: 'none',
  summary: "The calling node's settings, located by `node_id` (POST variant used by older node software)",
  tag: 'node',
  query: nodeQuery,
  body: z.object({ node_id: z.optional(numericId), type: z.optional(z.string().check(z.maxLength(32))) }),
  response: nodeEnvelope(nodeSettings),
});
