// POST users/traffic: raw bytes times the node's rate on the customer's counters, raw bytes in the hour's
// row the dashboard and charts read, a customer who runs out leaves the next users answer, a retried
// report counts once, and bad reports change nothing.
import { eq } from 'drizzle-orm';
import { nodeTrafficReports, trafficRecords, userNotices, userServices } from '../../../db/schema';
import { createTestApp, type TestApp } from '../../../test-support/test-app';
import type { Account } from '../../../test-support/ticket-flows';
import { GIB, setService } from '../../../test-support/service-fixtures';
import {
  acceptedData,
  addKeyedNode,
  nodeCall,
  planCustomer,
  refusalReason,
  type KeyedNode,
} from '../../../test-support/node-fixtures';
import { customer } from '../../../test-support/ticket-flows';

const MIB = 1024 ** 2;

let t: TestApp;
let node: KeyedNode;
let alice: Account;
let bob: Account;

beforeAll(async () => {
  t = await createTestApp();
  node = await addKeyedNode(t.database.db, { traffic_rate: '1.5', node_class: 1 });
  alice = await planCustomer(t, 'alice@example.com');
  bob = await planCustomer(t, 'bob@example.com');
});
afterAll(() => t.close());
afterEach(() => {
  t.app.portal.now = () => new Date();
});

const report = (rows: { user_id: number; u: number; d: number }[], target: KeyedNode = node) =>
  nodeCall(t.app, 'POST', 'users/traffic', { query: `node_id=${target.id}&key=${target.key}`, body: { data: rows } });

async function counters(userId: number) {
  const [row] = await t.database.db.select().from(userServices).where(eq(userServices.userId, userId));
  return { up: row!.trafficUpload, down: row!.trafficDownload };
}

async function hourRows(userId: number) {
  return t.database.db.select().from(trafficRecords).where(eq(trafficRecords.userId, userId));
}

async function dashboard(account: Account) {
  const res = await t.app.inject({ url: '/api/v2/user/dashboard/', headers: account.headers });
  return res.json().result.old_service_info as { ss_upload_size: number; ss_bandwidth_today_used_size: number };
}

async function usersOf(target: KeyedNode = node) {
  return acceptedData<{ id: number }[]>(
    await nodeCall(t.app, 'GET', 'users', { query: `node_id=${target.id}&key=${target.key}` }),
  ).map((row) => row.id);
}

describe('counting a report', () => {
  it('charges floor(bytes × rate) per direction and stores the raw bytes in the hour’s row', async () => {
    const before = await dashboard(alice);
    expect(acceptedData(await report([{ user_id: alice.id, u: 1001, d: 3 * MIB + 1 }]))).toBe('ok');
    expect(await counters(alice.id)).toEqual({ up: 1501, down: Math.floor((3 * MIB + 1) * 1.5) });

    const [hour] = await hourRows(alice.id);
    expect(hour).toMatchObject({ nodeId: node.id, upload: 1001, download: 3 * MIB + 1, rate: '1.50' });
    expect(hour!.bucketStart.getTime() % 3_600_000).toBe(0);

    // The dashboard's figures and the charts read these rows and counters.
    const after = await dashboard(alice);
    expect(after.ss_upload_size - before.ss_upload_size).toBe(1501);
    expect(after.ss_bandwidth_today_used_size - before.ss_bandwidth_today_used_size).toBe(
      Math.floor((1001 + 3 * MIB + 1) * 1.5),
    );
    const axis = await t.app.inject({
      url: '/api/v2/user/services/subscribe-log/area-time-axis',
      headers: alice.headers,
    });
    expect(axis.json().result.at(-1)).toMatchObject({ ss_tx_size: 1001, ss_rx_size: 3 * MIB + 1 });
  });

  it('adds a second report of the same hour to the same row, and sums a customer named twice', async () => {
    await report([
      { user_id: alice.id, u: 10, d: 20 },
      { user_id: alice.id, u: 5, d: 5 },
      { user_id: bob.id, u: 0, d: 0 },
    ]);
    const rows = await hourRows(alice.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ upload: 1016, download: 3 * MIB + 26 });
    // A customer with nothing to report has no row.
    expect(await hourRows(bob.id)).toHaveLength(0);
  });

  it('starts a row of its own when the operator changes the rate mid-hour', async () => {
    const other = await addKeyedNode(t.database.db, { traffic_rate: '1' });
    await report([{ user_id: bob.id, u: 100, d: 100 }], other);
    const { updateNode } = await import('../../node-admin/node-admin');
    await updateNode(t.database.db, other.id, { traffic_rate: '2' });
    await report([{ user_id: bob.id, u: 100, d: 50 }], other);
    const rows = (await hourRows(bob.id)).map((row) => [row.rate, row.upload, row.download]);
    expect(rows.sort()).toEqual([
      ['1.00', 100, 100],
      ['2.00', 100, 50],
    ]);
    expect(await counters(bob.id)).toEqual({ up: 300, down: 200 });
  });

  it('counts a retried report once, and the same figures again after the retry window', async () => {
    const rows = [{ user_id: bob.id, u: 7, d: 9 }];
    const before = await counters(bob.id);
    acceptedData(await report(rows));
    acceptedData(await report([...rows].reverse()));
    expect(await counters(bob.id)).toEqual({ up: before.up + 10, down: before.down + 13 });

    t.app.portal.now = () => new Date(Date.now() + 61_000);
    acceptedData(await report(rows));
    expect(await counters(bob.id)).toEqual({ up: before.up + 20, down: before.down + 26 });
  });

  it('logs each counted report (raw totals) and not the retries', async () => {
    const logged = await t.database.db.select().from(nodeTrafficReports).where(eq(nodeTrafficReports.nodeId, node.id));
    expect(logged.length).toBeGreaterThanOrEqual(4);
    expect(logged[0]).toMatchObject({ userCount: 1, upload: 1001, download: 3 * MIB + 1 });
  });
});

describe('running out', () => {
  it('drops a customer whose traffic ran out from the next users answer, and queues the mails', async () => {
    const carol = await planCustomer(t, 'carol@example.com', { totalGib: 1 });
    expect(await usersOf()).toContain(carol.id);

    // 0.6 GiB raw at rate 1.5 = 0.9 GiB: past 80 %.
    acceptedData(await report([{ user_id: carol.id, u: 0, d: Math.round(0.6 * GIB) }]));
    expect(await usersOf()).toContain(carol.id);
    // Another 0.1 GiB raw = 0.15 GiB: past 100 %.
    acceptedData(await report([{ user_id: carol.id, u: Math.round(0.1 * GIB), d: 0 }]));
    expect(await usersOf()).not.toContain(carol.id);

    const notices = await t.database.db.select().from(userNotices).where(eq(userNotices.userId, carol.id));
    expect(notices.map((notice) => notice.kind)).toEqual(['traffic_80', 'traffic_100']);

    // The last minute of a customer who ran out still counts (the node served them).
    acceptedData(await report([{ user_id: carol.id, u: 1, d: 1 }]));
  });

  it('lists only customers entitled now: not banned, account and level current, class reached', async () => {
    const { users } = await import('../../../db/schema');
    const banned = await planCustomer(t, 'banned@example.com');
    await t.database.db.update(users).set({ isBan: true }).where(eq(users.id, banned.id));
    const lapsed = await planCustomer(t, 'lapsed@example.com');
    await t.database.db
      .update(users)
      .set({ accountExpireAt: new Date(Date.now() - 1000) })
      .where(eq(users.id, lapsed.id));
    const expired = await planCustomer(t, 'expired@example.com');
    await setService(t.database.db, expired.id, { levelExpireAt: new Date(Date.now() - 1000) });
    const low = await planCustomer(t, 'low@example.com', { level: 0 });
    const listed = await usersOf();
    for (const account of [banned, lapsed, expired, low]) expect(listed).not.toContain(account.id);
    expect(listed).toContain(alice.id);

    // A class-0 node serves an expired level (it counts as level 0) but not a banned customer.
    const free = await addKeyedNode(t.database.db, { node_class: 0 });
    const onFree = await usersOf(free);
    expect(onFree).toContain(expired.id);
    expect(onFree).toContain(low.id);
    expect(onFree).not.toContain(banned.id);
  });
});

describe('bad reports change nothing', () => {
  async function unchanged(run: () => Promise<void>) {
    const before = [await counters(alice.id), await hourRows(alice.id)];
    await run();
    expect([await counters(alice.id), await hourRows(alice.id)]).toEqual(before);
  }

  it('refuses strings for numbers, negative or fractional bytes, a missing field, a body that is not a list', async () => {
    const bodies: unknown[] = [
      { data: [{ user_id: alice.id, u: '100', d: 1 }] },
      { data: [{ user_id: String(alice.id), u: 1, d: 1 }] },
      { data: [{ user_id: alice.id, u: -1, d: 1 }] },
      { data: [{ user_id: alice.id, u: 1.5, d: 1 }] },
      { data: [{ user_id: alice.id, u: 1 }] },
      { data: { user_id: alice.id } },
      [],
      'text',
    ];
    for (const body of bodies) {
      await unchanged(async () => {
        const res = await nodeCall(t.app, 'POST', 'users/traffic', {
          query: `node_id=${node.id}&key=${node.key}`,
          body,
        });
        expect(refusalReason(res, 400)).toMatch(/data|body/i);
      });
    }
  });

  it('refuses the whole report when it names an unknown customer or one the node does not serve', async () => {
    await unchanged(async () => {
      expect(
        refusalReason(
          await report([
            { user_id: alice.id, u: 5, d: 5 },
            { user_id: 999_999, u: 5, d: 5 },
          ]),
          400,
        ),
      ).toMatch(/999999 is not a customer/);
    });
    // A customer who never had a plan reaching class 1, on a class-1 node.
    const stranger = await customer(t, 'stranger@example.com');
    await setService(t.database.db, stranger.id, { level: 0 });
    await unchanged(async () => {
      expect(
        refusalReason(
          await report([
            { user_id: alice.id, u: 5, d: 5 },
            { user_id: stranger.id, u: 5, d: 5 },
          ]),
          403,
        ),
      ).toMatch(/not served by this node/);
    });
  });

  it('refuses a report that is too long, or too large to read, without a 500', async () => {
    const rows = Array.from({ length: 50_001 }, () => ({ user_id: alice.id, u: 1, d: 1 }));
    await unchanged(async () => {
      expect(refusalReason(await report(rows), 400)).toMatch(/at most 50000/);
    });
    const huge = await t.app.inject({
      method: 'POST',
      url: `/v1/mod_mu/users/traffic?node_id=${node.id}&key=${node.key}`,
      headers: { 'content-type': 'application/json' },
      payload: `{"data":[${'{"user_id":1,"u":1,"d":1},'.repeat(400_000)}{"user_id":1,"u":1,"d":1}]}`,
    });
    refusalReason(huge, 413);
    const notJson = await t.app.inject({
      method: 'POST',
      url: `/v1/mod_mu/users/traffic?node_id=${node.id}&key=${node.key}`,
      headers: { 'content-type': 'application/json' },
      payload: '{"data": [',
    });
    refusalReason(notJson, 400);
  });

  it('refuses reports with a wrong key before reading them', async () => {
    await unchanged(async () => {
      const res = await nodeCall(t.app, 'POST', 'users/traffic', {
        query: `node_id=${node.id}&key=nope`,
        body: { data: [{ user_id: alice.id, u: 1, d: 1 }] },
      });
      refusalReason(res, 401);
    });
  });
});
