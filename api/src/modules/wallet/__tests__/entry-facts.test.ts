// Ledger lines and invoices carry what they are beside their English words: the plan a line or an
// invoice paid for (`plan_name`, as it was named then) and how an invoice is paid (`payment`: the
// balance, a gateway's channel, an operator), while every field older clients read keeps its value.
import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { ROLES } from '@portal/shared/contract';
import { rechargeOrders, shopItems } from '../../../db/schema';
import { addBill, addShopItem, setService } from '../../../test-support/service-fixtures';
import { createTestApp, type TestApp } from '../../../test-support/test-app';
import {
  epayNotification,
  fundWallet,
  quickAccount,
  walletsOffLedger,
  type WalletAccount,
} from '../../../test-support/wallet-fixtures';
import { runJob } from '../../node-jobs/job-runner';
import { JOBS } from '../../node-jobs/jobs';

let t: TestApp;
let alice: WalletAccount;
let admin: WalletAccount;

beforeAll(async () => {
  // Demo mode without a gateway: the portal's EPay sandbox, with a channel the portal has no name for.
  t = await createTestApp({ PORTAL_DEMO: '1', PAYMENT_EPAY_TYPES: 'alipay,wxpay,crypto' });
  alice = await quickAccount(t, 'alice@example.com');
  admin = await quickAccount(t, 'admin@example.com', { role: ROLES.admin });
});
afterEach(async () => expect(await walletsOffLedger(t.database.db)).toEqual([]));
afterAll(() => t.close());

const get = async (who: WalletAccount, url: string) => {
  const res = await t.app.inject({ url, headers: who.headers });
  expect(res.statusCode).toBe(200);
  return res.json().result;
};
const invoice = (who: WalletAccount, id: string) => get(who, `/api/v2/user/wallet/billing/${id}`);
const ledgerLines = async (who: WalletAccount) => (await get(who, '/api/v2/user/wallet/ledger?limit=50')).records;
const invoiceList = async (who: WalletAccount) => (await get(who, '/api/v2/user/wallet/billing/?size=50')).records;

async function openOrder(who: WalletAccount, methodId: number, amount: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/v2/user/wallet/recharge/${methodId}/`,
    headers: who.headers,
    payload: { money_amount: amount },
  });
  expect(res.statusCode).toBe(200);
  const { trade_no: tradeNo } = res.json().result as { trade_no: string };
  const [order] = await t.database.db.select().from(rechargeOrders).where(eq(rechargeOrders.tradeNo, tradeNo));
  return { tradeNo, invoiceId: order!.invoiceId };
}

/** The sandbox gateway's notification that the order is paid, signed with the sandbox's own key. */
async function gatewayPays(tradeNo: string, money: string) {
  const sandbox = t.app.portal.payments.epay!;
  const notification = epayNotification({ tradeNo, money }, { pid: sandbox.pid }, sandbox.key);
  const res = await t.app.inject({ url: `/v1/payment/notify/epay?${new URLSearchParams(notification).toString()}` });
  expect(res.body).toBe('success');
}

describe('a top-up', () => {
  it('says its gateway and channel while pending and once paid, beside the same words as before', async () => {
    const { tradeNo, invoiceId } = await openOrder(alice, 2, '30');
    const sandboxWeChat = { payment_system: 'epay', channel: 'wxpay', is_sandbox: true };
    expect(await invoice(alice, invoiceId)).toMatchObject({
      kind: 'recharge',
      status: 'pending',
      description: 'Wallet top-up',
      payment_method: 'WeChat Pay (EPay sandbox)',
      plan_name: null,
      payment: { by: 'gateway', ...sandboxWeChat },
    });

    await gatewayPays(tradeNo, '30.00');
    expect(await invoice(alice, invoiceId)).toMatchObject({
      status: 'paid',
      payment_method: 'WeChat Pay (EPay sandbox)',
      plan_name: null,
      payment: { by: 'gateway', ...sandboxWeChat },
    });
    const [line] = (await ledgerLines(alice)).filter((entry: { reference: string }) => entry.reference === tradeNo);
    expect(line).toMatchObject({
      kind: 'recharge',
      description: 'Top-up · WeChat Pay (EPay sandbox)',
      plan_name: null,
    });
    const [listed] = (await invoiceList(alice)).filter((entry: { id: string }) => entry.id === invoiceId);
    expect(listed).toMatchObject({ kind: 'recharge', description: 'Wallet top-up', plan_name: null });
  });

  it('says an operator paid it when one marked it paid, and keeps the channel it was opened with', async () => {
    const { tradeNo, invoiceId } = await openOrder(alice, 1, '12');
    const marked = await t.app.inject({
      url: `/v1/payment/admin_notify?out_trade_no=${tradeNo}`,
      headers: admin.headers,
    });
    expect(marked.statusCode).toBe(200);
    expect(await invoice(alice, invoiceId)).toMatchObject({
      payment_method: 'Marked paid by an operator',
      payment: { by: 'operator', payment_system: 'epay', channel: 'alipay', is_sandbox: true },
    });
    const [line] = (await ledgerLines(alice)).filter((entry: { reference: string }) => entry.reference === tradeNo);
    expect(line).toMatchObject({ description: 'Top-up · Marked paid by an operator', plan_name: null });
  });

  it('sends a channel the portal has no name for as it is, named after itself in the words', async () => {
    const methods = await get(alice, '/api/v2/user/wallet/payment-methods');
    expect(methods.methods[2]).toMatchObject({ id: 3, type: 'crypto', name: 'Crypto', is_sandbox: true });
    const { invoiceId } = await openOrder(alice, 3, '10');
    expect(await invoice(alice, invoiceId)).toMatchObject({
      payment_method: 'Crypto (EPay sandbox)',
      payment: { by: 'gateway', payment_system: 'epay', channel: 'crypto', is_sandbox: true },
    });
    const orders = await get(alice, '/api/v2/user/wallet/recharge/');
    expect(orders.recharge_records[0]).toMatchObject({
      pay_method_name: 'Crypto',
      config_json: { payment_system: 'epay', channel: 'crypto', is_sandbox: true },
    });
  });
});

describe('a plan bought and renewed from the balance', () => {
  it('names the plan as it was named then, on the ledger and the invoices, and says the balance paid', async () => {
    const bob = await quickAccount(t, 'bob@example.com');
    // A name that looks like the API's own words for a renewal: only the facts tell it apart.
    const plan = await addShopItem(t.database.db, { name: 'Pro (renewal)', moneyAmount: '15.00' });
    await fundWallet(t.database.db, bob.id, '40.00');
    const bought = await t.app.inject({
      method: 'POST',
      url: `/api/v2/user/shop-old/${plan}/confirm-order`,
      headers: bob.headers,
      payload: { idempotency_key: crypto.randomUUID() },
    });
    expect(bought.statusCode).toBe(200);
    const purchaseInvoice = bought.json().result.invoice_id as string;

    // Due within the hour, then renewed by the job; the plan is renamed afterwards.
    const expireAt = new Date(Date.now() + 30 * 60 * 1000);
    await setService(t.database.db, bob.id, { level: 1, levelExpireAt: expireAt });
    await addBill(t.database.db, bob.id, plan, { shopName: 'Pro (renewal)', expireAt, isAutoRenewal: true });
    expect((await runJob(t.app.portal, JOBS.autoRenewal)).affected).toBe(1);
    await t.database.db.update(shopItems).set({ name: 'Pro 2026' }).where(eq(shopItems.id, plan));

    const lines = await ledgerLines(bob);
    expect(lines.slice(0, 2)).toMatchObject([
      {
        kind: 'renewal',
        description: 'Renewal · Pro (renewal)',
        reference: `plan:${plan}`,
        plan_name: 'Pro (renewal)',
      },
      { kind: 'purchase', description: 'Pro (renewal)', reference: `plan:${plan}`, plan_name: 'Pro (renewal)' },
    ]);
    expect(lines[2]).toMatchObject({ kind: 'recharge', plan_name: null });

    const [renewalInvoice, boughtInvoice] = await invoiceList(bob);
    expect(boughtInvoice).toMatchObject({
      id: purchaseInvoice,
      kind: 'purchase',
      description: 'Pro (renewal)',
      plan_name: 'Pro (renewal)',
    });
    expect(renewalInvoice).toMatchObject({
      kind: 'renewal',
      description: 'Pro (renewal) (renewal)',
      plan_name: 'Pro (renewal)',
    });
    const balance = { by: 'wallet_balance', payment_system: null, channel: null, is_sandbox: false };
    expect(await invoice(bob, renewalInvoice.id)).toMatchObject({
      plan_name: 'Pro (renewal)',
      payment_method: 'Wallet balance',
      payment: balance,
      lines: [{ description: 'Pro (renewal) (renewal)', quantity: 1, unit_price: '15.00', amount: '15.00' }],
    });
    expect(await invoice(bob, purchaseInvoice)).toMatchObject({ payment_method: 'Wallet balance', payment: balance });
  });
});
