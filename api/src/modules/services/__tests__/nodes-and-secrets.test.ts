// Nodes (list, detail, connection settings), the connection password, shared accounts and audit.
import { createTestApp, type TestApp } from '../../../test-support/test-app';
import { type Account, customer } from '../../../test-support/ticket-flows';
import { addAuditHit, addNode, addNodeOfEachProtocol, setService } from '../../../test-support/service-fixtures';
import { shareAccounts } from '../../../db/schema';

let t: TestApp;
let alice: Account;
let nodeIds: number[];
let premiumId: number;
let offlineId: number;
const ISO = expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);

beforeAll(async () => {
  t = await createTestApp();
  alice = await customer(t, 'alice@example.com');
  nodeIds = await addNodeOfEachProtocol(t.database.db);
  premiumId = await addNode(t.database.db, { name: 'Premium', minLevel: 2, isPremium: true });
  offlineId = await addNode(t.database.db, {
    name: 'Offline',
    lastHeartbeatAt: new Date(Date.now() - 6 * 60 * 1000),
    trafficRate: '0.50',
    load: 12.5,
    countryCode: 'US',
    location: 'Los Angeles',
    bandwidth: '1 Gbps',
  });
  await setService(t.database.db, alice.id, { level: 1 });
});
afterAll(() => t.close());

const get = (account: Account, url: string) =>
  t.app.inject({ url: `/api/v2/user/services${url}`, headers: account.headers });

describe('nodes', () => {
  it('lists the nodes of the customer’s level with status from the heartbeat', async () => {
    const res = await get(alice, '/nodes/');
    expect(res.statusCode).toBe(200);
    const { result } = res.json();
    expect(result.total_nodes).toBe(7);
    expect(result.user_tier).toBe('VIP 1');
    expect(result.available_nodes.map((n: { node_id: number }) => n.node_id)).toEqual([...nodeIds, offlineId]);
    expect(result.available_nodes.at(-1)).toEqual({
      node_id: offlineId,
      node_name: 'Offline',
      server_address: expect.stringMatching(/example\.net$/),
      location: 'Los Angeles',
      country_code: 'US',
      ping: null,
      // Offline: the last reported load (12.5) is not live, so none is shown.
      load: 0,
      status: 'offline',
      protocol_support: ['trojan'],
      bandwidth: '1 Gbps',
      is_premium: false,
    });
    expect(result.available_nodes[0]).toMatchObject({ status: 'online', protocol_support: ['vmess'] });
  });

  it('shows a node’s details and its connection settings with the customer’s secrets', async () => {
    const detail = await get(alice, `/nodes/${offlineId}/`);
    expect(detail.statusCode).toBe(200);
    expect(detail.json().result).toMatchObject({
      node_id: offlineId,
      traffic_rate: '0.50',
      online_user_count: 0,
      last_heartbeat_at: ISO,
      description: null,
      status: 'offline',
    });

    const secrets = (await get(alice, '/ss-password/')).json().result;
    const vless = (await get(alice, `/${nodeIds[1]}/`)).json().result;
    expect(vless).toMatchObject({
      node_id: nodeIds[1],
      protocol: 'vless',
      port: 443,
      share_link: expect.stringMatching(new RegExp(`^vless://${secrets.ss_uuid}@`)),
    });
    expect(vless.settings).toMatchObject({
      uuid: secrets.ss_uuid,
      security: 'reality',
      public_key: 'pbk',
      short_id: 'ab12',
      flow: 'xtls-rprx-vision',
    });
    const ss = (await get(alice, `/${nodeIds[3]}/`)).json().result;
    expect(ss.settings).toEqual({ password: secrets.ss_passwd, method: 'aes-256-gcm' });
  });

  it('404s an unknown node and a node above the customer’s level; 400s a malformed id', async () => {
    for (const url of ['/nodes/999999/', `/nodes/${premiumId}/`, '/999999/', `/${premiumId}/`]) {
      const res = await get(alice, url);
      expect({ url, status: res.statusCode, code: res.json().code }).toEqual({ url, status: 404, code: 'not_found' });
    }
    for (const url of ['/nodes/abc/', '/nodes/-1/', '/nodes/1.5/', '/nodes/99999999999/']) {
      const res = await get(alice, url);
      expect({ url, status: res.statusCode, code: res.json().code }).toEqual({
        url,
        status: 400,
        code: 'validation_error',
      });
    }
  });
});

describe('connection password', () => {
  it('replaces the password and uuid at once (the subscription carries the new ones)', async () => {
    const before = (await get(alice, '/ss-password/')).json().result;
    expect(before).toEqual({
      ss_passwd: expect.stringMatching(/^[A-Za-z0-9_-]{16}$/),
      ss_uuid: expect.any(String),
      updated_at: null,
    });
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/v2/user/services/ss-password/reset',
      headers: alice.headers,
    });
    expect(reset.json()).toEqual({ is_success: true, message: expect.any(String) });
    const after = (await get(alice, '/ss-password/')).json().result;
    expect(after.ss_passwd).not.toBe(before.ss_passwd);
    expect(after.ss_uuid).not.toBe(before.ss_uuid);
    expect(after.updated_at).toEqual(ISO);
    const token = (await get(alice, '/link-token/link-token/')).json().result.link_token;
    const links = Buffer.from((await t.app.inject({ url: `/link/${token}` })).body, 'base64').toString('utf8');
    expect(links).toContain(after.ss_uuid);
    expect(links).not.toContain(before.ss_uuid);
  });
});

describe('shared accounts and audit', () => {
  it('lists the unexpired shared accounts of the customer’s level', async () => {
    const future = new Date(Date.now() + 86_400_000);
    await t.database.db.insert(shareAccounts).values([
      {
        name: 'Basic',
        serverAddress: 's1.example.net',
        port: 443,
        password: 'p1',
        method: 'aes-256-gcm',
        protocol: 'shadowsocks',
        maxUsers: 5,
        currentUsers: 2,
        trafficLimit: 1000,
        trafficUsed: 10,
        minLevel: 0,
        expireAt: future,
      },
      {
        name: 'Pro',
        serverAddress: 's2.example.net',
        port: 443,
        password: 'p2',
        method: 'aes-256-gcm',
        protocol: 'shadowsocks',
        maxUsers: 5,
        trafficLimit: 1000,
        minLevel: 2,
        expireAt: future,
      },
      {
        name: 'Expired',
        serverAddress: 's3.example.net',
        port: 443,
        password: 'p3',
        method: 'aes-256-gcm',
        protocol: 'shadowsocks',
        maxUsers: 5,
        trafficLimit: 1000,
        minLevel: 0,
        expireAt: new Date(Date.now() - 1000),
      },
    ]);
    const { result } = (await get(alice, '/share-account/')).json();
    expect(result.total_accounts).toBe(1);
    expect(result.available_accounts).toEqual([
      {
        account_id: expect.any(Number),
        account_name: 'Basic',
        server_address: 's1.example.net',
        port: 443,
        password: 'p1',
        method: 'aes-256-gcm',
        protocol: 'shadowsocks',
        max_users: 5,
        current_users: 2,
        traffic_limit: 1000,
        traffic_used: 10,
        status: 'active',
        expire_time: ISO,
      },
    ]);
  });

  it('lists the rules and only the customer’s own hits, paginated', async () => {
    const bob = await customer(t, 'bob@example.com');
    const first = await addAuditHit(t.database.db, alice.id, nodeIds[0]!, { name: 'BitTorrent' });
    const second = await addAuditHit(t.database.db, alice.id, nodeIds[2]!, { name: 'SMTP' });
    await addAuditHit(t.database.db, bob.id, nodeIds[0]!, { name: 'Speedtest' });

    const rules = (await get(alice, '/audit/rule')).json().result;
    expect(rules.total_count).toBe(3);
    expect(rules.rules[0]).toEqual({
      id: first.ruleId,
      name: 'BitTorrent',
      text: 'BitTorrent is blocked',
      regex: 'x',
      type: 1,
    });

    const records = (await get(alice, '/audit/record')).json().result;
    expect(records.total_count).toBe(2);
    expect(records.records).toEqual([
      {
        id: second.hitId,
        created_at: ISO,
        node_id: nodeIds[2],
        node_name: 'Trojan',
        rule_id: second.ruleId,
        rule_name: 'SMTP',
      },
      {
        id: first.hitId,
        created_at: ISO,
        node_id: nodeIds[0],
        node_name: 'VMess WS',
        rule_id: first.ruleId,
        rule_name: 'BitTorrent',
      },
    ]);
    const page2 = (await get(alice, '/audit/record?limit=1&offset=1')).json().result;
    expect(page2).toEqual({ total_count: 2, records: [expect.objectContaining({ id: first.hitId })] });
    expect(
      (await get(bob, '/audit/record')).json().result.records.map((r: { rule_name: string }) => r.rule_name),
    ).toEqual(['Speedtest']);
  });
});
