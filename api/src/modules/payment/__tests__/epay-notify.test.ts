// EPay notifications end to end through the API: a recharge order, its pay URL, and the gateway's
// notification by GET, form POST and JSON POST; every tampering and mismatch refused without a credit.
import { eq } from 'drizzle-orm';
import { invoices, rechargeOrders, walletLedger } from '../../../db/schema';
import { createTestApp, type TestApp } from '../../../test-support/test-app';
import {
  EPAY,
  EPAY_ENV,
  epayNotification,
  quickAccount,
  walletOf,
  walletsOffLedger,
  type WalletAccount,
} from '../../../test-support/wallet-fixtures';
import { addMoney } from '../../../lib/money';
import { epayVerify } from '../epay/epay-sign';

let t: TestApp;
let alice: WalletAccount;
const logs: string[] = [];

beforeAll(async () => {
  t = await createTestApp(
    { ...EPAY_ENV, PUBLIC_URL: 'https://portal.example.com', LOG_LEVEL: 'info' },
    { logStream: { write: (line) => void logs.push(line) } },
  );
  alice = await quickAccount(t, 'alice@example.com');
});
afterEach(async () => expect(await walletsOffLedger(t.database.db)).toEqual([]));
afterAll(() => t.close());

async function openOrder(amount = '30.00', methodId = 1) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/v2/user/wallet/recharge/${methodId}/`,
    headers: alice.headers,
    payload: { money_amount: amount },
  });
  expect(res.statusCode).toBe(200);
  return (res.json() as { result: { trade_no: string; pay_url: string; money_amount: string } }).result;
}

function notifyGet(params: Record<string, string>) {
  return t.app.inject({ method: 'GET', url: `/v1/payment/notify/epay?${new URLSearchParams(params).toString()}` });
}

async function balance() {
  return (await walletOf(t.database.db, alice.id)).balance;
}

describe('a recharge order', () => {
  it('lists the configured methods and the bounds', async () => {
    const res = await t.app.inject({ url: '/api/v2/user/wallet/payment-methods', headers: alice.headers });
    expect(res.json()).toMatchObject({
      result: {
        currency: 'CNY',
        min_amount: '1.00',
        max_amount: '10000.00',
        presets: ['10.00', '30.00', '50.00', '100.00', '200.00'],
        methods: [
          { id: 1, payment_system: 'epay', type: 'alipay', name: 'Alipay', is_sandbox: false },
          { id: 2, payment_system: 'epay', type: 'wxpay', name: 'WeChat Pay', is_sandbox: false },
        ],
      },
    });
  });

  it("points at the gateway's submit.php with our signed order, and is pending with a pending invoice", async () => {
    const order = await openOrder('30');
    expect(order.money_amount).toBe('30.00');
    const url = new URL(order.pay_url);
    expect(`${url.origin}${url.pathname}`).toBe(`${EPAY.url}submit.php`);
    const params = Object.fromEntries(url.searchParams);
    expect(params).toMatchObject({
      pid: EPAY.pid,
      type: 'alipay',
      out_trade_no: order.trade_no,
      money: '30.00',
      notify_url: 'https://portal.example.com/v1/payment/notify/epay',
      return_url: `https://portal.example.com/user/wallet/recharge?trade_no=${order.trade_no}`,
      sign_type: 'MD5',
    });
    expect(epayVerify(params, EPAY.key, 'key')).toBe(true);
    const [row] = await t.database.db.select().from(rechargeOrders).where(eq(rechargeOrders.tradeNo, order.trade_no));
    expect(row).toMatchObject({ status: 'pending', moneyAmount: '30.00', paymentSystem: 'epay', channel: 'alipay' });
    const [invoice] = await t.database.db.select().from(invoices).where(eq(invoices.id, row!.invoiceId));
    expect(invoice).toMatchObject({ status: 'pending', kind: 'recharge', total: '30.00' });
  });
});

describe('the EPay notification', () => {
  it('credits a GET notification once, answering exactly "success" every time', async () => {
    const before = await balance();
    const order = await openOrder('30.00');
    const notification = epayNotification({ tradeNo: order.trade_no, money: '30' }); // money=10, not 10.00: as sent
    const first = await notifyGet(notification);
    expect(first.statusCode).toBe(200);
    expect(first.body).toBe('success');
    expect(first.headers['content-type']).toMatch(/^text\/plain/);
    expect(await balance()).toBe(addMoney(before, '30.00'));
    // The gateway repeats itself until it hears success, and sometimes after.
    for (let i = 0; i < 3; i += 1) expect((await notifyGet(notification)).body).toBe('success');
    expect(await balance()).toBe(addMoney(before, '30.00'));

    const [row] = await t.database.db.select().from(rechargeOrders).where(eq(rechargeOrders.tradeNo, order.trade_no));
    expect(row).toMatchObject({ status: 'paid', settledBy: 'gateway', needsReview: false, paidAmount: '30.00' });
    expect(row!.gatewayRef).toBe(notification.trade_no);
    const lines = await t.database.db.select().from(walletLedger).where(eq(walletLedger.reference, order.trade_no));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ kind: 'recharge', amount: '30.00', cashAmount: '30.00' });
    const [invoice] = await t.database.db.select().from(invoices).where(eq(invoices.id, row!.invoiceId));
    expect(invoice).toMatchObject({ status: 'paid', paymentMethod: 'Alipay (EPay)' });

    const status = await t.app.inject({
      method: 'POST',
      url: `/v1/payment/status?tradeno=${order.trade_no}`,
      headers: alice.headers,
    });
    expect(status.json()).toMatchObject({ result: { trade_no: order.trade_no, is_finish: true, status: 'paid' } });
  });

  it('accepts a form POST and a JSON POST', async () => {
    const formOrder = await openOrder('12.50');
    const form = await t.app.inject({
      method: 'POST',
      url: '/v1/payment/notify/epay',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(epayNotification({ tradeNo: formOrder.trade_no, money: '12.50' })).toString(),
    });
    expect([form.statusCode, form.body]).toEqual([200, 'success']);
    const jsonOrder = await openOrder('7.00', 2);
    const json = await t.app.inject({
      method: 'POST',
      url: '/v1/payment/notify/epay',
      payload: epayNotification({ tradeNo: jsonOrder.trade_no, money: '7.00' }, { type: 'wxpay' }),
    });
    expect([json.statusCode, json.body]).toEqual([200, 'success']);
    for (const tradeNo of [formOrder.trade_no, jsonOrder.trade_no]) {
      const [row] = await t.database.db.select().from(rechargeOrders).where(eq(rechargeOrders.tradeNo, tradeNo));
      expect(row!.status).toBe('paid');
    }
  });

  it('refuses every tampered field, the amount and another key, and credits nothing', async () => {
    const before = await balance();
    const order = await openOrder('50.00');
    const genuine = epayNotification({ tradeNo: order.trade_no, money: '50.00' });
    const tampered = Object.keys(genuine)
      .filter((name) => name !== 'sign' && name !== 'sign_type' && name !== 'out_trade_no')
      .map((name) => ({ ...genuine, [name]: name === 'money' ? '0.01' : `${genuine[name]}x` }));
    for (const params of [
      ...tampered,
      { ...genuine, money: '500.00' },
      { ...genuine, sign: genuine.sign!.replace(/^./, (c) => (c === 'a' ? 'b' : 'a')) },
      epayNotification({ tradeNo: order.trade_no, money: '50.00' }, {}, 'another-merchant-key-0123456789'),
      { ...genuine, sign: '' },
    ]) {
      const res = await notifyGet(params);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ is_success: false, code: 'signature_invalid' });
    }
    expect(await balance()).toBe(before);
    const [row] = await t.database.db.select().from(rechargeOrders).where(eq(rechargeOrders.tradeNo, order.trade_no));
    expect(row!.status).toBe('pending');
  });

  it('refuses a signed notification that pays less, names another merchant or is not a success', async () => {
    const before = await balance();
    const order = await openOrder('20.00');
    const cases: [Record<string, string>, string][] = [
      [{ money: '19.99' }, 'amount_mismatch'],
      [{ money: '0.01' }, 'amount_mismatch'],
      [{ money: '20.01' }, 'amount_mismatch'],
      [{ money: 'NaN' }, 'amount_mismatch'],
      [{ money: '2e1' }, 'amount_mismatch'],
      [{ pid: '9999' }, 'merchant_mismatch'],
      [{ trade_status: 'WAIT_BUYER_PAY' }, 'trade_not_successful'],
      [{ trade_status: 'TRADE_CLOSED' }, 'trade_not_successful'],
    ];
    for (const [changes, code] of cases) {
      const res = await notifyGet(epayNotification({ tradeNo: order.trade_no, money: '20.00' }, changes));
      expect([res.statusCode, res.json().code]).toEqual([400, code]);
    }
    const unknown = await notifyGet(epayNotification({ tradeNo: '20261126000000999', money: '20.00' }));
    expect([unknown.statusCode, unknown.json().code]).toEqual([404, 'order_not_found']);
    expect(await balance()).toBe(before);
  });

  it('refuses malformed notifications and unknown gateways in the envelope, never a 500', async () => {
    const order = await openOrder('5.00');
    const genuine = epayNotification({ tradeNo: order.trade_no, money: '5.00' });
    const doubled = `${new URLSearchParams(genuine).toString()}&money=5000.00`;
    const res = await t.app.inject({ url: `/v1/payment/notify/epay?${doubled}` });
    expect([res.statusCode, res.json().code]).toEqual([400, 'notify_malformed']);
    const nested = await t.app.inject({
      method: 'POST',
      url: '/v1/payment/notify/epay',
      payload: { ...genuine, money: { value: '5.00' } },
    });
    expect([nested.statusCode, nested.json().code]).toEqual([400, 'notify_malformed']);
    const empty = await t.app.inject({ method: 'POST', url: '/v1/payment/notify/epay' });
    expect(empty.statusCode).toBe(400);
    for (const system of ['paypal', 'stripe']) {
      const other = await t.app.inject({
        url: `/v1/payment/notify/${system}?${new URLSearchParams(genuine).toString()}`,
      });
      expect(other.statusCode).toBe(404);
    }
    const badName = await t.app.inject({ url: '/v1/payment/notify/EPay%20!' });
    expect(badName.statusCode).toBe(400);
    const text = await t.app.inject({
      method: 'POST',
      url: '/v1/payment/notify/epay',
      headers: { 'content-type': 'text/plain' },
      payload: 'money=5',
    });
    expect(text.statusCode).toBe(415);
  });

  it('logs each refusal with its reason, never the signature or the key', () => {
    const refusals = logs.filter((line) => line.includes('payment notification refused'));
    expect(refusals.some((line) => line.includes('"reason":"signature_invalid"'))).toBe(true);
    expect(refusals.some((line) => line.includes('"reason":"amount_mismatch"'))).toBe(true);
    const all = logs.join('\n');
    expect(all).not.toContain(EPAY.key);
    expect(all).not.toMatch(/sign=[0-9a-f]{32}/);
  });
});
