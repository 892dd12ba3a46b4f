// A node's own settings (GET nodes/{id}/info, POST nodes/config), its heartbeat report of load and
// uptime (POST nodes/{id}/info), and the list of nodes (GET nodes) node software uses for relays and
// whitelists.
import { asc, eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { nodes } from '../../db/schema';
import type { NodeRow } from '../services/nodes-repo';
import { nodeSettingsAnswer } from './node-settings';
import { NODE_SORT, loadPercent, uptimeSeconds } from './rules';

export function nodeSettings(node: NodeRow) {
  return nodeSettingsAnswer(node);
}

/** Stores the report verbatim and what it means: load in percent (kept when unreadable), whole seconds up. */
export async function recordNodeStatus(
  ctx: AppContext,
  node: NodeRow,
  report: { uptime: string | number; load: string },
): Promise<void> {
  const percent = loadPercent(report.load);
  await ctx.db
    .update(nodes)
    .set({
      loadReport: report.load.trim(),
      uptimeSeconds: uptimeSeconds(report.uptime),
      ...(percent === null ? {} : { load: percent }),
      lastHeartbeatAt: ctx.now(),
    })
    .where(eq(nodes.id, node.id));
}

/** Every enabled node; `node_ip` is the address it last called from, else its server name. */
export async function nodeList(ctx: AppContext) {
  const rows = await ctx.db
    .select()
    .from(nodes)
    .where(eq(nodes.isEnabled, true))
    .orderBy(asc(nodes.sortOrder), asc(nodes.id));
  return rows.map((node) => ({
    id: node.id,
    name: node.name,
    server: node.host,
    node_ip: node.lastSeenIp ?? node.host,
    sort: NODE_SORT[node.protocol] ?? 0,
    node_group: 0,
    node_class: node.minLevel,
    traffic_rate: Number(node.trafficRate),
  }));
}
