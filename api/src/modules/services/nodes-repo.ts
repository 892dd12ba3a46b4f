// Node reads shared by the node pages and the subscription link: only enabled nodes, and only
// those the customer's level allows.
import { demoText } from '../../demo-data/demo-texts';
import type { ReaderLanguage } from '../../http/language';
import { and, asc, eq, lte, type SQLWrapper } from 'drizzle-orm';
import type { NodeInfo } from '@portal/shared/contract';
import type { Db } from '../../db/client';
import { nodes } from '../../db/schema';
import { notFound } from '../../http/errors';
import { liveNodeFigures } from './rules';

export type NodeRow = typeof nodes.$inferSelect;

/** Enabled nodes of `level` and below, in display order; `level` may be a prepared statement's placeholder. */
export function allowedNodesQuery(db: Db, level: SQLWrapper | number) {
  return db
    .select()
    .from(nodes)
    .where(and(eq(nodes.isEnabled, true), lte(nodes.minLevel, level)))
    .orderBy(asc(nodes.sortOrder), asc(nodes.id));
}

export async function allowedNodes(db: Db, level: number): Promise<NodeRow[]> {
  return allowedNodesQuery(db, level);
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

export function toNodeInfo(node: NodeRow, now: Date, language: ReaderLanguage): NodeInfo {
  const live = liveNodeFigures(node, now);
  return {
    node_id: node.id,
    node_name: node.name,
    server_address: node.host,
    location: demoText(node.location, language),
    country_code: node.countryCode,
    ping: null,
    load: live.load,
    status: live.status,
    protocol_support: [node.protocol],
    bandwidth: node.bandwidth,
    is_premium: node.isPremium,
  };
}
