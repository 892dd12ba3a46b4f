import { sql } from 'drizzle-orm';
import { accessTokenPayload } from '@portal/shared/contract';
import { loginIpLog, users } from '../../../db/schema';
import { currentTotp, newTotpSecret } from '../../../lib/totp';
import { createTestApp, type TestApp } from '../../../test-support/test-app';
import { decodePayload, signIn, signUp } from '../../../test-support/flows';

let t: TestApp;
const email = 'login@example.com';
const password = 'correct horse battery';
beforeAll(async () => {
  t = await createTestApp();
  await signUp(t.app, t.dataDir, { email, password, name: '测试用户' });
});
afterAll(() => t.close());

// An access token of the original service (its payload as docs/product.md §3 describes it), values replaced.
const REFERENCE_ACCESS_KEYS = ['exp', 'iat', 'jti', 'role', 'subject_access', 'token_type'];
const REFERENCE_SUBJECT_KEYS = ['email', 'user_id', 'user_name', 'user_new_id'];

describe('sign-in', () => {
  it('answers an access and a refresh token with the reference payload shape', async () => {
    const res = await signIn(t.app, { email: 'LOGIN@example.com', password });
    expect(res.statusCode).toBe(200);
    const { result } = res.json();
    expect(Object.keys(result).sort()).toEqual(['access_token', 'refresh_token', 'user_id']);

    const [header] = result.access_token.split('.');
    expect(JSON.parse(Buffer.from(header, 'base64url').toString())).toMatchObject({ alg: 'ES256' });
    const access = decodePayload(result.access_token);
    expect(Object.keys(access).sort()).toEqual(REFERENCE_ACCESS_KEYS);
    expect(Object.keys(access.subject_access as object).sort()).toEqual(REFERENCE_SUBJECT_KEYS);
    expect(access).toMatchObject({
      role: 'malio_postgrest_user',
      token_type: 'access',
      subject_access: { user_name: '测试用户', email },
    });
    expect((access.exp as number) - (access.iat as number)).toBe(1200);
    expect(accessTokenPayload.safeParse(access).success).toBe(true);

    const refresh = decodePayload(result.refresh_token);
    expect(Object.keys(refresh).sort()).toEqual(['exp', 'iat', 'jti', 'role', 'subject_refresh', 'token_type']);
    expect(refresh.subject_refresh).toEqual({
      user_id: result.user_id,
      password_hash: expect.stringMatching(/^[0-9a-f-]{36}$/),
      is_remember_me: false,
    });
    expect((refresh.exp as number) - (refresh.iat as number)).toBe(86_400);

    const log = await t.database.db
      .select()
      .from(loginIpLog)
      .where(sql`${loginIpLog.kind} = 'login'`);
    expect(log).toHaveLength(1);
  });

  it('gives a longer refresh token with remember-me', async () => {
    const res = await signIn(t.app, { email, password, is_remember_me: true });
    const refresh = decodePayload(res.json().result.refresh_token);
    expect((refresh.exp as number) - (refresh.iat as number)).toBe(2_592_000);
    expect(refresh.subject_refresh).toMatchObject({ is_remember_me: true });
  });

  it('refuses a wrong password and an unknown email alike', async () => {
    const wrong = await signIn(t.app, { email, password: 'wrong password' });
    const unknown = await signIn(t.app, { email: 'nobody@example.com', password });
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({
        is_success: false,
        code: 'invalid_credentials',
        message: 'Wrong email or password',
      });
    }
  });

  it('asks for the 2FA code, refuses a wrong one and accepts the current one', async () => {
    const secret = newTotpSecret();
    await t.database.db
      .update(users)
      .set({ twoFaSecret: secret })
      .where(sql`${users.email} = ${email}`);
    const required = await signIn(t.app, { email, password });
    expect(required.statusCode).toBe(401);
    expect(required.json()).toMatchObject({ code: 'two_fa_required' });
    const current = currentTotp(secret);
    const wrongCode = String((Number(current) + 500_000) % 1_000_000).padStart(6, '0');
    const invalid = await signIn(t.app, { email, password, two_fa_code: wrongCode });
    expect(invalid.statusCode).toBe(401);
    expect(invalid.json()).toMatchObject({ code: 'two_fa_invalid' });
    const ok = await signIn(t.app, { email, password, two_fa_code: current });
    expect(ok.statusCode).toBe(200);
    await t.database.db
      .update(users)
      .set({ twoFaSecret: null })
      .where(sql`${users.email} = ${email}`);
  });

  it('refuses a banned account with 403 after the password check', async () => {
    await t.database.db
      .update(users)
      .set({ isBan: true })
      .where(sql`${users.email} = ${email}`);
    const res = await signIn(t.app, { email, password });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'account_banned' });
    await t.database.db
      .update(users)
      .set({ isBan: false })
      .where(sql`${users.email} = ${email}`);
  });
});
