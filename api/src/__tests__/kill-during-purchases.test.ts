// kill -9 of the real server (node … api/src/main.ts) in the middle of purchases and of payment
// notifications, on the database of this run: PGlite in the portal's data folder, or PostgreSQL
// (TEST_DATABASE_URL; the server dies, the database goes on). The server starts again on the same data, and:
// every purchase answered 200 before the crash is there, and its key answers the same purchase and charges
// nothing; a purchase lost in flight happened once or not at all; every notification the gateway had its
// "success" for is credited, and sending them all again credits each order exactly once; every balance
// equals its ledger.
import { and, eq, inArray } from 'drizzle-orm';
import { purchases, rechargeOrders, walletLedger } from '../db/schema';
import { startApiProcess, type ApiProcess } from '../test-support/api-process';
import {
  buyOnce,
  FUNDS,
  notifyPaid,
  purchaseLoad,
  seedPortal,
  until,
  type Outcome,
  type Purchase,
  type SeededPortal,
} from '../test-support/crash-harness';
import { freshPostgres } from '../test-support/test-app';
import { walletOf, walletsOffLedger } from '../test-support/wallet-fixtures';
import { addMoney, subtractMoney } from '../lib/money';

const ORDERS = 40;
let portal: SeededPortal;
let dropDatabase: (() => Promise<void>) | undefined;
let server: ApiProcess | undefined;
const bought: Purchase[] = [];
const notified = new Map<string, Outcome>();

beforeAll(async () => {
  const admin = process.env.TEST_DATABASE_URL;
  const pg = admin ? await freshPostgres(admin) : undefined;
  dropDatabase = pg?.drop;
  portal = await seedPortal({ databaseUrl: pg?.url, customers: 4, orders: ORDERS });
  server = await startApiProcess(portal.env, portal.dataDir);
  const first = server;

  // Purchases from four customers and the gateway's notifications, all at once.
  let killed = false;
  const purchasing = purchaseLoad(
    () => first.base,
    portal.customers,
    portal.shopId,
    () => killed,
    bought,
  );
  const notifying = (async () => {
    for (let i = 0; i < ORDERS && !killed; i += 4) {
      const wave = portal.orders.slice(i, i + 4);
      const outcomes = await Promise.all(wave.map((order) => notifyPaid(first.base, order)));
      wave.forEach((order, j) => notified.set(order.tradeNo, outcomes[j]!));
    }
  })();
  const acknowledged = () => bought.filter((purchase) => purchase.outcome === 'acknowledged').length;
  const credited = () => [...notified.values()].filter((outcome) => outcome === 'acknowledged').length;
  await until('purchases and notifications under way', () => acknowledged() >= 20 && credited() >= 8);
  first.child.kill('SIGKILL');
  killed = true;
  await new Promise((resolve) => first.child.once('exit', resolve));
  await Promise.all([purchasing, notifying]);

  server = await startApiProcess(portal.env, portal.dataDir);
}, 240_000);

afterAll(async () => {
  await server?.stop();
  portal?.remove();
  await dropDatabase?.();
}, 60_000);

describe('kill -9 in the middle of purchases and payment notifications', () => {
  it('was in the middle: purchases were acknowledged before the crash, and the crash cut requests', () => {
    expect(bought.filter((purchase) => purchase.outcome === 'acknowledged').length).toBeGreaterThanOrEqual(20);
    // Each customer's loop ended on a request the crash cut (or one refused while it died).
    expect(bought.filter((purchase) => purchase.outcome !== 'acknowledged').length).toBeGreaterThan(0);
  });

  it('answers every acknowledged purchase again by its key, charging nothing', async () => {
    const base = server!.base;
    for (const customer of portal.customers) {
      const before = await walletBalance(base, customer.headers);
      for (const purchase of bought.filter((p) => p.customer === customer && p.outcome === 'acknowledged')) {
        const again = await buyOnce(base, customer, portal.shopId, purchase.key);
        expect(again.status).toBe(200);
        expect(JSON.parse(again.body).result.bought_id).toBe(purchase.boughtId);
      }
      expect(await walletBalance(base, customer.headers)).toBe(before);
    }
  });

  it('settles a purchase lost in flight once: bought already, or bought now', async () => {
    for (const purchase of bought.filter((p) => p.outcome !== 'acknowledged')) {
      const again = await buyOnce(server!.base, purchase.customer, portal.shopId, purchase.key);
      expect(again.status).toBe(200);
    }
  });

  it('credits every order once when the gateway sends its notifications again', async () => {
    const answers = await Promise.all(portal.orders.map((order) => notifyPaid(server!.base, order)));
    expect(answers).toEqual(Array(ORDERS).fill('acknowledged'));
  });

  it('has every purchase and credit in the database exactly once, and every balance equals its ledger', async () => {
    await server!.stop();
    server = undefined;
    const database = await portal.openDatabase();
    try {
      const { db } = database;
      const keys = bought.map((purchase) => purchase.key);
      const stored = await db.select().from(purchases).where(inArray(purchases.idempotencyKey, keys));
      expect(stored.map((row) => row.idempotencyKey).sort()).toEqual([...keys].sort());
      const paid = await db
        .select()
        .from(rechargeOrders)
        .where(and(eq(rechargeOrders.status, 'paid')));
      expect(paid).toHaveLength(ORDERS);
      const credits = await db.select().from(walletLedger).where(eq(walletLedger.kind, 'recharge'));
      const perOrder = new Map<string, number>();
      for (const row of credits) perOrder.set(row.reference ?? '', (perOrder.get(row.reference ?? '') ?? 0) + 1);
      for (const order of portal.orders) expect(perOrder.get(order.tradeNo)).toBe(1);
      expect(await walletsOffLedger(db)).toEqual([]);
      for (const customer of portal.customers) {
        const spent = stored.filter((row) => row.userId === customer.id).length;
        const topUps = portal.orders.filter((order) => order.userId === customer.id).map((order) => order.money);
        const expected = subtractMoney(topUps.reduce(addMoney, FUNDS), `${spent}.00`);
        expect((await walletOf(db, customer.id)).balance).toBe(expected);
      }
    } finally {
      await database.close();
    }
  });
});

async function walletBalance(base: string, headers: Record<string, string>): Promise<string> {
  const res = await fetch(`${base}/api/v2/user/wallet/`, { headers });
  return ((await res.json()) as { result: { balance: string } }).result.balance;
}
