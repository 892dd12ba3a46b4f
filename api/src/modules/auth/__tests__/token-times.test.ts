// A token is refused when its issue time is in the future (beyond a minute of clock skew), older
// than the longest lifetime the server gives, or when it claims a longer life than that, even with a
// good signature: each case re-signs a real token's payload with the server's own key.
import { decodeJwt, SignJWT } from 'jose';
import { createTestApp, type TestApp } from '../../../test-support/test-app';
import { bearer, signIn, signUp } from '../../../test-support/flows';

let t: TestApp;
const email = 'token-times@example.com';
const password = 'token times 1';
const now = () => Math.floor(Date.now() / 1000);

beforeAll(async () => {
  t = await createTestApp();
  await signUp(t.app, t.dataDir, { email, password });
});
afterAll(() => t.close());

/** The token's own payload with other times, signed with the server's key. */
async function resign(token: string, times: { iat: number; exp: number }): Promise<string> {
  return new SignJWT({ ...decodeJwt(token), ...times })
    .setProtectedHeader({ alg: 'ES256', typ: 'JWT' })
    .sign(t.app.portal.keys.privateKey);
}

const getMe = (accessToken: string) => t.app.inject({ url: '/api/v2/user/get_me', headers: bearer(accessToken) });
const refresh = (refresh_token: string) =>
  t.app.inject({ method: 'POST', url: '/api/v2/auth/refresh', payload: { refresh_token } });

describe('access token times', () => {
  const ttl = () => t.config.accessTokenTtl;

  it('accepts its own times and a small clock skew', async () => {
    const { access_token } = (await signIn(t.app, { email, password })).json().result;
    expect((await getMe(await resign(access_token, { iat: now(), exp: now() + ttl() }))).statusCode).toBe(200);
    expect((await getMe(await resign(access_token, { iat: now() + 30, exp: now() + 30 + ttl() }))).statusCode).toBe(
      200,
    );
  });

  it('refuses a token issued in the future', async () => {
    const { access_token } = (await signIn(t.app, { email, password })).json().result;
    const future = await resign(access_token, { iat: now() + 600, exp: now() + 600 + ttl() });
    const res = await getMe(future);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ is_success: false, code: 'unauthorized' });
  });

  it('refuses a token older than the longest lifetime, or claiming a longer one', async () => {
    const { access_token } = (await signIn(t.app, { email, password })).json().result;
    const old = await resign(access_token, { iat: now() - 3 * ttl(), exp: now() + 60 });
    expect((await getMe(old)).statusCode).toBe(401);
    const longLived = await resign(access_token, { iat: now(), exp: now() + 10 * ttl() });
    expect((await getMe(longLived)).statusCode).toBe(401);
  });

  it('refuses a token without an issue time', async () => {
    const { access_token } = (await signIn(t.app, { email, password })).json().result;
    const payload = { ...decodeJwt(access_token) };
    delete payload.iat;
    const noIat = await new SignJWT(payload)
      .setProtectedHeader({ alg: 'ES256', typ: 'JWT' })
      .sign(t.app.portal.keys.privateKey);
    expect((await getMe(noIat)).statusCode).toBe(401);
  });
});

describe('refresh token times', () => {
  it('accepts a re-signed token with its own times', async () => {
    const { refresh_token } = (await signIn(t.app, { email, password })).json().result;
    const { iat, exp } = decodeJwt(refresh_token) as { iat: number; exp: number };
    expect((await refresh(await resign(refresh_token, { iat, exp }))).statusCode).toBe(200);
  });

  it('refuses one issued in the future, even though its row is unused', async () => {
    const { refresh_token } = (await signIn(t.app, { email, password })).json().result;
    const { exp } = decodeJwt(refresh_token) as { exp: number };
    const res = await refresh(await resign(refresh_token, { iat: now() + 3600, exp }));
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ is_success: false, code: 'unauthorized' });
  });

  it('refuses one claiming a longer life than remember-me gives', async () => {
    const { refresh_token } = (await signIn(t.app, { email, password, is_remember_me: true })).json().result;
    const longest = t.config.refreshTokenRememberTtl;
    expect((await refresh(await resign(refresh_token, { iat: now(), exp: now() + 2 * longest }))).statusCode).toBe(401);
  });
});
