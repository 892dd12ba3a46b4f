// The check of a signed-in page's document request (page-session.ts): the live session whose newest page
// cookie it carries, or null for anything else, never an exception. And the page token signed for such a
// session (page-token.ts), which reads that page's data and nothing else.
import crypto from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { ROLES, SIGNED_IN_PAGES } from '@portal/shared/contract';
import { sessions, users } from '../../../db/schema';
import { createTestApp, type TestApp } from '../../../test-support/test-app';
import { call, login, newAccount, PASSWORD, refresh, type SignedIn } from '../../../test-support/account-flows';
import { bearer, decodePayload } from '../../../test-support/flows';
import { documentRequest, pageCookieOf, verifyPage } from '../../../test-support/page-session-flows';
import { verifyPageSession } from '../page-session';
import { PAGE_TOKEN_TTL_SECONDS, signPageToken } from '../page-token';

const ACCOUNT = '/api/v2/user/account';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_SCALE: '100' });
});
afterAll(() => t.close());

interface Browser extends SignedIn {
  /** The value of its portal_page cookie. */
  page: string;
  sessionId: string;
}

/** Signs in (must succeed) and keeps what the browser keeps: its tokens and its page cookie. */
async function browserOf(email: string, password = PASSWORD): Promise<Browser> {
  const res = await login(t, { email, password });
  if (res.statusCode !== 200) throw new Error(`login: ${res.body}`);
  const { access_token, refresh_token, user_id } = res.json().result;
  const page = pageCookieOf(res);
  return {
    id: user_id,
    email,
    access: access_token,
    refresh: refresh_token,
    headers: bearer(access_token),
    client: {},
    page,
    sessionId: page.split('.')[0]!,
  };
}

const db = () => t.app.portal.db;
const secretOf = (page: string) => page.split('.')[1]!;

describe('a live session’s newest page cookie', () => {
  it('names the session and its account, as its own access tokens would', async () => {
    const signedUp = await newAccount(t, 'ada@example.com', 'Ada');
    const ada = await browserOf('ada@example.com');
    const page = await verifyPage(t, ada.page);
    const [account] = await db().select().from(users).where(eq(users.id, signedUp.id));
    const [session] = await db().select().from(sessions).where(eq(sessions.id, ada.sessionId));
    expect(page).toEqual({
      userId: signedUp.id,
      sessionId: ada.sessionId,
      userNewId: account!.newId,
      userName: 'Ada',
      email: 'ada@example.com',
      role: ROLES.user,
      expiresAt: session!.expiresAt,
    });
    expect(session!.pageKeyHash).toMatch(/^[0-9a-f]{64}$/);
    expect(session!.pageKeyHash).not.toContain(secretOf(ada.page));
  });

  it('is found among the other cookies of the request', async () => {
    await newAccount(t, 'bo@example.com');
    const bo = await browserOf('bo@example.com');
    const request = documentRequest(t, `theme=dark; portal_page=${bo.page}; XSRF-TOKEN=1`);
    await expect(verifyPageSession(request)).resolves.toMatchObject({ sessionId: bo.sessionId });
  });
});

describe('refused (null, never an exception)', () => {
  let cy: Browser;
  beforeAll(async () => {
    await newAccount(t, 'cy@example.com');
    cy = await browserOf('cy@example.com');
  });

  it.each([
    ['no Cookie header', undefined],
    ['other cookies only', 'theme=dark; XSRF-TOKEN=abc'],
    ['an empty page cookie', 'portal_page='],
    ['a page cookie that is not a key', 'portal_page=hello'],
    ['an undecodable cookie header', 'portal_page=%E0%A4%A; =; ;;'],
  ])('%s', async (_label, header) => {
    await expect(verifyPageSession(documentRequest(t, header))).resolves.toBeNull();
  });

  it('a tampered secret', async () => {
    const secret = secretOf(cy.page);
    const tampered = `${cy.sessionId}.${secret[0] === 'A' ? 'B' : 'A'}${secret.slice(1)}`;
    await expect(verifyPage(t, tampered)).resolves.toBeNull();
    await expect(verifyPage(t, cy.page)).resolves.not.toBeNull();
  });

  it('an unknown session, and another session’s id with this secret', async () => {
    await expect(verifyPage(t, `${crypto.randomUUID()}.${secretOf(cy.page)}`)).resolves.toBeNull();
    const other = await browserOf('cy@example.com');
    await expect(verifyPage(t, `${other.sessionId}.${secretOf(cy.page)}`)).resolves.toBeNull();
    await expect(verifyPage(t, other.page)).resolves.not.toBeNull();
  });

  it('the cookie a refresh rotated away', async () => {
    const dee = await browserOf('cy@example.com');
    const res = await refresh(t, dee.refresh);
    expect(res.statusCode).toBe(200);
    await expect(verifyPage(t, dee.page)).resolves.toBeNull();
    await expect(verifyPage(t, pageCookieOf(res))).resolves.not.toBeNull();
  });

  it('a session signed out from another one (revoke, then revoke-others)', async () => {
    const here = await browserOf('cy@example.com');
    const phone = await browserOf('cy@example.com');
    const laptop = await browserOf('cy@example.com');
    const revoked = await call(t, here, 'POST', `${ACCOUNT}/sessions/${phone.sessionId}/revoke`);
    expect(revoked.statusCode).toBe(200);
    await expect(verifyPage(t, phone.page)).resolves.toBeNull();
    await expect(verifyPage(t, laptop.page)).resolves.not.toBeNull();
    const others = await call(t, here, 'POST', `${ACCOUNT}/sessions/revoke-others`);
    expect(others.statusCode).toBe(200);
    await expect(verifyPage(t, laptop.page)).resolves.toBeNull();
    await expect(verifyPage(t, here.page)).resolves.not.toBeNull();
  });

  it('an expired session', async () => {
    const old = await browserOf('cy@example.com');
    await db()
      .update(sessions)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(sessions.id, old.sessionId));
    await expect(verifyPage(t, old.page)).resolves.toBeNull();
  });

  it('a banned account, as long as it is banned', async () => {
    const banned = await newAccount(t, 'eli@example.com');
    const eli = await browserOf('eli@example.com');
    await db().update(users).set({ isBan: true }).where(eq(users.id, banned.id));
    await expect(verifyPage(t, eli.page)).resolves.toBeNull();
    await db().update(users).set({ isBan: false }).where(eq(users.id, banned.id));
    await expect(verifyPage(t, eli.page)).resolves.not.toBeNull();
  });

  it('a deleted account', async () => {
    const gone = await newAccount(t, 'flo@example.com');
    const flo = await browserOf('flo@example.com');
    await db().delete(users).where(eq(users.id, gone.id));
    await expect(verifyPage(t, flo.page)).resolves.toBeNull();
  });

  it('a session whose password was changed from another session', async () => {
    await newAccount(t, 'gil@example.com');
    const desk = await browserOf('gil@example.com');
    const phone = await browserOf('gil@example.com');
    const res = await call(t, phone, 'POST', `${ACCOUNT}/change-password`, {
      current_password: PASSWORD,
      new_password: 'another password',
    });
    expect(res.statusCode).toBe(200);
    await expect(verifyPage(t, desk.page)).resolves.toBeNull();
    await expect(verifyPage(t, pageCookieOf(res))).resolves.not.toBeNull();
  });

  it('a key issued under an earlier password, even if its session was not signed out', async () => {
    // The rule refresh.ts applies to refresh tokens: bound to the password-hash id they were issued under.
    const hal = await newAccount(t, 'hal@example.com');
    const desk = await browserOf('hal@example.com');
    await db().update(users).set({ passwordHashId: crypto.randomUUID() }).where(eq(users.id, hal.id));
    expect((await refresh(t, desk.refresh)).statusCode).toBe(401);
    await expect(verifyPage(t, desk.page)).resolves.toBeNull();
  });

  it('a database that fails: logged without the cookie, and refused', async () => {
    const warn = jest.fn();
    const request = {
      headers: { cookie: `portal_page=${cy.page}` },
      server: { portal: { db: {} } },
      log: { warn },
    } as unknown as FastifyRequest;
    await expect(verifyPageSession(request)).resolves.toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(JSON.stringify(warn.mock.calls)).not.toContain(secretOf(cy.page));
  });
});

describe('the page token (what the page server reads a page with)', () => {
  const DASHBOARD = SIGNED_IN_PAGES['/user/dashboard']!;
  const pageToken = async (browser: Browser) =>
    (await signPageToken(t.app.portal, (await verifyPage(t, browser.page))!, DASHBOARD)).token;

  it("reads the page's own calls as the session's account, lives under a minute, and is no access token", async () => {
    await newAccount(t, 'ivy@example.com', 'Ivy');
    const ivy = await browserOf('ivy@example.com');
    const token = await pageToken(ivy);
    const payload = decodePayload(token) as { exp: number; iat: number; token_type: string };
    expect(payload.exp - payload.iat).toBe(PAGE_TOKEN_TTL_SECONDS);
    expect(PAGE_TOKEN_TTL_SECONDS).toBeLessThan(60);
    expect(payload.token_type).toBe('page');
    const dashboard = await t.app.inject({ url: '/api/v2/user/dashboard/', headers: bearer(token) });
    expect(dashboard.statusCode).toBe(200);
  });

  it('changes nothing and reads nothing beyond its page: any other call is refused', async () => {
    await newAccount(t, 'jon@example.com', 'Jon');
    const jon = await browserOf('jon@example.com');
    const token = await pageToken(jon);
    const me = await t.app.inject({ url: `${ACCOUNT}/me`, headers: bearer(token) });
    expect(me.statusCode).toBe(403);
    const checkIn = await t.app.inject({
      method: 'POST',
      url: '/api/v2/user/services-old/checkin/',
      headers: bearer(token),
    });
    expect(checkIn.statusCode).toBe(403);
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/v2/user/services/link-token/link-token/reset',
      headers: bearer(token),
    });
    expect(reset.statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/v2/user/dashboard/', headers: bearer(jon.access) })).statusCode).toBe(200);
  });

  it('is refused as soon as its session ends', async () => {
    await newAccount(t, 'kai@example.com', 'Kai');
    const kai = await browserOf('kai@example.com');
    const token = await pageToken(kai);
    await db().update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.id, kai.sessionId));
    const dashboard = await t.app.inject({ url: '/api/v2/user/dashboard/', headers: bearer(token) });
    expect(dashboard.statusCode).toBe(401);
  });
});
