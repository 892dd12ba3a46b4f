// POST users/aliveip and users/detectlog: the devices (source IPs) customers connected from, and the
// connections that matched an audit rule. Both name only customers the node serves (else nothing is
// written). Alive IPs feed `alive_ip` in the users answer (device limits on XrayR), the customer's
// online devices on the dashboard and the node's count of customers online.
import { and, countDistinct, eq, gt, inArray } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { auditHits, auditRules, nodeAliveIps, nodes } from '../../db/schema';
import type { NodeRow } from '../services/nodes-repo';
import { assertServed } from './customers-served';
import { refuse } from './node-http';
import { ALIVE_IP_WINDOW_MS } from './rules';

/** `::ffff:203.0.113.9` is the IPv4 address 203.0.113.9 (shadowsocks-mod strips it, XrayR may not). */
export function plainIp(ip: string): string {
  return ip.replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/i, '$1').toLowerCase();
}

function distinctBy<T>(rows: readonly T[], key: (row: T) => string): T[] {
  return [...new Map(rows.map((row) => [key(row), row])).values()];
}

export async function recordAliveIps(
  ctx: AppContext,
  node: NodeRow,
  reported: readonly { user_id: number; ip: string }[],
): Promise<number> {
  const now = ctx.now();
  const rows = distinctBy(
    reported.map((row) => ({ userId: row.user_id, ip: plainIp(row.ip) })),
    (row) => `${row.userId} ${row.ip}`,
  );
  await ctx.db.transaction(async (tx) => {
    if (rows.length > 0) {
      await assertServed(tx, node, [...new Set(rows.map((row) => row.userId))], now);
      await tx
        .insert(nodeAliveIps)
        .values(
          rows.map((row) => ({ userId: row.userId, nodeId: node.id, ip: row.ip, firstSeenAt: now, lastSeenAt: now })),
        )
        .onConflictDoUpdate({
          target: [nodeAliveIps.userId, nodeAliveIps.nodeId, nodeAliveIps.ip],
          set: { lastSeenAt: now },
        });
    }
    // Customers with a device seen on this node in the window: the node's "online" count.
    const [online] = await tx
      .select({ n: countDistinct(nodeAliveIps.userId) })
      .from(nodeAliveIps)
      .where(
        and(
          eq(nodeAliveIps.nodeId, node.id),
          gt(nodeAliveIps.lastSeenAt, new Date(now.getTime() - ALIVE_IP_WINDOW_MS)),
        ),
      );
    await tx
      .update(nodes)
      .set({ onlineUserCount: Number(online?.n ?? 0) })
      .where(eq(nodes.id, node.id));
  });
  return rows.length;
}

export async function recordDetectLog(
  ctx: AppContext,
  node: NodeRow,
  reported: readonly { user_id: number; list_id: number }[],
): Promise<number> {
  const rows = distinctBy(reported, (row) => `${row.user_id} ${row.list_id}`);
  if (rows.length === 0) return 0;
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    const ruleIds = [...new Set(rows.map((row) => row.list_id))];
    const known = await tx.select({ id: auditRules.id }).from(auditRules).where(inArray(auditRules.id, ruleIds));
    const unknown = ruleIds.find((id) => !known.some((rule) => rule.id === id));
    if (unknown !== undefined) throw refuse(400, `list_id ${unknown} is not an audit rule; nothing was recorded`);
    await assertServed(tx, node, [...new Set(rows.map((row) => row.user_id))], now);
    await tx
      .insert(auditHits)
      .values(rows.map((row) => ({ userId: row.user_id, nodeId: node.id, ruleId: row.list_id, createdAt: now })));
  });
  return rows.length;
}
