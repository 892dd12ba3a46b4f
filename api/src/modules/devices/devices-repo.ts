// Subscription devices in the database: a fetch registers its device (or is refused a place), the customer
// lists and removes them. The operator console calls listCustomerDevices and removeCustomerDevice too.
import { and, asc, count, eq, lt, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { userDevices, userServices, type DeviceState } from '../../db/schema';
import { countryOf } from '../../lib/geo';
import { type DeviceReport, hasPlace } from './device-rules';

export type DeviceRow = typeof userDevices.$inferSelect;

export interface FetchVerdict {
  state: DeviceState;
  activeCount: number;
}

function seen(report: DeviceReport, ip: string, now: Date) {
  return {
    os: report.os,
    osVersion: report.osVersion,
    model: report.model,
    app: report.app,
    userAgent: report.userAgent,
    lastFetchAt: now,
    lastIp: ip,
    lastCountry: countryOf(ip),
  };
}

async function activeBefore(db: Db, userId: number, id: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(userDevices)
    .where(and(eq(userDevices.userId, userId), eq(userDevices.state, 'active'), lt(userDevices.id, id)));
  return row?.n ?? 0;
}

async function activeCount(db: Db | Tx, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(userDevices)
    .where(and(eq(userDevices.userId, userId), eq(userDevices.state, 'active')));
  return row?.n ?? 0;
}

/**
 * A subscription fetch from `report`'s device: recorded (app, system, address, time), and answered whether
 * it gets the nodes. A known active device keeps its place while the limit has room for it; a new or
 * refused one takes a place only if one is free, decided under a lock on the customer's service row, so
 * two new devices fetching at once cannot both take the last place. A removed device stays refused.
 */
export async function registerFetch(
  db: Db,
  userId: number,
  report: DeviceReport,
  limit: number | null,
  fetch: { ip: string; now: Date },
): Promise<FetchVerdict> {
  const facts = seen(report, fetch.ip, fetch.now);
  const [known] = await db
    .update(userDevices)
    .set(facts)
    .where(and(eq(userDevices.userId, userId), eq(userDevices.hwid, report.hwid)))
    .returning({ id: userDevices.id, state: userDevices.state });
  if (known?.state === 'removed') return { state: 'removed', activeCount: await activeCount(db, userId) };
  if (known?.state === 'active') {
    if (hasPlace(await activeBefore(db, userId, known.id), limit)) {
      return { state: 'active', activeCount: await activeCount(db, userId) };
    }
  }
  return db.transaction(async (tx) => {
    await tx.execute(sql`select 1 from ${userServices} where ${userServices.userId} = ${userId} for update`);
    const [current] = await tx
      .select({ id: userDevices.id, state: userDevices.state })
      .from(userDevices)
      .where(and(eq(userDevices.userId, userId), eq(userDevices.hwid, report.hwid)));
    const others = await tx
      .select({ n: count() })
      .from(userDevices)
      .where(
        and(
          eq(userDevices.userId, userId),
          eq(userDevices.state, 'active'),
          current ? lt(userDevices.id, current.id) : undefined,
        ),
      );
    const admitted = hasPlace(others[0]?.n ?? 0, limit);
    const state: DeviceState = admitted ? 'active' : 'refused';
    if (current) {
      await tx
        .update(userDevices)
        .set({ state, refusedAt: admitted ? null : fetch.now })
        .where(eq(userDevices.id, current.id));
    } else {
      await tx.insert(userDevices).values({
        userId,
        hwid: report.hwid,
        ...facts,
        state,
        firstFetchAt: fetch.now,
        refusedAt: admitted ? null : fetch.now,
      });
    }
    return { state, activeCount: await activeCount(tx, userId) };
  });
}

/** A customer's devices: active ones first (in the order they took their place), then the others, latest first. */
export async function listCustomerDevices(db: Db, userId: number): Promise<DeviceRow[]> {
  return db
    .select()
    .from(userDevices)
    .where(eq(userDevices.userId, userId))
    .orderBy(
      sql`${userDevices.state} <> 'active'`,
      sql`case when ${userDevices.state} = 'active' then ${userDevices.id} end`,
      sql`${userDevices.refusedAt} desc nulls last`,
      asc(userDevices.id),
    );
}

/** One device of `userId`, locked until the end of `tx` (the console reads it before removing it, for its audit row). */
export async function lockCustomerDevice(tx: Tx, userId: number, deviceId: number): Promise<DeviceRow | undefined> {
  const [row] = await tx
    .select()
    .from(userDevices)
    .where(and(eq(userDevices.id, deviceId), eq(userDevices.userId, userId)))
    .for('update');
  return row;
}

export type RemoveOutcome = 'removed' | 'forgotten' | 'not_found';

/**
 * Removes a customer's device: an active one loses its place and is refused from then on (so a device
 * someone else uses does not simply take it back); a refused or removed one is forgotten, and may register
 * again when there is room. Only a device of `userId` (the id alone is not enough).
 */
export async function removeCustomerDevice(
  db: Db | Tx,
  userId: number,
  deviceId: number,
  now: Date,
): Promise<RemoveOutcome> {
  const [removed] = await db
    .update(userDevices)
    .set({ state: 'removed', refusedAt: now })
    .where(and(eq(userDevices.id, deviceId), eq(userDevices.userId, userId), eq(userDevices.state, 'active')))
    .returning({ id: userDevices.id });
  if (removed) return 'removed';
  const [forgotten] = await db
    .delete(userDevices)
    .where(and(eq(userDevices.id, deviceId), eq(userDevices.userId, userId)))
    .returning({ id: userDevices.id });
  return forgotten ? 'forgotten' : 'not_found';
}
