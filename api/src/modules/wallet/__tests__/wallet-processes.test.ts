// Money across two real API processes (node … api/src/main.ts) on one PostgreSQL database, as a
// deployment with several processes runs: the requests of each race alternate between the processes.
// A payment is credited once, a single-use cd-key redeemed once, a balance never goes below zero, and
// afterwards every balance equals its ledger. PostgreSQL only (TEST_DATABASE_URL): PGlite is one
// process's database. wallet-concurrency.test.ts races the same cases through app.inject on every run.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { cdKeyRedemptions, cdKeys, purchases, walletLedger } from '../../../db/schema';
import { sharedJwtKeys, startApiProcess, type ApiProcess } from '../../../test-support/api-process';
import { addShopItem } from '../../../test-support/service-fixtures';
import { createTestApp, type TestApp } from '../../../test-support/test-app';
import {
  EPAY_ENV,
  epayNotification,
  fundWallet,
  quickAccount,
  walletOf,
  walletsOffLedger,
} from '../../../test-support/wallet-fixtures';

const describeOnPostgres = process.env.TEST_DATABASE_URL ? describe : describe.skip;

describeOnPostgres('the wallet across two API processes on one PostgreSQL database', () => {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-wallet-two-'));
  let t: TestApp;
  let processes: ApiProcess[] = [];

  /** The i-th request goes to process i mod 2. */
  function send(i: number, url: string, init: { method?: string; headers?: Record<string, string>; body?: unknown }) {
    const headers = { ...init.headers, ...(init.body ? { 'content-type': 'application/json' } : {}) };
    return fetch(`${processes[i % processes.length]!.base}${url}`, {
      method: init.method ?? 'GET',
      headers,
      body: init.body ? JSON.stringify(init.body) : undefined,
    });
  }

  beforeAll(async () => {
    // Many wrong cd-key guesses come from one address here on purpose.
    const env = { ...EPAY_ENV, ...(await sharedJwtKeys()), RATE_LIMIT_SCALE: '100', PORTAL_JOBS_SCHEDULE: '0' };
    // The fixtures are written through this in-process app; the races go to the two processes.
    t = await createTestApp(env);
    const shared = { ...env, DATABASE_URL: t.databaseUrl!, STATIC_DIR: path.join(work, 'dist') };
    // One after the other (the database is migrated already; neither has anything to apply).
    processes.push(await startApiProcess(shared, path.join(work, 'a')));
    processes.push(await startApiProcess(shared, path.join(work, 'b')));
  }, 300_000);

  afterAll(async () => {
    await Promise.all(processes.map((server) => server.stop()));
    processes = [];
    await t.close();
    fs.rmSync(work, { recursive: true, force: true });
  }, 60_000);

  it('credits 100 identical notifications sent at once, half to each process, exactly once', async () => {
    const alice = await quickAccount(t, 'alice@example.com');
    const open = await send(0, '/api/v2/user/wallet/recharge/1/', {
      method: 'POST',
      headers: alice.headers,
      body: { money_amount: '30.00' },
    });
    expect(open.status).toBe(200);
    const tradeNo = ((await open.json()) as { result: { trade_no: string } }).result.trade_no;
    const query = new URLSearchParams(epayNotification({ tradeNo, money: '30.00' })).toString();
    const answers = await Promise.all(
      Array.from({ length: 100 }, async (_, i) => {
        const res = await send(i, `/v1/payment/notify/epay?${query}`, {});
        return `${res.status} ${await res.text()}`;
      }),
    );
    expect(answers).toEqual(Array(100).fill('200 success'));
    expect(await walletOf(t.database.db, alice.id)).toMatchObject({ balance: '30.00', cashBalance: '30.00' });
    expect(await t.database.db.select().from(walletLedger).where(eq(walletLedger.reference, tradeNo))).toHaveLength(1);
  }, 120_000);

  it('lets 100 redemptions of one single-use cd-key by 10 customers, across both processes, succeed once', async () => {
    const customers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => quickAccount(t, `redeemer${i}@example.com`)),
    );
    const [key] = await t.database.db
      .insert(cdKeys)
      .values({ code: 'TWOPROC2345678AB', moneyAmount: '10.00' })
      .returning();
    const statuses = await Promise.all(
      Array.from({ length: 100 }, async (_, i) => {
        const res = await send(i, '/api/v2/user/wallet/cd-key/TWOP-ROC2-3456-78AB/', {
          method: 'POST',
          headers: customers[i % 10]!.headers,
        });
        return res.status;
      }),
    );
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.every((status) => status === 200 || status === 409)).toBe(true);
    const redemptions = await t.database.db
      .select()
      .from(cdKeyRedemptions)
      .where(eq(cdKeyRedemptions.cdKeyId, key!.id));
    expect(redemptions).toHaveLength(1);
    const balances = await Promise.all(customers.map((c) => walletOf(t.database.db, c.id)));
    expect(balances.map((w) => w.balance).sort()).toEqual([...Array(9).fill('0.00'), '10.00'].sort());
  }, 120_000);

  it('never takes a balance below zero with 200 purchases at once across both processes; a key sent to each buys once', async () => {
    const buyer = await quickAccount(t, 'buyer@example.com');
    const plan = await addShopItem(t.database.db, {
      name: 'Pack',
      shopType: 'additional_package',
      moneyAmount: '1.00',
      levelDays: null,
    });
    await fundWallet(t.database.db, buyer.id, '50.00');
    // 100 keys, each sent twice (a double click whose twin reaches the other process), all at once.
    const keys = Array.from({ length: 100 }, () => crypto.randomUUID());
    const answers = await Promise.all(
      Array.from({ length: 200 }, async (_, i) => {
        const res = await send(i < 100 ? 0 : 1, `/api/v2/user/shop-old/${plan}/confirm-order`, {
          method: 'POST',
          headers: buyer.headers,
          body: { idempotency_key: keys[i % 100] },
        });
        return { status: res.status, body: (await res.json()) as { code?: string; result?: { bought_id: number } } };
      }),
    );
    expect(
      answers.every(({ status, body }) => status === 200 || (status === 409 && body.code === 'insufficient_balance')),
    ).toBe(true);
    for (let k = 0; k < 100; k += 1) {
      const [a, b] = [answers[k]!, answers[k + 100]!];
      expect(a.status).toBe(b.status);
      if (a.status === 200) expect(a.body.result?.bought_id).toBe(b.body.result?.bought_id);
    }
    const bought = await t.database.db.select().from(purchases).where(eq(purchases.userId, buyer.id));
    expect(bought).toHaveLength(50);
    expect(await walletOf(t.database.db, buyer.id)).toMatchObject({ balance: '0.00', cashBalance: '0.00' });
  }, 180_000);

  it('leaves every balance equal to its ledger', async () => {
    expect(await walletsOffLedger(t.database.db)).toEqual([]);
  });
});
