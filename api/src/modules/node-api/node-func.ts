// The func/* calls: audit rules, relay rules, the shared IP block list, commands staff queued for nodes
// and speed tests. What each means for an operator is in api/README.md ("Node API").
import { and, asc, desc, eq, gt, inArray, isNotNull, isNull, notExists, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AppContext } from '../../context';
import {
  auditRules,
  nodeCommandRuns,
  nodeCommands,
  nodeIpBlocks,
  nodeRelayRules,
  nodeSpeedtests,
  nodes,
} from '../../db/schema';
import type { NodeRow } from '../services/nodes-repo';
import { plainIp } from './device-reports';
import { refuse } from './node-http';
import { isPortableRegex } from './rules';

/** How long an unblocked IP stays in func/unblock_ip, so every node sees it at least once. */
const UNBLOCK_VISIBLE_MS = 24 * 3600 * 1000;

/**
 * Enabled audit rules whose regex both node programs compile, all as type 1: the only type shadowsocks-mod
 * can apply (it searches the first packet, which holds the destination); XrayR matches the destination.
 */
export async function detectRules(ctx: AppContext) {
  const rows = await ctx.db.select().from(auditRules).where(eq(auditRules.isEnabled, true)).orderBy(asc(auditRules.id));
  return rows
    .filter((rule) => isPortableRegex(rule.regex))
    .map((rule) => ({ id: rule.id, regex: rule.regex, type: 1 }));
}

/** Rules relaying traffic that arrives at this node; user 0 means every customer. */
export async function relayRules(ctx: AppContext, node: NodeRow) {
  const dist = alias(nodes, 'dist');
  const rows = await ctx.db
    .select({ rule: nodeRelayRules, distHost: dist.host })
    .from(nodeRelayRules)
    .innerJoin(dist, eq(dist.id, nodeRelayRules.distNodeId))
    .where(eq(nodeRelayRules.sourceNodeId, node.id))
    .orderBy(desc(nodeRelayRules.priority), asc(nodeRelayRules.id));
  return rows.map(({ rule, distHost }) => ({
    id: rule.id,
    user_id: rule.userId ?? 0,
    source_node_id: rule.sourceNodeId,
    dist_node_id: rule.distNodeId,
    dist_ip: distHost,
    port: rule.port,
    priority: rule.priority,
  }));
}

function blockRow(row: typeof nodeIpBlocks.$inferSelect) {
  return { id: row.id, nodeid: row.nodeId ?? 0, ip: row.ip };
}

export async function blockedIps(ctx: AppContext) {
  const rows = await ctx.db
    .select()
    .from(nodeIpBlocks)
    .where(isNull(nodeIpBlocks.unblockedAt))
    .orderBy(asc(nodeIpBlocks.id));
  return rows.map(blockRow);
}

export async function unblockedIps(ctx: AppContext) {
  const since = new Date(ctx.now().getTime() - UNBLOCK_VISIBLE_MS);
  const rows = await ctx.db
    .select()
    .from(nodeIpBlocks)
    .where(and(isNotNull(nodeIpBlocks.unblockedAt), gt(nodeIpBlocks.unblockedAt, since)))
    .orderBy(asc(nodeIpBlocks.id));
  return rows.map(blockRow);
}

/** IPs a node's auto-block caught: blocked on every node from now on (already blocked ones are skipped). */
export async function reportBlockedIps(ctx: AppContext, node: NodeRow, reported: readonly { ip: string }[]) {
  const ips = [...new Set(reported.map((row) => plainIp(row.ip)))];
  if (ips.length === 0) return 0;
  return ctx.db.transaction(async (tx) => {
    const active = await tx
      .select({ ip: nodeIpBlocks.ip })
      .from(nodeIpBlocks)
      .where(and(isNull(nodeIpBlocks.unblockedAt), inArray(nodeIpBlocks.ip, ips)));
    const fresh = ips.filter((ip) => !active.some((row) => row.ip === ip));
    if (fresh.length > 0) {
      await tx
        .insert(nodeIpBlocks)
        .values(
          fresh.map((ip) => ({ ip, nodeId: node.id, reason: `Reported by node ${node.id}`, createdAt: ctx.now() })),
        );
    }
    return fresh.length;
  });
}

/** Commands for this node (or every node) that it has not reported as run, oldest first. */
export async function pendingCommands(ctx: AppContext, node: NodeRow) {
  const ran = ctx.db
    .select({ id: nodeCommandRuns.commandId })
    .from(nodeCommandRuns)
    .where(and(eq(nodeCommandRuns.commandId, nodeCommands.id), eq(nodeCommandRuns.nodeId, node.id)));
  const rows = await ctx.db
    .select()
    .from(nodeCommands)
    .where(and(or(isNull(nodeCommands.nodeId), eq(nodeCommands.nodeId, node.id)), notExists(ran)))
    .orderBy(asc(nodeCommands.id));
  return rows.map((row) => ({ id: row.id, value: row.value, sign: row.sign, type: row.type }));
}

/** The node ran these commands (each known by its value and signature); an unknown one refuses the report. */
export async function reportCommandsRun(
  ctx: AppContext,
  node: NodeRow,
  reported: readonly { value: string; sign: string; type: number }[],
) {
  if (reported.length === 0) return 0;
  return ctx.db.transaction(async (tx) => {
    const signs = [...new Set(reported.map((row) => row.sign))];
    const commands = await tx
      .select()
      .from(nodeCommands)
      .where(and(inArray(nodeCommands.sign, signs), or(isNull(nodeCommands.nodeId), eq(nodeCommands.nodeId, node.id))));
    const ids = reported.map((row) => {
      const command = commands.find((c) => c.sign === row.sign && c.value === row.value);
      if (!command) throw refuse(400, 'A reported command was never queued for this node; nothing was recorded');
      return command.id;
    });
    await tx
      .insert(nodeCommandRuns)
      .values([...new Set(ids)].map((commandId) => ({ commandId, nodeId: node.id, ranAt: ctx.now() })))
      .onConflictDoNothing();
    return ids.length;
  });
}

export async function recordSpeedtests(ctx: AppContext, node: NodeRow, results: readonly Record<string, string>[]) {
  if (results.length === 0) return 0;
  await ctx.db
    .insert(nodeSpeedtests)
    .values(results.map((result) => ({ nodeId: node.id, result: { ...result }, createdAt: ctx.now() })));
  return results.length;
}
