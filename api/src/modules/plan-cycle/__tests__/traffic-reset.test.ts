// A plan's traffic resets as it says: bought with automatic resets, it resets monthly on the purchase day
// (the dashboard says when), exactly once per period however many processes run the job, and not after
// the plan has ended. (On PGlite the "second process" is the same one running the job twice at once.)
import crypto from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { userServices } from '../../../db/schema';
import { createSecondApp, createTestApp, type TestApp } from '../../../test-support/test-app';
import { GIB, addShopItem, setService } from '../../../test-support/service-fixtures';
import { fundWallet, quickAccount, type WalletAccount } from '../../../test-support/wallet-fixtures';
import { trafficResetJob } from '../reset-job';

let t: TestApp;
let alice: WalletAccount;

/** An instant given in service time (UTC+8). */
const cst = (local: string) => new Date(`${local}+08:00`);
const setClock = (at: Date) => (t.app.portal.now = () => at);

beforeAll(async () => {
  t = await createTestApp();
  alice = await quickAccount(t, 'alice@example.com');
});
afterAll(() => t.close());

async function service(userId: number) {
  const [row] = await t.database.db.select().from(userServices).where(eq(userServices.userId, userId));
  return row!;
}

/** Changes only these fields (setService would also reset the level's dates). */
async function patch(userId: number, fields: Partial<typeof userServices.$inferInsert>) {
  await t.database.db.update(userServices).set(fields).where(eq(userServices.userId, userId));
}

async function buy(account: WalletAccount, plan: Parameters<typeof addShopItem>[1]) {
  const shopId = await addShopItem(t.database.db, { moneyAmount: '10.00', ...plan });
  await fundWallet(t.database.db, account.id, '10.00');
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/v2/user/shop-old/${shopId}/confirm-order`,
    headers: account.headers,
    payload: { idempotency_key: crypto.randomUUID() },
  });
  expect(res.statusCode).toBe(200);
}

describe('a plan that resets monthly', () => {
  it('is scheduled from the purchase day, and the dashboard says when', async () => {
    setClock(cst('2028-01-31T15:30:00'));
    await buy(alice, { isAutoResetBandwidth: true, resetDays: null, levelDays: 365, trafficBytes: 100 * GIB });
    const row = await service(alice.id);
    expect(row.trafficResetAnchor).toEqual(cst('2028-01-31T15:30:00'));
    expect(row.trafficResetAt).toEqual(cst('2028-02-29T00:00:00'));
    const dashboard = await t.app.inject({ url: '/api/v2/user/dashboard/', headers: alice.headers });
    expect(dashboard.json().result.old_service_info.traffic_reset_at).toBe(cst('2028-02-29T00:00:00').toISOString());
  });

  it('resets the counters at the reset and schedules the next, once', async () => {
    await patch(alice.id, { trafficUpload: 30 * GIB, trafficDownload: 40 * GIB });
    setClock(cst('2028-02-28T23:59:00'));
    expect((await trafficResetJob.run(t.app.portal, {})).affected).toBe(0);

    setClock(cst('2028-02-29T00:00:30'));
    expect((await trafficResetJob.run(t.app.portal, {})).affected).toBe(1);
    const row = await service(alice.id);
    expect([row.trafficUpload, row.trafficDownload, row.trafficTotal]).toEqual([0, 0, 100 * GIB]);
    expect(row.trafficPeriodStart).toEqual(cst('2028-02-29T00:00:00'));
    expect(row.trafficResetAt).toEqual(cst('2028-03-31T00:00:00'));

    // Traffic used after the reset stays: a second run in the same period resets nothing.
    await patch(alice.id, { trafficDownload: 5 * GIB });
    expect((await trafficResetJob.run(t.app.portal, {})).affected).toBe(0);
    expect((await service(alice.id)).trafficDownload).toBe(5 * GIB);
  });

  it('resets once after the server was down for months, then keeps the purchase day', async () => {
    setClock(cst('2028-06-10T08:00:00'));
    expect((await trafficResetJob.run(t.app.portal, {})).affected).toBe(1);
    expect((await service(alice.id)).trafficResetAt).toEqual(cst('2028-06-30T00:00:00'));
    expect((await trafficResetJob.run(t.app.portal, {})).affected).toBe(0);
  });
});

describe('plans that do not reset', () => {
  it('has no reset without is_auto_reset_bandwidth, and none past the plan’s end', async () => {
    const bob = await quickAccount(t, 'bob@example.com');
    setClock(cst('2028-01-10T10:00:00'));
    await buy(bob, { isAutoResetBandwidth: false, levelDays: 365 });
    expect((await service(bob.id)).trafficResetAt).toBeNull();
    const dashboard = await t.app.inject({ url: '/api/v2/user/dashboard/', headers: bob.headers });
    expect(dashboard.json().result.old_service_info.traffic_reset_at).toBeNull();

    // A 30-day plan bought on the 10th ends before the 10th of next month: nothing to reset.
    const carol = await quickAccount(t, 'carol@example.com');
    await buy(carol, { isAutoResetBandwidth: true, levelDays: 30 });
    expect((await service(carol.id)).trafficResetAt).toBeNull();
  });

  it('resets every N days when the plan gives an interval', async () => {
    const dave = await quickAccount(t, 'dave@example.com');
    setClock(cst('2028-02-20T22:00:00'));
    await buy(dave, { isAutoResetBandwidth: true, resetDays: 10, levelDays: 90 });
    expect((await service(dave.id)).trafficResetAt).toEqual(cst('2028-03-01T00:00:00'));
  });
});

describe('several processes', () => {
  it('resets each plan once when two processes run the job at the same moment', async () => {
    const second = await createSecondApp(t);
    await t.database.db.update(userServices).set({ trafficResetAt: null });
    const due = cst('2029-05-01T00:00:00');
    const ids: number[] = [];
    for (let i = 0; i < 8; i += 1) {
      const account = await quickAccount(t, `many${i}@example.com`);
      await setService(t.database.db, account.id, {
        level: 1,
        levelExpireAt: cst('2030-01-01T00:00:00'),
        trafficDownload: 9 * GIB,
        trafficResetAnchor: cst('2029-04-01T12:00:00'),
        trafficResetAt: due,
      });
      ids.push(account.id);
    }
    const at = () => cst('2029-05-01T00:01:00');
    setClock(at());
    const other = second?.app.portal ?? t.app.portal;
    other.now = at;
    try {
      const runs = await Promise.all([trafficResetJob.run(t.app.portal, {}), trafficResetJob.run(other, {})]);
      expect(runs.reduce((sum, run) => sum + run.affected, 0)).toBe(ids.length);
    } finally {
      await second?.close();
    }
    const rows = await t.database.db.select().from(userServices).where(inArray(userServices.userId, ids));
    for (const row of rows) {
      expect(row.trafficDownload).toBe(0);
      expect(row.trafficPeriodStart).toEqual(due);
      expect(row.trafficResetAt).toEqual(cst('2029-06-01T00:00:00'));
    }
  });
});
