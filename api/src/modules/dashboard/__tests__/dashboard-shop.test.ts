// The dashboard (plan, secrets, today/yesterday traffic from the hourly rows, wallet), the shop
// reads and the announcements read.
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test-support/test-app';
import { type Account, customer } from '../../../test-support/ticket-flows';
import { GIB, addBill, addNode, addShopItem, addTraffic, setService } from '../../../test-support/service-fixtures';
import { announcements, serviceBills, shopItems, users, wallets } from '../../../db/schema';

let t: TestApp;
let alice: Account;
const ISO = expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);

beforeAll(async () => {
  t = await createTestApp();
  alice = await customer(t, 'alice@example.com');
});
afterAll(() => t.close());

describe('dashboard', () => {
  it('shows a new customer no plan (null) and a zero balance', async () => {
    const res = await t.app.inject({ url: '/api/v2/user/dashboard/', headers: alice.headers });
    expect(res.statusCode).toBe(200);
    const { result } = res.json();
    expect(result).toMatchObject({ user_id: alice.id, email: 'alice@example.com', money_amount: '0.00' });
    expect(result.old_service_info).toBeNull();
  });

  it('says whether the customer is new (an account less than a day old): welcomed, not welcomed back', async () => {
    const ask = async () =>
      (await t.app.inject({ url: '/api/v2/user/dashboard/', headers: alice.headers })).json().result.is_new_customer;
    expect(await ask()).toBe(true);
    await t.database.db
      .update(users)
      .set({ createdAt: new Date(Date.now() - 25 * 3600 * 1000) })
      .where(eq(users.id, alice.id));
    expect(await ask()).toBe(false);
  });

  it("names the plan as the services pages do (the bill's name), running or expired", async () => {
    const bob = await customer(t, 'bob@example.com');
    const db = t.database.db;
    const plan = await addShopItem(db, { name: 'Pro · monthly', level: 2, isEnabled: false });
    await addBill(db, bob.id, plan, { shopName: 'Pro · monthly', expireAt: new Date(Date.now() - 1000) });
    const dashboard = (await t.app.inject({ url: '/api/v2/user/dashboard/', headers: bob.headers })).json().result;
    const current = (await t.app.inject({ url: '/api/v2/user/get_old_service', headers: bob.headers })).json().result;
    expect(dashboard.old_service_info).toMatchObject({ user_level_text: 'Pro · monthly', user_level: 0 });
    expect(current.service_name).toBe(dashboard.old_service_info.user_level_text);
    await db.delete(serviceBills).where(eq(serviceBills.userId, bob.id));
  });

  it('shows the plan, secrets, subscription URLs, balance and today/yesterday effective traffic', async () => {
    const db = t.database.db;
    const node = await addNode(db);
    const service = await setService(db, alice.id, {
      level: 2,
      levelExpireAt: new Date('2030-06-01T00:00:00Z'),
      trafficTotal: 300 * GIB,
      trafficUpload: 11,
      trafficDownload: 22,
      speedLimitMbps: 100,
      onlineIpLimit: 3,
    });
    await db.insert(wallets).values({ userId: alice.id, balance: '88.50' });
    // now = 2030-05-10 10:00 UTC+8; today starts 2030-05-09T16:00Z, yesterday 2030-05-08T16:00Z.
    t.app.portal.now = () => new Date('2030-05-10T02:00:00Z');
    await addTraffic(db, [
      {
        userId: alice.id,
        nodeId: node,
        bucketStart: new Date('2030-05-09T16:00:00Z'),
        upload: 100,
        download: 900,
        rate: '1.50',
      }, // today: 1500
      {
        userId: alice.id,
        nodeId: node,
        bucketStart: new Date('2030-05-10T01:00:00Z'),
        upload: 1,
        download: 2,
        rate: '1.00',
      }, // today: 3
      {
        userId: alice.id,
        nodeId: node,
        bucketStart: new Date('2030-05-09T15:00:00Z'),
        upload: 10,
        download: 20,
        rate: '2.00',
      }, // yesterday: 60
      {
        userId: alice.id,
        nodeId: node,
        bucketStart: new Date('2030-05-08T15:00:00Z'),
        upload: 5000,
        download: 5000,
        rate: '1.00',
      }, // the day before
    ]);
    try {
      const { result } = (await t.app.inject({ url: '/api/v2/user/dashboard/', headers: alice.headers })).json();
      expect(result.money_amount).toBe('88.50');
      // A level given without a purchase has no plan name: the level's own label.
      expect(result.old_service_info).toEqual({
        user_level_text: 'VIP 2',
        user_level: 2,
        online_ip_limit: 3,
        online_ip_count: 0,
        online_ips: [],
        traffic_reset_at: null,
        speed_limit: '100 Mbps',
        sub_link: ['clash', 'singbox', 'base64', 'surge', 'quantumultx'].map(
          (target) => `http://localhost:8080/link/${service.linkToken}?target=${target}`,
        ),
        traffic_log_token: service.linkToken,
        other_emby_uuid: service.otherEmbyUuid,
        ss_passwd: service.ssPassword,
        ss_uuid: service.ssUuid,
        user_level_expire_in: ISO,
        user_account_expire_in: ISO,
        ss_upload_size: 11,
        ss_download_size: 22,
        ss_bandwidth_total_size: 300 * GIB,
        ss_bandwidth_yesterday_used_size: 60,
        ss_bandwidth_today_used_size: 1503,
        is_link_burn_after: false,
      });
    } finally {
      t.app.portal.now = () => new Date();
    }
  });
});

describe('shop reads', () => {
  it('lists enabled plans in shop order and shows one; a disabled or unknown plan is a 404', async () => {
    const db = t.database.db;
    const pro = await addShopItem(db, {
      name: 'Pro',
      moneyAmount: '29.90',
      trafficBytes: 300 * GIB,
      level: 2,
      levelDays: 30,
      accountDays: 30,
      resetDays: 30,
      onlineIpLimit: 6,
      content: 'Every node',
      sortOrder: 2,
    });
    const basic = await addShopItem(db, {
      name: 'Basic',
      moneyAmount: '9.99',
      sortOrder: 1,
      isCannotNewPurchase: true,
    });
    const hidden = await addShopItem(db, { name: 'Hidden', isEnabled: false });
    const list = (await t.app.inject({ url: '/api/v2/user/shop-old/', headers: alice.headers })).json();
    expect(list.result.products.map((p: { id: number }) => p.id)).toEqual([basic, pro]);
    expect(list.result.products[0]).toMatchObject({
      shop_name: 'Basic',
      money_amount: '9.99',
      is_cannot_new_purchase: true,
    });

    const info = await t.app.inject({ url: `/api/v2/user/shop-old/${pro}/info`, headers: alice.headers });
    expect(info.json().result).toEqual({
      id: pro,
      created_at: ISO,
      updated_at: ISO,
      shop_name: 'Pro',
      shop_group_id: 0,
      shop_type: 'main_package',
      money_amount: '29.90',
      ss_bandwidth_total_size: 300 * GIB,
      user_level: 2,
      user_level_duration: 'P30D',
      account_validity_duration: 'P30D',
      ss_bandwidth_reset_interval: 'P30D',
      node_speed_limit: null,
      node_connector: 6,
      content_extra: 'Every node',
      is_auto_reset_bandwidth: false,
      is_enable: true,
      is_cannot_new_purchase: false,
    });
    for (const id of [hidden, 999999]) {
      const res = await t.app.inject({ url: `/api/v2/user/shop-old/${id}/info`, headers: alice.headers });
      expect([res.statusCode, res.json().code]).toEqual([404, 'not_found']);
    }
    expect((await t.app.inject({ url: '/api/v2/user/shop-old/x/info', headers: alice.headers })).statusCode).toBe(400);
    await db.delete(shopItems);
  });
});

describe('announcements', () => {
  it('answers the announcement of a type as HTML, 404 when there is none, 400 for an unknown type', async () => {
    const url = (type: string) => `/api/v2/user/system/announcements?ann_type=${type}`;
    expect((await t.app.inject({ url: url('index_ann'), headers: alice.headers })).statusCode).toBe(404);
    await t.database.db
      .insert(announcements)
      .values({ annType: 'index_ann', markdownText: '**Hi**', htmlText: '<p><strong>Hi</strong></p>' });
    const res = await t.app.inject({ url: url('index_ann'), headers: alice.headers });
    expect(res.json()).toEqual({
      is_success: true,
      message: 'OK',
      result: { created_at: ISO, content: '<p><strong>Hi</strong></p>' },
    });
    // A newer, empty announcement of the type clears it (what an admin's empty post does).
    await t.database.db.insert(announcements).values({ annType: 'index_ann', markdownText: ' ', htmlText: '' });
    expect((await t.app.inject({ url: url('index_ann'), headers: alice.headers })).statusCode).toBe(404);
    expect((await t.app.inject({ url: url('nope'), headers: alice.headers })).statusCode).toBe(400);
    expect((await t.app.inject({ url: '/api/v2/user/system/announcements', headers: alice.headers })).statusCode).toBe(
      400,
    );
  });
});
