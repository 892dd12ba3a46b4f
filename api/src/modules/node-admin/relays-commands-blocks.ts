// What staff put in for nodes to fetch: relay rules (func/relay_rules), commands (func/autoexec) and the
// IP block list (func/block_ip, func/unblock_ip).
import { asc, desc, eq, gt, inArray, isNull, or } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { nodeCommandRuns, nodeCommands, nodeIpBlocks, nodeRelayRules, nodes, userServices } from '../../db/schema';
import { ApiError, notFound } from '../../http/errors';
import { plainIp } from '../node-api/device-reports';

const DAY_MS = 24 * 3600 * 1000;

function relayView(rule: typeof nodeRelayRules.$inferSelect) {
  return {
    id: rule.id,
    user_id: rule.userId,
    source_node_id: rule.sourceNodeId,
    dist_node_id: rule.distNodeId,
    port: rule.port,
    priority: rule.priority,
    created_at: rule.createdAt.toISOString(),
  };
}

export async function listRelayRules(ctx: AppContext) {
  const rows = await ctx.db.select().from(nodeRelayRules).orderBy(asc(nodeRelayRules.id));
  return rows.map(relayView);
}

export async function createRelayRule(
  ctx: AppContext,
  input: { user_id?: number | null; source_node_id: number; dist_node_id: number; port: number; priority?: number },
) {
  if (input.source_node_id === input.dist_node_id) {
    throw new ApiError(400, 'validation_error', 'dist_node_id: Must be another node than source_node_id');
  }
  const found = await ctx.db
    .select({ id: nodes.id })
    .from(nodes)
    .where(inArray(nodes.id, [input.source_node_id, input.dist_node_id]));
  for (const id of [input.source_node_id, input.dist_node_id]) {
    if (!found.some((node) => node.id === id)) throw notFound(`No node with the id ${id}`);
  }
  if (input.user_id) {
    const [customer] = await ctx.db
      .select({ id: userServices.userId })
      .from(userServices)
      .where(eq(userServices.userId, input.user_id))
      .limit(1);
    if (!customer) throw notFound(`No customer with the id ${input.user_id}`);
  }
  const [rule] = await ctx.db
    .insert(nodeRelayRules)
    .values({
      userId: input.user_id ?? null,
      sourceNodeId: input.source_node_id,
      distNodeId: input.dist_node_id,
      port: input.port,
      priority: input.priority ?? 0,
    })
    .returning();
  return relayView(rule!);
}

export async function deleteRelayRule(ctx: AppContext, id: number) {
  const [removed] = await ctx.db.delete(nodeRelayRules).where(eq(nodeRelayRules.id, id)).returning();
  if (!removed) throw notFound(`No relay rule with the id ${id}`);
  return relayView(removed);
}

/** ECDSA P-256 / SHA-256 over the command text with the portal's signing key (base64 of r‖s). */
async function signCommand(ctx: AppContext, value: string): Promise<string> {
  const signature = await crypto.subtle.sign(
    { name: 'ECDSA', hash: 'SHA-256' },
    ctx.keys.privateKey,
    new TextEncoder().encode(value),
  );
  return Buffer.from(signature).toString('base64');
}

export async function listCommands(ctx: AppContext) {
  const commands = await ctx.db.select().from(nodeCommands).orderBy(desc(nodeCommands.id)).limit(500);
  const runs = commands.length
    ? await ctx.db
        .select()
        .from(nodeCommandRuns)
        .where(
          inArray(
            nodeCommandRuns.commandId,
            commands.map((command) => command.id),
          ),
        )
    : [];
  return commands.map((command) => ({
    id: command.id,
    node_id: command.nodeId,
    value: command.value,
    sign: command.sign,
    type: command.type,
    created_at: command.createdAt.toISOString(),
    ran_on: runs
      .filter((run) => run.commandId === command.id)
      .map((run) => ({ node_id: run.nodeId, ran_at: run.ranAt.toISOString() })),
  }));
}

export async function createCommand(ctx: AppContext, input: { node_id?: number | null; value: string; type?: number }) {
  if (input.node_id) {
    const [node] = await ctx.db.select({ id: nodes.id }).from(nodes).where(eq(nodes.id, input.node_id)).limit(1);
    if (!node) throw notFound(`No node with the id ${input.node_id}`);
  }
  const [command] = await ctx.db
    .insert(nodeCommands)
    .values({
      nodeId: input.node_id ?? null,
      value: input.value,
      sign: await signCommand(ctx, input.value),
      type: input.type ?? 1,
    })
    .returning();
  return { ...command!, created_at: command!.createdAt.toISOString(), node_id: command!.nodeId, ran_on: [] };
}

function blockView(row: typeof nodeIpBlocks.$inferSelect) {
  return {
    id: row.id,
    ip: row.ip,
    node_id: row.nodeId,
    reason: row.reason,
    created_at: row.createdAt.toISOString(),
    unblocked_at: row.unblockedAt?.toISOString() ?? null,
  };
}

export async function listBlockedIps(ctx: AppContext) {
  const since = new Date(ctx.now().getTime() - DAY_MS);
  const rows = await ctx.db
    .select()
    .from(nodeIpBlocks)
    .where(or(isNull(nodeIpBlocks.unblockedAt), gt(nodeIpBlocks.unblockedAt, since)))
    .orderBy(desc(nodeIpBlocks.id))
    .limit(1000);
  return rows.map(blockView);
}

export async function blockIp(ctx: AppContext, input: { ip: string; reason?: string }) {
  const [row] = await ctx.db
    .insert(nodeIpBlocks)
    .values({ ip: plainIp(input.ip), reason: input.reason || 'Blocked by staff', createdAt: ctx.now() })
    .returning();
  return blockView(row!);
}

export async function unblockIp(ctx: AppContext, id: number) {
  const [current] = await ctx.db.select().from(nodeIpBlocks).where(eq(nodeIpBlocks.id, id)).limit(1);
  if (!current) throw notFound(`No blocked IP with the id ${id}`);
  if (current.unblockedAt) return blockView(current);
  const [row] = await ctx.db
    .update(nodeIpBlocks)
    .set({ unblockedAt: ctx.now() })
    .where(eq(nodeIpBlocks.id, id))
    .returning();
  return blockView(row!);
}
