// Guessing is slow: wrong node and job keys, integration keys, release keys and forged bearer tokens meet
// 429 after a bounded number per address — right keys from that address too — while other addresses and
// honest expired tokens go on. The node protocol keeps its `{ret: 0, data}` shape. On PostgreSQL a
// second server on the same database counts together with the first.
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { SignJWT } from 'jose';
import { GUESS_LIMITS } from '../../lib/guess-limit';
import { addKeyedNode } from '../../test-support/node-fixtures';
import { operatorHeaders, REGISTRY } from '../../test-support/registry-flows';
import { createSecondApp, createTestApp, type TestApp } from '../../test-support/test-app';
import { quickAccount } from '../../test-support/wallet-fixtures';

const EMBY_KEY = 'emby-key-0123456789abcdef';
const JOB_KEY = 'job-key-0123456789abcdef';
const LIMIT = GUESS_LIMITS.nodeKey.limit;

let t: TestApp;
let second: Awaited<ReturnType<typeof createSecondApp>>;
beforeAll(async () => {
  t = await createTestApp({ EMBY_API_KEY: EMBY_KEY, JOB_API_KEY: JOB_KEY });
  second = await createSecondApp(t);
});
afterAll(async () => {
  await second?.close();
  await t.close();
});

/** Takes turns between the processes (one on PGlite), as a load balancer would. */
const processAt = (i: number): FastifyInstance => (second && i % 2 === 1 ? second.app : t.app);

const processes = (): FastifyInstance[] => [t.app, ...(second ? [second.app] : [])];

function expectLimited(res: LightMyRequestResponse) {
  expect(res.statusCode).toBe(429);
  expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
}

/**
 * Past the limit: the next wrong key on each process is 429 (each counts in the shared bucket and sees the
 * total), and from then on the right key from that address is refused too.
 */
async function expectBlockedEverywhere(
  call: (app: FastifyInstance, key: string) => Promise<LightMyRequestResponse>,
  rightKey: string,
) {
  for (const app of processes()) expectLimited(await call(app, 'one-more-guess-0123456789'));
  for (const app of processes()) expectLimited(await call(app, rightKey));
}

describe('guessing keys', () => {
  it('node keys: 429 in the node envelope after the limit, for the right key too, from that address only', async () => {
    const node = await addKeyedNode(t.database.db);
    const call = (i: number, key: string, ip: string) =>
      processAt(i).inject({ url: `/v1/mod_mu/nodes/${node.id}/info?key=${key}`, remoteAddress: ip });
    for (let i = 0; i < LIMIT; i += 1) {
      const wrong = await call(i, `guess-${i}`, '203.0.113.1');
      expect(wrong.statusCode).toBe(401);
      expect(JSON.parse(wrong.body)).toMatchObject({ ret: 0 });
    }
    const limited = await call(LIMIT, 'guess-last', '203.0.113.1');
    expectLimited(limited);
    expect(JSON.parse(limited.body)).toEqual({
      ret: 0,
      data: expect.stringMatching(/Too many wrong keys.*Try again in/),
    });
    // Past the limit the right key from that address is refused as well: the guesses learn nothing.
    await expectBlockedEverywhere(
      (app, key) => app.inject({ url: `/v1/mod_mu/nodes/${node.id}/info?key=${key}`, remoteAddress: '203.0.113.1' }),
      node.key,
    );
    expect((await call(0, node.key, '192.0.2.1')).statusCode).toBe(200);
  });

  it('the job key counts with the node keys of its address', async () => {
    const call = (i: number, key: string) =>
      processAt(i).inject({ url: `/v1/mod_mu/cron_queue_user_post?key=${key}`, remoteAddress: '203.0.113.2' });
    for (let i = 0; i < LIMIT; i += 1) expect((await call(i, `guess-${i}`)).statusCode).toBe(401);
    await expectBlockedEverywhere(
      (app, key) => app.inject({ url: `/v1/mod_mu/cron_queue_user_post?key=${key}`, remoteAddress: '203.0.113.2' }),
      JOB_KEY,
    );
  });

  it('integration keys (Emby, casino)', async () => {
    const call = (i: number, key: string, ip = '203.0.113.3') =>
      processAt(i).inject({ url: `/v1/emby_function?api_key=${key}&sql_table=version`, remoteAddress: ip });
    for (let i = 0; i < GUESS_LIMITS.integrationKey.limit; i += 1) {
      expect((await call(i, `guess-${i}-0123456789`)).statusCode).toBe(401);
    }
    await expectBlockedEverywhere(
      (app, key) =>
        app.inject({ url: `/v1/emby_function?api_key=${key}&sql_table=version`, remoteAddress: '203.0.113.3' }),
      EMBY_KEY,
    );
    expect((await call(1, EMBY_KEY, '192.0.2.3')).statusCode).toBe(200);
  });

  it('release keys and forged tokens on staff calls', async () => {
    const ip = '203.0.113.4';
    const staff = (i: number, headers: Record<string, string>) =>
      processAt(i).inject({ url: REGISTRY, headers, remoteAddress: ip });
    for (let i = 0; i < GUESS_LIMITS.bearer.limit; i += 1) {
      const guess = i % 2 === 0 ? `release-key-guess-${i}` : 'eyJhbGciOiJFUzI1NiJ9.eyJzdWIiOiJ4In0.c2lnbmF0dXJl';
      expect((await staff(i, { authorization: `Bearer ${guess}`, 'x-portal-operator': 'mallory' })).statusCode).toBe(
        401,
      );
    }
    await expectBlockedEverywhere(
      (app, key) =>
        app.inject({
          url: REGISTRY,
          headers: { authorization: `Bearer ${key}`, 'x-portal-operator': 'mallory' },
          remoteAddress: ip,
        }),
      t.app.portal.releaseKey,
    );
    const elsewhere = await t.app.inject({
      url: REGISTRY,
      headers: operatorHeaders(t.app),
      remoteAddress: '192.0.2.4',
    });
    expect(elsewhere.statusCode).toBe(200);
  });

  it('does not count tokens this server signed that merely expired', async () => {
    const { id, email } = await quickAccount(t, 'expired@example.com');
    const iat = Math.floor(Date.now() / 1000) - 3600;
    const expired = await new SignJWT({
      role: 'malio_postgrest_user',
      token_type: 'access',
      subject_access: { user_id: id, user_new_id: 'x', user_name: 'x', email },
    })
      .setProtectedHeader({ alg: 'ES256' })
      .setJti(crypto.randomUUID())
      .setIssuedAt(iat)
      .setExpirationTime(iat + 1200)
      .sign(t.app.portal.keys.privateKey);
    for (let i = 0; i < GUESS_LIMITS.bearer.limit + 5; i += 1) {
      const res = await processAt(i).inject({
        url: '/api/v2/user/get_me',
        headers: { authorization: `Bearer ${expired}` },
        remoteAddress: '198.51.100.5',
      });
      expect(res.statusCode).toBe(401);
    }
  });
});
