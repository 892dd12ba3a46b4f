// Node reads shared by the node pages and the subscription link: only enabled nodes, and only
// those the customer's level allows.
import { and, asc, eq, lte } from 'drizzle-orm';
import type { NodeInfo } from '@portal/shared/contract';
import type { Db } from '../../db/client';
import { nodes } from '../../db/schema';
import { notFound } from '../../http/errors';
import { liveNodeFigures } from './rules';

export type NodeRow = typeof nodes.$inferSelect;

export async function allowedNodes(db: Db, level: number): Promise<NodeRow[]> {
  return db
    .select()
    .from(nodes)
    .where(and(eq(nodes.isEnabled, true), lte(nodes.minLevel, level)))
    .orderBy(asc(nodes.sortOrder), asc(nodes.id));
}

/** One node the customer may use; an unknown, disabled or higher-level node is the same 404. */
export async function findAllowedNode(db: Db, nodeId: number, level: number): Promise<NodeRow> {
  const [node] = await db
    .select()
    .from(nodes)
    .where(and(eq(nodes.id, nodeId), eq(nodes.isEnabled, true), lte(nodes.minLevel, level)))
    .limit(1);
  if (!node) throw notFound('No node with this id is available to you');
  return node;
}

export function toNodeInfo(node: NodeRow, now: Date): NodeInfo {
  const live = liveNodeFigures(node, now);
  return {
    node_id: node.id,
    node_name: node.name,
    server_address: node.host,
    location: node.location,
    country_code: node.countryCode,
    ping: null,
    load: live.load,
    status: live.status,
    protocol_support: [node.protocol],
    bandwidth: node.bandwidth,
    is_premium: node.isPremium,
  };
}
