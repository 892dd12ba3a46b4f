// Alive IPs (devices online on the dashboard, alive_ip for device limits, the node's customers online),
// audit hits in the customer's records, the node's load and liveness as customers see it, and the
// func/* calls: detect rules both clients compile, relay rules, blocks, commands, speed tests.
import { eq } from 'drizzle-orm';
import { auditRules, nodeSpeedtests, nodes } from '../../../db/schema';
import { createTestApp, type TestApp } from '../../../test-support/test-app';
import { staffMember, type Account } from '../../../test-support/ticket-flows';
import { setService } from '../../../test-support/service-fixtures';
import {
  acceptedData,
  addKeyedNode,
  nodeCall,
  planCustomer,
  refusalReason,
  type KeyedNode,
} from '../../../test-support/node-fixtures';

let t: TestApp;
let node: KeyedNode;
let second: KeyedNode;
let alice: Account;
let admin: Account;

beforeAll(async () => {
  t = await createTestApp();
  node = await addKeyedNode(t.database.db, { name: 'Tokyo 01' });
  second = await addKeyedNode(t.database.db, { name: 'Osaka 01', type: 'trojan', server: 'osa.example.net' });
  alice = await planCustomer(t, 'alice@example.com');
  await setService(t.database.db, alice.id, { onlineIpLimit: 3 });
  admin = await staffMember(t, 'root@example.com', 'admin');
});
afterAll(() => t.close());
afterEach(() => {
  t.app.portal.now = () => new Date();
});

const q = (target: KeyedNode) => `node_id=${target.id}&key=${target.key}`;
const post = (target: KeyedNode, path: string, body: unknown) =>
  nodeCall(t.app, 'POST', path, { query: q(target), body });

async function dashboardDevices() {
  const res = await t.app.inject({ url: '/api/v2/user/dashboard/', headers: alice.headers });
  return res.json().result.old_service_info as {
    online_ip_count: number;
    online_ips: { ip: string; node_name: string }[];
  };
}

describe('alive IPs', () => {
  it('shows the customer’s devices, counts them for the device limit and the node’s customers online', async () => {
    acceptedData(
      await post(node, 'users/aliveip', {
        data: [
          { ip: '203.0.113.5', user_id: alice.id },
          { ip: '::ffff:198.51.100.7', user_id: alice.id },
          { ip: '203.0.113.5', user_id: alice.id },
        ],
      }),
    );
    acceptedData(await post(second, 'users/aliveip', { data: [{ ip: '2001:db8::9', user_id: alice.id }] }));

    const devices = await dashboardDevices();
    expect(devices.online_ip_count).toBe(3);
    expect(devices.online_ips.map((device) => device.ip).sort()).toEqual([
      '198.51.100.7',
      '2001:db8::9',
      '203.0.113.5',
    ]);
    expect(devices.online_ips.find((device) => device.ip === '2001:db8::9')?.node_name).toBe('Osaka 01');

    const users = acceptedData<{ id: number; alive_ip: number; node_iplimit: number }[]>(
      await nodeCall(t.app, 'GET', 'users', { query: q(node) }),
    );
    expect(users.find((user) => user.id === alice.id)).toMatchObject({ alive_ip: 3, node_iplimit: 3 });

    const [row] = await t.database.db.select().from(nodes).where(eq(nodes.id, node.id));
    expect(row?.onlineUserCount).toBe(1);
  });

  it('forgets devices after the window', async () => {
    t.app.portal.now = () => new Date(Date.now() + 10 * 60 * 1000);
    expect((await dashboardDevices()).online_ip_count).toBe(0);
    const users = acceptedData<{ id: number; alive_ip: number }[]>(
      await nodeCall(t.app, 'GET', 'users', { query: q(node) }),
    );
    expect(users.find((user) => user.id === alice.id)?.alive_ip).toBe(0);
  });

  it('refuses a bad address or an unknown customer and records nothing', async () => {
    refusalReason(await post(node, 'users/aliveip', { data: [{ ip: 'localhost', user_id: alice.id }] }), 400);
    refusalReason(await post(node, 'users/aliveip', { data: [{ ip: '203.0.113.99', user_id: 424242 }] }), 400);
    expect((await dashboardDevices()).online_ips.map((device) => device.ip)).not.toContain('203.0.113.99');
  });
});

describe('audit hits', () => {
  it('shows a detect-log hit in the customer’s audit records; an unknown rule id changes nothing', async () => {
    const [rule] = await t.database.db
      .insert(auditRules)
      .values({ name: 'Mail relay', text: 'SMTP is blocked', regex: '^(.*)\\:(25|465|587)$', type: 1 })
      .returning();
    acceptedData(await post(node, 'users/detectlog', { data: [{ list_id: rule!.id, user_id: alice.id }] }));
    refusalReason(await post(node, 'users/detectlog', { data: [{ list_id: 9999, user_id: alice.id }] }), 400);
    const records = await t.app.inject({ url: '/api/v2/user/services/audit/record', headers: alice.headers });
    expect(records.json().result.records).toEqual([
      expect.objectContaining({ node_id: node.id, node_name: 'Tokyo 01', rule_id: rule!.id, rule_name: 'Mail relay' }),
    ]);
  });

  it('serves only rules both clients compile, all as type 1', async () => {
    await t.database.db.insert(auditRules).values([
      { name: 'Look-ahead', text: 'x', regex: 'foo(?=bar)', type: 2 },
      { name: 'Torrent', text: 'x', regex: '(BitTorrent protocol)|(\\.torrent)', type: 2 },
      { name: 'Off', text: 'x', regex: 'off', type: 1, isEnabled: false },
    ]);
    const rules = acceptedData<{ id: number; regex: string; type: number }[]>(
      await nodeCall(t.app, 'GET', 'func/detect_rules', { query: `key=${node.key}` }),
    );
    expect(rules.map((rule) => rule.regex)).toEqual(['^(.*)\\:(25|465|587)$', '(BitTorrent protocol)|(\\.torrent)']);
    expect(rules.every((rule) => rule.type === 1)).toBe(true);
  });
});

describe('load and liveness, as customers see them', () => {
  it('shows the reported load and uptime while the node is online', async () => {
    acceptedData(await post(node, `nodes/${node.id}/info`, { uptime: '7200.5', load: '0.42 0.30 0.20\n' }));
    const list = await t.app.inject({ url: '/api/v2/user/services/nodes/', headers: alice.headers });
    expect(list.json().result.available_nodes.find((n: { node_id: number }) => n.node_id === node.id)).toMatchObject({
      status: 'online',
      load: 42,
    });
    const detail = await t.app.inject({ url: `/api/v2/user/services/nodes/${node.id}/`, headers: alice.headers });
    expect(detail.json().result).toMatchObject({ status: 'online', load: 42, uptime_seconds: 7200 });
  });

  it('shows no live load, nobody online and no uptime once the heartbeat is too old — everywhere', async () => {
    await t.database.db.update(nodes).set({ onlineUserCount: 5 }).where(eq(nodes.id, node.id));
    t.app.portal.now = () => new Date(Date.now() + 6 * 60 * 1000);
    const list = await t.app.inject({ url: '/api/v2/user/services/nodes/', headers: alice.headers });
    expect(list.json().result.available_nodes.find((n: { node_id: number }) => n.node_id === node.id)).toMatchObject({
      status: 'offline',
      load: 0,
    });
    const detail = await t.app.inject({ url: `/api/v2/user/services/nodes/${node.id}/`, headers: alice.headers });
    expect(detail.json().result).toMatchObject({
      status: 'offline',
      load: 0,
      online_user_count: 0,
      uptime_seconds: null,
    });
    const staff = await t.app.inject({ url: '/api/v2/low_admin_api/node/', headers: admin.headers });
    expect(staff.json().result_list.find((n: { id: number }) => n.id === node.id)).toMatchObject({
      status: 'offline',
      load: 0,
      online_user_count: 0,
      uptime_seconds: null,
      load_report: '0.42 0.30 0.20',
    });
  });

  it('counts any call of the node (GET users too) as its heartbeat', async () => {
    t.app.portal.now = () => new Date(Date.now() + 6 * 60 * 1000);
    await nodeCall(t.app, 'GET', 'users', { query: q(node) });
    const detail = await t.app.inject({ url: `/api/v2/user/services/nodes/${node.id}/`, headers: alice.headers });
    expect(detail.json().result.status).toBe('online');
  });
});

describe('func calls', () => {
  it('lists enabled nodes with node_ip, the address a node last called from', async () => {
    const list = acceptedData<{ id: number; node_ip: string; server: string }[]>(
      await nodeCall(t.app, 'GET', 'nodes', { query: `key=${node.key}` }),
    );
    expect(list.find((item) => item.id === node.id)?.node_ip).toBe('127.0.0.1');
    expect(list.find((item) => item.id === second.id)?.server).toBe('osa.example.net');
  });

  it('serves relay rules staff made for the node', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v2/low_admin_api/node/relay-rule/',
      headers: admin.headers,
      payload: { source_node_id: node.id, dist_node_id: second.id, port: 0, priority: 5 },
    });
    expect(created.statusCode).toBe(200);
    const rules = acceptedData<unknown[]>(await nodeCall(t.app, 'GET', 'func/relay_rules', { query: q(node) }));
    expect(rules).toEqual([
      {
        id: created.json().result.id,
        user_id: 0,
        source_node_id: node.id,
        dist_node_id: second.id,
        dist_ip: 'osa.example.net',
        port: 0,
        priority: 5,
      },
    ]);
    expect(acceptedData(await nodeCall(t.app, 'GET', 'func/relay_rules', { query: q(second) }))).toEqual([]);
  });

  it('shares blocks between nodes and passes unblocks on', async () => {
    acceptedData(await post(node, 'func/block_ip', { data: [{ ip: '192.0.2.66' }, { ip: '192.0.2.66' }] }));
    acceptedData(await post(second, 'func/block_ip', { data: [{ ip: '192.0.2.66' }] }));
    const blocked = acceptedData<{ id: number; nodeid: number; ip: string }[]>(
      await nodeCall(t.app, 'GET', 'func/block_ip', { query: q(second) }),
    );
    expect(blocked).toEqual([{ id: expect.any(Number), nodeid: node.id, ip: '192.0.2.66' }]);
    const unblock = await t.app.inject({
      method: 'POST',
      url: `/api/v2/low_admin_api/node/blocked-ip/${blocked[0]!.id}/unblock`,
      headers: admin.headers,
    });
    expect(unblock.statusCode).toBe(200);
    expect(acceptedData(await nodeCall(t.app, 'GET', 'func/block_ip', { query: q(node) }))).toEqual([]);
    expect(acceptedData(await nodeCall(t.app, 'GET', 'func/unblock_ip', { query: q(node) }))).toEqual(blocked);
    refusalReason(await post(node, 'func/block_ip', { data: [{ ip: '999.1.1.1' }] }), 400);
  });

  it('hands queued commands to their nodes until each reports running them', async () => {
    const queued = await t.app.inject({
      method: 'POST',
      url: '/api/v2/low_admin_api/node/command/',
      headers: admin.headers,
      payload: { value: 'systemctl restart ssr', node_id: null },
    });
    const command = queued.json().result as { id: number; value: string; sign: string; type: number };
    expect(command.sign).toMatch(/^[A-Za-z0-9+/]+=*$/);
    const pending = acceptedData<unknown[]>(await nodeCall(t.app, 'GET', 'func/autoexec', { query: q(node) }));
    expect(pending).toEqual([{ id: command.id, value: command.value, sign: command.sign, type: 1 }]);

    acceptedData(await post(node, 'func/autoexec', { data: [{ value: command.value, sign: command.sign, type: 1 }] }));
    expect(acceptedData(await nodeCall(t.app, 'GET', 'func/autoexec', { query: q(node) }))).toEqual([]);
    expect(acceptedData<unknown[]>(await nodeCall(t.app, 'GET', 'func/autoexec', { query: q(second) }))).toHaveLength(
      1,
    );
    refusalReason(await post(node, 'func/autoexec', { data: [{ value: 'rm -rf /', sign: 'forged', type: 1 }] }), 400);

    const { publicKey } = t.app.portal.keys;
    const valid = await crypto.subtle.verify(
      { name: 'ECDSA', hash: 'SHA-256' },
      publicKey,
      Buffer.from(command.sign, 'base64'),
      new TextEncoder().encode(command.value),
    );
    expect(valid).toBe(true);
  });

  it('stores speed tests and shows the latest to staff', async () => {
    const result = {
      telecomping: '32',
      telecomeupload: '95',
      telecomedownload: '310',
      unicomping: '40',
      unicomupload: '90',
      unicomdownload: '280',
      cmccping: '55',
      cmccupload: '80',
      cmccdownload: '250',
    };
    acceptedData(await post(node, 'func/speedtest', { data: [result] }));
    expect(await t.database.db.select().from(nodeSpeedtests)).toHaveLength(1);
    const staff = await t.app.inject({ url: '/api/v2/low_admin_api/node/', headers: admin.headers });
    expect(staff.json().result_list.find((n: { id: number }) => n.id === node.id).latest_speedtest.result).toEqual(
      result,
    );
  });

  it('answers nodes/config with the calling node’s settings', async () => {
    const settings = acceptedData<{ node_class: number }>(
      await post(node, 'nodes/config', { node_id: node.id, type: 'shadowsocks' }),
    );
    expect(settings.node_class).toBe(1);
    refusalReason(await post(node, 'nodes/config', { node_id: second.id }), 403);
  });

  it('sends a disabled node an empty user list (it closes its ports)', async () => {
    await t.database.db.update(nodes).set({ isEnabled: false }).where(eq(nodes.id, second.id));
    expect(acceptedData(await nodeCall(t.app, 'GET', 'users', { query: q(second) }))).toEqual([]);
  });
});
