// Node helper functions under /v1/mod_mu/func: auto-exec commands, IP blocks, audit and relay rules,
// ping and speed tests (docs/product.md §7 "Node and operator"). Same key, envelope and design as node.ts.
import * as z from 'zod/mini';
import { defineOperation, type OperationDef } from './operation';
import { ipAddress, nodeEnvelope, nodeOk, nodeQuery } from './node';

const autoexecCommand = z.object({
  value: z.string().check(z.maxLength(4000)),
  sign: z.string().check(z.maxLength(512)),
  type: z.int32(),
});

export const nodeFuncAutoexec = defineOperation({
  id: 'nodeFuncAutoexec',
  method: 'GET',
  path: '/v1/mod_mu/func/autoexec',
  credentials: 'none',
  summary: 'Commands staff queued for the node (or every node) that it has not reported as run, signed by the portal',
  tag: 'node',
  query: nodeQuery,
  response: nodeEnvelope(z.array(z.extend(autoexecCommand, { id: z.int() }))),
});

export const nodeFuncAutoexecReport = defineOperation({
  id: 'nodeFuncAutoexecReport',
  method: 'POST',
  path: '/v1/mod_mu/func/autoexec',
  credentials: 'none',
  summary: 'Report commands the node ran (matched by value and signature)',
  tag: 'node',
  query: nodeQuery,
  body: z.object({ data: z.array(autoexecCommand).check(z.maxLength(1000)) }),
  response: nodeOk,
});

/** A blocked IP: `nodeid` is the node that reported it (0 when staff added it), as auto_block reads it. */
const ipRow = z.object({ id: z.int(), nodeid: z.int(), ip: z.string() });

export const nodeFuncBlockIp = defineOperation({
  id: 'nodeFuncBlockIp',
  method: 'GET',
  path: '/v1/mod_mu/func/block_ip',
  credentials: 'none',
  summary: 'IPs every node must block (reported by nodes or added by staff)',
  tag: 'node',
  query: nodeQuery,
  response: nodeEnvelope(z.array(ipRow)),
});

const blockIpBody = z.object({ data: z.array(z.object({ ip: ipAddress })).check(z.maxLength(10_000)) });
export const nodeFuncBlockIpReport = defineOperation({
  id: 'nodeFuncBlockIpReport',
  method: 'POST',
  path: '/v1/mod_mu/func/block_ip',
  credentials: 'none',
  summary: 'Report IPs the node blocked (they become blocked on every node)',
  tag: 'node',
  query: nodeQuery,
  body: blockIpBody,
  bodyRequired: true,
  response: nodeOk,
});

export const nodeFuncUnblockIp = defineOperation({
  id: 'nodeFuncUnblockIp',
  method: 'GET',
  path: '/v1/mod_mu/func/unblock_ip',
  credentials: 'none',
  summary: 'IPs staff unblocked in the last day (nodes lift their block)',
  tag: 'node',
  query: nodeQuery,
  response: nodeEnvelope(z.array(ipRow)),
});

export const nodeFuncDetectRules = defineOperation({
  id: 'nodeFuncDetectRules',
  method: 'GET',
  path: '/v1/mod_mu/func/detect_rules',
  credentials: 'none',
  summary:
    'Audit rules the node enforces, as type 1 with regexes both Go RE2 and Python compile (weak ETag; 304 only to a matching If-None-Match)',
  tag: 'node',
  query: nodeQuery,
  response: nodeEnvelope(z.array(z.object({ id: z.int(), regex: z.string(), type: z.int() }))),
});

export const nodeFuncRelayRules = defineOperation({
  id: 'nodeFuncRelayRules',
  method: 'GET',
  path: '/v1/mod_mu/func/relay_rules',
  credentials: 'none',
  summary: 'Relay rules of the calling node (user 0 = every customer)',
  tag: 'node',
  query: nodeQuery,
  response: nodeEnvelope(
    z.array(
      z.object({
        id: z.int(),
        user_id: z.int(),
        source_node_id: z.int(),
        dist_node_id: z.int(),
        dist_ip: z.string(),
        port: z.int(),
        priority: z.int(),
      }),
    ),
  ),
});

const pong = nodeEnvelope(z.literal('pong'));

// Node software calls ping with GET although the reference declares POST: both are served.
export const nodeFuncPing = defineOperation({
  id: 'nodeFuncPing',
  method: 'GET',
  path: '/v1/mod_mu/func/ping',
  credentials: 'none',
  summary: 'Reachability and key check (shadowsocks-mod calls it with GET first on every pass)',
  tag: 'node',
  query: nodeQuery,
  response: pong,
});

export const nodeFuncPingPost = defineOperation({
  id: 'nodeFuncPingPost',
  method: 'POST',
  path: '/v1/mod_mu/func/ping',
  credentials: 'none',
  summary: 'Reachability and key check for node software (POST variant)',
  tag: 'node',
  query: nodeQuery,
  response: pong,
});

const speed = z.string().check(z.maxLength(64));
export const nodeFuncSpeedtest = defineOperation({
  id: 'nodeFuncSpeedtest',
  method: 'POST',
  path: '/v1/mod_mu/func/speedtest',
  credentials: 'none',
  summary: 'Report speed-test results per carrier (ping, upload, download), shown to staff',
  tag: 'node',
  query: nodeQuery,
  body: z.object({
    data: z
      .array(
        z.object({
          telecomping: speed,
          telecomeupload: speed,
          telecomedownload: speed,
          unicomping: speed,
          unicomupload: speed,
          unicomdownload: speed,
          cmccping: speed,
          cmccupload: speed,
          cmccdownload: speed,
        }),
      )
      .check(z.maxLength(100)),
  }),
  response: nodeOk,
});

/** This area's operations; contract/index.ts gathers every area's into `operations`. */
export const nodeFuncOperations = {
  nodeFuncAutoexec,
  nodeFuncAutoexecReport,
  nodeFuncBlockIp,
  nodeFuncBlockIpReport,
  nodeFuncUnblockIp,
  nodeFuncDetectRules,
  nodeFuncRelayRules,
  nodeFuncPing,
  nodeFuncPingPost,
  nodeFuncSpeedtest,
} as const satisfies Record<string, OperationDef>;
