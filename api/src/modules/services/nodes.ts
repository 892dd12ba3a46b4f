// The node pages: the nodes a customer may use, one node's details, and how to connect to it.
import { count, eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { nodes } from '../../db/schema';
import { shareLink } from '../link/share-links';
import { connectionSettings, toProxy } from '../link/proxies';
import { allowedNodes, findAllowedNode, toNodeInfo } from './nodes-repo';
import { effectiveLevel, levelText, liveNodeFigures } from './rules';
import { ensureService } from './service-repo';
import { ok } from '../../http/envelope';
import { demoText } from '../../demo-data/demo-texts';
import type { ReaderLanguage } from '../../http/language';

async function customerLevel(ctx: AppContext, userId: number) {
  const service = await ensureService(ctx.db, userId);
  return { service, level: effectiveLevel(service, ctx.now()) };
}

/** `total_nodes` counts every node in service, so the page can say how many a higher level unlocks. */
export async function listNodes(ctx: AppContext, userId: number, language: ReaderLanguage) {
  const { level } = await customerLevel(ctx, userId);
  const now = ctx.now();
  const [rows, [total]] = await Promise.all([
    allowedNodes(ctx.db, level),
    ctx.db.select({ n: count() }).from(nodes).where(eq(nodes.isEnabled, true)),
  ]);
  return ok({
    total_nodes: total?.n ?? 0,
    available_nodes: rows.map((node) => toNodeInfo(node, now, language)),
    user_tier: levelText(level),
  });
}

export async function nodeDetail(ctx: AppContext, userId: number, nodeId: number, language: ReaderLanguage) {
  const { level } = await customerLevel(ctx, userId);
  const node = await findAllowedNode(ctx.db, nodeId, level);
  const now = ctx.now();
  const live = liveNodeFigures(node, now);
  return ok({
    ...toNodeInfo(node, now, language),
    description: node.description === null ? null : demoText(node.description, language),
    traffic_rate: node.trafficRate,
    online_user_count: live.onlineUserCount,
    last_heartbeat_at: node.lastHeartbeatAt?.toISOString() ?? null,
    uptime_seconds: live.uptimeSeconds,
  });
}

export async function nodeConfig(ctx: AppContext, userId: number, nodeId: number) {
  const { service, level } = await customerLevel(ctx, userId);
  const node = await findAllowedNode(ctx.db, nodeId, level);
  const proxy = toProxy(node, service);
  return ok({
    node_id: node.id,
    node_name: node.name,
    protocol: node.protocol,
    server_address: node.host,
    port: proxy.port,
    settings: connectionSettings(proxy),
    share_link: shareLink(proxy),
  });
}
