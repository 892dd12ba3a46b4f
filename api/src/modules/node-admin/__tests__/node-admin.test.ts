// The staff node API: admins only; a node's key is answered once and stored hashed; rotating replaces
// it at once; edits, removal and validation.
import { eq } from 'drizzle-orm';
import { parse } from 'zod/mini';
import { operations } from '@portal/shared/contract';
import { nodes } from '../../../db/schema';
import { createTestApp, type TestApp } from '../../../test-support/test-app';
import { customer, staffMember, type Account } from '../../../test-support/ticket-flows';

let t: TestApp;
let admin: Account;
let lowAdmin: Account;
let alice: Account;

beforeAll(async () => {
  t = await createTestApp();
  admin = await staffMember(t, 'root@example.com', 'admin');
  lowAdmin = await staffMember(t, 'support@example.com', 'low_admin');
  alice = await customer(t, 'alice@example.com');
});
afterAll(() => t.close());

const NODES = '/api/v2/low_admin_api/node/';
const body = {
  name: 'Tokyo 01',
  type: 'vmess',
  server: 'tyo.example.com',
  node_class: 1,
  traffic_rate: '1.5',
  country_code: 'jp',
  settings: { transport: 'ws', security: 'tls', path: '/ray' },
};

describe('staff node API', () => {
  it('lets low admins read the list and only admins change it: customers get 403, no token 401', async () => {
    expect((await t.app.inject({ url: NODES, headers: lowAdmin.headers })).statusCode).toBe(200);
    expect((await t.app.inject({ url: NODES, headers: alice.headers })).statusCode).toBe(403);
    for (const account of [lowAdmin, alice]) {
      const create = await t.app.inject({ method: 'POST', url: NODES, headers: account.headers, payload: body });
      expect(create.statusCode).toBe(403);
    }
    expect((await t.app.inject({ url: NODES })).statusCode).toBe(401);
  });

  let id: number;
  let key: string;

  it('creates a node and answers its key once; the database keeps only the hash', async () => {
    const res = await t.app.inject({ method: 'POST', url: NODES, headers: admin.headers, payload: body });
    expect(res.statusCode).toBe(200);
    const { result } = parse(operations.staffNodeCreate.response, res.json());
    ({ key } = result);
    id = result.node.id;
    expect(result.node).toMatchObject({
      name: 'Tokyo 01',
      type: 'vmess',
      server: 'tyo.example.com',
      port: 443,
      node_class: 1,
      traffic_rate: '1.50',
      country_code: 'JP',
      has_key: true,
      status: 'offline',
    });
    const [row] = await t.database.db.select().from(nodes).where(eq(nodes.id, id));
    expect(JSON.stringify(row)).not.toContain(key);
    const list = await t.app.inject({ url: NODES, headers: admin.headers });
    expect(JSON.stringify(list.json())).not.toContain(key);
    parse(operations.staffNodeList.response, list.json());
    expect((await t.app.inject({ url: `/v1/mod_mu/func/ping?key=${key}` })).statusCode).toBe(200);
  });

  it('rotates the key: the old one is refused at once', async () => {
    const res = await t.app.inject({ method: 'POST', url: `${NODES}${id}/rotate-key`, headers: admin.headers });
    const fresh = res.json().result.key as string;
    expect(fresh).not.toBe(key);
    expect((await t.app.inject({ url: `/v1/mod_mu/func/ping?key=${key}` })).statusCode).toBe(401);
    expect((await t.app.inject({ url: `/v1/mod_mu/func/ping?key=${fresh}` })).statusCode).toBe(200);
  });

  it('edits fields, hides the REALITY private key, and refuses bad values naming the field', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: `${NODES}${id}`,
      headers: admin.headers,
      payload: {
        type: 'vless',
        traffic_rate: '0.5',
        speed_limit_mbps: 100,
        settings: { security: 'reality', realityPrivateKey: 'secret-private', sni: 'www.example.com' },
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().result).toMatchObject({
      type: 'vless',
      traffic_rate: '0.50',
      speed_limit_mbps: 100,
      settings: { security: 'reality', realityPrivateKey: 'set', sni: 'www.example.com' },
    });
    expect(res.body).not.toContain('secret-private');

    const bad = await t.app.inject({
      method: 'PUT',
      url: `${NODES}${id}`,
      headers: admin.headers,
      payload: { traffic_rate: '1e3', port: 70000, settings: { method: 'rc4-md5' }, type: 'ssr' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/traffic_rate/);
    const unknown = await t.app.inject({ method: 'PUT', url: `${NODES}999`, headers: admin.headers, payload: {} });
    expect(unknown.statusCode).toBe(404);
  });

  it('removes a node', async () => {
    const res = await t.app.inject({ method: 'DELETE', url: `${NODES}${id}`, headers: admin.headers });
    expect(res.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'DELETE', url: `${NODES}${id}`, headers: admin.headers })).statusCode).toBe(
      404,
    );
    expect(await t.database.db.select().from(nodes).where(eq(nodes.id, id))).toEqual([]);
  });

  it('validates relay rules, commands and blocks', async () => {
    const relay = await t.app.inject({
      method: 'POST',
      url: `${NODES}relay-rule/`,
      headers: admin.headers,
      payload: { source_node_id: 1, dist_node_id: 1, port: 443 },
    });
    expect(relay.statusCode).toBe(400);
    const missing = await t.app.inject({
      method: 'POST',
      url: `${NODES}command/`,
      headers: admin.headers,
      payload: { node_id: 4242, value: 'uptime' },
    });
    expect(missing.statusCode).toBe(404);
    const block = await t.app.inject({
      method: 'POST',
      url: `${NODES}blocked-ip/`,
      headers: admin.headers,
      payload: { ip: '203.0.113.1', reason: 'scanner' },
    });
    expect(block.json().result).toMatchObject({ ip: '203.0.113.1', node_id: null, reason: 'scanner' });
    const badIp = await t.app.inject({
      method: 'POST',
      url: `${NODES}blocked-ip/`,
      headers: admin.headers,
      payload: { ip: 'example.com' },
    });
    expect(badIp.statusCode).toBe(400);
  });
});
