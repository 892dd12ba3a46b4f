// POST /api/v2/auth/logout: ends the session of the refresh token on the server (even an expired token),
// always clears the page cookie, answers the same success whatever the token, and refuses a body that is
// not `{refresh_token: string}` with a 4xx envelope.
import crypto from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { generateKeyPair, SignJWT } from 'jose';
import type { LightMyRequestResponse } from 'fastify';
import { accountActivity, sessions } from '../../../db/schema';
import { createTestApp, type TestApp } from '../../../test-support/test-app';
import { login, newAccount, refresh } from '../../../test-support/account-flows';
import { decodePayload, signUp } from '../../../test-support/flows';
import {
  cookieAttributes,
  documentRequest,
  pageCookieOf,
  pageSetCookie,
  verifyPage,
} from '../../../test-support/page-session-flows';
import { verifyPageSession } from '../page-session';

const LOGOUT = '/api/v2/auth/logout';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_SCALE: '100' });
});
afterAll(() => t.close());

const logout = (payload: unknown, extra: { remoteAddress?: string } = {}) =>
  t.app.inject({ method: 'POST', url: LOGOUT, payload: payload as Record<string, unknown>, ...extra });

/** A signed-in browser: its refresh token and page cookie. */
async function browserOf(email: string) {
  const res = await login(t, { email });
  if (res.statusCode !== 200) throw new Error(`login: ${res.body}`);
  const page = pageCookieOf(res);
  return { refresh: res.json().result.refresh_token as string, page, sessionId: page.split('.')[0]! };
}

function expectSignedOut(res: LightMyRequestResponse): void {
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({ is_success: true, message: 'Signed out' });
  expectCookieCleared(res);
}

function expectCookieCleared(res: LightMyRequestResponse): void {
  const line = pageSetCookie(res);
  expect(line).toMatch(/^portal_page=;/);
  expect(cookieAttributes(line!)).toMatchObject({ 'max-age': '0', path: '/user', httponly: '', samesite: 'Strict' });
}

async function revokedAt(sessionId: string) {
  const [row] = await t.app.portal.db.select().from(sessions).where(eq(sessions.id, sessionId));
  return row?.revokedAt ?? null;
}

describe('signing out', () => {
  let userId: number;
  beforeAll(async () => {
    userId = (await newAccount(t, 'ann@example.com')).id;
  });

  it('ends the session: its refresh token and page cookie stop working, the account’s other sessions go on', async () => {
    const here = await browserOf('ann@example.com');
    const there = await browserOf('ann@example.com');
    expectSignedOut(await logout({ refresh_token: here.refresh }));
    expect(await revokedAt(here.sessionId)).toBeInstanceOf(Date);
    expect((await refresh(t, here.refresh)).statusCode).toBe(401);
    await expect(verifyPage(t, here.page)).resolves.toBeNull();
    expect(await revokedAt(there.sessionId)).toBeNull();
    await expect(verifyPage(t, there.page)).resolves.not.toBeNull();
    const rows = await t.app.portal.db
      .select()
      .from(accountActivity)
      .where(and(eq(accountActivity.userId, userId), eq(accountActivity.type, 'session_revoked')));
    expect(rows.map((row) => row.detail)).toEqual([{ session_id: here.sessionId }]);
  });

  it('is idempotent: the same answer and no second activity row', async () => {
    const here = await browserOf('ann@example.com');
    expectSignedOut(await logout({ refresh_token: here.refresh }));
    const ended = await revokedAt(here.sessionId);
    expectSignedOut(await logout({ refresh_token: here.refresh }));
    expect(await revokedAt(here.sessionId)).toEqual(ended);
    const rows = await t.app.portal.db
      .select()
      .from(accountActivity)
      .where(and(eq(accountActivity.userId, userId), eq(accountActivity.type, 'session_revoked')));
    expect(rows.filter((row) => row.detail.session_id === here.sessionId)).toHaveLength(1);
  });

  it('takes a refresh token the session already rotated away', async () => {
    const here = await browserOf('ann@example.com');
    const rotated = await refresh(t, here.refresh);
    expect(rotated.statusCode).toBe(200);
    expectSignedOut(await logout({ refresh_token: here.refresh }));
    await expect(verifyPage(t, pageCookieOf(rotated))).resolves.toBeNull();
    expect((await refresh(t, rotated.json().result.refresh_token)).statusCode).toBe(401);
  });

  it('takes an expired refresh token: its signature names the session', async () => {
    const here = await browserOf('ann@example.com');
    const exp = decodePayload(here.refresh).exp as number;
    // This process's clock past the token's expiry (the database's clock is not moved).
    jest.spyOn(Date, 'now').mockImplementation(() => (exp + 60) * 1000);
    try {
      expect((await refresh(t, here.refresh)).statusCode).toBe(401);
      expectSignedOut(await logout({ refresh_token: here.refresh }));
    } finally {
      jest.restoreAllMocks();
    }
    expect(await revokedAt(here.sessionId)).toBeInstanceOf(Date);
  });
});

describe('the same answer, and nothing ended, for a token that names no session of ours', () => {
  let bo: Awaited<ReturnType<typeof browserOf>>;
  beforeAll(async () => {
    await newAccount(t, 'bo@example.com');
    bo = await browserOf('bo@example.com');
  });
  afterEach(async () => {
    expect(await revokedAt(bo.sessionId)).toBeNull();
    await expect(verifyPage(t, bo.page)).resolves.not.toBeNull();
  });

  it('text that is not a token', async () => {
    expectSignedOut(await logout({ refresh_token: 'not-a-token' }));
  });

  it('an access token', async () => {
    const res = await login(t, { email: 'bo@example.com' });
    expectSignedOut(await logout({ refresh_token: res.json().result.access_token }));
    await expect(verifyPage(t, pageCookieOf(res))).resolves.not.toBeNull();
  });

  it('a refresh token signed with another key', async () => {
    const { privateKey } = await generateKeyPair('ES256');
    const payload = decodePayload(bo.refresh);
    const forged = await new SignJWT(payload).setProtectedHeader({ alg: 'ES256', typ: 'JWT' }).sign(privateKey);
    expectSignedOut(await logout({ refresh_token: forged }));
  });

  it('a refresh token whose payload was changed', async () => {
    const [header, , signature] = bo.refresh.split('.');
    const payload = { ...decodePayload(bo.refresh), jti: crypto.randomUUID() };
    const tampered = `${header}.${Buffer.from(JSON.stringify(payload)).toString('base64url')}.${signature}`;
    expectSignedOut(await logout({ refresh_token: tampered }));
  });
});

describe('a body that is not {refresh_token: string}', () => {
  it.each([
    ['no body', {}],
    ['an empty object', { payload: {} }],
    ['an empty token', { payload: { refresh_token: '' } }],
    ['a number', { payload: { refresh_token: 42 } }],
    ['null', { payload: { refresh_token: null } }],
    ['a token over 4096 characters', { payload: { refresh_token: 'x'.repeat(5000) } }],
    ['JSON that does not parse', { payload: '{"refresh_token":', headers: { 'content-type': 'application/json' } }],
    ['a JSON array', { payload: '[]', headers: { 'content-type': 'application/json' } }],
    ['text', { payload: 'refresh_token=x', headers: { 'content-type': 'text/plain' } }],
  ])('%s: a 4xx envelope', async (_label, request) => {
    const res = await t.app.inject({ method: 'POST', url: LOGOUT, ...(request as object) });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(res.json()).toEqual({ is_success: false, code: expect.any(String), message: expect.any(String) });
  });
});

describe('at the real limits, logging every request', () => {
  let limited: TestApp;
  const lines: string[] = [];
  beforeAll(async () => {
    limited = await createTestApp({ LOG_LEVEL: 'info' }, { logStream: { write: (line) => lines.push(line) } });
  });
  afterAll(() => limited.close());

  it('no log line holds a token or a page cookie', async () => {
    const { result } = await signUp(limited.app, limited.dataDir, { email: 'logs@example.com' });
    const refreshed = await limited.app.inject({
      method: 'POST',
      url: '/api/v2/auth/refresh',
      payload: { refresh_token: result.refresh_token },
    });
    const page = pageCookieOf(refreshed);
    await verifyPageSession(documentRequest(limited, `portal_page=${page}`));
    const signedOut = await limited.app.inject({
      method: 'POST',
      url: LOGOUT,
      payload: { refresh_token: refreshed.json().result.refresh_token },
    });
    expect(signedOut.statusCode).toBe(200);
    const secrets = [result.refresh_token, refreshed.json().result.refresh_token, page, page.split('.')[1]!];
    expect(lines.join('').length).toBeGreaterThan(0);
    expect(secrets.filter((secret) => lines.some((line) => line.includes(secret)))).toEqual([]);
  });

  it('too many sign-outs from one address are refused with 429, and the page cookie is still cleared', async () => {
    const send = () =>
      limited.app.inject({
        method: 'POST',
        url: LOGOUT,
        remoteAddress: '203.0.113.9',
        payload: { refresh_token: 'not-a-token' },
      });
    for (let i = 0; i < 120; i++) expect((await send()).statusCode).toBe(200);
    const refused = await send();
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ is_success: false, code: 'rate_limited' });
    expectCookieCleared(refused);
  });
});
