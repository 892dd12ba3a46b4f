// The demo install: every services screen of the demo account answers real rows, valid against the
// contract; the subscription lists the demo nodes; unauthenticated calls are refused.
import { operations, type OperationDef } from '@portal/shared/contract';
import { parse as parseYaml } from 'yaml';
import { parse } from 'zod/mini';
import { eq } from 'drizzle-orm';
import { auditRules } from '../../db/schema';
import { ensureDemoAccount } from '../../demo-account';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { bearer, signIn } from '../../test-support/flows';
import { demoTrafficRows } from '../demo-traffic';

let t: TestApp;
let headers: { authorization: string };
let seedMs = 0;

beforeAll(async () => {
  t = await createTestApp({ PORTAL_DEMO_PASSWORD: 'demo-password-1', PORTAL_DEMO: '1' });
  const demo = await ensureDemoAccount(t.config, t.database);
  seedMs = demo?.seedMs ?? -1;
  const res = await signIn(t.app, { email: 'demo@example.com', password: 'demo-password-1' });
  headers = bearer(res.json().result.access_token);
});
afterAll(() => t.close());

/** The services slice's customer reads, with the query each needs. */
const READS: [OperationDef, string][] = [
  [operations.userDashboard, '/api/v2/user/dashboard/'],
  [operations.userGetOldService, '/api/v2/user/get_old_service'],
  [operations.userAnnouncements, '/api/v2/user/system/announcements?ann_type=index_ann'],
  [operations.servicesNodes, '/api/v2/user/services/nodes/'],
  [operations.servicesLinkToken, '/api/v2/user/services/link-token/link-token/'],
  [operations.servicesSubscribeFetchLog, '/api/v2/user/services/link-token/fetch-log'],
  [operations.servicesSsPassword, '/api/v2/user/services/ss-password/'],
  [operations.servicesShareAccount, '/api/v2/user/services/share-account/'],
  [operations.servicesAuditRecord, '/api/v2/user/services/audit/record'],
  [operations.servicesAuditRule, '/api/v2/user/services/audit/rule'],
  [operations.servicesSubscribeLogAreaTimeAxis, '/api/v2/user/services/subscribe-log/area-time-axis?limit=720'],
  [operations.servicesSubscribeLogCalendarPie, '/api/v2/user/services/subscribe-log/calendar-pie'],
  [operations.servicesSubscribeLogDetailRecord, '/api/v2/user/services/subscribe-log/detail-record?limit=100'],
  [operations.servicesOldList, '/api/v2/user/services-old/'],
  [operations.servicesOldBills, '/api/v2/user/services-old/bill/'],
  [operations.servicesOldCheckinStatus, '/api/v2/user/services-old/checkin/'],
  [operations.shopOldList, '/api/v2/user/shop-old/'],
];

describe('demo data', () => {
  it('is seeded quickly', () => {
    expect(seedMs).toBeGreaterThanOrEqual(0);
    expect(seedMs).toBeLessThan(15_000);
  });

  it.each(READS.map(([op, url]) => [op.id, op, url] as const))(
    '%s answers real rows that match the contract',
    async (_id, op, url) => {
      const res = await t.app.inject({ url, headers });
      expect(res.statusCode).toBe(200);
      const body = parse(op.response, res.json());
      // Every screen has something to show: no empty list in the answer.
      const lists = JSON.stringify(body).match(/\[\]/g);
      expect(lists).toBeNull();
    },
  );

  it('has nodes of every protocol, some offline, and thirty days of hourly history', async () => {
    const { result } = (await t.app.inject({ url: '/api/v2/user/services/nodes/', headers })).json();
    const protocols = new Set(
      result.available_nodes.flatMap((n: { protocol_support: string[] }) => n.protocol_support),
    );
    expect([...protocols].sort()).toEqual(['hysteria2', 'shadowsocks', 'trojan', 'vless', 'vmess']);
    expect(
      result.available_nodes.filter((n: { status: string }) => n.status === 'offline').length,
    ).toBeGreaterThanOrEqual(2);
    expect(
      result.available_nodes.filter((n: { status: string }) => n.status === 'online').length,
    ).toBeGreaterThanOrEqual(4);

    const axis = (
      await t.app.inject({ url: '/api/v2/user/services/subscribe-log/area-time-axis?limit=1000', headers })
    ).json().result as { timestamp_ms: number }[];
    const spanHours = (axis.at(-1)!.timestamp_ms - axis[0]!.timestamp_ms) / 3_600_000;
    expect(spanHours).toBeGreaterThan(29 * 24);
    expect(spanHours).toBeLessThan(30 * 24);
  });

  it('serves the demo subscription as Clash with every demo node', async () => {
    const token = (await t.app.inject({ url: '/api/v2/user/services/link-token/link-token/', headers })).json().result
      .link_token;
    const nodes = (await t.app.inject({ url: '/api/v2/user/services/nodes/', headers })).json().result
      .available_nodes as { node_name: string }[];
    const profile = parseYaml(
      (await t.app.inject({ url: `/link/${token}`, headers: { 'user-agent': 'mihomo/1.19' } })).body,
    ) as { proxies: { name: string }[] };
    expect(profile.proxies.map((p) => p.name)).toEqual(nodes.map((n) => n.node_name));
  });

  it('generates the same history for the same moment (seeded), hour-aligned, within thirty days', () => {
    const now = new Date('2030-01-01T12:34:56Z');
    const nodes = [
      { id: 1, rate: '1.00' },
      { id: 2, rate: '2.00' },
    ];
    const rows = demoTrafficRows(7, nodes, now);
    expect(demoTrafficRows(7, nodes, now)).toEqual(rows);
    expect(rows.every((row) => row.bucketStart.getTime() % 3_600_000 === 0)).toBe(true);
    expect(rows.at(-1)!.bucketStart.toISOString() <= '2030-01-01T12:00:00.000Z').toBe(true);
    expect(rows[0]!.bucketStart.getTime()).toBeGreaterThanOrEqual(now.getTime() - 30 * 86_400_000);
  });
});

describe('access', () => {
  it.each(READS.map(([op, url]) => [op.id, url] as const))('%s needs a signed-in customer', async (_id, url) => {
    const res = await t.app.inject({ url });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('unauthorized');
  });

  it.each([
    ['POST', '/api/v2/user/services/link-token/link-token/reset'],
    ['POST', '/api/v2/user/services/ss-password/reset'],
    ['POST', '/api/v2/user/services-old/checkin/'],
    ['GET', '/api/v2/user/services-old/bill/1/enable-auto-renewal'],
    ['GET', '/api/v2/user/services/1/'],
    ['GET', '/api/v2/user/services/nodes/1/'],
    ['GET', '/api/v2/user/shop-old/1/info'],
  ] as const)('%s %s needs a signed-in customer', async (method, url) => {
    expect((await t.app.inject({ method, url })).statusCode).toBe(401);
  });
});

describe('the demo in the reader’s language', () => {
  const read = async (url: string, language: string) =>
    (await t.app.inject({ url, headers: { ...headers, 'accept-language': language } })).json().result;

  it('reads in Chinese for a reader of Chinese and in English otherwise; a text an operator changed stays as written', async () => {
    const zhNodes = (await read('/api/v2/user/services/nodes/', 'zh-CN')).available_nodes;
    const enNodes = (await read('/api/v2/user/services/nodes/', 'en')).available_nodes;
    expect(zhNodes.map((node: { location: string }) => node.location)).toContain('香港');
    expect(enNodes.map((node: { location: string }) => node.location)).toContain('Hong Kong');
    const hk = zhNodes.find((node: { location: string }) => node.location === '香港');
    expect((await read(`/api/v2/user/services/nodes/${hk.node_id}/`, 'zh-CN')).description).toBe('香港 · vmess');

    const rules = (await read('/api/v2/user/services/audit/rule', 'zh-CN')).rules;
    expect(rules.map((rule: { text: string }) => rule.text)).toContain('为防止垃圾邮件，已屏蔽对外 SMTP 连接');
    const shares = (await read('/api/v2/user/services/share-account/', 'zh-CN')).available_accounts;
    expect(shares[0].account_name).toBe('流媒体共享账号 A');
    const ledger = (await read('/api/v2/user/wallet/ledger?limit=100', 'zh-CN')).records;
    expect(ledger.map((line: { description: string }) => line.description)).toContain('演示余额');

    await t.database.db.update(auditRules).set({ text: 'Mail is blocked' }).where(eq(auditRules.name, 'Mail relay'));
    const changed = (await read('/api/v2/user/services/audit/rule', 'zh-CN')).rules;
    expect(changed.map((rule: { text: string }) => rule.text)).toContain('Mail is blocked');
  });
});
