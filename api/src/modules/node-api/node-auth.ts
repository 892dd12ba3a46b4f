// Who is calling the node API. A node: by its key (`?key=`, or XrayR's `muKey`, the same value), whose
// SHA-256 the nodes table keeps; `node_id`, where sent, must be that key's node. Every call of a node
// is its heartbeat. The operator (jobs): by JOB_API_KEY, which no node key can stand in for. Wrong keys
// count as guesses from their address (lib/guess-limit.ts): past the limit, 429 in the node's envelope.
import crypto from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { nodes } from '../../db/schema';
import { GUESS_LIMITS } from '../../lib/guess-limit';
import { sha256Hex } from '../../lib/random';
import type { NodeRow } from '../services/nodes-repo';
import { refuse } from './node-http';

/** A new node key: 32 URL-safe characters (192 random bits); only its hash is stored. */
export function newNodeKey(): string {
  return crypto.randomBytes(24).toString('base64url');
}

export function nodeKeyHash(key: string): string {
  return sha256Hex(key);
}

/** A heartbeat is written at most this often per node (node software calls up to 9 times a minute). */
const HEARTBEAT_WRITE_INTERVAL_MS = 10_000;

/** The first value of a query parameter as the raw query holds it (a repeated one is an array). */
function rawParam(request: FastifyRequest, name: string): string | undefined {
  const value = (request.query as Record<string, unknown> | undefined)?.[name];
  const first = Array.isArray(value) ? value[0] : value;
  return typeof first === 'string' ? first : undefined;
}

/** A node calling, with whether this call must move its heartbeat (and from where it calls). */
export type NodeCaller = NodeRow & { heartbeatDue: boolean; callerIp: string };

/** Records the heartbeat of a call (node software calls up to 9 times a minute: most calls write nothing). */
export async function recordHeartbeat(ctx: AppContext, caller: NodeCaller): Promise<void> {
  if (!caller.heartbeatDue) return;
  await ctx.db
    .update(nodes)
    .set({ lastHeartbeatAt: ctx.now(), lastSeenIp: caller.callerIp })
    .where(eq(nodes.id, caller.id));
}

/**
 * The calling node, or a 401/403 refusal. Runs before the request is validated. Its heartbeat is not written
 * here: recordHeartbeat does it, or the traffic report within its own transaction.
 */
export async function authenticateNode(ctx: AppContext, request: FastifyRequest): Promise<NodeCaller> {
  const key = rawParam(request, 'key');
  const muKey = rawParam(request, 'muKey');
  const given = key || muKey;
  if (!given) throw refuse(401, 'No node key: add ?key=<the node key> to the API address');
  if (key && muKey && key !== muKey) throw refuse(401, 'key and muKey differ: set one node key');
  ctx.guesses.check(GUESS_LIMITS.nodeKey, request.ip);
  const [node] = await ctx.db
    .select()
    .from(nodes)
    .where(eq(nodes.keyHash, nodeKeyHash(given)))
    .limit(1);
  if (!node) {
    await ctx.guesses.wrong(GUESS_LIMITS.nodeKey, request.ip);
    throw refuse(401, 'Unknown node key: copy the key the portal showed for this node, or rotate it');
  }
  const nodeId = rawParam(request, 'node_id');
  if (nodeId !== undefined && nodeId !== String(node.id)) {
    throw refuse(403, `node_id ${nodeId.slice(0, 20)} is not the node of this key (node ${node.id})`);
  }
  const pathId = (request.params as Record<string, unknown> | undefined)?.id;
  if (typeof pathId === 'string' && pathId !== String(node.id)) {
    throw refuse(403, `Node ${pathId.slice(0, 20)} is not the node of this key (node ${node.id})`);
  }
  const due = ctx.now().getTime() - HEARTBEAT_WRITE_INTERVAL_MS;
  const heartbeatDue = !node.lastHeartbeatAt || node.lastHeartbeatAt.getTime() < due || node.lastSeenIp !== request.ip;
  return { ...node, heartbeatDue, callerIp: request.ip };
}

function sameSecret(given: string, expected: string): boolean {
  const a = crypto.createHash('sha256').update(given).digest();
  const b = crypto.createHash('sha256').update(expected).digest();
  return crypto.timingSafeEqual(a, b);
}

/** The operator's job key: refused when unset (jobs then run only on the portal's own schedule) or wrong. */
export async function authenticateOperator(ctx: AppContext, request: FastifyRequest): Promise<'operator'> {
  const expected = ctx.config.jobApiKey;
  if (!expected) throw refuse(403, 'Jobs are not open to calls: set JOB_API_KEY on the portal to run them by hand');
  const given = rawParam(request, 'key');
  if (!given) throw refuse(401, 'Wrong or missing job key (?key=<JOB_API_KEY>)');
  ctx.guesses.check(GUESS_LIMITS.nodeKey, request.ip);
  if (!sameSecret(given, expected)) {
    await ctx.guesses.wrong(GUESS_LIMITS.nodeKey, request.ip);
    throw refuse(401, 'Wrong or missing job key (?key=<JOB_API_KEY>)');
  }
  return 'operator';
}

export { sameSecret };
