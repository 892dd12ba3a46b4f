// The node CLI against a real database folder (PGlite; a fresh PostgreSQL database when
// TEST_DATABASE_URL is set): add prints the key once as its last line, that key works on the node API,
// rotate-key replaces it, disable empties the node's user list, remove deletes the node; bad flags are
// refused naming the flag.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { openDatabase } from '../../db/client';
import { nodes } from '../../db/schema';
import { cliHarness } from '../../test-support/cli-harness';

const harness = cliHarness('node.ts');
const { cli } = harness;

async function withApp<T>(run: (app: FastifyInstance) => Promise<T>) {
  const database = await openDatabase(harness.target());
  const app = await buildApp(loadConfig({ PORTAL_DATA_DIR: harness.dataDir(), LOG_LEVEL: 'silent' }), database);
  try {
    return await run(app);
  } finally {
    await app.close();
    await database.close();
  }
}

const ping = (app: FastifyInstance, key: string) => app.inject({ url: `/v1/mod_mu/func/ping?key=${key}` });

describe('npm run node', () => {
  let id: string;
  let key: string;

  it('adds a node and ends with node_id=<id> key=<key>; the key works, only its hash is stored; a shadowsocks node has a port per customer unless told', async () => {
    const added = cli(
      'add',
      '--name',
      'Tokyo 01',
      '--type',
      'shadowsocks',
      '--server',
      'tyo.example.com',
      '--class',
      '1',
      '--traffic-rate',
      '1.5',
      '--country',
      'jp',
    );
    expect(added.code).toBe(0);
    const last = added.out.split('\n').at(-1) ?? '';
    const match = /^node_id=(\d+) key=([\w-]{32})$/.exec(last);
    expect(match).not.toBeNull();
    [, id = '', key = ''] = match!;
    await withApp(async (app) => {
      expect((await ping(app, key)).body).toBe('{"ret":1,"data":"pong"}');
      const [stored] = await app.portal.db.select().from(nodes);
      expect(stored).toMatchObject({ countryCode: 'JP', trafficRate: '1.50', settings: { portPerUser: true } });
      expect(stored?.keyHash).toMatch(/^[0-9a-f]{64}$/);
      expect(JSON.stringify(stored)).not.toContain(key);
    });
  }, 60_000);

  it('lists nodes', () => {
    const listed = cli('list');
    expect(listed.code).toBe(0);
    expect(listed.out).toMatch(
      new RegExp(`^${id}\\tTokyo 01\\tshadowsocks tyo.example.com:8388\\tclass 1\\trate 1.50`),
    );
  }, 60_000);

  it('rotates the key: the old one stops working', async () => {
    const rotated = cli('rotate-key', id);
    expect(rotated.code).toBe(0);
    const fresh = /key=([\w-]{32})$/.exec(rotated.out)?.[1] ?? '';
    expect(fresh).not.toBe(key);
    await withApp(async (app) => {
      expect((await ping(app, key)).statusCode).toBe(401);
      expect((await ping(app, fresh)).statusCode).toBe(200);
    });
  }, 60_000);

  it('refuses bad flags naming them, and an unknown node id', () => {
    const bad = cli('add', '--name', 'x', '--type', 'ssr', '--server', 'a b', '--class', 'one', '--traffic-rate', '0');
    expect(bad.code).toBe(2);
    expect(bad.err).toContain('--type: Must be one of');
    expect(bad.err).toContain('--server:');
    expect(bad.err).toContain('--class:');
    expect(bad.err).toContain('--traffic-rate:');
    const missing = cli('remove', '999');
    expect(missing.code).toBe(1);
    expect(missing.err).toContain('No node with the id 999');
  }, 60_000);

  it('puts a shadowsocks node on one shared port only when asked (--shared-port, for XrayR)', async () => {
    expect(
      cli(
        'add',
        '--name',
        'x',
        '--type',
        'vmess',
        '--server',
        'a.example.com',
        '--class',
        '0',
        '--traffic-rate',
        '1',
        '--shared-port',
      ).err,
    ).toBe('--shared-port: only shadowsocks nodes have a port per customer to share');
    const shared = cli(
      'add',
      '--name',
      'Shared',
      '--type',
      'shadowsocks',
      '--server',
      's.example.com',
      '--port',
      '443',
      '--class',
      '0',
      '--traffic-rate',
      '1',
      '--shared-port',
    );
    expect(shared.code).toBe(0);
    const sharedId = Number(/node_id=(\d+)/.exec(shared.out)?.[1]);
    await withApp(async (app) => {
      const [stored] = await app.portal.db.select().from(nodes).where(eq(nodes.id, sharedId));
      expect(stored).toMatchObject({ port: 443, settings: { portPerUser: false } });
    });
    expect(cli('remove', String(sharedId)).code).toBe(0);
  }, 60_000);

  it('disables, enables and removes', () => {
    expect(cli('disable', id).out).toContain('disabled');
    expect(cli('enable', id).out).toContain('enabled');
    expect(cli('remove', id).out).toContain(`Removed node ${id}`);
    expect(cli('list').out).toContain('No nodes yet');
  }, 120_000);
});
