// What an API process remembers between bearer calls, and the cases where that memory would be wrong
// (docs/adr/0009-what-the-api-remembers.md). A process remembers only that a token's signature is good (by the
// token's exact text); the time rules run on every use and the session and account are read on every call,
// so a ban or a deleted account is refused at once — on every process serving the database, not only the one
// that changed it — and a signed-out session too (ended-sessions.test.ts, docs/adr/0016). The second server here has its own key objects and
// caches, as a second process has (on PostgreSQL also its own connection pool).
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app';
import { users } from '../../db/schema';
import { createSecondApp, createTestApp, type TestApp } from '../../test-support/test-app';
import { bearer, decodePayload } from '../../test-support/flows';
import { PASSWORD, call, newAccount, refresh, signInAs } from '../../test-support/account-flows';

let t: TestApp;
let other: { app: FastifyInstance; close(): Promise<void> };

beforeAll(async () => {
  t = await createTestApp();
  other = (await createSecondApp(t)) ?? {
    // PGlite has one connection: the second server shares it, with its own keys and caches.
    app: await buildApp(t.config, t.database),
    close: async () => undefined,
  };
  await other.app.ready();
});
afterAll(async () => {
  await other.close();
  await t.close();
});
afterEach(() => jest.restoreAllMocks());

const getMe = (app: FastifyInstance, token: string) =>
  app.inject({ url: '/api/v2/user/get_me', headers: bearer(token) });

describe('a verified token is remembered by its exact text, and only its signature', () => {
  it('refuses a remembered token once it has expired', async () => {
    const who = await newAccount(t, 'expires@example.com');
    expect((await getMe(t.app, who.access)).statusCode).toBe(200);
    const { exp } = decodePayload(who.access) as { exp: number };
    jest.spyOn(Date, 'now').mockReturnValue((exp + 1) * 1000);
    const res = await getMe(t.app, who.access);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ is_success: false, code: 'unauthorized' });
  });

  it('checks again a token whose signature differs from the remembered one', async () => {
    const who = await newAccount(t, 'forged@example.com');
    expect((await getMe(t.app, who.access)).statusCode).toBe(200);
    const [header, payload, signature = ''] = who.access.split('.');
    const middle = Math.floor(signature.length / 2);
    const flipped = signature[middle] === 'A' ? 'B' : 'A';
    const forged = `${header}.${payload}.${signature.slice(0, middle)}${flipped}${signature.slice(middle + 1)}`;
    expect((await getMe(t.app, forged)).statusCode).toBe(401);
  });
});

describe('the account is read on every call, by every process', () => {
  it('refuses a banned account at once on both servers, and serves it again when the ban is lifted', async () => {
    const who = await newAccount(t, 'banned@example.com');
    for (const app of [t.app, other.app]) expect((await getMe(app, who.access)).statusCode).toBe(200);

    await t.database.db.update(users).set({ isBan: true }).where(eq(users.id, who.id));
    for (const app of [t.app, other.app]) {
      const res = await getMe(app, who.access);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ is_success: false, code: 'account_banned' });
      const dashboard = await app.inject({ url: '/api/v2/user/dashboard/', headers: bearer(who.access) });
      expect(dashboard.statusCode).toBe(403);
    }

    await t.database.db.update(users).set({ isBan: false }).where(eq(users.id, who.id));
    for (const app of [t.app, other.app]) expect((await getMe(app, who.access)).statusCode).toBe(200);
  });

  it('refuses a deleted account at once on both servers', async () => {
    const who = await newAccount(t, 'deleted@example.com');
    for (const app of [t.app, other.app]) expect((await getMe(app, who.access)).statusCode).toBe(200);
    await t.database.db.delete(users).where(eq(users.id, who.id));
    for (const app of [t.app, other.app]) {
      const res = await getMe(app, who.access);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ is_success: false, code: 'unauthorized' });
    }
  });
});

describe('sessions end at their next refresh, whichever process refreshes', () => {
  it('refuses, on the other server, the refresh of a session signed out from this one', async () => {
    await newAccount(t, 'two-devices@example.com');
    const phone = await signInAs(t, 'two-devices@example.com');
    const laptop = await signInAs(t, 'two-devices@example.com');
    const revoked = await call(t, laptop, 'POST', '/api/v2/user/account/sessions/revoke-others');
    expect(revoked.statusCode).toBe(200);
    const res = await other.app.inject({
      method: 'POST',
      url: '/api/v2/auth/refresh',
      payload: { refresh_token: phone.refresh },
    });
    expect(res.statusCode).toBe(401);
    expect((await refresh(t, laptop.refresh)).statusCode).toBe(200);
  });

  it('refuses, on the other server, the refresh tokens issued before a password change', async () => {
    await newAccount(t, 'new-password@example.com');
    const phone = await signInAs(t, 'new-password@example.com');
    const laptop = await signInAs(t, 'new-password@example.com');
    const changed = await call(t, laptop, 'POST', '/api/v2/user/account/change-password', {
      current_password: PASSWORD,
      new_password: 'a brand new passphrase 7',
    });
    expect(changed.statusCode).toBe(200);
    const res = await other.app.inject({
      method: 'POST',
      url: '/api/v2/auth/refresh',
      payload: { refresh_token: phone.refresh },
    });
    expect(res.statusCode).toBe(401);
  });
});
