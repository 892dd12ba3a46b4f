// Buying a plan from the wallet: the quote, the purchase (debit, ledger, service, bill, invoice) in one
// transaction, the idempotency key, and every refusal changing nothing.
import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { purchases, serviceBills, userServices, users, walletLedger } from '../../../db/schema';
import { addShopItem, GIB, setService } from '../../../test-support/service-fixtures';
import { createTestApp, type TestApp } from '../../../test-support/test-app';
import {
  fundWallet,
  quickAccount,
  walletOf,
  walletsOffLedger,
  type WalletAccount,
} from '../../../test-support/wallet-fixtures';

const DAY = 24 * 3600 * 1000;

let t: TestApp;
let alice: WalletAccount;
let pro: number;
let pack: number;

beforeAll(async () => {
  t = await createTestApp();
  alice = await quickAccount(t, 'alice@example.com');
  pro = await addShopItem(t.database.db, {
    name: 'Pro · monthly',
    moneyAmount: '29.90',
    level: 2,
    levelDays: 30,
    accountDays: 30,
    trafficBytes: 300 * GIB,
    onlineIpLimit: 6,
  });
  pack = await addShopItem(t.database.db, {
    name: 'Traffic pack',
    shopType: 'additional_package',
    moneyAmount: '5.00',
    level: null,
    levelDays: null,
    accountDays: null,
    trafficBytes: 50 * GIB,
  });
});
afterEach(async () => expect(await walletsOffLedger(t.database.db)).toEqual([]));
afterAll(() => t.close());

function preOrder(who: WalletAccount, shopId: number | string) {
  return t.app.inject({
    method: 'POST',
    url: `/api/v2/user/shop-old/${shopId}/pre-order`,
    headers: who.headers,
    payload: {},
  });
}

function confirm(who: WalletAccount, shopId: number | string, body: object) {
  return t.app.inject({
    method: 'POST',
    url: `/api/v2/user/shop-old/${shopId}/confirm-order`,
    headers: who.headers,
    payload: body,
  });
}

describe('the quote', () => {
  it('says what is missing when the balance is short, and charges nothing', async () => {
    await fundWallet(t.database.db, alice.id, '20.00');
    const res = await preOrder(alice, pro);
    expect(res.json().result).toMatchObject({
      shop_id: pro,
      shop_name: 'Pro · monthly',
      money_amount: '29.90',
      wallet_balance: '20.00',
      balance_after: '-9.90',
      is_affordable: false,
      shortfall: '9.90',
      currency: 'CNY',
    });
    expect((await walletOf(t.database.db, alice.id)).balance).toBe('20.00');
  });
});

describe('buying a plan', () => {
  it('refuses when the balance is short, changing nothing', async () => {
    const res = await confirm(alice, pro, { idempotency_key: crypto.randomUUID() });
    expect([res.statusCode, res.json().code]).toEqual([409, 'insufficient_balance']);
    expect(res.json().message).toBe(
      'Your balance (20.00 CNY) is 9.90 CNY short of the price (29.90 CNY): top up first',
    );
    expect(await t.database.db.select().from(purchases).where(eq(purchases.userId, alice.id))).toEqual([]);
  });

  it('debits the price with its ledger line, extends the plan from its current expiry and issues an invoice', async () => {
    await fundWallet(t.database.db, alice.id, '30.00');
    const runningUntil = new Date(Date.now() + 10 * DAY);
    await setService(t.database.db, alice.id, {
      level: 2,
      levelExpireAt: runningUntil,
      trafficUpload: 7 * GIB,
      trafficTotal: 300 * GIB,
    });
    const quote = (await preOrder(alice, pro)).json().result;
    expect(quote).toMatchObject({
      wallet_balance: '50.00',
      balance_after: '20.10',
      is_affordable: true,
      shortfall: '0.00',
    });
    const key = crypto.randomUUID();
    const res = await confirm(alice, pro, { idempotency_key: key, is_auto_renewal: true });
    expect(res.statusCode).toBe(200);
    const bought = res.json().result;
    expect(bought).toMatchObject({ shop_id: pro, money_amount: '29.90', wallet_balance: '20.10' });
    const expected = runningUntil.getTime() + 30 * DAY;
    expect(new Date(bought.expire_at).getTime()).toBe(expected);
    expect(quote.expire_at).toBe(bought.expire_at);

    const [service] = await t.database.db.select().from(userServices).where(eq(userServices.userId, alice.id));
    expect(service).toMatchObject({ level: 2, trafficTotal: 300 * GIB, trafficUpload: 0, onlineIpLimit: 6 });
    expect(service!.levelExpireAt.getTime()).toBe(expected);
    const [bill] = await t.database.db.select().from(serviceBills).where(eq(serviceBills.id, bought.service_id));
    expect(bill).toMatchObject({ shopName: 'Pro · monthly', moneyAmount: '29.90', isAutoRenewal: true });
    const lines = await t.database.db.select().from(walletLedger).where(eq(walletLedger.userId, alice.id));
    expect(lines.at(-1)).toMatchObject({
      kind: 'purchase',
      amount: '-29.90',
      cashAmount: '-29.90',
      balanceAfter: '20.10',
      invoiceId: bought.invoice_id,
    });
    const [account] = await t.database.db
      .select({ expireAt: users.accountExpireAt })
      .from(users)
      .where(eq(users.id, alice.id));
    expect(account!.expireAt.getTime()).toBeGreaterThan(Date.now() + 29 * DAY);

    const invoice = await t.app.inject({
      url: `/api/v2/user/wallet/billing/${bought.invoice_id}`,
      headers: alice.headers,
    });
    expect(invoice.json().result).toMatchObject({
      kind: 'purchase',
      status: 'paid',
      total: '29.90',
      description: 'Pro · monthly',
      payment_method: 'Wallet balance',
      lines: [{ description: 'Pro · monthly', quantity: 1, unit_price: '29.90', amount: '29.90' }],
      customer: { user_id: alice.id, email: 'alice@example.com' },
      seller: { name: '极速云' },
    });
    expect(invoice.json().result.number).toMatch(/^INV-\d{6}$/);

    const records = await t.app.inject({ url: '/api/v2/user/wallet/purchase-records', headers: alice.headers });
    expect(records.json().result[0]).toMatchObject({
      id: bought.bought_id,
      shop_name: 'Pro · monthly',
      kind: 'purchase',
      is_auto_renewal: true,
      renew_at: bought.expire_at,
      service_id: bought.service_id,
    });

    // The same key again (a double click, a retry): the same purchase, charged once.
    const again = await confirm(alice, pro, { idempotency_key: key, is_auto_renewal: true });
    expect(again.json().result).toEqual(bought);
    expect((await walletOf(t.database.db, alice.id)).balance).toBe('20.10');
    const reused = await confirm(alice, pack, { idempotency_key: key });
    expect([reused.statusCode, reused.json().code]).toEqual([409, 'idempotency_key_reused']);
  });

  it('adds a traffic pack to the running plan without touching its dates', async () => {
    const [before] = await t.database.db.select().from(userServices).where(eq(userServices.userId, alice.id));
    const res = await confirm(alice, pack, { idempotency_key: crypto.randomUUID() });
    expect(res.json().result).toMatchObject({ money_amount: '5.00', wallet_balance: '15.10', expire_at: null });
    const [after] = await t.database.db.select().from(userServices).where(eq(userServices.userId, alice.id));
    expect(after!.trafficTotal).toBe(before!.trafficTotal + 50 * GIB);
    expect(after!.levelExpireAt).toEqual(before!.levelExpireAt);
  });

  it('refuses plans not for sale and bad input, never a 500', async () => {
    const closed = await addShopItem(t.database.db, { name: 'Old', isCannotNewPurchase: true });
    const hidden = await addShopItem(t.database.db, { name: 'Hidden', isEnabled: false });
    const checkin = await addShopItem(t.database.db, { name: 'Check-in', shopType: 'checkin_package' });
    const key = () => ({ idempotency_key: crypto.randomUUID() });
    expect((await confirm(alice, closed, key())).json().code).toBe('plan_closed');
    expect((await confirm(alice, hidden, key())).statusCode).toBe(404);
    expect((await confirm(alice, checkin, key())).json().code).toBe('plan_not_purchasable');
    expect((await preOrder(alice, 999_999)).statusCode).toBe(404);
    for (const id of ['0', '-3', 'abc', '1.5', '2147483648']) {
      expect((await preOrder(alice, id)).statusCode).toBe(400);
      expect((await confirm(alice, id, key())).statusCode).toBe(400);
    }
    for (const body of [
      { idempotency_key: 'not-a-uuid' },
      { idempotency_key: crypto.randomUUID(), is_auto_renewal: 'yes' },
    ]) {
      const res = await confirm(alice, pro, body);
      expect([res.statusCode, res.json().code]).toEqual([400, 'validation_error']);
    }
    expect((await walletOf(t.database.db, alice.id)).balance).toBe('15.10');
  });
});

describe('idempotency as clients send it', () => {
  const buy = (who: WalletAccount, headers: Record<string, string>, payload?: object) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v2/user/shop-old/${pack}/confirm-order`,
      headers: { ...who.headers, ...headers },
      ...(payload === undefined ? {} : { payload }),
    });
  const boughtCount = async (who: WalletAccount) =>
    (await t.database.db.select().from(purchases).where(eq(purchases.userId, who.id))).length;

  it('takes the Idempotency-Key header: the same key buys once and answers the same purchase', async () => {
    const bob = await quickAccount(t, 'header-key@example.com');
    await fundWallet(t.database.db, bob.id, '20.00');
    for (const key of [crypto.randomUUID(), 'order-7f3a9c-2026-retry-safe']) {
      const first = await buy(bob, { 'idempotency-key': key }, {});
      const again = await buy(bob, { 'idempotency-key': key });
      expect([first.statusCode, again.statusCode]).toEqual([200, 200]);
      expect(again.json().result.bought_id).toBe(first.json().result.bought_id);
    }
    expect(await boughtCount(bob)).toBe(2);
    expect((await walletOf(t.database.db, bob.id)).balance).toBe('10.00');
    // The header and the body naming the same purchase agree; two different keys are refused.
    const key = crypto.randomUUID();
    expect((await buy(bob, { 'idempotency-key': key }, { idempotency_key: key })).statusCode).toBe(200);
    const differ = await buy(bob, { 'idempotency-key': crypto.randomUUID() }, { idempotency_key: key });
    expect([differ.statusCode, differ.json().code]).toEqual([400, 'idempotency_key_mismatch']);
    expect((await buy(bob, { 'idempotency-key': 'x'.repeat(256) })).statusCode).toBe(400);
  });

  it('buys without any key (the original body-less call), each request a purchase of its own', async () => {
    const carol = await quickAccount(t, 'no-key@example.com');
    await fundWallet(t.database.db, carol.id, '10.00');
    const first = await buy(carol, {});
    const second = await buy(carol, {}, {});
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(first.json().result.bought_id).not.toBe(second.json().result.bought_id);
    expect((await walletOf(t.database.db, carol.id)).balance).toBe('0.00');
    const short = await buy(carol, {});
    expect([short.statusCode, short.json().code]).toEqual([409, 'insufficient_balance']);
  });

  it('never overdraws when key-less purchases race', async () => {
    const dan = await quickAccount(t, 'racing@example.com');
    await fundWallet(t.database.db, dan.id, '12.00');
    const answers = await Promise.all(Array.from({ length: 6 }, () => buy(dan, {})));
    expect(answers.filter((res) => res.statusCode === 200)).toHaveLength(2);
    expect(answers.filter((res) => res.json().code === 'insufficient_balance')).toHaveLength(4);
    expect((await walletOf(t.database.db, dan.id)).balance).toBe('2.00');
    expect(await boughtCount(dan)).toBe(2);
  });
});
