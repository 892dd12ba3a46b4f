// The node API on the wire, as shadowsocks-mod and XrayR call it (api/README.md, "Node API"):
// exact envelopes and statuses, the key and node_id, GET and POST ping, weak ETags with 304 only to a
// matching If-None-Match, refusals for wrong keys and unknown paths, and a full pass of each client.
import { parse } from 'zod/mini';
import { operations } from '@portal/shared/contract';
import { eq } from 'drizzle-orm';
import { nodes } from '../../../db/schema';
import { createTestApp, type TestApp } from '../../../test-support/test-app';
import type { Account } from '../../../test-support/ticket-flows';
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
let alice: Account;

beforeAll(async () => {
  t = await createTestApp({ NODE_FORBIDDEN_IP: '127.0.0.0/8, ::1/128', NODE_FORBIDDEN_PORT: '25,465-587' });
  node = await addKeyedNode(t.database.db);
  alice = await planCustomer(t, 'alice@example.com');
});
afterAll(() => t.close());

describe('envelope and credentials', () => {
  it('answers ping to GET and POST with exactly {"ret":1,"data":"pong"}', async () => {
    for (const method of ['GET', 'POST'] as const) {
      const res = await nodeCall(t.app, method, 'func/ping', { query: `key=${node.key}` });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.body).toBe('{"ret":1,"data":"pong"}');
    }
  });

  it('refuses a missing or wrong key with {"ret":0,"data":reason} and no data', async () => {
    expect(refusalReason(await nodeCall(t.app, 'GET', 'func/ping'), 401)).toMatch(/no node key/i);
    expect(refusalReason(await nodeCall(t.app, 'GET', 'users', { query: 'node_id=1&key=wrong' }), 401)).toMatch(
      /unknown node key/i,
    );
    const users = await nodeCall(t.app, 'GET', 'users', { query: `node_id=${node.id}&key=${node.key}x` });
    expect(refusalReason(users, 401)).not.toContain('alice');
    expect(users.headers.etag).toBeUndefined();
  });

  it('takes XrayR’s muKey, refuses a key and muKey that differ, and a node_id that is not the key’s node', async () => {
    acceptedData(await nodeCall(t.app, 'GET', 'func/ping', { query: `muKey=${node.key}` }));
    acceptedData(await nodeCall(t.app, 'GET', 'func/ping', { query: `key=${node.key}&muKey=${node.key}` }));
    refusalReason(await nodeCall(t.app, 'GET', 'func/ping', { query: `key=${node.key}&muKey=other` }), 401);
    const other = await addKeyedNode(t.database.db, { name: 'Other' });
    expect(
      refusalReason(await nodeCall(t.app, 'GET', 'users', { query: `node_id=${other.id}&key=${node.key}` }), 403),
    ).toContain(`node ${node.id}`);
    refusalReason(await nodeCall(t.app, 'GET', `nodes/${other.id}/info`, { query: `key=${node.key}` }), 403);
  });

  it('answers an unknown path or method under /v1/mod_mu with the refusal envelope', async () => {
    expect(refusalReason(await nodeCall(t.app, 'GET', 'nonsense', { query: `key=${node.key}` }), 404)).toMatch(
      /no such node api call/i,
    );
    const del = await t.app.inject({ method: 'DELETE', url: `/v1/mod_mu/users?key=${node.key}` });
    refusalReason(del, 404);
    // A base URL with a trailing slash gives //mod_mu: still served.
    acceptedData(await t.app.inject({ url: `/v1//mod_mu/func/ping?key=${node.key}` }));
  });

  it('never writes the key to the log', async () => {
    const lines: string[] = [];
    const logged = await createTestApp({ LOG_LEVEL: 'info' });
    const spy = jest.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
      lines.push(String(chunk));
      return true;
    });
    try {
      const keyed = await addKeyedNode(logged.database.db);
      await nodeCall(logged.app, 'GET', 'func/ping', { query: `key=${keyed.key}&muKey=${keyed.key}` });
      await nodeCall(logged.app, 'GET', 'users', { query: `key=${keyed.key}-wrong` });
    } finally {
      spy.mockRestore();
      await logged.close();
    }
    expect(lines.join('')).toContain('[redacted]');
    expect(lines.join('')).not.toMatch(/key=(?!\[redacted\])/);
  });
});

describe('ETags', () => {
  it.each([
    ['users', () => `users?node_id=${node.id}&key=${node.key}`],
    ['nodes/{id}/info', () => `nodes/${node.id}/info?key=${node.key}`],
    ['func/detect_rules', () => `func/detect_rules?key=${node.key}`],
  ])('%s: a weak ETag, 304 only to a matching If-None-Match', async (_name, path) => {
    const url = `/v1/mod_mu/${path()}`;
    const first = await t.app.inject({ url });
    expect(first.statusCode).toBe(200);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    // shadowsocks-mod sends no If-None-Match and takes 304 for an error; XrayR starts with an empty one.
    expect((await t.app.inject({ url })).statusCode).toBe(200);
    expect((await t.app.inject({ url, headers: { 'if-none-match': '' } })).statusCode).toBe(200);
    expect((await t.app.inject({ url, headers: { 'if-none-match': 'W/"stale"' } })).statusCode).toBe(200);
    const cached = await t.app.inject({ url, headers: { 'if-none-match': etag } });
    expect(cached.statusCode).toBe(304);
    expect(cached.body).toBe('');
    expect(cached.headers.etag).toBe(etag);
  });

  it('changes the users ETag when the answer changes', async () => {
    const url = `/v1/mod_mu/users?node_id=${node.id}&key=${node.key}`;
    const before = (await t.app.inject({ url })).headers.etag as string;
    await planCustomer(t, 'newcomer@example.com');
    const after = await t.app.inject({ url, headers: { 'if-none-match': before } });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before);
  });
});

describe('a shadowsocks-mod pass, call by call (node-api.md §6)', () => {
  it('is answered as the client needs, in its order, with its bodies', async () => {
    const q = `node_id=${node.id}&key=${node.key}`;
    expect(acceptedData(await nodeCall(t.app, 'GET', 'func/ping', { query: `key=${node.key}` }))).toBe('pong');
    expect(acceptedData(await nodeCall(t.app, 'POST', 'users/traffic', { query: q, body: { data: [] } }))).toBe('ok');
    expect(
      acceptedData(
        await nodeCall(t.app, 'POST', `nodes/${node.id}/info`, {
          query: q,
          body: { uptime: '1003.81', load: '0.24 0.68 0.56\n' },
        }),
      ),
    ).toBe('ok');
    expect(acceptedData(await nodeCall(t.app, 'POST', 'users/aliveip', { query: q, body: { data: [] } }))).toBe('ok');
    expect(acceptedData(await nodeCall(t.app, 'POST', 'users/detectlog', { query: q, body: { data: [] } }))).toBe('ok');

    const info = acceptedData<Record<string, unknown>>(
      await nodeCall(t.app, 'GET', `nodes/${node.id}/info`, { query: `key=${node.key}` }),
    );
    expect(info).toMatchObject({ node_speedlimit: 0, traffic_rate: 1, mu_only: 0 });

    const usersRes = await nodeCall(t.app, 'GET', 'users', { query: q });
    const users = acceptedData<Record<string, unknown>[]>(usersRes);
    parse(operations.nodeUsers.response, JSON.parse(usersRes.body));
    const row = users.find((user) => user.id === alice.id)!;
    expect(row).toMatchObject({
      id: alice.id,
      port: expect.any(Number),
      passwd: expect.any(String),
      method: 'chacha20-ietf-poly1305',
      obfs: 'plain',
      protocol: 'origin',
      obfs_param: '',
      protocol_param: '',
      is_multi_user: 0,
      forbidden_ip: '127.0.0.0/8,::1/128',
      forbidden_port: '25,465-587',
      node_speedlimit: 0,
      alive_ip: 0,
    });
    expect(Number.isInteger(row.port)).toBe(true);

    const nodesList = acceptedData<{ node_ip: string }[]>(
      await nodeCall(t.app, 'GET', 'nodes', { query: `key=${node.key}` }),
    );
    expect(nodesList.every((item) => typeof item.node_ip === 'string')).toBe(true);

    const rules = acceptedData<unknown[]>(
      await nodeCall(t.app, 'GET', 'func/detect_rules', { query: `key=${node.key}` }),
    );
    expect(Array.isArray(rules)).toBe(true);
  });

  it('tells the customer the same port and cipher the node opened for them', async () => {
    const users = acceptedData<{ id: number; port: number; method: string; passwd: string }[]>(
      await nodeCall(t.app, 'GET', 'users', { query: `node_id=${node.id}&key=${node.key}` }),
    );
    const row = users.find((user) => user.id === alice.id)!;
    const config = await t.app.inject({ url: `/api/v2/user/services/${node.id}/`, headers: alice.headers });
    expect(config.json().result).toMatchObject({
      server_address: 'tyo.example.net',
      port: row.port,
      settings: { method: row.method, password: row.passwd },
    });
    expect(config.json().result.share_link).toContain(`@tyo.example.net:${row.port}`);
  });

  it('records the heartbeat and the report: load from the load averages, uptime in seconds', async () => {
    const [row] = await t.database.db.select().from(nodes).where(eq(nodes.id, node.id));
    expect(row?.lastHeartbeatAt).not.toBeNull();
    expect(row).toMatchObject({ load: 24, uptimeSeconds: 1003, loadReport: '0.24 0.68 0.56' });
  });
});

describe('an XrayR pass (muKey, If-None-Match, version-dependent settings)', () => {
  it('gets settings it can parse and posts its status', async () => {
    const vmess = await addKeyedNode(t.database.db, {
      name: 'HK VMess',
      type: 'vmess',
      server: 'hk.example.net',
      port: 443,
      node_class: 0,
      traffic_rate: '1.5',
      speed_limit_mbps: 200,
      settings: { transport: 'ws', security: 'tls', path: '/ray', host: 'cdn.example.net' },
    });
    const creds = `key=${vmess.key}&muKey=${vmess.key}`;
    const infoRes = await t.app.inject({
      url: `/v1/mod_mu/nodes/${vmess.id}/info?${creds}`,
      headers: { 'if-none-match': '' },
    });
    const info = acceptedData<Record<string, unknown>>(infoRes);
    expect(info).toEqual({
      node_group: 0,
      node_class: 0,
      node_speedlimit: 200,
      traffic_rate: 1.5,
      mu_only: 0,
      sort: 11,
      server: 'hk.example.net',
      type: 'vmess',
      version: '2022.1',
      custom_config: {
        offset_port_node: '443',
        network: 'ws',
        security: 'tls',
        host: 'cdn.example.net',
        path: '/ray',
      },
    });
    const users = acceptedData<{ id: number; uuid: string; node_iplimit: number; alive_ip: number }[]>(
      await t.app.inject({ url: `/v1/mod_mu/users?node_id=${vmess.id}&${creds}`, headers: { 'if-none-match': '' } }),
    );
    expect(users.map((user) => user.id)).toContain(alice.id);
    // XrayR (version < 2023.2) posts CPU, memory and disk as fractions, uptime as whole seconds.
    acceptedData(
      await t.app.inject({
        method: 'POST',
        url: `/v1/mod_mu/nodes/${vmess.id}/info?${creds}`,
        payload: { uptime: '86400', load: '0.37 0.52 0.40' },
      }),
    );
    const [row] = await t.database.db.select().from(nodes).where(eq(nodes.id, vmess.id));
    expect(row).toMatchObject({ load: 37, uptimeSeconds: 86400 });
  });

  it('serves VLESS Reality and shadowsocks custom_config as XrayR reads them', async () => {
    const reality = await addKeyedNode(t.database.db, {
      type: 'vless',
      port: 8443,
      settings: {
        security: 'reality',
        flow: 'xtls-rprx-vision',
        sni: 'www.example.com',
        realityPrivateKey: 'private-key',
        realityPublicKey: 'public-key',
        realityShortId: 'ab12',
      },
    });
    const info = acceptedData<{ custom_config: Record<string, unknown> }>(
      await nodeCall(t.app, 'GET', `nodes/${reality.id}/info`, { query: `key=${reality.key}` }),
    );
    expect(info.custom_config).toEqual({
      offset_port_node: '8443',
      network: 'tcp',
      security: '',
      enable_vless: '1',
      flow: 'xtls-rprx-vision',
      enable_reality: true,
      'reality-opts': {
        dest: 'www.example.com:443',
        server_names: ['www.example.com'],
        private_key: 'private-key',
        short_ids: ['ab12'],
      },
      host: 'www.example.com',
      sni: 'www.example.com',
    });
    const single = await addKeyedNode(t.database.db, { type: 'shadowsocks', settings: { method: 'aes-256-gcm' } });
    const ss = acceptedData<{ custom_config: Record<string, unknown> }>(
      await nodeCall(t.app, 'GET', `nodes/${single.id}/info`, { query: `key=${single.key}` }),
    );
    expect(ss.custom_config).toEqual({ offset_port_node: '8388', method: 'aes-256-gcm' });
    // One listener for everyone: every row carries the node's cipher.
    const rows = acceptedData<{ method: string }[]>(
      await nodeCall(t.app, 'GET', 'users', { query: `node_id=${single.id}&key=${single.key}` }),
    );
    expect(new Set(rows.map((row) => row.method))).toEqual(new Set(['aes-256-gcm']));
  });
});
