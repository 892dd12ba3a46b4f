// Money under concurrency. With TEST_DATABASE_URL (CI's PostgreSQL pass) the requests are split between
// two API servers over one database, each with its own connection pool as two processes would have; on
// PGlite (one connection) they still all race through one server. Whatever the interleaving: a payment
// is credited once, a single-use cd-key is redeemed once, a balance never goes below zero, a renewal
// period is paid once, and afterwards every balance equals its ledger. The first three races are
// test-support/wallet-races.ts, which wallet-processes.test.ts runs across two real processes.
import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { purchases } from '../../../db/schema';
import { addBill, addShopItem, setService } from '../../../test-support/service-fixtures';
import { createSecondApp, createTestApp, type TestApp } from '../../../test-support/test-app';
import { EPAY_ENV, fundWallet, quickAccount, walletOf, walletsOffLedger } from '../../../test-support/wallet-fixtures';
import { raceCdKey, raceNotifications, racePurchases, type Send } from '../../../test-support/wallet-races';
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

// Requests alternate between the servers (two on PostgreSQL, one on PGlite).
const send: Send = async (which, request) => {
  const res = await app(which).inject({
    method: request.method ?? 'GET',
    url: request.url,
    headers: request.headers,
    payload: request.body as object | undefined,
  });
  return { status: res.statusCode, text: res.body };
};

it('credits 100 identical notifications sent at once exactly once', () => raceNotifications(t, send), 120_000);

it(
  'lets 100 redemptions of one single-use cd-key by 10 customers at once succeed once',
  () => raceCdKey(t, send, 'RACEKEY2345678AB'),
  120_000,
);

it(
  'never takes a balance below zero with 200 purchases at once, and a key twice buys once',
  () => racePurchases(t, send),
  180_000,
);

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
