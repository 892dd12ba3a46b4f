// Two-factor authentication: enrolment, sign-in with a code or a recovery code, replay within a time
// step, the lockout after five wrong codes, turning it off, new recovery codes.
import { eq } from 'drizzle-orm';
import { users } from '../../../db/schema';
import { currentTotp } from '../../../lib/totp';
import { createTestApp, type TestApp } from '../../../test-support/test-app';
import {
  call,
  enableTwoFa,
  login,
  newAccount,
  signInAs,
  subjectsTo,
  type SignedIn,
} from '../../../test-support/account-flows';

const SECURITY = '/api/v2/user/account/security';
const STEP = 30_000;

let t: TestApp;
let clock: number;
beforeAll(async () => {
  // Many sign-ins from one address: the per-email sign-in limit is not what these tests are about.
  t = await createTestApp({ RATE_LIMIT_SCALE: '100' });
  // A clock the tests move: the middle of a 30-second TOTP step.
  clock = Math.floor(Date.now() / STEP) * STEP + 15_000;
  t.app.portal.now = () => new Date(clock);
});
afterAll(() => t.close());

const codeAt = (secret: string, offsetSteps = 0) => currentTotp(secret, clock + offsetSteps * STEP);
const nextStep = () => {
  clock += STEP;
};

describe('enrolment', () => {
  let ann: SignedIn;
  beforeAll(async () => {
    ann = await newAccount(t, 'ann@example.com');
  });

  it('offers one secret (the same on every visit) with its otpauth URL while 2FA is off', async () => {
    const first = (await call(t, ann, 'GET', SECURITY)).json().result;
    const again = (await call(t, ann, 'GET', SECURITY)).json().result;
    expect(first).toEqual({
      ga_enable: false,
      email_notification: true,
      ga_secret: expect.stringMatching(/^[A-Z2-7]{32}$/),
      ga_otpauth_url: expect.stringMatching(/^otpauth:\/\/totp\//),
      recovery_codes_left: 0,
    });
    expect(again.ga_secret).toBe(first.ga_secret);
    const url = new URL(first.ga_otpauth_url);
    expect(url.searchParams.get('secret')).toBe(first.ga_secret);
    expect(url.searchParams.get('issuer')).toBe(t.config.siteName);
    expect(decodeURIComponent(url.pathname)).toContain('ann@example.com');
  });

  it('refuses a wrong code and turns 2FA on with a right one, answering 10 recovery codes once', async () => {
    const { ga_secret: secret } = (await call(t, ann, 'GET', SECURITY)).json().result;
    const wrong = await call(t, ann, 'POST', SECURITY, { ga_enable: true, ga_token: codeAt(secret, 3) });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ is_success: false, code: 'two_fa_invalid' });

    const res = await call(t, ann, 'POST', SECURITY, { ga_enable: true, ga_token: codeAt(secret) });
    expect(res.statusCode).toBe(200);
    const codes = res.json().result.recovery_codes as string[];
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);

    const after = (await call(t, ann, 'GET', SECURITY)).json().result;
    expect(after).toEqual({
      ga_enable: true,
      email_notification: true,
      ga_secret: null,
      ga_otpauth_url: null,
      recovery_codes_left: 10,
    });
    // Stored hashed: no code appears in the database.
    const stored = JSON.stringify(await t.database.db.execute('select * from recovery_codes'));
    for (const code of codes) expect(stored).not.toContain(code.replace('-', ''));
    expect(subjectsTo(t, 'ann@example.com').some((s) => s.includes('Two-factor authentication is on'))).toBe(true);
  });
});

describe('sign-in with two-factor authentication', () => {
  let secret: string;
  let codes: string[];
  beforeAll(async () => {
    const bob = await newAccount(t, 'bob@example.com');
    ({ secret, recoveryCodes: codes } = await enableTwoFa(t, bob));
    // Two steps on: the previous step's code is not the one that turned 2FA on.
    nextStep();
    nextStep();
  });

  it('asks for a code, accepts one within a step either side, and never the same step twice', async () => {
    expect((await login(t, { email: 'bob@example.com' })).json()).toMatchObject({ code: 'two_fa_required' });
    const previous = codeAt(secret, -1);
    expect((await login(t, { email: 'bob@example.com', two_fa_code: previous })).statusCode).toBe(200);
    // The same code again, in the same step: refused (replay).
    const replay = await login(t, { email: 'bob@example.com', two_fa_code: previous });
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toMatchObject({ code: 'two_fa_invalid', message: expect.stringContaining('already used') });
    // The current step's code is later than the one used: accepted once, then refused.
    const now = codeAt(secret);
    expect((await login(t, { email: 'bob@example.com', two_fa_code: now })).statusCode).toBe(200);
    expect((await login(t, { email: 'bob@example.com', two_fa_code: now })).statusCode).toBe(401);
    // The next step's code (clock drift of one step) works; two steps ahead does not.
    expect((await login(t, { email: 'bob@example.com', two_fa_code: codeAt(secret, 1) })).statusCode).toBe(200);
    nextStep();
    nextStep();
    expect((await login(t, { email: 'bob@example.com', two_fa_code: codeAt(secret, 2) })).statusCode).toBe(401);
  });

  it('accepts a recovery code once (in any case, with or without the hyphen), never twice', async () => {
    const code = codes[0]!;
    const first = await login(t, { email: 'bob@example.com', two_fa_code: code.toUpperCase().replace('-', '') });
    expect(first.statusCode).toBe(200);
    const again = await login(t, { email: 'bob@example.com', two_fa_code: code });
    expect(again.statusCode).toBe(401);
    expect(again.json()).toMatchObject({ code: 'two_fa_invalid' });
    expect(subjectsTo(t, 'bob@example.com').some((s) => s.includes('A recovery code was used'))).toBe(true);
  });

  it('locks code checks after five wrong codes in a row, even for a right code, until the lock ends', async () => {
    nextStep();
    // A right code resets the count of wrong ones.
    expect((await login(t, { email: 'bob@example.com', two_fa_code: codeAt(secret) })).statusCode).toBe(200);
    nextStep();
    const wrong = String((Number(codeAt(secret)) + 1) % 1_000_000).padStart(6, '0');
    for (let i = 0; i < 5; i++) {
      expect((await login(t, { email: 'bob@example.com', two_fa_code: wrong })).statusCode).toBe(401);
    }
    const locked = await login(t, { email: 'bob@example.com', two_fa_code: codeAt(secret) });
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({
      code: 'rate_limited',
      message: expect.stringMatching(/Try again in \d+ minutes?/),
    });
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);

    // The lock ends: a right code works and the count starts again.
    await t.database.db
      .update(users)
      .set({ twoFaLockedUntil: new Date(Date.now() - 1000) })
      .where(eq(users.email, 'bob@example.com'));
    expect((await login(t, { email: 'bob@example.com', two_fa_code: codeAt(secret) })).statusCode).toBe(200);
    const [row] = await t.database.db.select().from(users).where(eq(users.email, 'bob@example.com'));
    expect(row).toMatchObject({ twoFaFailures: 0, twoFaLockedUntil: null });
  });

  it('accepts a code or a recovery code only once when both tries arrive at the same time', async () => {
    nextStep();
    const code = codeAt(secret);
    const both = await Promise.all([1, 2].map(() => login(t, { email: 'bob@example.com', two_fa_code: code })));
    expect(both.map((res) => res.statusCode).sort()).toEqual([200, 401]);
    const recovery = codes[5]!;
    const twice = await Promise.all([1, 2].map(() => login(t, { email: 'bob@example.com', two_fa_code: recovery })));
    expect(twice.map((res) => res.statusCode).sort()).toEqual([200, 401]);
  });

  it('logs failed codes in the login IP log and the activity', async () => {
    const me = await signInAs(t, 'bob@example.com', {}, { two_fa_code: codes[1]! });
    const log = (await call(t, me, 'GET', '/api/v2/user/account/login-ip-log')).json().result_list;
    expect(log.some((row: { kind: string }) => row.kind === 'login_failed')).toBe(true);
    const activity = (await call(t, me, 'GET', '/api/v2/user/account/activity?size=100')).json().result.activities;
    const types = activity.map((row: { activity_type: string }) => row.activity_type);
    expect(types).toEqual(expect.arrayContaining(['two_fa_failed', 'recovery_code_used', 'two_fa_enabled']));
  });
});

describe('turning it off and new recovery codes', () => {
  let cat: SignedIn;
  let secret: string;
  let codes: string[];
  beforeAll(async () => {
    cat = await newAccount(t, 'cat@example.com');
    ({ secret, recoveryCodes: codes } = await enableTwoFa(t, cat));
    nextStep();
  });

  it('replaces the recovery codes with a current code: the old ones stop working', async () => {
    const res = await call(t, cat, 'POST', `${SECURITY}/recovery-codes`, { ga_token: codeAt(secret) });
    expect(res.statusCode).toBe(200);
    const fresh = res.json().result.recovery_codes as string[];
    expect(fresh).toHaveLength(10);
    expect(fresh).not.toContain(codes[0]);
    expect((await login(t, { email: 'cat@example.com', two_fa_code: codes[0] })).statusCode).toBe(401);
    codes = fresh;
    // A recovery code cannot be used to make new ones.
    const byRecovery = await call(t, cat, 'POST', `${SECURITY}/recovery-codes`, { ga_token: codes[0] });
    expect(byRecovery.statusCode).toBe(400);
  });

  it('needs the password and a code to turn 2FA off', async () => {
    nextStep();
    const noPassword = await call(t, cat, 'POST', SECURITY, { ga_enable: false, ga_token: codeAt(secret) });
    expect(noPassword.statusCode).toBe(400);
    expect(noPassword.json().message).toMatch(/^password: /);
    const badPassword = await call(t, cat, 'POST', SECURITY, {
      ga_enable: false,
      ga_token: codeAt(secret),
      password: 'not my password',
    });
    expect(badPassword.statusCode).toBe(400);
    expect(badPassword.json()).toMatchObject({ code: 'password_wrong' });
    const noCode = await call(t, cat, 'POST', SECURITY, { ga_enable: false, password: 'correct horse battery' });
    expect(noCode.statusCode).toBe(400);
    // A recovery code counts as the code.
    const off = await call(t, cat, 'POST', SECURITY, {
      ga_enable: false,
      ga_token: codes[3],
      password: 'correct horse battery',
    });
    expect(off.statusCode).toBe(200);
    expect(off.json().result).toEqual({ ga_enable: false, email_notification: true, recovery_codes: null });
    expect((await login(t, { email: 'cat@example.com' })).statusCode).toBe(200);
    const again = await call(t, cat, 'POST', SECURITY, { ga_enable: false, password: 'correct horse battery' });
    expect(again.statusCode).toBe(409);
  });

  it('turns email notifications off and on', async () => {
    const off = await call(t, cat, 'POST', SECURITY, { email_notification: false });
    expect(off.json().result.email_notification).toBe(false);
    expect((await call(t, cat, 'GET', SECURITY)).json().result.email_notification).toBe(false);
    expect((await call(t, cat, 'POST', SECURITY, { email_notification: true })).json().result.email_notification).toBe(
      true,
    );
  });
});
