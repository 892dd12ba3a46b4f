// The simulated fleet plays the demo nodes through the node API over HTTP: after a pass the demo nodes
// are online with a fresh load, the demo customer's traffic moved (counters, hourly rows, dashboard) and
// their devices are listed; the offline demo nodes stay offline; one process plays at a time. A customer
// who signs up and buys a plan is served by the same nodes but never played: no strangers' devices, no
// traffic they did not use.
import { and, eq, gte } from 'drizzle-orm';
import { nodeAliveIps, nodes, trafficRecords, userServices, users } from '../../db/schema';
import { ensureDemoAccount } from '../../demo-account';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { setService } from '../../test-support/service-fixtures';
import { quickAccount } from '../../test-support/wallet-fixtures';
import { bearer, signIn } from '../../test-support/flows';
import { takeLease } from '../../modules/node-jobs/job-lease';
import { seededRandom } from '../demo-traffic';
import { createDemoFleet, demoFleetRuns, type DemoFleet } from '../fleet/demo-fleet';

let t: TestApp;
let fleet: DemoFleet;
let demoId: number;
let newcomerId: number;
let headers: { authorization: string };
const warnings: string[] = [];

beforeAll(async () => {
  t = await createTestApp({ PORTAL_DEMO_PASSWORD: 'demo-password-1', PORTAL_DEMO: '1' });
  await ensureDemoAccount(t.config, t.database);
  const [demo] = await t.database.db.select().from(users).where(eq(users.email, 'demo@example.com'));
  demoId = demo!.id;
  // A customer who just signed up and bought the demo account's plan: the same nodes serve them.
  const [demoService] = await t.database.db.select().from(userServices).where(eq(userServices.userId, demoId));
  newcomerId = (await quickAccount(t, 'newcomer@example.com')).id;
  await t.database.db.update(users).set({ accountExpireAt: demo!.accountExpireAt }).where(eq(users.id, newcomerId));
  await setService(t.database.db, newcomerId, {
    level: demoService!.level,
    levelExpireAt: demoService!.levelExpireAt,
    trafficTotal: demoService!.trafficTotal,
  });
  headers = bearer(
    (await signIn(t.app, { email: 'demo@example.com', password: 'demo-password-1' })).json().result.access_token,
  );
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  fleet = createDemoFleet(t.app.portal, {
    baseUrl: address,
    random: seededRandom(42),
    warn: (message) => warnings.push(message),
  });
});
afterAll(async () => {
  await fleet.stop();
  await t.close();
});

async function demoCounters(userId = demoId) {
  const [row] = await t.database.db.select().from(userServices).where(eq(userServices.userId, userId));
  return row!.trafficUpload + row!.trafficDownload;
}

describe('the demo fleet', () => {
  it('plays every online demo node over HTTP, in both dialects, without a refusal', async () => {
    const before = await demoCounters();
    const started = new Date();
    // The first pass fetches the users (reports are empty, as for a real node); the second reports.
    expect(await fleet.tick()).toBe(5);
    expect(await fleet.tick()).toBe(5);
    expect(warnings).toEqual([]);

    const played = await t.database.db.select().from(nodes).where(eq(nodes.isSimulated, true));
    expect(played).toHaveLength(5);
    for (const node of played) {
      expect(node.keyHash).toMatch(/^[0-9a-f]{64}$/);
      expect(node.lastHeartbeatAt!.getTime()).toBeGreaterThanOrEqual(started.getTime() - 1000);
      expect(node.loadReport).not.toBeNull();
    }
    // shadowsocks-mod sends load averages with a newline (stored trimmed); XrayR three fractions.
    const ss = played.find((node) => node.protocol === 'shadowsocks')!;
    expect(ss.loadReport).toMatch(/^\d\.\d\d \d\.\d\d \d\.\d\d$/);

    expect(await demoCounters()).toBeGreaterThan(before);
    const thisHour = new Date(Math.floor(Date.now() / 3_600_000) * 3_600_000);
    const rows = await t.database.db
      .select()
      .from(trafficRecords)
      .where(and(eq(trafficRecords.userId, demoId), gte(trafficRecords.bucketStart, thisHour)));
    expect(rows.length).toBeGreaterThan(0);
    const devices = await t.database.db.select().from(nodeAliveIps).where(eq(nodeAliveIps.userId, demoId));
    expect(devices.length).toBeGreaterThan(2);
  });

  it('plays only the demo account: a new customer with a plan is served, with no made-up devices or traffic', async () => {
    expect(await demoCounters(newcomerId)).toBe(0);
    expect(await t.database.db.select().from(nodeAliveIps).where(eq(nodeAliveIps.userId, newcomerId))).toEqual([]);
    expect(await t.database.db.select().from(trafficRecords).where(eq(trafficRecords.userId, newcomerId))).toEqual([]);
  });

  it('keeps the demo’s two offline nodes offline, with no live figures', async () => {
    const list = await t.app.inject({ url: '/api/v2/user/services/nodes/', headers });
    const available = list.json().result.available_nodes as { status: string; load: number }[];
    expect(available.filter((node) => node.status === 'online')).toHaveLength(5);
    const offline = available.filter((node) => node.status === 'offline');
    expect(offline).toHaveLength(2);
    expect(offline.every((node) => node.load === 0)).toBe(true);
  });

  it('shows the demo customer’s devices on the dashboard', async () => {
    const dashboard = await t.app.inject({ url: '/api/v2/user/dashboard/', headers });
    expect(dashboard.json().result.old_service_info.online_ip_count).toBeGreaterThan(2);
  });

  it('plays in one process at a time: while another holds the lease, this one stands by', async () => {
    await fleet.stop();
    expect(
      await takeLease(t.database.db, 'demo-fleet', { holder: 'other-process', now: new Date(), staleMs: 180_000 }),
    ).toBe(true);
    expect(await fleet.tick()).toBe(0);
  });
});

describe('when the fleet plays', () => {
  it('plays in demo mode only: the embedded database or PORTAL_DEMO=1, never a production PostgreSQL', () => {
    expect(demoFleetRuns('pglite', { demoOnPostgres: false, demoFleet: true })).toBe(true);
    expect(demoFleetRuns('postgres', { demoOnPostgres: true, demoFleet: true })).toBe(true);
    expect(demoFleetRuns('postgres', { demoOnPostgres: false, demoFleet: true })).toBe(false);
    expect(demoFleetRuns('pglite', { demoOnPostgres: false, demoFleet: false })).toBe(false);
  });
});
