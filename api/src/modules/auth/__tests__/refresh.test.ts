import { sql } from 'drizzle-orm';
import { refreshTokens, users } from '../../../db/schema';
import { createTestApp, type TestApp } from '../../../test-support/test-app';
import { bearer, decodePayload, readEmailCode, signIn, signUp, solveCaptcha } from '../../../test-support/flows';
import { REFRESH_REUSE_GRACE_SECONDS } from '../refresh';

let t: TestApp;
const email = 'refresh@example.com';
const password = 'first password 1';
beforeAll(async () => {
  t = await createTestApp();
  await signUp(t.app, t.dataDir, { email, password });
});
afterAll(() => t.close());

const refresh = (refresh_token: string) =>
  t.app.inject({ method: 'POST', url: '/api/v2/auth/refresh', payload: { refresh_token } });

describe('refresh', () => {
  it('rotates: answers a new pair, and the spent token once its grace is over', async () => {
    const { result } = (await signIn(t.app, { email, password, is_remember_me: true })).json();
    const first = await refresh(result.refresh_token);
    expect(first.statusCode).toBe(200);
    const next = first.json().result;
    expect(next).toEqual({
      access_token: expect.any(String),
      refresh_token: expect.any(String),
      user_id: result.user_id,
    });
    expect(next.refresh_token).not.toBe(result.refresh_token);
    // The new access token works; remember-me carries over.
    expect((await t.app.inject({ url: '/api/v2/user/get_me', headers: bearer(next.access_token) })).statusCode).toBe(
      200,
    );
    const payload = JSON.parse(Buffer.from(next.refresh_token.split('.')[1], 'base64url').toString());
    expect(payload.subject_refresh.is_remember_me).toBe(true);
    expect((await refresh(next.refresh_token)).statusCode).toBe(200);
  });

  it('keeps the session when the answer to a refresh was lost and the same token comes again at once', async () => {
    const { result } = (await signIn(t.app, { email, password })).json();
    const lost = await refresh(result.refresh_token);
    expect(lost.statusCode).toBe(200);
    // F5 before the answer arrived: the browser still holds the spent token and sends it again.
    const again = await refresh(result.refresh_token);
    expect(again.statusCode).toBe(200);
    const pair = again.json().result;
    expect((await t.app.inject({ url: '/api/v2/user/get_me', headers: bearer(pair.access_token) })).statusCode).toBe(
      200,
    );
    expect((await refresh(pair.refresh_token)).statusCode).toBe(200);
  });

  it('ends the session when a spent token comes back after its grace (a stolen copy)', async () => {
    const { result } = (await signIn(t.app, { email, password })).json();
    const next = (await refresh(result.refresh_token)).json().result;
    await t.database.db
      .update(refreshTokens)
      .set({ usedAt: sql`now() - ${`${REFRESH_REUSE_GRACE_SECONDS + 1} seconds`}::interval` })
      .where(sql`${refreshTokens.jti} = ${decodePayload(result.refresh_token).jti as string}`);
    const replayed = await refresh(result.refresh_token);
    expect(replayed.statusCode).toBe(401);
    expect(replayed.json()).toMatchObject({ is_success: false, code: 'unauthorized' });
    // The whole session is over: the pair its owner holds stops working too.
    expect((await refresh(next.refresh_token)).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/v2/user/get_me', headers: bearer(next.access_token) })).statusCode).toBe(
      401,
    );
  });

  it('refuses garbage, an access token, and an expired token', async () => {
    expect((await refresh('not.a.jwt')).statusCode).toBe(401);
    const { result } = (await signIn(t.app, { email, password })).json();
    expect((await refresh(result.access_token)).statusCode).toBe(401);
    await t.database.db
      .update(refreshTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(sql`${refreshTokens.usedAt} is null`);
    expect((await refresh(result.refresh_token)).statusCode).toBe(401);
  });

  it('password reset: same answer for unknown emails, new password works, every refresh token is revoked', async () => {
    const a = (await signIn(t.app, { email, password })).json().result;
    const b = (await signIn(t.app, { email, password, is_remember_me: true })).json().result;

    const ask = async (address: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v2/auth/forgot-password/request-email-code',
        payload: { email: address, ...(await solveCaptcha(t.app, 'forgot_password')) },
      });
    const unknown = await ask('ghost@example.com');
    const known = await ask(email);
    expect(unknown.statusCode).toBe(200);
    expect(known.statusCode).toBe(200);
    expect(unknown.json().message.replace('ghost@example.com', email)).toBe(known.json().message);
    expect(() => readEmailCode(t.dataDir, 'ghost@example.com')).toThrow();

    const keyRes = await t.app.inject({ url: '/api/v2/auth/forgot-password/request-captcha-key' });
    expect(keyRes.json()).toMatchObject({ is_success: true, captcha_key_type: 'forgot_password' });

    const reset = async (code: string, newPassword: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v2/auth/forgot-password/reset-password',
        payload: { email, email_code: code, password: newPassword, ...(await solveCaptcha(t.app, 'forgot_password')) },
      });
    const code = readEmailCode(t.dataDir, email);
    const wrong = await reset(code === '999999' ? '888888' : '999999', 'second password 2');
    expect(wrong.json()).toMatchObject({ code: 'email_code_invalid' });
    const ok = await reset(code, 'second password 2');
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ is_success: true, message: expect.stringContaining('password has been changed') });

    expect((await refresh(a.refresh_token)).statusCode).toBe(401);
    expect((await refresh(b.refresh_token)).statusCode).toBe(401);
    expect((await signIn(t.app, { email, password })).statusCode).toBe(401);
    expect((await signIn(t.app, { email, password: 'second password 2' })).statusCode).toBe(200);
  });

  it('refuses a token whose password_hash no longer matches the account, even if its row was not revoked', async () => {
    const { result } = (await signIn(t.app, { email, password: 'second password 2' })).json();
    await t.database.db
      .update(users)
      .set({ passwordHashId: '00000000-0000-4000-8000-000000000000' })
      .where(sql`${users.email} = ${email}`);
    expect((await refresh(result.refresh_token)).statusCode).toBe(401);
  });
});
