// The email change (password, then the code sent to the new address; the old address is told; nothing
// changes until confirmed), the name (new tokens carry it), the overview, the logs and security mails.
import { createTestApp, type TestApp } from '../../../test-support/test-app';
import {
  call,
  CHROME_WINDOWS,
  login,
  newAccount,
  PASSWORD,
  readEmailCode,
  refresh,
  SAFARI_IPHONE,
  signInAs,
  subjectsTo,
  type SignedIn,
} from '../../../test-support/account-flows';
import { bearer, decodePayload } from '../../../test-support/flows';

const ACCOUNT = '/api/v2/user/account';
const ISO = expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_SCALE: '100' });
});
afterAll(() => t.close());

describe('changing the email', () => {
  let gus: SignedIn;
  let elsewhere: SignedIn;
  beforeAll(async () => {
    await newAccount(t, 'gus@example.com', 'Gus');
    gus = await signInAs(t, 'gus@example.com', { userAgent: CHROME_WINDOWS });
    elsewhere = await signInAs(t, 'gus@example.com', { userAgent: SAFARI_IPHONE });
    await newAccount(t, 'taken@example.com');
  });

  it('needs the right password and a free address', async () => {
    const wrong = await call(t, gus, 'POST', `${ACCOUNT}/edit-email`, { new_email: 'g@example.net', password: 'x' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'password_wrong' });
    const taken = await call(t, gus, 'POST', `${ACCOUNT}/edit-email`, {
      new_email: 'TAKEN@example.com',
      password: PASSWORD,
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: 'email_taken' });
    const invalid = await call(t, gus, 'POST', `${ACCOUNT}/edit-email`, { new_email: 'nope', password: PASSWORD });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().message).toMatch(/^new_email: /);
  });

  it('sends a code to the new address, tells the old one, and changes nothing yet', async () => {
    const res = await call(t, gus, 'POST', `${ACCOUNT}/edit-email`, {
      new_email: 'Gus.New@example.net',
      password: PASSWORD,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().result).toEqual({ pending_email: 'gus.new@example.net', code_expires_at: expect.any(String) });
    expect(readEmailCode(t.dataDir, 'gus.new@example.net')).toMatch(/^\d{6}$/);
    expect(subjectsTo(t, 'gus@example.com').some((s) => s.includes('Email change requested'))).toBe(true);
    const me = (await call(t, gus, 'GET', `${ACCOUNT}/me`)).json().result;
    expect(me).toMatchObject({ email: 'gus@example.com', pending_email: 'gus.new@example.net' });
    // Until confirmed the old email still signs in and the new one does not.
    expect((await login(t, { email: 'gus@example.com' })).statusCode).toBe(200);
    expect((await login(t, { email: 'gus.new@example.net' })).statusCode).toBe(401);
  });

  it('confirms only with the code sent to the new address', async () => {
    const code = readEmailCode(t.dataDir, 'gus.new@example.net');
    // A code sent for another purpose or to another address is not it.
    const wrongCode = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const wrong = await call(t, gus, 'POST', `${ACCOUNT}/edit-email/confirm`, { email_code: wrongCode });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'email_code_invalid', message: expect.stringContaining('tries left') });
    // Another customer cannot use Gus's code.
    const other = await newAccount(t, 'ivy@example.com');
    expect((await call(t, other, 'POST', `${ACCOUNT}/edit-email/confirm`, { email_code: code })).statusCode).toBe(400);

    const res = await call(t, gus, 'POST', `${ACCOUNT}/edit-email/confirm`, { email_code: code });
    expect(res.statusCode).toBe(200);
    const result = res.json().result;
    expect(result.email).toBe('gus.new@example.net');
    expect(decodePayload(result.access_token).subject_access).toMatchObject({ email: 'gus.new@example.net' });
    // The code works once.
    expect((await call(t, gus, 'POST', `${ACCOUNT}/edit-email/confirm`, { email_code: code })).statusCode).toBe(400);

    // Every other session ends; this one continues with its new pair.
    expect((await refresh(t, elsewhere.refresh)).statusCode).toBe(401);
    expect((await refresh(t, result.refresh_token)).statusCode).toBe(200);
    expect((await login(t, { email: 'gus.new@example.net' })).statusCode).toBe(200);
    expect((await login(t, { email: 'gus@example.com' })).statusCode).toBe(401);
    expect(subjectsTo(t, 'gus@example.com').some((s) => s.includes('Your sign-in email was changed'))).toBe(true);
    expect(subjectsTo(t, 'gus.new@example.net').some((s) => s.includes('Your sign-in email was changed'))).toBe(true);
  });
});

describe('the profile and the overview', () => {
  let hal: SignedIn;
  beforeAll(async () => {
    await newAccount(t, 'hal@example.com', 'Hal');
    hal = await signInAs(t, 'hal@example.com', { ip: '8.8.4.4', userAgent: CHROME_WINDOWS });
  });

  it('answers the account at a glance', async () => {
    const res = await call(t, hal, 'GET', `${ACCOUNT}/me`);
    expect(res.json()).toEqual({
      is_success: true,
      message: 'OK',
      result: {
        user_id: hal.id,
        user_new_id: expect.any(String),
        email: 'hal@example.com',
        user_name: 'Hal',
        created_at: ISO,
        last_login: ISO,
        is_verified: true,
        telegram_linked: false,
        two_fa_enabled: false,
        email_notification: true,
        pending_email: null,
        plan: null,
        // The sign-up, from app.inject's default address and no browser: Hal's sign-in before this one.
        previous_sign_in: { at: ISO, ip: '127.0.0.1', country: null, browser: null, os: null, device_type: null },
      },
    });
  });

  it('changes the name and answers tokens that carry it', async () => {
    const blank = await call(t, hal, 'POST', `${ACCOUNT}/edit-profile`, { user_name: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toMatchObject({ is_success: false, message: expect.stringMatching(/^user_name: /) });
    const res = await call(t, hal, 'POST', `${ACCOUNT}/edit-profile`, { user_name: '  小明  ' });
    expect(res.statusCode).toBe(200);
    const { access_token, refresh_token, user_name } = res.json().result;
    expect(user_name).toBe('小明');
    expect(decodePayload(access_token).subject_access).toMatchObject({ user_name: '小明' });
    expect((await refresh(t, refresh_token)).statusCode).toBe(200);
    const me = await t.app.inject({ url: `${ACCOUNT}/me`, headers: bearer(access_token) });
    expect(me.json().result.user_name).toBe('小明');
  });
});

describe('the logs', () => {
  let ida: SignedIn;
  beforeAll(async () => {
    await newAccount(t, 'ida@example.com');
    await login(
      t,
      { email: 'ida@example.com', password: 'wrong password' },
      { ip: '114.114.114.114', userAgent: SAFARI_IPHONE },
    );
    ida = await signInAs(t, 'ida@example.com', { ip: '8.8.8.8', userAgent: CHROME_WINDOWS });
  });

  it('lists sign-ins and failed attempts by IP with country and browser, newest first', async () => {
    const res = await call(t, ida, 'GET', `${ACCOUNT}/login-ip-log`);
    expect(res.statusCode).toBe(200);
    const rows = res.json().result_list;
    expect(rows.map((row: { kind: string }) => row.kind)).toEqual(['login', 'login_failed', 'register']);
    expect(rows[0]).toMatchObject({
      user_id: ida.id,
      login_ip: '8.8.8.8',
      country: 'US',
      is_login: true,
      browser: 'Chrome 131',
      os: 'Windows 10',
      created_at: ISO,
    });
    expect(rows[1]).toMatchObject({
      login_ip: '114.114.114.114',
      country: 'CN',
      is_login: false,
      browser: 'Safari 17',
    });
    expect((await call(t, ida, 'GET', `${ACCOUNT}/login-ip-log?limit=1`)).json().result_list).toHaveLength(1);
    expect((await call(t, ida, 'GET', `${ACCOUNT}/login-ip-log?limit=0`)).statusCode).toBe(400);
    const history = (await call(t, ida, 'GET', `${ACCOUNT}/login-history`)).json().result;
    expect(history).toEqual([{ login_time: expect.any(Number), ip_address: '8.8.8.8', user_agent: CHROME_WINDOWS }]);
  });

  it('lists the silent refreshes of the sessions', async () => {
    const next = await refresh(t, ida.refresh, { ip: '9.9.9.9', userAgent: CHROME_WINDOWS });
    expect(next.statusCode).toBe(200);
    const rows = (await call(t, ida, 'GET', `${ACCOUNT}/refresh-access-token-log`)).json().result;
    expect(rows).toEqual([
      expect.objectContaining({ ip_address: '9.9.9.9', browser: 'Chrome 131', is_remember_me: false, created_at: ISO }),
    ]);
  });

  it('answers the activity newest first, page by page', async () => {
    const first = (await call(t, ida, 'GET', `${ACCOUNT}/activity?size=2`)).json().result;
    expect(first.total_count).toBe(3);
    expect(first.activities.map((a: { activity_type: string }) => a.activity_type)).toEqual([
      'sign_in',
      'sign_in_failed',
    ]);
    expect(first.activities[0]).toMatchObject({ ip_address: '8.8.8.8', country: 'US', description: 'Signed in' });
    const second = (await call(t, ida, 'GET', `${ACCOUNT}/activity?size=2&page=2`)).json().result;
    expect(second.activities.map((a: { activity_type: string }) => a.activity_type)).toEqual(['signed_up']);
    expect((await call(t, ida, 'GET', `${ACCOUNT}/activity?size=500`)).statusCode).toBe(400);
  });

  it('mails a sign-in from a new device or place, and not once notifications are off', async () => {
    const before = subjectsTo(t, 'ida@example.com').filter((s) => s.includes('New sign-in')).length;
    await signInAs(t, 'ida@example.com', { ip: '8.8.8.8', userAgent: CHROME_WINDOWS }); // known device
    await signInAs(t, 'ida@example.com', { ip: '114.114.114.114', userAgent: SAFARI_IPHONE }); // new
    const after = subjectsTo(t, 'ida@example.com').filter((s) => s.includes('New sign-in')).length;
    expect(after - before).toBe(1);
    await call(t, ida, 'POST', `${ACCOUNT}/security`, { email_notification: false });
    await signInAs(t, 'ida@example.com', { ip: '1.1.1.1', userAgent: SAFARI_IPHONE });
    expect(subjectsTo(t, 'ida@example.com').filter((s) => s.includes('New sign-in'))).toHaveLength(after);
  });
});
