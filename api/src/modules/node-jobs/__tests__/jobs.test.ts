// The operator jobs: the job key (never a node key), one run at a time, and the real work of each —
// secrets for customers who have none, traffic mails, roll-ups into hourly/daily tables with pruning,
// snapshots, the Loki push, expiring unpaid orders through a registered source.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import {
  aliveIpDaily,
  nodeAliveIps,
  nodeTrafficHourly,
  nodeTrafficReports,
  trafficDaily,
  trafficRecords,
  userDataHistory,
  userNotices,
  userServices,
} from '../../../db/schema';
import { createTestApp, type TestApp } from '../../../test-support/test-app';
import { GIB, addTraffic } from '../../../test-support/service-fixtures';
import {
  acceptedData,
  addKeyedNode,
  nodeCall,
  planCustomer,
  refusalReason,
  type KeyedNode,
} from '../../../test-support/node-fixtures';
import type { Account } from '../../../test-support/ticket-flows';
import { takeLease } from '../job-lease';
import { registerUnpaidOrderSource } from '../paylist-job';

const JOB_KEY = 'job-key-0123456789abcdef';
const DAY = 24 * 3600 * 1000;

let t: TestApp;
let node: KeyedNode;
let alice: Account;
let loki: http.Server;
let lokiPushes: { streams: { stream: Record<string, string>; values: [string, string][] }[] }[] = [];
let lokiStatus = 204;

beforeAll(async () => {
  loki = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      if (request.url === '/loki/api/v1/push' && lokiStatus < 300) lokiPushes.push(JSON.parse(body));
      response.statusCode = lokiStatus;
      response.end();
    });
  });
  await new Promise<void>((resolve) => loki.listen(0, '127.0.0.1', resolve));
  const { port } = loki.address() as AddressInfo;
  t = await createTestApp({ JOB_API_KEY: JOB_KEY, GRAFANA_LOKI_URL: `http://127.0.0.1:${port}` });
  node = await addKeyedNode(t.database.db);
  alice = await planCustomer(t, 'alice@example.com', { totalGib: 1 });
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => loki.close(resolve));
});
afterEach(() => {
  t.app.portal.now = () => new Date();
});

interface Summary {
  task: string;
  affected: number;
  duration_ms: number;
  detail: string;
}

async function runJob(name: string, key = JOB_KEY): Promise<Summary> {
  return acceptedData<Summary>(await t.app.inject({ url: `/v1/mod_mu/${name}?key=${key}&is_auto_trigger=true` }));
}

describe('the job key', () => {
  it('refuses a node key, a wrong key, and every call when JOB_API_KEY is unset', async () => {
    refusalReason(await t.app.inject({ url: `/v1/mod_mu/check_user_password?key=${node.key}` }), 401);
    refusalReason(await t.app.inject({ url: '/v1/mod_mu/check_user_password' }), 401);
    const closed = await createTestApp();
    try {
      expect(
        refusalReason(await closed.app.inject({ url: `/v1/mod_mu/check_user_password?key=${JOB_KEY}` }), 403),
      ).toContain('JOB_API_KEY');
    } finally {
      await closed.close();
    }
  });

  it('never runs two runs of one job at once (a held lease is a 409), but takes over a stale one', async () => {
    const now = new Date();
    expect(await takeLease(t.database.db, 'check_user_password', { holder: 'other', now, staleMs: 60_000 })).toBe(true);
    expect(refusalReason(await t.app.inject({ url: `/v1/mod_mu/check_user_password?key=${JOB_KEY}` }), 409)).toContain(
      'already running',
    );
    t.app.portal.now = () => new Date(Date.now() + 31 * 60 * 1000);
    expect((await runJob('check_user_password')).task).toBe('check_user_password');
  });
});

describe('check_user_password', () => {
  it('gives customers without a service their port, password, uuid and cipher', async () => {
    const { createLocalAccount } = await import('../../../local-account');
    const ids = await Promise.all(
      ['x1@example.com', 'x2@example.com'].map((email) =>
        createLocalAccount(t.database.db, { email, name: 'X', password: 'password-123' }),
      ),
    );
    const summary = await runJob('check_user_password');
    expect(summary.affected).toBe(2);
    expect(summary.detail).toMatch(/2 customer/);
    const rows = await t.database.db.select().from(userServices);
    const created = rows.filter((row) => ids.includes(row.userId));
    expect(created).toHaveLength(2);
    expect(new Set(rows.map((row) => row.port)).size).toBe(rows.length);
    expect((await runJob('check_user_password')).affected).toBe(0);
  });
});

describe('cron_queue_user_post', () => {
  it('mails the traffic notices a report queued, once per kind, and marks them sent', async () => {
    const q = `node_id=${node.id}&key=${node.key}`;
    acceptedData(
      await nodeCall(t.app, 'POST', 'users/traffic', {
        query: q,
        body: { data: [{ user_id: alice.id, u: 0, d: Math.round(0.85 * GIB) }] },
      }),
    );
    const summary = await runJob('cron_queue_user_post');
    expect(summary.affected).toBe(1);
    const outbox = path.join(t.dataDir, 'outbox');
    // Quoted-printable soft line breaks removed, so the English sentence reads whole.
    const mails = fs
      .readdirSync(outbox)
      .map((file) => fs.readFileSync(path.join(outbox, file), 'utf8').replace(/=\r?\n/g, ''));
    const notices = mails.filter(
      (mail) => mail.includes('To: alice@example.com') && mail.includes('When it runs out the nodes stop serving you'),
    );
    expect(notices).toHaveLength(1);
    const pending = await t.database.db.select().from(userNotices).where(eq(userNotices.userId, alice.id));
    expect(pending.every((notice) => notice.sentAt !== null)).toBe(true);
    expect((await runJob('cron_queue_user_post')).affected).toBe(0);
  });
});

describe('roll-ups', () => {
  it('rolls alive IPs into daily devices, prunes day-old rows, and is harmless to run twice', async () => {
    const now = Date.now();
    await t.database.db.insert(nodeAliveIps).values([
      {
        userId: alice.id,
        nodeId: node.id,
        ip: '203.0.113.1',
        firstSeenAt: new Date(now - 2 * DAY),
        lastSeenAt: new Date(now - 2 * DAY),
      },
      { userId: alice.id, nodeId: node.id, ip: '203.0.113.2', firstSeenAt: new Date(now), lastSeenAt: new Date(now) },
    ]);
    const first = await runJob('clickhouse_import_mod_mu_user_alive_ip');
    expect(first.detail).toMatch(/2 daily row\(s\); pruned 1 alive-IP row/);
    expect(await t.database.db.select().from(nodeAliveIps)).toHaveLength(1);
    await runJob('clickhouse_import_mod_mu_user_alive_ip');
    const daily = await t.database.db.select().from(aliveIpDaily);
    expect(daily.map((row) => row.ip).sort()).toEqual(['203.0.113.1', '203.0.113.2']);
    expect(daily.every((row) => row.nodeCount === 1)).toBe(true);
  });

  it('rolls raw reports of finished hours into node-hour totals; the staff 24 h figure is unchanged', async () => {
    const hourAgo = new Date(Date.now() - 2 * 3600 * 1000);
    await t.database.db.insert(nodeTrafficReports).values([
      { nodeId: node.id, digest: 'a', receivedAt: hourAgo, userCount: 3, upload: 100, download: 200 },
      { nodeId: node.id, digest: 'b', receivedAt: hourAgo, userCount: 5, upload: 10, download: 20 },
    ]);
    const admin = await (
      await import('../../../test-support/ticket-flows')
    ).staffMember(t, 'root@example.com', 'admin');
    const before = await t.app.inject({ url: '/api/v2/low_admin_api/node/', headers: admin.headers });
    const summary = await runJob('clickhouse_import_user_traffic_raw');
    expect(summary.affected).toBeGreaterThanOrEqual(2);
    const [hour] = await t.database.db.select().from(nodeTrafficHourly).where(eq(nodeTrafficHourly.nodeId, node.id));
    expect(hour).toMatchObject({ reports: 2, upload: 110, download: 220, peakUsers: 5 });
    const after = await t.app.inject({ url: '/api/v2/low_admin_api/node/', headers: admin.headers });
    expect(after.json().result_list[0].traffic_24h_bytes).toBe(before.json().result_list[0].traffic_24h_bytes);
    // This hour's report (from the notices test) stays raw.
    expect((await t.database.db.select().from(nodeTrafficReports)).length).toBeGreaterThanOrEqual(1);
  });

  it('snapshots every customer for today, replacing today’s row on the next run', async () => {
    await runJob('clickhouse_import_user_data_history');
    const [row] = await t.database.db.select().from(userDataHistory).where(eq(userDataHistory.userId, alice.id));
    expect(row).toMatchObject({ level: 1, trafficTotal: GIB, balance: '0.00' });
    await t.database.db
      .update(userServices)
      .set({ trafficTotal: 2 * GIB })
      .where(eq(userServices.userId, alice.id));
    await runJob('clickhouse_import_user_data_history');
    const rows = await t.database.db.select().from(userDataHistory).where(eq(userDataHistory.userId, alice.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.trafficTotal).toBe(2 * GIB);
  });

  it('rolls hourly traffic older than 90 days into daily rows; the calendar still shows that month', async () => {
    const old = new Date('2024-01-10T04:00:00Z');
    await addTraffic(t.database.db, [
      { userId: alice.id, nodeId: node.id, bucketStart: old, upload: 5, download: 50 },
      { userId: alice.id, nodeId: node.id, bucketStart: new Date(old.getTime() + 3600_000), upload: 1, download: 10 },
    ]);
    const calendar = () =>
      t.app.inject({
        url: '/api/v2/user/services/subscribe-log/calendar-pie?year_month=2024-01',
        headers: alice.headers,
      });
    const before = (await calendar()).json().result;
    const summary = await runJob('clickhouse_import_user_traffic_log_total');
    expect(summary.detail).toMatch(/rolled 2 hourly traffic row\(s\) older than 90 days into 1 daily row/);
    expect(await t.database.db.select().from(trafficRecords).where(eq(trafficRecords.bucketStart, old))).toHaveLength(
      0,
    );
    expect(await t.database.db.select().from(trafficDaily)).toEqual([
      expect.objectContaining({ day: '2024-01-10', upload: 6, download: 60, rate: '1.00' }),
    ]);
    expect((await calendar()).json().result).toEqual(before);
    expect((await runJob('clickhouse_import_user_traffic_log_total')).affected).toBe(0);
  });
});

describe('grafana_loki_export', () => {
  it('pushes traffic reports and sign-ins since the last push, and retries what Loki refused', async () => {
    lokiPushes = [];
    const first = await runJob('grafana_loki_export');
    expect(first.affected).toBeGreaterThan(0);
    const streams = lokiPushes.flatMap((push) => push.streams);
    expect(streams.some((s) => s.stream.event === 'traffic_report' && s.stream.node_id === String(node.id))).toBe(true);
    expect(streams.some((s) => s.stream.event === 'sign_in' && s.values[0]![1].startsWith('user_id='))).toBe(true);
    expect((await runJob('grafana_loki_export')).detail).toBe('nothing new since the last push');

    acceptedData(
      await nodeCall(t.app, 'POST', 'users/traffic', {
        query: `node_id=${node.id}&key=${node.key}`,
        body: { data: [{ user_id: alice.id, u: 1, d: 2 }] },
      }),
    );
    lokiStatus = 500;
    refusalReason(await t.app.inject({ url: `/v1/mod_mu/grafana_loki_export?key=${JOB_KEY}` }), 500);
    lokiStatus = 204;
    lokiPushes = [];
    expect((await runJob('grafana_loki_export')).affected).toBe(1);
    expect(lokiPushes[0]!.streams[0]!.values[0]![1]).toBe('users=1 upload=1 download=2');
  });
});

describe('active_check_paylist', () => {
  it('expires unpaid orders through every registered source', async () => {
    // The wallet registers its recharge orders when the app is built.
    expect((await runJob('active_check_paylist')).detail).toBe(
      'expired unpaid orders older than 2 hours: 0 recharge orders',
    );
    const cutoffs: Date[] = [];
    registerUnpaidOrderSource({
      name: 'test orders',
      async expireUnpaid(_db, cutoff) {
        cutoffs.push(cutoff);
        return 3;
      },
    });
    const summary = await runJob('active_check_paylist');
    expect(summary).toMatchObject({
      affected: 3,
      detail: 'expired unpaid orders older than 2 hours: 0 recharge orders, 3 test orders',
    });
    expect(Date.now() - cutoffs[0]!.getTime()).toBeGreaterThanOrEqual(2 * 3600 * 1000 - 1000);
  });
});
