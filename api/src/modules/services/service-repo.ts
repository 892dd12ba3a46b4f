// The customer's service row: created on first use (every customer has one), read, secrets replaced.
import crypto from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { queryRows } from '../../db/raw-sql';
import { userServices } from '../../db/schema';
import { randomPassword } from '../../lib/random';

export type ServiceRow = typeof userServices.$inferSelect;

/** A subscription token: 32 url-safe characters (192 random bits). */
export function newLinkToken(): string {
  return crypto.randomBytes(24).toString('base64url');
}

export function newSecrets() {
  return { ssPassword: randomPassword(), ssUuid: crypto.randomUUID() };
}

/** Customers' own ports (shadowsocks-mod opens one listener per customer): unique, above the usual services. */
const CUSTOMER_PORT_RANGE = { min: 10_000, max: 65_535 } as const;
const RANDOM_PORT_TRIES = 8;

/** A port no customer has: any free one of the range, for when random picks keep colliding. */
async function freePort(db: Db | Tx): Promise<number> {
  const [row] = await queryRows<{ port: number }>(
    db,
    sql`
    select p as port from generate_series(${CUSTOMER_PORT_RANGE.min}::int, ${CUSTOMER_PORT_RANGE.max}::int) as p
    where not exists (select 1 from ${userServices} where ${userServices.port} = p)
    order by random() limit 1`,
  );
  const port = row?.port;
  if (port === undefined) throw new Error('Every customer port is taken');
  return Number(port);
}

/** The customer's service, created (level 0, no traffic, a port of their own) when they have none yet. */
export async function ensureService(db: Db | Tx, userId: number): Promise<ServiceRow> {
  const find = () => db.select().from(userServices).where(eq(userServices.userId, userId)).limit(1);
  const [existing] = await find();
  if (existing) return existing;
  for (let attempt = 0; attempt <= RANDOM_PORT_TRIES; attempt += 1) {
    const port =
      attempt < RANDOM_PORT_TRIES
        ? crypto.randomInt(CUSTOMER_PORT_RANGE.min, CUSTOMER_PORT_RANGE.max + 1)
        : await freePort(db);
    // Nothing is written when the port is taken, or when a concurrent call created the row first.
    await db
      .insert(userServices)
      .values({ userId, linkToken: newLinkToken(), ...newSecrets(), port, otherEmbyUuid: crypto.randomUUID() })
      .onConflictDoNothing();
    const [created] = await find();
    if (created) return created;
  }
  throw new Error('The service row was not stored');
}
