// What GET /link/{token} reads: the token's service row, the nodes a level allows, and the rendered body.
// Clients re-fetch the same profile over and over, so where it is exact the process keeps them in memory
// (docs/adr/0009-what-the-api-remembers.md):
//   - on PGlite this process is the database's only client, and every statement writing user_services or
//     nodes sends a notice (migration 0008) that arrives before the writer's promise resolves: the caches
//     are cleared then, so a reset link is a 404 at once and a node's change shows on the next fetch;
//   - on PostgreSQL other processes write too and their notices arrive only some time after their commit,
//     so the rows are read on every fetch (prepared statements); only the Clash render is memoized, by its
//     input (render-cache.ts).
import { eq, getTableColumns, sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { Database, Db } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared';
import { userServices, users } from '../../db/schema';
import { allowedNodesQuery, type NodeRow } from '../services/nodes-repo';
import type { ServiceRow } from '../services/service-repo';

/** A link's service row, and whether its account is banned (a banned customer's link is refused). */
type LinkServiceRow = ServiceRow & { isBan?: boolean };

/** The reads of one fetch. */
export interface SubscriptionRead {
  service(token: string): Promise<LinkServiceRow | undefined>;
  /** Enabled nodes of `level` and below, in display order (services/nodes-repo.ts). */
  nodes(level: number): Promise<NodeRow[]>;
  /** The body `render` makes, kept under `key` while nothing it was made from changed (PGlite only). */
  body(key: string, render: () => string): string;
}

export interface SubscriptionReads {
  /** Starts a fetch's reads: what it reads after a change notice is not kept. */
  begin(): SubscriptionRead;
}

const serviceByToken = preparedPerDatabase((db: Db) =>
  db
    .select({ ...getTableColumns(userServices), isBan: users.isBan })
    .from(userServices)
    .innerJoin(users, eq(users.id, userServices.userId))
    .where(eq(userServices.linkToken, sql.placeholder('token')))
    .limit(1)
    .prepare('link_service_by_token'),
);

const nodesOfLevel = preparedPerDatabase((db: Db) =>
  allowedNodesQuery(db, sql.placeholder('level')).prepare('link_nodes_of_level'),
);

/** Tokens (customers) whose rows and bodies are kept; bodies by their length (50 nodes: ~13 KB of YAML). */
const SERVICES_KEPT = 10_000;
const BODY_BYTES_KEPT = 32 * 1024 * 1024;

/** The database reads behind the caches (tests replace them to order a read against a change). */
export interface SubscriptionRowReaders {
  service(token: string): Promise<LinkServiceRow | undefined>;
  nodes(level: number): Promise<NodeRow[]>;
}

function databaseReaders(db: Db): SubscriptionRowReaders {
  return {
    service: async (token) => (await serviceByToken(db).execute({ token }))[0],
    nodes: (level) => nodesOfLevel(db).execute({ level }),
  };
}

export async function createSubscriptionReads(
  database: Pick<Database, 'db' | 'listenAsSoleClient'>,
  readers: SubscriptionRowReaders = databaseReaders(database.db),
): Promise<SubscriptionReads> {
  const { service: readService, nodes: readNodes } = readers;
  if (!database.listenAsSoleClient) {
    const uncached: SubscriptionRead = { service: readService, nodes: readNodes, body: (_key, render) => render() };
    return { begin: () => uncached };
  }

  const services = new LRUCache<string, LinkServiceRow>({ max: SERVICES_KEPT });
  const nodesByLevel = new Map<number, NodeRow[]>();
  const bodies = new LRUCache<string, string>({ maxSize: BODY_BYTES_KEPT, sizeCalculation: (body) => body.length + 1 });
  // Bumped by every notice: a fetch that began before it may have read rows older than the notice, and
  // keeps nothing it read (what it answers is what an uncached read begun at that moment would answer).
  let generation = 0;
  await database.listenAsSoleClient('user_services_changed', () => {
    generation += 1;
    services.clear();
    bodies.clear();
  });
  await database.listenAsSoleClient('nodes_changed', () => {
    generation += 1;
    nodesByLevel.clear();
    bodies.clear();
  });
  return {
    begin() {
      const begun = generation;
      const current = () => generation === begun;
      return {
        async service(token) {
          const known = services.get(token);
          if (known) return known;
          const service = await readService(token);
          // An unknown token is not remembered: scanning for tokens cannot push customers out.
          if (service && current()) services.set(token, service);
          return service;
        },
        async nodes(level) {
          const known = nodesByLevel.get(level);
          if (known) return known;
          const rows = await readNodes(level);
          if (current()) nodesByLevel.set(level, rows);
          return rows;
        },
        body(key, render) {
          const known = bodies.get(key);
          if (known !== undefined) return known;
          const body = render();
          if (current()) bodies.set(key, body);
          return body;
        },
      };
    },
  };
}
