// auto_renewal: a due bill is renewed from the wallet once per period, from its current expiry; a short
// balance renews nothing and mails the customer once; a top-up lets the next run renew.
import { eq } from 'drizzle-orm';
import { purchases, serviceBills, walletLedger } from '../../../db/schema';
import { mailsTo } from '../../../test-support/account-flows';
import { addBill, addShopItem, setService } from '../../../test-support/service-fixtures';
import { createTestApp, type TestApp } from '../../../test-support/test-app';
import {
  fundWallet,
  quickAccount,
  walletOf,
  walletsOffLedger,
  type WalletAccount,
} from '../../../test-support/wallet-fixtures';
import { runJob } from '../../node-jobs/job-runner';
import { JOBS } from '../../node-jobs/jobs';

const DAY = 24 * 3600 * 1000;
const HOUR = 3600 * 1000;

let t: TestApp;
let plan: number;

beforeAll(async () => {
  t = await createTestApp();
  plan = await addShopItem(t.database.db, { name: 'Monthly', moneyAmount: '15.00', level: 1, levelDays: 30 });
});
afterEach(async () => expect(await walletsOffLedger(t.database.db)).toEqual([]));
afterAll(() => t.close());

const renew = () => runJob(t.app.portal, JOBS.autoRenewal);

async function customerWithDueBill(
  email: string,
  expiresIn: number,
): Promise<{ who: WalletAccount; billId: number; expireAt: Date }> {
  const who = await quickAccount(t, email);
  const expireAt = new Date(Date.now() + expiresIn);
  await setService(t.database.db, who.id, { level: 1, levelExpireAt: expireAt });
  const billId = await addBill(t.database.db, who.id, plan, { shopName: 'Monthly', expireAt, isAutoRenewal: true });
  return { who, billId, expireAt };
}

it('renews a bill in the hour before it ends, once, extending it from its expiry', async () => {
  const { who, billId, expireAt } = await customerWithDueBill('due@example.com', 30 * 60 * 1000);
  const notYet = await customerWithDueBill('later@example.com', 5 * HOUR);
  await fundWallet(t.database.db, who.id, '40.00');
  await fundWallet(t.database.db, notYet.who.id, '40.00');
  expect((await renew()).affected).toBe(1);
  expect((await renew()).affected).toBe(0);
  const [bill] = await t.database.db.select().from(serviceBills).where(eq(serviceBills.id, billId));
  expect(bill!.expireAt!.getTime()).toBe(expireAt.getTime() + 30 * DAY);
  expect(await walletOf(t.database.db, who.id)).toMatchObject({ balance: '25.00' });
  expect(await walletOf(t.database.db, notYet.who.id)).toMatchObject({ balance: '40.00' });
  const rows = await t.database.db.select().from(purchases).where(eq(purchases.serviceBillId, billId));
  expect(rows).toEqual([expect.objectContaining({ kind: 'renewal', moneyAmount: '15.00', renewedFrom: expireAt })]);
  const lines = await t.database.db.select().from(walletLedger).where(eq(walletLedger.userId, who.id));
  expect(lines.at(-1)).toMatchObject({ kind: 'renewal', amount: '-15.00', description: 'Renewal · Monthly' });
  const records = await t.app.inject({ url: '/api/v2/user/wallet/purchase-records', headers: who.headers });
  expect(records.json().result[0]).toMatchObject({ kind: 'renewal', service_id: billId, is_auto_renewal: true });
});

it('renews nothing when the balance is short, mails the customer once, and renews after a top-up', async () => {
  const { who, billId, expireAt } = await customerWithDueBill('short@example.com', 20 * 60 * 1000);
  await fundWallet(t.database.db, who.id, '10.00');
  await renew();
  await renew();
  expect(await walletOf(t.database.db, who.id)).toMatchObject({ balance: '10.00' });
  const [unchanged] = await t.database.db.select().from(serviceBills).where(eq(serviceBills.id, billId));
  expect(unchanged!.expireAt).toEqual(expireAt);
  const mails = mailsTo(t, 'short@example.com');
  expect(mails).toHaveLength(1);
  expect(mails[0]).toContain('10.00 CNY');
  expect(mails[0]).toContain('15.00 CNY');

  await fundWallet(t.database.db, who.id, '5.00');
  await renew();
  expect(await walletOf(t.database.db, who.id)).toMatchObject({ balance: '0.00' });
  expect(mailsTo(t, 'short@example.com')).toHaveLength(1);
});

it('leaves a bill a newer plan replaced, and one whose plan is withdrawn', async () => {
  const { who, billId } = await customerWithDueBill('moved@example.com', 10 * 60 * 1000);
  await fundWallet(t.database.db, who.id, '50.00');
  await addBill(t.database.db, who.id, plan, {
    createdAt: new Date(Date.now() + 1000),
    expireAt: new Date(Date.now() + 20 * DAY),
  });
  const withdrawn = await addShopItem(t.database.db, { moneyAmount: '1.00', isEnabled: false });
  const other = await quickAccount(t, 'withdrawn@example.com');
  await fundWallet(t.database.db, other.id, '50.00');
  await addBill(t.database.db, other.id, withdrawn, {
    expireAt: new Date(Date.now() + 10 * 60 * 1000),
    isAutoRenewal: true,
  });
  await renew();
  expect(await t.database.db.select().from(purchases).where(eq(purchases.serviceBillId, billId))).toEqual([]);
  expect(await walletOf(t.database.db, who.id)).toMatchObject({ balance: '50.00' });
  expect(await walletOf(t.database.db, other.id)).toMatchObject({ balance: '50.00' });
});
