import { sql } from 'drizzle-orm';
import { emailCodes, inviteCodes, users } from '../../../db/schema';
import { createTestApp, type TestApp } from '../../../test-support/test-app';
import { readEmailCode, requestSignUpCode, signUp, solveCaptcha } from '../../../test-support/flows';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const register = (payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/v2/auth/register', payload });
const base = { name: 'Alice', password: 'password-1234', re_password: 'password-1234' };

describe('sign-up', () => {
  it('emails a 6-digit code and creates the account with it, answering tokens like login', async () => {
    const res = await requestSignUpCode(t.app, 'Alice@Example.com');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ is_success: true, message: expect.stringContaining('alice@example.com') });
    const code = readEmailCode(t.dataDir, 'alice@example.com');
    expect(code).toMatch(/^\d{6}$/);

    const created = await register({ ...base, email: 'alice@example.com', email_code: code });
    expect(created.statusCode).toBe(200);
    const body = created.json();
    expect(body).toMatchObject({
      is_success: true,
      result: { user_name: 'Alice', email: 'alice@example.com', user_id: expect.any(Number) },
    });
    expect(body.result.access_token).toEqual(expect.any(String));
    expect(body.result.refresh_token).toEqual(expect.any(String));

    const [row] = await t.database.db
      .select()
      .from(users)
      .where(sql`${users.email} = 'alice@example.com'`);
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    const [invite] = await t.database.db
      .select()
      .from(inviteCodes)
      .where(sql`${inviteCodes.ownerUserId} = ${row?.id}`);
    expect(invite?.code).toMatch(/^[A-Z2-9]{8}$/);
  });

  it('refuses a code request for a registered email (any case) with 409 email_taken', async () => {
    const res = await requestSignUpCode(t.app, 'ALICE@example.com');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ is_success: false, code: 'email_taken' });
  });

  it('allows one code request per email per minute (429 rate_limited saying when)', async () => {
    expect((await requestSignUpCode(t.app, 'rl@example.com')).statusCode).toBe(200);
    const again = await requestSignUpCode(t.app, 'rl@example.com');
    expect(again.statusCode).toBe(429);
    expect(again.json()).toMatchObject({
      is_success: false,
      code: 'rate_limited',
      message: expect.stringMatching(/Try again in \d+ seconds?/),
    });
    expect(Number(again.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('requires the email code', async () => {
    const res = await register({ ...base, email: 'nocode@example.com' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'validation_error', message: expect.stringContaining('email_code') });
  });

  it('requires matching passwords', async () => {
    const res = await register({
      ...base,
      re_password: 'different-1234',
      email: 'x@example.com',
      email_code: '123456',
    });
    expect(res.json()).toMatchObject({ code: 'validation_error', message: 're_password: The passwords do not match' });
  });

  it('refuses a wrong code and counts the tries; after 5 the code is dead even when right', async () => {
    await requestSignUpCode(t.app, 'bob@example.com');
    const code = readEmailCode(t.dataDir, 'bob@example.com');
    const wrong = code === '000000' ? '111111' : '000000';
    const first = await register({ ...base, email: 'bob@example.com', email_code: wrong });
    expect(first.statusCode).toBe(400);
    expect(first.json()).toMatchObject({ code: 'email_code_invalid', message: 'The code is wrong (4 tries left)' });
    for (let i = 0; i < 4; i++) await register({ ...base, email: 'bob@example.com', email_code: wrong });
    const right = await register({ ...base, email: 'bob@example.com', email_code: code });
    expect(right.statusCode).toBe(400);
    expect(right.json()).toMatchObject({ code: 'email_code_attempts_exceeded' });
  });

  it('refuses an expired code', async () => {
    await requestSignUpCode(t.app, 'carol@example.com');
    const code = readEmailCode(t.dataDir, 'carol@example.com');
    await t.database.db
      .update(emailCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(sql`${emailCodes.email} = 'carol@example.com'`);
    const res = await register({ ...base, email: 'carol@example.com', email_code: code });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'email_code_expired' });
  });

  it('uses a code once', async () => {
    await requestSignUpCode(t.app, 'dave@example.com');
    const code = readEmailCode(t.dataDir, 'dave@example.com');
    expect((await register({ ...base, email: 'dave@example.com', email_code: code })).statusCode).toBe(200);
    await t.database.db.delete(users).where(sql`${users.email} = 'dave@example.com'`);
    const again = await register({ ...base, email: 'dave@example.com', email_code: code });
    expect(again.json()).toMatchObject({ code: 'email_code_invalid' });
  });

  it('checks invite codes and records who invited whom', async () => {
    const [owner] = await t.database.db
      .select()
      .from(users)
      .where(sql`${users.email} = 'alice@example.com'`);
    const [invite] = await t.database.db
      .select()
      .from(inviteCodes)
      .where(sql`${inviteCodes.ownerUserId} = ${owner?.id}`);
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/v2/auth/register/check-invite-code',
      payload: { invite_code: invite?.code.toLowerCase() },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ is_success: true, message: 'This invite code can be used' });
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/v2/auth/register/check-invite-code',
      payload: { invite_code: 'NOPE1234' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ is_success: false, code: 'invite_code_invalid' });

    const badSignUp = await register({
      ...base,
      email: 'erin@example.com',
      email_code: '123456',
      invite_code: 'NOPE1234',
    });
    expect(badSignUp.json()).toMatchObject({ code: 'invite_code_invalid' });

    const erin = await signUp(t.app, t.dataDir, { email: 'erin@example.com', invite_code: invite?.code });
    const [row] = await t.database.db
      .select()
      .from(users)
      .where(sql`${users.id} = ${erin.result.user_id}`);
    expect(row?.invitedBy).toBe(owner?.id);
  });

  it('needs a register captcha for the code request', async () => {
    const login = await solveCaptcha(t.app, 'login');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v2/auth/register/request-email-code',
      payload: { email: 'frank@example.com', captcha_key: login.captcha_key, tiago2_cap_token: login.tiago2_cap_token },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'captcha_invalid' });
  });
});
