// The bytes of GET users. node-users.ts writes the answer by hand, straight into a buffer; what node
// software receives must stay exactly JSON.stringify's text of the rows in this key order, whatever a
// password holds, and the ETag the SHA-1 (base64url) of the `data` bytes.
import crypto from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { nodes, userServices } from '../../../db/schema';
import { setService } from '../../../test-support/service-fixtures';
import { createTestApp, type TestApp } from '../../../test-support/test-app';
import { addKeyedNode, addPlanCustomer, nodeCall, type KeyedNode } from '../../../test-support/node-fixtures';

const PASSWORDS = [
  'plain-password-16',
  'quote " backslash \\ slash /',
  'controls \u0001 \b \f \n \r \t \u001f end',
  'ünïcödé 密码 😀 \u2028 \u007f',
];

let t: TestApp;
let perUser: KeyedNode;
let oneListener: KeyedNode;
let ids: number[];

beforeAll(async () => {
  t = await createTestApp({ NODE_FORBIDDEN_IP: '127.0.0.0/8,::1/128', NODE_FORBIDDEN_PORT: '25,465-587' });
  perUser = await addKeyedNode(t.database.db);
  oneListener = await addKeyedNode(t.database.db, { settings: { method: 'aes-256-gcm' } });
  ids = [];
  for (const [i, password] of PASSWORDS.entries()) {
    const id = await addPlanCustomer(t.database.db, `wire${i}@example.com`);
    await setService(t.database.db, id, {
      ssPassword: password,
      ssMethod: i % 2 ? 'aes-128-gcm' : 'chacha20-ietf-poly1305',
      speedLimitMbps: i === 1 ? 50 : null,
      onlineIpLimit: i === 2 ? 3 : null,
    });
    ids.push(id);
  }
  // One device online for the first customer.
  const q = `node_id=${perUser.id}&key=${perUser.key}`;
  const alive = await nodeCall(t.app, 'POST', 'users/aliveip', {
    query: q,
    body: { data: [{ ip: '203.0.113.7', user_id: ids[0] }] },
  });
  expect(alive.statusCode).toBe(200);
});
afterAll(() => t.close());

/** The answer as JSON.stringify writes it, from the service rows. */
async function expectedData(nodeMethod: string | null) {
  const rows = await t.database.db
    .select()
    .from(userServices)
    .where(inArray(userServices.userId, ids))
    .orderBy(userServices.userId);
  return rows.map((row) => ({
    id: row.userId,
    port: row.port,
    passwd: row.ssPassword,
    method: nodeMethod ?? row.ssMethod,
    obfs: 'plain',
    protocol: 'origin',
    obfs_param: '',
    protocol_param: '',
    is_multi_user: 0,
    forbidden_ip: '127.0.0.0/8,::1/128',
    forbidden_port: '25,465-587',
    node_speedlimit: row.speedLimitMbps ?? 0,
    node_iplimit: row.onlineIpLimit ?? 0,
    node_connector: row.onlineIpLimit ?? 0,
    alive_ip: row.userId === ids[0] ? 1 : 0,
    uuid: row.ssUuid,
  }));
}

const sha1 = (text: string) => crypto.createHash('sha1').update(text, 'utf8').digest('base64url');

describe('GET users on the wire', () => {
  it('is JSON.stringify’s text of the rows, byte for byte, with the SHA-1 of the data as ETag', async () => {
    for (const [node, method] of [
      [perUser, null],
      [oneListener, 'aes-256-gcm'],
    ] as const) {
      const res = await nodeCall(t.app, 'GET', 'users', { query: `node_id=${node.id}&key=${node.key}` });
      expect(res.statusCode).toBe(200);
      const data = JSON.stringify(await expectedData(method));
      expect(res.rawPayload.equals(Buffer.from(`{"ret":1,"data":${data}}`, 'utf8'))).toBe(true);
      expect(res.headers.etag).toBe(`W/"${sha1(data)}"`);
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    }
  });

  it('answers [] to a node nobody reaches, and W/"empty" to a disabled node', async () => {
    const high = await addKeyedNode(t.database.db, { node_class: 9 });
    const res = await nodeCall(t.app, 'GET', 'users', { query: `node_id=${high.id}&key=${high.key}` });
    expect(res.body).toBe('{"ret":1,"data":[]}');
    expect(res.headers.etag).toBe(`W/"${sha1('[]')}"`);
    await t.database.db.update(nodes).set({ isEnabled: false }).where(eq(nodes.id, high.id));
    const off = await nodeCall(t.app, 'GET', 'users', { query: `node_id=${high.id}&key=${high.key}` });
    expect(off.body).toBe('{"ret":1,"data":[]}');
    expect(off.headers.etag).toBe('W/"empty"');
  });
});
