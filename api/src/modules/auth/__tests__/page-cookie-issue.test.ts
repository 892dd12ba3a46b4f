// Every answer that issues a token pair for a session also sets that session's `portal_page` cookie
// (HttpOnly, SameSite=Strict, Path=/user, as long as the refresh token), with a new key each time; the JSON
// bodies stay exactly what the contract says.
import { createTestApp, type TestApp } from '../../../test-support/test-app';
import {
  call,
  enableTwoFa,
  login,
  newAccount,
  PASSWORD,
  readEmailCode,
  refresh,
  type SignedIn,
} from '../../../test-support/account-flows';
import { bearer, decodePayload, requestSignUpCode } from '../../../test-support/flows';
import { cookieAttributes, pageCookieOf, pageSetCookie, verifyPage } from '../../../test-support/page-session-flows';
import type { LightMyRequestResponse } from 'fastify';

const ACCOUNT = '/api/v2/user/account';
const PAGE_COOKIE_VALUE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.[A-Za-z0-9_-]{43}$/;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_SCALE: '100' });
});
afterAll(() => t.close());

/** The answer's page cookie, checked for its attributes and a Max-Age that ends with `refreshToken`. */
function expectPageCookie(res: LightMyRequestResponse, refreshToken: string): string {
  const line = pageSetCookie(res);
  expect(line).toBeDefined();
  const attributes = cookieAttributes(line!);
  expect(attributes).toEqual({ 'max-age': expect.any(String), path: '/user', httponly: '', samesite: 'Strict' });
  const exp = decodePayload(refreshToken).exp as number;
  const maxAge = Number(attributes['max-age']);
  expect(Math.abs(Math.floor(Date.now() / 1000) + maxAge - exp)).toBeLessThanOrEqual(2);
  const value = pageCookieOf(res);
  expect(value).toMatch(PAGE_COOKIE_VALUE);
  return value;
}

const sessionIdOf = (pageCookie: string) => pageCookie.split('.')[0];

async function currentSessionId(who: Pick<SignedIn, 'headers' | 'client'>): Promise<string> {
  const res = await call(t, who, 'GET', `${ACCOUNT}/sessions`);
  return (res.json().result as { session_id: string; is_current: boolean }[]).find((s) => s.is_current)!.session_id;
}

describe('signing in sets the page cookie', () => {
  beforeAll(async () => {
    await newAccount(t, 'ann@example.com', 'Ann');
  });

  it('on a password sign-in: the new session’s key, for as long as its refresh token, the body unchanged', async () => {
    const res = await login(t, { email: 'ann@example.com' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({
      is_success: true,
      message: 'Signed in',
      result: { access_token: expect.any(String), refresh_token: expect.any(String), user_id: expect.any(Number) },
    });
    const value = expectPageCookie(res, body.result.refresh_token);
    expect(sessionIdOf(value)).toBe(await currentSessionId({ headers: bearer(body.result.access_token), client: {} }));
    await expect(verifyPage(t, value)).resolves.toMatchObject({ userId: body.result.user_id });
  });

  it('lasts as long as a remembered session’s refresh token', async () => {
    const res = await login(t, { email: 'ann@example.com', is_remember_me: true });
    const maxAge = Number(cookieAttributes(pageSetCookie(res)!)['max-age']);
    expect(maxAge).toBeGreaterThan(t.config.refreshTokenTtl);
    expectPageCookie(res, res.json().result.refresh_token);
  });

  it('on the second-factor step, not on the step that asks for it', async () => {
    const bea = await newAccount(t, 'bea@example.com');
    const { recoveryCodes } = await enableTwoFa(t, bea);
    const asked = await login(t, { email: 'bea@example.com' });
    expect(asked.statusCode).toBe(401);
    expect(pageSetCookie(asked)).toBeUndefined();
    const res = await login(t, { email: 'bea@example.com', two_fa_code: recoveryCodes[0] });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json().result).sort()).toEqual(['access_token', 'refresh_token', 'user_id']);
    await expect(verifyPage(t, expectPageCookie(res, res.json().result.refresh_token))).resolves.not.toBeNull();
  });

  it('not on a refused sign-in', async () => {
    const res = await login(t, { email: 'ann@example.com', password: 'not the password' });
    expect(res.statusCode).toBe(401);
    expect(pageSetCookie(res)).toBeUndefined();
  });

  it('on sign-up, which starts a session', async () => {
    expect((await requestSignUpCode(t.app, 'cal@example.com')).statusCode).toBe(200);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v2/auth/register',
      payload: {
        email: 'cal@example.com',
        name: 'Cal',
        password: PASSWORD,
        re_password: PASSWORD,
        email_code: readEmailCode(t.dataDir, 'cal@example.com'),
      },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Object.keys(body.result).sort()).toEqual(['access_token', 'email', 'refresh_token', 'user_id', 'user_name']);
    await expect(verifyPage(t, expectPageCookie(res, body.result.refresh_token))).resolves.toMatchObject({
      userId: body.result.user_id,
      email: 'cal@example.com',
    });
  });
});

describe('a refresh sets the session’s next page cookie', () => {
  it('rotates the key: same session, the old cookie stops working, the body unchanged', async () => {
    await newAccount(t, 'dan@example.com');
    const first = await login(t, { email: 'dan@example.com' });
    const before = pageCookieOf(first);
    const res = await refresh(t, first.json().result.refresh_token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      is_success: true,
      message: 'Session refreshed',
      result: { access_token: expect.any(String), refresh_token: expect.any(String), user_id: expect.any(Number) },
    });
    const after = expectPageCookie(res, res.json().result.refresh_token);
    expect(after).not.toBe(before);
    expect(sessionIdOf(after)).toBe(sessionIdOf(before));
    await expect(verifyPage(t, before)).resolves.toBeNull();
    await expect(verifyPage(t, after)).resolves.toMatchObject({ sessionId: sessionIdOf(before) });
  });

  it('sets none when the refresh is refused', async () => {
    const res = await refresh(t, 'not-a-token');
    expect(res.statusCode).toBe(401);
    expect(pageSetCookie(res)).toBeUndefined();
  });
});

describe('an account change that answers a new pair sets this session’s new page cookie', () => {
  let eve: SignedIn;
  let eveCookie: string;
  beforeAll(async () => {
    await newAccount(t, 'eve@example.com', 'Eve');
    const res = await login(t, { email: 'eve@example.com' });
    const { access_token, refresh_token, user_id } = res.json().result;
    eve = {
      id: user_id,
      email: 'eve@example.com',
      access: access_token,
      refresh: refresh_token,
      headers: bearer(access_token),
      client: {},
    };
    eveCookie = pageCookieOf(res);
  });

  /** Checks the reissue answer: a new cookie of the same session, the previous one refused. */
  async function expectReissued(res: LightMyRequestResponse): Promise<void> {
    expect(res.statusCode).toBe(200);
    const next = expectPageCookie(res, res.json().result.refresh_token);
    expect(sessionIdOf(next)).toBe(sessionIdOf(eveCookie));
    await expect(verifyPage(t, eveCookie)).resolves.toBeNull();
    await expect(verifyPage(t, next)).resolves.not.toBeNull();
    eveCookie = next;
    eve = { ...eve, access: res.json().result.access_token, headers: bearer(res.json().result.access_token) };
  }

  it('a new name', async () => {
    const res = await call(t, eve, 'POST', `${ACCOUNT}/edit-profile`, { user_name: 'Eve Two' });
    expect(Object.keys(res.json().result).sort()).toEqual(['access_token', 'refresh_token', 'user_name']);
    await expectReissued(res);
    await expect(verifyPage(t, eveCookie)).resolves.toMatchObject({ userName: 'Eve Two' });
  });

  it('a new password (both paths)', async () => {
    const changed = await call(t, eve, 'POST', `${ACCOUNT}/change-password`, {
      current_password: PASSWORD,
      new_password: 'a second password',
    });
    expect(Object.keys(changed.json().result).sort()).toEqual(['access_token', 'refresh_token']);
    await expectReissued(changed);
    const edited = await call(t, eve, 'POST', `${ACCOUNT}/edit-password`, {
      current_password: 'a second password',
      new_password: PASSWORD,
    });
    await expectReissued(edited);
  });

  it('a new email, at its confirmation', async () => {
    const asked = await call(t, eve, 'POST', `${ACCOUNT}/edit-email`, {
      new_email: 'eve@example.net',
      password: PASSWORD,
    });
    expect(asked.statusCode).toBe(200);
    expect(pageSetCookie(asked)).toBeUndefined();
    const res = await call(t, eve, 'POST', `${ACCOUNT}/edit-email/confirm`, {
      email_code: readEmailCode(t.dataDir, 'eve@example.net'),
    });
    expect(Object.keys(res.json().result).sort()).toEqual(['access_token', 'email', 'refresh_token']);
    await expectReissued(res);
    await expect(verifyPage(t, eveCookie)).resolves.toMatchObject({ email: 'eve@example.net' });
  });
});
