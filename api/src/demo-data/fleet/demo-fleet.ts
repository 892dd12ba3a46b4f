// The demo's simulated fleet: in demo mode the demo nodes (nodes.is_simulated) are played through the
// node API over HTTP, once a minute each, exactly as real node software would — so the demo's nodes stay
// online with a moving load and the demo account's traffic, devices and audit records keep coming. Nothing
// else is simulated: a node an operator adds is never played, a customer who signs up and buys a plan
// sees only their own use (never made-up devices or traffic), and outside demo mode there is no fleet.
//
// One process plays at a time (a renewable lease in job_runs). Taking the lease gives the demo nodes new
// keys (only their hashes are stored), which the fleet keeps in memory for as long as it holds it.
import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { nodes, users } from '../../db/schema';
import { PROCESS_HOLDER, releaseLease, takeLease } from '../../modules/node-jobs/job-lease';
import { newNodeKey, nodeKeyHash } from '../../modules/node-api/node-auth';
import { SimulatedNode } from './simulated-node';

const LEASE = 'demo-fleet';
const HOLDER = `${PROCESS_HOLDER}-fleet`;
/** Both clients report once a minute. */
const FLEET_INTERVAL_MS = 60_000;
/** A lease not renewed for this long belonged to a process that stopped. */
const LEASE_STALE_MS = 3 * FLEET_INTERVAL_MS;

export interface DemoFleet {
  /** One pass of every demo node (when this process holds the lease). Answers how many nodes played. */
  tick(): Promise<number>;
  stop(): Promise<void>;
}

export function createDemoFleet(
  ctx: AppContext,
  options: { baseUrl: string; random?: () => number; warn?: (message: string) => void },
): DemoFleet {
  let fleet: SimulatedNode[] = [];
  const warn = options.warn ?? (() => undefined);

  /** New keys for the demo nodes; the old ones (if any) stop working. */
  async function enlist(): Promise<SimulatedNode[]> {
    const demoAccounts = await ctx.db.select({ id: users.id }).from(users).where(eq(users.email, ctx.config.demoEmail));
    const plays = new Set(demoAccounts.map((account) => account.id));
    const demoNodes = await ctx.db
      .select()
      .from(nodes)
      .where(and(eq(nodes.isSimulated, true), eq(nodes.isEnabled, true)));
    const enlisted: SimulatedNode[] = [];
    for (const node of demoNodes) {
      const key = newNodeKey();
      await ctx.db
        .update(nodes)
        .set({ keyHash: nodeKeyHash(key), keyCreatedAt: ctx.now() })
        .where(eq(nodes.id, node.id));
      enlisted.push(
        new SimulatedNode({
          baseUrl: options.baseUrl,
          nodeId: node.id,
          key,
          dialect: node.protocol === 'shadowsocks' ? 'shadowsocks-mod' : 'xrayr',
          random: options.random ?? Math.random,
          now: () => ctx.now(),
          plays,
        }),
      );
    }
    return enlisted;
  }

  return {
    async tick() {
      const held = await takeLease(ctx.db, LEASE, {
        holder: HOLDER,
        now: ctx.now(),
        staleMs: LEASE_STALE_MS,
        renew: true,
      });
      if (!held) {
        fleet = [];
        return 0;
      }
      if (fleet.length === 0) fleet = await enlist();
      for (const node of fleet) {
        try {
          await node.pass();
        } catch (error) {
          warn(`demo node ${node.nodeId}: ${error instanceof Error ? error.message : String(error)}`);
        }
      }
      return fleet.length;
    },
    async stop() {
      fleet = [];
      await releaseLease(ctx.db, LEASE, HOLDER, { now: ctx.now(), affected: null, durationMs: 0, error: null });
    },
  };
}

/** The URL this server answers on, from the address it listens on (0.0.0.0 and :: are reached locally). */
function ownBaseUrl(app: FastifyInstance): string {
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('The server is not listening on a port');
  const host =
    address.address === '0.0.0.0'
      ? '127.0.0.1'
      : address.address === '::'
        ? '[::1]'
        : address.family === 'IPv6'
          ? `[${address.address}]`
          : address.address;
  return `http://${host}:${address.port}`;
}

/**
 * Whether this server plays the demo nodes: in demo mode only (the embedded database, or PORTAL_DEMO=1 on
 * PostgreSQL) and unless PORTAL_DEMO_FLEET=0. A production PostgreSQL has no simulated fleet.
 */
export function demoFleetRuns(
  databaseKind: 'pglite' | 'postgres',
  config: { demoOnPostgres: boolean; demoFleet: boolean },
): boolean {
  const demoMode = databaseKind === 'pglite' || config.demoOnPostgres;
  return demoMode && config.demoFleet;
}

/** Plays the demo nodes every minute once the server listens, the first pass a few seconds after. Call before listen. */
export function installDemoFleet(app: FastifyInstance): void {
  let fleet: DemoFleet | undefined;
  const timers: NodeJS.Timeout[] = [];
  app.addHook('onListen', async () => {
    const started = createDemoFleet(app.portal, {
      baseUrl: ownBaseUrl(app),
      warn: (message) => app.log.warn(message),
    });
    fleet = started;
    const run = () => {
      started.tick().catch((error: unknown) => app.log.warn({ err: error }, 'demo fleet failed'));
    };
    timers.push(setTimeout(run, 3_000), setInterval(run, FLEET_INTERVAL_MS));
    for (const timer of timers) timer.unref();
  });
  app.addHook('onClose', async () => {
    for (const timer of timers) clearTimeout(timer);
    await fleet?.stop().catch(() => undefined);
  });
}
