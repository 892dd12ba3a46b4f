// Nodes in the console (the portal's design, issue 21): the list, adding, editing, rotating keys and
// removing are the staff node calls (node-admin.ts, /api/v2/low_admin_api/node/…); this adds what to
// paste into the node software again later, the key left as a placeholder (it is shown only once).
import * as z from 'zod/mini';
import { defineOperation, type OperationDef } from './operation';
import { envelope } from './envelope';
import { numericId } from './common';
import { nodeSetup } from './node-admin';

export const adminNodeSetup = defineOperation({
  id: 'adminNodeSetup',
  method: 'GET',
  path: '/api/v2/admin_api/nodes/{node_id}/setup',
  credentials: 'bearer',
  summary: "A node's shadowsocks-mod and XrayR settings, with <NODE_KEY> where its key goes (admin)",
  tag: 'admin',
  params: z.object({ node_id: numericId }),
  response: envelope(nodeSetup),
});

/** This area's operations; admin.ts gathers the console's areas into `adminOperations`. */
export const adminNodesOperations = {
  adminNodeSetup,
} as const satisfies Record<string, OperationDef>;
