// Plans in the console: created with the fields customers read in shop-old (name and description per
// language), edited, disabled and reordered — each audited; bad input refused in words, changing
// nothing; and a change never alters what a customer bought: their bill keeps its price, and its
// renewal renews the price and terms they bought.
import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { purchases, serviceBills, shopItems, userServices } from '../../../db/schema';
import { auditRows, callAs, consoleCast, resultOf, type ConsoleCast } from '../../../test-support/console-fixtures';
import { createTestApp, type TestApp } from '../../../test-support/test-app';
import { fundWallet, quickAccount, walletsOffLedger, type WalletAccount } from '../../../test-support/wallet-fixtures';
import { runJob } from '../../node-jobs/job-runner';
import { JOBS } from '../../node-jobs/jobs';

let t: TestApp;
let cast: ConsoleCast;
let buyer: WalletAccount;

const PLANS = '/api/v2/admin_api/plans';
const GIB = 1024 ** 3;

const standard = {
  shop_name: 'Standard · monthly',
  shop_type: 'main_package',
  money_amount: '15',
  user_level: 1,
  user_level_duration: 'P30D',
  account_validity_duration: 'P30D',
  ss_bandwidth_total_size: 100 * GIB,
  ss_bandwidth_reset_interval: 'P30D',
  is_auto_reset_bandwidth: true,
  node_connector: 3,
  content_extra: '100 GB a month\n3 devices at once',
  shop_name_i18n: { 'zh-CN': '标准版 · 月付' },
  content_extra_i18n: { 'zh-CN': '每月 100 GB\n3 台设备同时在线' },
};

beforeAll(async () => {
  t = await createTestApp();
  cast = await consoleCast(t);
  buyer = await quickAccount(t, 'buyer@example.com');
});
afterEach(async () => expect(await walletsOffLedger(t.database.db)).toEqual([]));
afterAll(() => t.close());

interface Plan {
  id: number;
  shop_name: string;
  money_amount: string;
  sort_order: number;
  active_bills: number;
  is_enable: boolean;
}

const shop = (language: string) =>
  t.app.inject({ url: '/api/v2/user/shop-old/', headers: { ...buyer.headers, 'accept-language': language } });

let planId: number;
let packId: number;

it('creates a plan customers read in their own language, audited', async () => {
  const plan = resultOf<Plan>(await callAs(t, cast.admin, 'POST', PLANS, standard));
  planId = plan.id;
  expect(plan).toMatchObject({
    shop_name: 'Standard · monthly',
    money_amount: '15.00',
    user_level_duration: 'P30D',
    shop_name_i18n: { 'zh-CN': '标准版 · 月付' },
    sort_order: 0,
    active_bills: 0,
  });
  const zh = resultOf<{ products: Record<string, unknown>[] }>(await shop('zh-CN,zh;q=0.9'));
  expect(zh.products[0]).toMatchObject({ shop_name: '标准版 · 月付', content_extra: '每月 100 GB\n3 台设备同时在线' });
  const en = resultOf<{ products: Record<string, unknown>[] }>(await shop('en-GB'));
  expect(en.products[0]).toMatchObject({ shop_name: 'Standard · monthly', ss_bandwidth_total_size: 100 * GIB });
  const [row] = await auditRows(t, 'plan_create');
  expect(row).toMatchObject({
    targetType: 'plan',
    targetId: String(planId),
    after: { money_amount: '15.00', user_level: 1 },
  });
  const pack = resultOf<Plan>(
    await callAs(t, cast.admin, 'POST', PLANS, {
      shop_name: 'Traffic pack · 50 GB',
      shop_type: 'additional_package',
      money_amount: '5.00',
      ss_bandwidth_total_size: 50 * GIB,
    }),
  );
  packId = pack.id;
  expect(pack.sort_order).toBe(1);
});

it('refuses negative and three-decimal prices, numbers for text, text for numbers, empty names and plans that cannot work', async () => {
  const before = await t.database.db.select().from(shopItems);
  for (const [body, words] of [
    [{ ...standard, money_amount: '-1' }, 'money_amount: Use a price of zero or more with at most two decimals'],
    [{ ...standard, money_amount: '1.001' }, 'money_amount: Use a price of zero or more with at most two decimals'],
    [{ ...standard, money_amount: 15 }, 'money_amount: Give the price as text'],
    [{ ...standard, user_level: '1' }, 'user_level: Use a whole number'],
    [{ ...standard, shop_name: '  ' }, 'shop_name: Enter a name'],
    [{ ...standard, user_level_duration: '30 days' }, 'user_level_duration: Use a duration in days'],
    [{ ...standard, user_level: null }, 'user_level: A plan needs the level it gives'],
    [{ ...standard, is_auto_reset_bandwidth: true, ss_bandwidth_reset_interval: null }, 'ss_bandwidth_reset_interval'],
    [
      { shop_name: 'Pack', shop_type: 'additional_package', money_amount: '1' },
      'A traffic pack needs the traffic it adds',
    ],
    [{ ...standard, colour: 'red' }, 'Unknown field(s): colour'],
  ] as const) {
    const res = await callAs(t, cast.admin, 'POST', PLANS, body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ is_success: false, code: 'validation_error' });
    expect(res.json().message).toContain(words);
  }
  expect((await callAs(t, cast.admin, 'PATCH', `${PLANS}/999999`, { money_amount: '1' })).statusCode).toBe(404);
  expect((await callAs(t, cast.admin, 'PATCH', `${PLANS}/${planId}`, { user_level: null })).statusCode).toBe(400);
  expect(await t.database.db.select().from(shopItems)).toEqual(before);
  expect(await auditRows(t, 'plan_update')).toHaveLength(0);
});

it('never alters what a customer bought: the bill keeps its price and renews the terms bought', async () => {
  await fundWallet(t.database.db, buyer.id, '100.00');
  const bought = await t.app.inject({
    method: 'POST',
    url: `/api/v2/user/shop-old/${planId}/confirm-order`,
    headers: buyer.headers,
    payload: { idempotency_key: crypto.randomUUID(), is_auto_renewal: true },
  });
  const { service_id: billId } = resultOf<{ service_id: number }>(bought);

  const edited = await callAs(t, cast.admin, 'PATCH', `${PLANS}/${planId}`, {
    money_amount: '29.90',
    user_level: 2,
    ss_bandwidth_total_size: 10 * GIB,
  });
  expect(resultOf(edited)).toMatchObject({ money_amount: '29.90', user_level: 2, active_bills: 1 });
  expect((await auditRows(t, 'plan_update'))[0]).toMatchObject({
    before: { money_amount: '15.00', user_level: 1, ss_bandwidth_total_size: 100 * GIB },
    after: { money_amount: '29.90', user_level: 2, ss_bandwidth_total_size: 10 * GIB },
  });

  const bill = await t.app.inject({ url: `/api/v2/user/services-old/bill/${billId}/`, headers: buyer.headers });
  expect(resultOf(bill)).toMatchObject({ money_amount: '15.00', renewal_money_amount: '15.00', user_level: 1 });
  const [service] = await t.database.db.select().from(userServices).where(eq(userServices.userId, buyer.id));
  expect(service).toMatchObject({ level: 1, trafficTotal: 100 * GIB });

  // Due within the hour: the renewal charges the price bought and gives the level and traffic bought.
  const dueAt = new Date(Date.now() + 20 * 60 * 1000);
  await t.database.db.update(serviceBills).set({ expireAt: dueAt }).where(eq(serviceBills.id, billId));
  await t.database.db.update(userServices).set({ levelExpireAt: dueAt }).where(eq(userServices.userId, buyer.id));
  expect((await runJob(t.app.portal, JOBS.autoRenewal)).affected).toBe(1);
  const renewal = await t.database.db.select().from(purchases).where(eq(purchases.kind, 'renewal'));
  expect(renewal).toEqual([expect.objectContaining({ moneyAmount: '15.00', serviceBillId: billId })]);
  const [renewed] = await t.database.db.select().from(userServices).where(eq(userServices.userId, buyer.id));
  expect(renewed).toMatchObject({ level: 1, trafficTotal: 100 * GIB });
});

it('disables a plan: the shop no longer offers it', async () => {
  resultOf(await callAs(t, cast.admin, 'PATCH', `${PLANS}/${packId}`, { is_enable: false }));
  const products = resultOf<{ products: { id: number }[] }>(await shop('en')).products;
  expect(products.map((product) => product.id)).toEqual([planId]);
  const answer = resultOf<{ currency: string; plans: Plan[] }>(await callAs(t, cast.support, 'GET', PLANS));
  expect(answer.currency).toBe('CNY');
  const all = answer.plans;
  expect(all.map((plan) => [plan.id, plan.is_enable])).toEqual([
    [planId, true],
    [packId, false],
  ]);
});

it('reorders the plans, every one given once', async () => {
  const reordered = resultOf<{ plans: Plan[] }>(
    await callAs(t, cast.admin, 'POST', `${PLANS}/order`, { plan_ids: [packId, planId] }),
  );
  expect(reordered.plans.map((plan) => plan.id)).toEqual([packId, planId]);
  for (const plan_ids of [[planId], [planId, planId], [planId, packId, 999999]]) {
    const res = await callAs(t, cast.admin, 'POST', `${PLANS}/order`, { plan_ids });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("plan_ids: Give every plan's id once, in the new order");
  }
  expect((await auditRows(t, 'plans_reorder'))[0]).toMatchObject({
    before: { order: `${planId},${packId}` },
    after: { order: `${packId},${planId}` },
  });
});
