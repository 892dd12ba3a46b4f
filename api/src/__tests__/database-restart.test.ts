// PostgreSQL restarted under load: a private server of this test's own (private-postgres.ts; the shared one
// other tests use is never stopped) is stopped as if it crashed (immediate shutdown) while a real API process
// serves purchases and reads. While it is away every answer is a 503 in the envelope, quickly (no request
// hangs); within 10 seconds of its return the API serves again by itself; no acknowledged purchase is lost,
// and every balance equals its ledger. PostgreSQL only (TEST_DATABASE_URL runs): PGlite lives in the process.
import { inArray } from 'drizzle-orm';
import { purchases } from '../db/schema';
import { startApiProcess, type ApiProcess } from '../test-support/api-process';
import {
  FUNDS,
  purchaseLoad,
  seedPortal,
  until,
  type Purchase,
  type SeededPortal,
} from '../test-support/crash-harness';
import { startPrivatePostgres, type PrivatePostgres } from '../test-support/private-postgres';
import { walletOf, walletsOffLedger } from '../test-support/wallet-fixtures';
import { subtractMoney } from '../lib/money';

const describeOnPostgres = process.env.TEST_DATABASE_URL ? describe : describe.skip;

interface Answer {
  at: number;
  status: number | 'no answer';
  body: string;
  ms: number;
}

describeOnPostgres('PostgreSQL restarted under load', () => {
  let postgres: PrivatePostgres;
  let portal: SeededPortal;
  let server: ApiProcess;
  const bought: Purchase[] = [];
  const reads: Answer[] = [];
  let stoppedAt = 0;
  let startingAt = 0;
  let backAt = 0;
  let servedAgainAt = 0;

  beforeAll(async () => {
    postgres = await startPrivatePostgres();
    portal = await seedPortal({ databaseUrl: postgres.url, customers: 3 });
    server = await startApiProcess(portal.env, portal.dataDir);
    const reader = portal.customers[0]!;
    let done = false;
    // Reads (one after another, each timed) and purchases, 20 ms apart, all through the restart.
    const reading = (async () => {
      while (!done) {
        const at = Date.now();
        try {
          const res = await fetch(`${server.base}/api/v2/user/get_me`, {
            headers: reader.headers,
            signal: AbortSignal.timeout(15_000),
          });
          reads.push({ at, status: res.status, body: await res.text(), ms: Date.now() - at });
        } catch {
          reads.push({ at, status: 'no answer', body: '', ms: Date.now() - at });
        }
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    })();
    const buying = purchaseLoad(
      () => server.base,
      portal.customers,
      portal.shopId,
      () => done,
      bought,
      20,
    );

    const acknowledged = () => bought.filter((purchase) => purchase.outcome === 'acknowledged').length;
    await until('purchases under way', () => acknowledged() >= 15);
    await postgres.stop('immediate');
    stoppedAt = Date.now();
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    startingAt = Date.now();
    await postgres.start();
    backAt = Date.now();
    await until('a read served again', () => reads.some((read) => read.at > backAt && read.status === 200), 30_000);
    servedAgainAt = reads.find((read) => read.at > backAt && read.status === 200)!.at;
    const countBefore = acknowledged();
    await until('purchases after the return', () => acknowledged() >= countBefore + 10, 30_000);
    done = true;
    await Promise.all([reading, buying]);
  }, 240_000);

  afterAll(async () => {
    await server?.stop();
    portal?.remove();
    await postgres?.remove();
  }, 60_000);

  it('answers 503 in the envelope while the database is away, at once, never a 500', () => {
    const away = reads.filter((read) => read.at > stoppedAt + 200 && read.at + read.ms < startingAt);
    expect(away.length).toBeGreaterThan(5);
    for (const read of away) {
      expect(read.status).toBe(503);
      expect(JSON.parse(read.body)).toMatchObject({ is_success: false, code: 'service_unavailable' });
      expect(read.ms).toBeLessThan(2_000);
    }
    const statuses = new Set([...reads.map((read) => read.status), ...bought.map((purchase) => purchase.status)]);
    expect([...statuses].filter((status) => status !== undefined).sort()).toEqual([200, 503]);
  });

  it('serves again by itself within 10 seconds of the database’s return', () => {
    expect(servedAgainAt - backAt).toBeLessThan(10_000);
  });

  it('loses no acknowledged purchase, and every balance equals its ledger', async () => {
    await server.stop();
    const database = await portal.openDatabase();
    try {
      const stored = await database.db
        .select({ key: purchases.idempotencyKey, id: purchases.id, userId: purchases.userId })
        .from(purchases)
        .where(
          inArray(
            purchases.idempotencyKey,
            bought.map((purchase) => purchase.key),
          ),
        );
      const storedIds = new Map(stored.map((row) => [row.key, row.id]));
      const acknowledged = bought.filter((purchase) => purchase.outcome === 'acknowledged');
      for (const purchase of acknowledged) expect(storedIds.get(purchase.key)).toBe(purchase.boughtId);
      // A purchase refused while the database went away may have been committed just before (its answer
      // lost): such keys are stored at most once (the unique index), and charged as the ledger says.
      expect(stored.length).toBeGreaterThanOrEqual(acknowledged.length);
      expect(await walletsOffLedger(database.db)).toEqual([]);
      for (const customer of portal.customers) {
        const spent = stored.filter((row) => row.userId === customer.id).length;
        expect((await walletOf(database.db, customer.id)).balance).toBe(subtractMoney(FUNDS, `${spent}.00`));
      }
    } finally {
      await database.close();
    }
  });
});
