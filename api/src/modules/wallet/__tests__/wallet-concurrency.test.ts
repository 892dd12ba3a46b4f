// Money under concurrency. With TEST_DATABASE_URL (CI's PostgreSQL pass) the requests are split between
// two API servers over one database, each with its own connection pool as two processes would have; on
// PGlite (one connection) they still all race through one server. Whatever the interleaving: a payment
// is credited once, a single-use cd-key is redeemed once, a balance never goes below zero, a renewal
// period is paid once, and afterwards every balance equals its ledger.
import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { cdKeyRedemptions, cdKeys, purchases, walletLedger } from '../../../db/schema';
import { addBill, addShopItem, setService } from '../../../test-support/service-fixtures';
import { createSecondApp, createTestApp, type TestApp } from '../../../test-support/test-app';
import {
  EPAY_ENV,
  epayNotification,
  fundWallet,
  quickAccount,
  walletOf,
  walletsOffLedger,
} from '../../../test-support/wallet-fixtures';
import { autoRenewalJob } from '../../shop/auto-renewal-job';

let t: TestApp;
let second: Awaited<ReturnType<typeof createSecondApp>>;
let apps: FastifyInstance[];

beforeAll(async () => {
  // Many wrong cd-key guesses come from one address here on purpose.
  t = await createTestApp({ ...EPAY_ENV, RATE_LIMIT_SCALE: '100' });
  second = await createSecondApp(t);
  apps = [t.app, second?.app ?? t.app];
}, 120_000);
afterAll(async () => {
  await second?.close();
  await t.close();
});

const app = (i: number) => apps[i % apps.length]!;

it('credits 100 identical notifications sent at once exactly once', async () => {
  const alice = await quickAccount(t, 'alice@example.com');
  const open = await t.app.inject({
    method: 'POST',
    url: '/api/v2/user/wallet/recharge/1/',
    headers: alice.headers,
    payload: { money_amount: '30.00' },
  });
  const tradeNo = (open.json() as { result: { trade_no: string } }).result.trade_no;
  const query = new URLSearchParams(epayNotification({ tradeNo, money: '30.00' })).toString();
  const answers = await Promise.all(
    Array.from({ length: 100 }, (_, i) => app(i).inject({ url: `/v1/payment/notify/epay?${query}` })),
  );
  expect(answers.map((res) => `${res.statusCode} ${res.body}`)).toEqual(Array(100).fill('200 success'));
  expect(await walletOf(t.database.db, alice.id)).toMatchObject({ balance: '30.00', cashBalance: '30.00' });
  expect(await t.database.db.select().from(walletLedger).where(eq(walletLedger.reference, tradeNo))).toHaveLength(1);
}, 120_000);

it('lets 100 redemptions of one single-use cd-key by 10 customers at once succeed once', async () => {
  const customers = await Promise.all(
    Array.from({ length: 10 }, (_, i) => quickAccount(t, `redeemer${i}@example.com`)),
  );
  const [key] = await t.database.db
    .insert(cdKeys)
    .values({ code: 'RACEKEY2345678AB', moneyAmount: '10.00' })
    .returning();
  const answers = await Promise.all(
    Array.from({ length: 100 }, (_, i) =>
      app(i).inject({
        method: 'POST',
        url: '/api/v2/user/wallet/cd-key/RACE-KEY2-3456-78AB/',
        headers: customers[i % 10]!.headers,
      }),
    ),
  );
  const statuses = answers.map((res) => res.statusCode);
  expect(statuses.filter((status) => status === 200)).toHaveLength(1);
  expect(statuses.every((status) => status === 200 || status === 409)).toBe(true);
  const redemptions = await t.database.db.select().from(cdKeyRedemptions).where(eq(cdKeyRedemptions.cdKeyId, key!.id));
  expect(redemptions).toHaveLength(1);
  const [after] = await t.database.db.select().from(cdKeys).where(eq(cdKeys.id, key!.id));
  expect(after!.usesLeft).toBe(0);
  const balances = await Promise.all(customers.map((c) => walletOf(t.database.db, c.id)));
  expect(balances.map((w) => w.balance).sort()).toEqual([...Array(9).fill('0.00'), '10.00'].sort());
}, 120_000);

it('never takes a balance below zero with 200 purchases at once, and a key twice buys once', async () => {
  const buyer = await quickAccount(t, 'buyer@example.com');
  const plan = await addShopItem(t.database.db, {
    name: 'Pack',
    shopType: 'additional_package',
    moneyAmount: '1.00',
    levelDays: null,
  });
  await fundWallet(t.database.db, buyer.id, '50.00');
  // 100 keys, each sent twice (a double click), all at once.
  const keys = Array.from({ length: 100 }, () => crypto.randomUUID());
  const answers = await Promise.all(
    Array.from({ length: 200 }, (_, i) =>
      app(i).inject({
        method: 'POST',
        url: `/api/v2/user/shop-old/${plan}/confirm-order`,
        headers: buyer.headers,
        payload: { idempotency_key: keys[i % 100] },
      }),
    ),
  );
  expect(
    answers.every(
      (res) => res.statusCode === 200 || (res.statusCode === 409 && res.json().code === 'insufficient_balance'),
    ),
  ).toBe(true);
  for (let k = 0; k < 100; k += 1) {
    const [a, b] = [answers[k]!, answers[k + 100]!];
    expect(a.statusCode).toBe(b.statusCode);
    if (a.statusCode === 200) expect(a.json().result.bought_id).toBe(b.json().result.bought_id);
  }
  const bought = await t.database.db.select().from(purchases).where(eq(purchases.userId, buyer.id));
  expect(bought).toHaveLength(50);
  expect(new Set(bought.map((row) => row.balanceAfter)).size).toBe(50);
  expect(await walletOf(t.database.db, buyer.id)).toMatchObject({ balance: '0.00', cashBalance: '0.00' });
}, 180_000);

it('renews a period once when two processes run the renewal at the same moment', async () => {
  const owner = await quickAccount(t, 'owner@example.com');
  const plan = await addShopItem(t.database.db, { name: 'Monthly', moneyAmount: '15.00', levelDays: 30 });
  const expireAt = new Date(Date.now() + 10 * 60 * 1000);
  await setService(t.database.db, owner.id, { levelExpireAt: expireAt });
  const billId = await addBill(t.database.db, owner.id, plan, { expireAt, isAutoRenewal: true });
  await fundWallet(t.database.db, owner.id, '100.00');
  // Straight to the job's body on both servers, past the lease that normally keeps them apart.
  await Promise.all(apps.concat(apps).map((server) => autoRenewalJob.run(server.portal, {})));
  expect(await t.database.db.select().from(purchases).where(eq(purchases.serviceBillId, billId))).toHaveLength(1);
  expect(await walletOf(t.database.db, owner.id)).toMatchObject({ balance: '85.00' });
}, 120_000);

it('moves commission into the wallet no more than it has, 20 requests at once', async () => {
  const inviter = await quickAccount(t, 'inviter@example.com');
  const invitee = await quickAccount(t, 'invitee@example.com', { invitedBy: inviter.id });
  const plan = await addShopItem(t.database.db, { name: 'Yearly', moneyAmount: '100.00', levelDays: 365 });
  await fundWallet(t.database.db, invitee.id, '100.00');
  const bought = await t.app.inject({
    method: 'POST',
    url: `/api/v2/user/shop-old/${plan}/confirm-order`,
    headers: invitee.headers,
    payload: { idempotency_key: crypto.randomUUID() },
  });
  expect(bought.statusCode).toBe(200);
  expect(await walletOf(t.database.db, inviter.id)).toMatchObject({ inviteBalance: '10.00' });
  const answers = await Promise.all(
    Array.from({ length: 20 }, (_, i) =>
      app(i).inject({
        method: 'POST',
        url: '/api/v2/user/invite/transfer',
        headers: inviter.headers,
        payload: { money_amount: '1.00' },
      }),
    ),
  );
  expect(answers.filter((res) => res.statusCode === 200)).toHaveLength(10);
  expect(answers.filter((res) => res.statusCode === 409)).toHaveLength(10);
  expect(await walletOf(t.database.db, inviter.id)).toMatchObject({ balance: '10.00', inviteBalance: '0.00' });
}, 120_000);

it('leaves every balance equal to its ledger', async () => {
  expect(await walletsOffLedger(t.database.db)).toEqual([]);
});
