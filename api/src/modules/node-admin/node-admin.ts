// Nodes and their keys, as operators manage them — through the staff API (admins) or the CLI, both
// validating with the contract's schemas. A key is answered once, when the node is created or its key
// rotated; only its SHA-256 is stored, so a lost key can only be replaced.
import { type AnyColumn, and, asc, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { NodeCreateBody, NodeUpdateBody, StaffNode } from '@portal/shared/contract';
import type { Db } from '../../db/client';
import { nodeSpeedtests, nodeTrafficHourly, nodeTrafficReports, nodes, type NodeSettings } from '../../db/schema';
import { ApiError } from '../../http/errors';
import { newNodeKey, nodeKeyHash } from '../node-api/node-auth';
import type { NodeRow } from '../services/nodes-repo';
import { liveNodeFigures, serviceDayStart } from '../services/rules';

const DAY_MS = 24 * 3600 * 1000;

/** The port a protocol listens on when none is given. */
function defaultPort(type: NodeCreateBody['type']): number {
  if (type === 'shadowsocks') return 8388;
  if (type === 'hysteria2') return 8443;
  return 443;
}

const nodeNotFound = (id: number) => new ApiError(404, 'not_found', `No node with the id ${id}`);

function settingsFor(type: NodeCreateBody['type'], settings: NodeCreateBody['settings']): NodeSettings {
  const base: NodeSettings = { ...(settings ?? {}) };
  if (type === 'shadowsocks') base.method ??= 'chacha20-ietf-poly1305';
  return base;
}

/** Adds a node with a fresh key; answers the node and the key (shown once). */
export async function createNode(db: Db, input: NodeCreateBody): Promise<{ node: NodeRow; key: string }> {
  const key = newNodeKey();
  const [node] = await db
    .insert(nodes)
    .values({
      name: input.name,
      description: null,
      location: input.location || input.server,
      countryCode: (input.country_code ?? 'ZZ').toUpperCase(),
      protocol: input.type,
      host: input.server,
      port: input.port ?? defaultPort(input.type),
      settings: settingsFor(input.type, input.settings),
      trafficRate: input.traffic_rate,
      minLevel: input.node_class,
      speedLimitMbps: input.speed_limit_mbps ?? 0,
      bandwidth: input.bandwidth ?? '',
      isPremium: input.is_premium ?? false,
      isEnabled: input.is_enabled ?? true,
      sortOrder: input.sort_order ?? 0,
      keyHash: nodeKeyHash(key),
      keyCreatedAt: new Date(),
    })
    .returning();
  if (!node) throw new Error('The node was not stored');
  return { node, key };
}

export async function updateNode(db: Db, id: number, input: NodeUpdateBody): Promise<NodeRow> {
  const [current] = await db.select().from(nodes).where(eq(nodes.id, id)).limit(1);
  if (!current) throw nodeNotFound(id);
  const type = input.type ?? current.protocol;
  const [node] = await db
    .update(nodes)
    .set({
      ...(input.name !== undefined ? { name: input.name } : {}),
      ...(input.type !== undefined ? { protocol: input.type } : {}),
      ...(input.server !== undefined ? { host: input.server } : {}),
      ...(input.port !== undefined ? { port: input.port } : {}),
      ...(input.node_class !== undefined ? { minLevel: input.node_class } : {}),
      ...(input.traffic_rate !== undefined ? { trafficRate: input.traffic_rate } : {}),
      ...(input.location !== undefined ? { location: input.location } : {}),
      ...(input.country_code !== undefined ? { countryCode: input.country_code.toUpperCase() } : {}),
      ...(input.speed_limit_mbps !== undefined ? { speedLimitMbps: input.speed_limit_mbps } : {}),
      ...(input.bandwidth !== undefined ? { bandwidth: input.bandwidth } : {}),
      ...(input.is_premium !== undefined ? { isPremium: input.is_premium } : {}),
      ...(input.is_enabled !== undefined ? { isEnabled: input.is_enabled } : {}),
      ...(input.sort_order !== undefined ? { sortOrder: input.sort_order } : {}),
      ...(input.settings !== undefined ? { settings: settingsFor(type, input.settings) } : {}),
    })
    .where(eq(nodes.id, id))
    .returning();
  if (!node) throw nodeNotFound(id);
  return node;
}

/** A new key for the node; the old one stops working at once. */
export async function rotateNodeKey(db: Db, id: number): Promise<{ node: NodeRow; key: string }> {
  const key = newNodeKey();
  const [node] = await db
    .update(nodes)
    .set({ keyHash: nodeKeyHash(key), keyCreatedAt: new Date() })
    .where(eq(nodes.id, id))
    .returning();
  if (!node) throw nodeNotFound(id);
  return { node, key };
}

export async function readNode(db: Db, id: number): Promise<NodeRow> {
  const [node] = await db.select().from(nodes).where(eq(nodes.id, id)).limit(1);
  if (!node) throw nodeNotFound(id);
  return node;
}

/** A node's fields as its audit rows keep them (the settings as JSON, the REALITY private key hidden). */
export function nodeAuditFacts(node: NodeRow): Record<string, string | number | boolean> {
  return {
    name: node.name,
    type: node.protocol,
    server: node.host,
    port: node.port,
    node_class: node.minLevel,
    traffic_rate: node.trafficRate,
    location: node.location,
    country_code: node.countryCode,
    speed_limit_mbps: node.speedLimitMbps,
    is_enabled: node.isEnabled,
    is_premium: node.isPremium,
    sort_order: node.sortOrder,
    settings: JSON.stringify(settingsView(node.settings)),
  };
}

/** Removes the node with everything that refers to it (its traffic rows, audit hits, devices). */
export async function removeNode(db: Db, id: number): Promise<NodeRow> {
  const [node] = await db.delete(nodes).where(eq(nodes.id, id)).returning();
  if (!node) throw nodeNotFound(id);
  return node;
}

function settingsView(settings: NodeSettings): Record<string, string | number | boolean> {
  const view: Record<string, string | number | boolean> = {};
  for (const [key, value] of Object.entries(settings)) {
    // The REALITY private key is the node's secret: staff see that one is set, not what it is.
    if (key === 'realityPrivateKey') view[key] = value ? 'set' : '';
    else if (value !== undefined) view[key] = value as string | number | boolean;
  }
  return view;
}

export function toStaffNode(
  node: NodeRow,
  now: Date,
  extras: {
    traffic24h?: number;
    trafficToday?: number;
    speedtest?: { at: Date; result: Record<string, string> } | null;
  } = {},
): StaffNode {
  const live = liveNodeFigures(node, now);
  return {
    id: node.id,
    name: node.name,
    type: node.protocol,
    server: node.host,
    port: node.port,
    node_class: node.minLevel,
    traffic_rate: node.trafficRate,
    location: node.location,
    country_code: node.countryCode,
    speed_limit_mbps: node.speedLimitMbps,
    is_enabled: node.isEnabled,
    settings: settingsView(node.settings),
    status: live.status,
    load: live.load,
    load_report: node.loadReport,
    uptime_seconds: live.uptimeSeconds,
    online_user_count: live.onlineUserCount,
    last_heartbeat_at: node.lastHeartbeatAt?.toISOString() ?? null,
    last_seen_ip: node.lastSeenIp,
    has_key: node.keyHash !== null,
    key_created_at: node.keyCreatedAt?.toISOString() ?? null,
    traffic_24h_bytes: extras.traffic24h ?? 0,
    traffic_today_bytes: extras.trafficToday ?? 0,
    is_premium: node.isPremium,
    sort_order: node.sortOrder,
    bandwidth: node.bandwidth,
    latest_speedtest: extras.speedtest
      ? { at: extras.speedtest.at.toISOString(), result: extras.speedtest.result }
      : null,
  };
}

/** Raw bytes each node reported since `since` (an hour's start): rolled-up hours plus reports not rolled up yet. */
async function trafficSince(db: Db, ids: number[], since: Date): Promise<Map<number, number>> {
  const sum = (upload: AnyColumn, download: AnyColumn) =>
    sql<number>`coalesce(sum(${upload} + ${download}), 0)`.mapWith(Number);
  const [hourly, raw] = await Promise.all([
    db
      .select({ id: nodeTrafficHourly.nodeId, bytes: sum(nodeTrafficHourly.upload, nodeTrafficHourly.download) })
      .from(nodeTrafficHourly)
      .where(and(inArray(nodeTrafficHourly.nodeId, ids), gte(nodeTrafficHourly.bucketStart, since)))
      .groupBy(nodeTrafficHourly.nodeId),
    db
      .select({ id: nodeTrafficReports.nodeId, bytes: sum(nodeTrafficReports.upload, nodeTrafficReports.download) })
      .from(nodeTrafficReports)
      .where(and(inArray(nodeTrafficReports.nodeId, ids), gte(nodeTrafficReports.receivedAt, since)))
      .groupBy(nodeTrafficReports.nodeId),
  ]);
  const totals = new Map<number, number>();
  for (const row of [...hourly, ...raw]) totals.set(row.id, (totals.get(row.id) ?? 0) + row.bytes);
  return totals;
}

export async function listStaffNodes(db: Db, now: Date): Promise<StaffNode[]> {
  const rows = await db.select().from(nodes).orderBy(asc(nodes.sortOrder), asc(nodes.id));
  const ids = rows.map((node) => node.id);
  if (ids.length === 0) return [];
  const [traffic, today, tests] = await Promise.all([
    trafficSince(db, ids, new Date(now.getTime() - DAY_MS)),
    trafficSince(db, ids, serviceDayStart(now)),
    db
      .selectDistinctOn([nodeSpeedtests.nodeId])
      .from(nodeSpeedtests)
      .where(inArray(nodeSpeedtests.nodeId, ids))
      .orderBy(nodeSpeedtests.nodeId, desc(nodeSpeedtests.createdAt)),
  ]);
  return rows.map((node) => {
    const test = tests.find((row) => row.nodeId === node.id);
    return toStaffNode(node, now, {
      traffic24h: traffic.get(node.id) ?? 0,
      trafficToday: today.get(node.id) ?? 0,
      speedtest: test ? { at: test.createdAt, result: test.result } : null,
    });
  });
}
