// Old-style services: the list, bills, auto-renewal, the current plan (get_old_service), daily check-in.
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test-support/test-app';
import { type Account, customer } from '../../../test-support/ticket-flows';
import { GIB, addBill, addShopItem, setService } from '../../../test-support/service-fixtures';
import { shopItems } from '../../../db/schema';

let t: TestApp;
let alice: Account;
let bob: Account;
let planId: number;
let packId: number;
let expiredBill: number;
let currentBill: number;
let packBill: number;
let bobsBill: number;
const DAY = 86_400_000;
const ISO = expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);

beforeAll(async () => {
  t = await createTestApp();
  alice = await customer(t, 'alice@example.com');
  bob = await customer(t, 'bob@example.com');
  const db = t.database.db;
  planId = await addShopItem(db, {
    name: 'Pro',
    moneyAmount: '29.90',
    trafficBytes: 300 * GIB,
    level: 2,
    content: '300 GB',
  });
  packId = await addShopItem(db, {
    name: 'Pack',
    shopType: 'additional_package',
    moneyAmount: '5.00',
    trafficBytes: 50 * GIB,
    level: null,
  });
  await setService(db, alice.id, {
    level: 2,
    trafficTotal: 300 * GIB,
    trafficUpload: 3 * GIB,
    trafficDownload: 7 * GIB,
  });
  expiredBill = await addBill(db, alice.id, planId, {
    shopName: 'Pro',
    moneyAmount: '29.90',
    trafficUsed: 42 * GIB,
    createdAt: new Date(Date.now() - 60 * DAY),
    expireAt: new Date(Date.now() - 30 * DAY),
  });
  currentBill = await addBill(db, alice.id, planId, {
    shopName: 'Pro',
    moneyAmount: '29.90',
    trafficTotal: 300 * GIB,
    createdAt: new Date(Date.now() - 10 * DAY),
    expireAt: new Date(Date.now() + 20 * DAY),
  });
  packBill = await addBill(db, alice.id, packId, {
    shopName: 'Pack',
    shopType: 'additional_package',
    moneyAmount: '5.00',
    trafficTotal: 50 * GIB,
    createdAt: new Date(Date.now() - 1 * DAY),
    expireAt: null,
  });
  bobsBill = await addBill(db, bob.id, planId);
});
afterAll(() => t.close());

const get = (account: Account, url: string) => t.app.inject({ url, headers: account.headers });

describe('services and bills', () => {
  it('lists the customer’s services: the running plan reads the live counters', async () => {
    const { result } = (await get(alice, '/api/v2/user/services-old/')).json();
    expect(result.total_count).toBe(3);
    expect(result.services.map((s: { service_id: number }) => s.service_id)).toEqual([
      packBill,
      currentBill,
      expiredBill,
    ]);
    expect(result.services[1]).toEqual({
      service_id: currentBill,
      service_name: 'Pro',
      service_type: 'main_package',
      status: 'active',
      created_at: ISO,
      expire_at: ISO,
      traffic_used: 10 * GIB,
      traffic_total: 300 * GIB,
      port: expect.any(Number),
      password: expect.any(String),
    });
    expect(result.services[2]).toMatchObject({ status: 'expired', traffic_used: 42 * GIB });
  });

  it('answers the current plan at get_old_service, and 404 for a customer without one', async () => {
    expect((await get(alice, '/api/v2/user/get_old_service')).json()).toEqual({
      is_success: true,
      message: 'OK',
      result: {
        service_id: currentBill,
        service_name: 'Pro',
        service_type: 'main_package',
        expire_time: ISO,
        traffic_used: 10 * GIB,
        traffic_total: 300 * GIB,
        is_active: true,
      },
    });
    const carol = await customer(t, 'carol@example.com');
    const none = await get(carol, '/api/v2/user/get_old_service');
    expect(none.statusCode).toBe(404);
    expect(none.json().code).toBe('not_found');
  });

  it('lists bills newest first and shows one with its plan', async () => {
    const { result } = (await get(alice, '/api/v2/user/services-old/bill/')).json();
    expect(result.total_count).toBe(3);
    expect(result.bills[1]).toEqual({
      service_id: currentBill,
      shop_id: planId,
      shop_name: 'Pro',
      money_amount: '29.90',
      created_at: ISO,
      expire_at: ISO,
      renew_at: null,
      is_auto_renewal: false,
      status: 'active',
    });
    expect(result.bills[0]).toMatchObject({ service_id: packBill, expire_at: null, status: 'active' });

    const detail = (await get(alice, `/api/v2/user/services-old/bill/${currentBill}/`)).json().result;
    expect(detail).toMatchObject({
      service_id: currentBill,
      content_extra: '300 GB',
      ss_bandwidth_total_size: 300 * GIB,
      user_level: 2,
      renewal_money_amount: '29.90',
    });
  });

  it('turns auto-renewal on for a running plan (twice is fine) and refuses ended or non-expiring ones', async () => {
    const url = (id: number) => `/api/v2/user/services-old/bill/${id}/enable-auto-renewal`;
    for (let i = 0; i < 2; i += 1) {
      const res = await get(alice, url(currentBill));
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        is_success: true,
        message: expect.any(String),
        result: { service_id: currentBill, is_auto_renewal: true },
      });
    }
    const bill = (await get(alice, `/api/v2/user/services-old/bill/${currentBill}/`)).json().result;
    expect(bill).toMatchObject({ is_auto_renewal: true, renew_at: bill.expire_at });

    const ended = await get(alice, url(expiredBill));
    expect([ended.statusCode, ended.json().code]).toEqual([409, 'service_expired']);
    const pack = await get(alice, url(packBill));
    expect([pack.statusCode, pack.json().code]).toEqual([409, 'not_renewable']);

    await t.database.db.update(shopItems).set({ isEnabled: false }).where(eq(shopItems.id, planId));
    const withdrawn = await addBill(t.database.db, alice.id, planId);
    const res = await get(alice, url(withdrawn));
    await t.database.db.update(shopItems).set({ isEnabled: true }).where(eq(shopItems.id, planId));
    expect([res.statusCode, res.json().code]).toEqual([409, 'not_renewable']);
  });

  it('gives 404 for another customer’s bill ids, whatever the call', async () => {
    for (const url of [
      `/api/v2/user/services-old/bill/${bobsBill}/`,
      `/api/v2/user/services-old/bill/${bobsBill}/enable-auto-renewal`,
      `/api/v2/user/services-old/bill/999999/`,
    ]) {
      const res = await get(alice, url);
      expect({ url, status: res.statusCode, code: res.json().code }).toEqual({ url, status: 404, code: 'not_found' });
    }
    expect((await get(bob, `/api/v2/user/services-old/bill/${bobsBill}/`)).statusCode).toBe(200);
    expect((await get(alice, '/api/v2/user/services-old/bill/abc/')).statusCode).toBe(400);
    expect((await get(alice, '/api/v2/user/services-old/bill/0/')).statusCode).toBe(400);
  });
});
