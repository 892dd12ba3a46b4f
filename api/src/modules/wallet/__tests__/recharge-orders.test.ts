// Opening recharge orders (every bad amount refused in plain words), the customer's list and status poll
// (their own orders only), expiry by active_check_paylist, and a payment that arrives after expiry.
import { eq } from 'drizzle-orm';
import { invoices, rechargeOrders } from '../../../db/schema';
import { runJob } from '../../node-jobs/job-runner';
import { JOBS } from '../../node-jobs/jobs';
import { createTestApp, type TestApp } from '../../../test-support/test-app';
import {
  EPAY_ENV,
  epayNotification,
  quickAccount,
  walletOf,
  walletsOffLedger,
  type WalletAccount,
} from '../../../test-support/wallet-fixtures';

let t: TestApp;
let alice: WalletAccount;
let bob: WalletAccount;
const logs: string[] = [];

beforeAll(async () => {
  t = await createTestApp(
    {
      ...EPAY_ENV,
      PAYMENT_MIN_AMOUNT: '5',
      PAYMENT_MAX_AMOUNT: '2000',
      PAYMENT_PRESETS: '10,50,100',
      LOG_LEVEL: 'warn',
    },
    { logStream: { write: (line) => void logs.push(line) } },
  );
  alice = await quickAccount(t, 'alice@example.com');
  bob = await quickAccount(t, 'bob@example.com');
});
afterEach(async () => expect(await walletsOffLedger(t.database.db)).toEqual([]));
afterAll(() => t.close());

function recharge(who: WalletAccount, payload: unknown, methodId: string | number = 1) {
  return t.app.inject({
    method: 'POST',
    url: `/api/v2/user/wallet/recharge/${methodId}/`,
    headers: who.headers,
    payload: payload as object,
  });
}

describe('opening a recharge order', () => {
  it('refuses every bad amount with a 400 in plain words, and opens nothing', async () => {
    const cases: [unknown, string][] = [
      [{ money_amount: '-5' }, 'validation_error'],
      [{ money_amount: '0' }, 'validation_error'],
      [{ money_amount: '0.00' }, 'validation_error'],
      [{ money_amount: '10.005' }, 'validation_error'],
      [{ money_amount: '1e3' }, 'validation_error'],
      [{ money_amount: 'NaN' }, 'validation_error'],
      [{ money_amount: 'Infinity' }, 'validation_error'],
      [{ money_amount: 10 }, 'validation_error'],
      [{ money_amount: '' }, 'validation_error'],
      [{}, 'validation_error'],
      [{ money_amount: '99999999' }, 'validation_error'],
      [{ money_amount: '4.99' }, 'amount_too_small'],
      [{ money_amount: '2000.01' }, 'amount_too_large'],
    ];
    for (const [payload, code] of cases) {
      const res = await recharge(alice, payload);
      expect([res.statusCode, res.json().code, JSON.stringify(payload)]).toEqual([400, code, JSON.stringify(payload)]);
      expect(res.json().message).not.toMatch(/undefined|NaN|\[object/);
    }
    expect((await recharge(alice, { money_amount: '4.99' })).json().message).toBe('Top up at least 5.00 CNY');
    expect(await t.database.db.select().from(rechargeOrders).where(eq(rechargeOrders.userId, alice.id))).toEqual([]);
  });

  it('refuses an unknown or malformed payment method', async () => {
    expect((await recharge(alice, { money_amount: '10' }, 99)).statusCode).toBe(404);
    for (const id of ['0', '-1', 'abc', '1.5', '99999999999']) {
      expect((await recharge(alice, { money_amount: '10' }, id)).statusCode).toBe(400);
    }
  });

  it('lists the customer’s own orders, newest first, with what to do next', async () => {
    const first = (await recharge(alice, { money_amount: '10' })).json().result;
    const second = (await recharge(alice, { money_amount: '50.50' }, 2)).json().result;
    await recharge(bob, { money_amount: '100' });
    const res = await t.app.inject({ url: '/api/v2/user/wallet/recharge/?limit=10', headers: alice.headers });
    const { recharge_records: records, total_count } = res.json().result;
    expect(total_count).toBe(2);
    expect(records.map((r: { trade_no: string }) => r.trade_no)).toEqual([second.trade_no, first.trade_no]);
    expect(records[0]).toMatchObject({
      money_amount: '50.50',
      status: 'pending',
      is_finish: false,
      pay_method_id: 2,
      pay_method_name: 'WeChat Pay',
      pay_url: second.pay_url,
      config_json: { payment_system: 'epay', channel: 'wxpay', is_sandbox: false },
    });
    const page = await t.app.inject({ url: '/api/v2/user/wallet/recharge/?limit=1&offset=1', headers: alice.headers });
    expect(page.json().result.recharge_records.map((r: { trade_no: string }) => r.trade_no)).toEqual([first.trade_no]);
    expect(
      (await t.app.inject({ url: '/api/v2/user/wallet/recharge/?limit=0', headers: alice.headers })).statusCode,
    ).toBe(400);
  });

  it("answers the status of the customer's own order only", async () => {
    const order = (await recharge(alice, { money_amount: '10' })).json().result;
    const mine = await t.app.inject({
      method: 'POST',
      url: `/v1/payment/status?tradeno=${order.trade_no}`,
      headers: alice.headers,
    });
    expect(mine.json()).toMatchObject({ result: { trade_no: order.trade_no, status: 'pending', is_finish: false } });
    const theirs = await t.app.inject({
      method: 'POST',
      url: `/v1/payment/status?tradeno=${order.trade_no}`,
      headers: bob.headers,
    });
    expect(theirs.statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: '/v1/payment/status', headers: alice.headers })).statusCode).toBe(
      400,
    );
    expect(
      (await t.app.inject({ method: 'POST', url: `/v1/payment/status?tradeno=${order.trade_no}` })).statusCode,
    ).toBe(401);
  });
});

describe('expiry', () => {
  it('expires unpaid orders after 2 hours and voids their invoices; a late payment is still credited, flagged', async () => {
    const order = (await recharge(alice, { money_amount: '25' })).json().result;
    const realNow = t.app.portal.now;
    t.app.portal.now = () => new Date(Date.now() + 2 * 3600 * 1000 + 60_000);
    try {
      // Past its time, the list already says expired (and offers no pay URL) before the job runs.
      const listed = await t.app.inject({ url: '/api/v2/user/wallet/recharge/', headers: alice.headers });
      const record = listed
        .json()
        .result.recharge_records.find((r: { trade_no: string }) => r.trade_no === order.trade_no);
      expect(record).toMatchObject({ status: 'expired', pay_url: null });
      const summary = await runJob(t.app.portal, JOBS.activeCheckPaylist);
      expect(summary.affected).toBeGreaterThanOrEqual(1);
    } finally {
      t.app.portal.now = realNow;
    }
    const [expired] = await t.database.db
      .select()
      .from(rechargeOrders)
      .where(eq(rechargeOrders.tradeNo, order.trade_no));
    expect(expired!.status).toBe('expired');
    const [voided] = await t.database.db.select().from(invoices).where(eq(invoices.id, expired!.invoiceId));
    expect(voided!.status).toBe('void');

    const before = (await walletOf(t.database.db, alice.id)).balance;
    const late = await t.app.inject({
      url: `/v1/payment/notify/epay?${new URLSearchParams(epayNotification({ tradeNo: order.trade_no, money: '25.00' })).toString()}`,
    });
    expect(late.body).toBe('success');
    expect((await walletOf(t.database.db, alice.id)).balance).not.toBe(before);
    const [paid] = await t.database.db.select().from(rechargeOrders).where(eq(rechargeOrders.tradeNo, order.trade_no));
    expect(paid).toMatchObject({ status: 'paid', needsReview: true });
    const [invoice] = await t.database.db.select().from(invoices).where(eq(invoices.id, paid!.invoiceId));
    expect(invoice!.status).toBe('paid');
    expect(logs.some((line) => line.includes('paid after it expired') && line.includes(order.trade_no))).toBe(true);
  });
});
