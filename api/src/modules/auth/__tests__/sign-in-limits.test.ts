// Sign-in limits that slow guessing without locking the owner out: attempts that never passed the human
// check count only against their address; verified wrong passwords count against the account, or against
// the owner's own browser (its device cookie); right passwords never count; every 429 names the wait.
import type { LightMyRequestResponse } from 'fastify';
import { parseSetCookie } from 'cookie';
import { eq } from 'drizzle-orm';
import { rateLimitBuckets } from '../../../db/schema';
import { createTestApp, type TestApp } from '../../../test-support/test-app';
import { readEmailCode, signUp, solveCaptcha } from '../../../test-support/flows';
import { DEVICE_COOKIE } from '../sign-in-cookies';

let t: TestApp;
const email = 'owner@example.com';
const password = 'correct horse battery';
beforeAll(async () => {
  t = await createTestApp();
  await signUp(t.app, t.dataDir, { email, password });
});
afterAll(() => t.close());

const FORGED_CAPTCHA = { captcha_key: '00000000-0000-4000-8000-000000000000', tiago2_cap_token: 'x:y' };

function cookieFrom(res: LightMyRequestResponse, name: string): string | undefined {
  const header = res.headers['set-cookie'];
  const lines = header === undefined ? [] : Array.isArray(header) ? header : [String(header)];
  const line = lines.find((candidate) => candidate.startsWith(`${name}=`));
  return line ? parseSetCookie(line).value : undefined;
}

async function attempt(
  body: { email?: string; password?: string; captcha?: 'solved' | 'forged' },
  from: { ip?: string; device?: string } = {},
) {
  const ip = from.ip ?? '198.51.100.1';
  const captcha = body.captcha === 'forged' ? FORGED_CAPTCHA : await solveCaptcha(t.app, 'login', ip);
  return t.app.inject({
    method: 'POST',
    url: '/api/v2/auth/login',
    remoteAddress: ip,
    headers: from.device ? { cookie: `${DEVICE_COOKIE}=${from.device}` } : {},
    payload: { email: body.email ?? email, password: body.password ?? password, ...captcha },
  });
}

function expectWaitNamed(res: LightMyRequestResponse) {
  expect(res.statusCode).toBe(429);
  expect(res.json()).toMatchObject({
    code: 'rate_limited',
    message: expect.stringMatching(/Try again in \d+ (minute|second)s?/),
  });
  expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
}

describe('sign-in limits', () => {
  it('does not count attempts with a forged human check against the account', async () => {
    const target = 'forged-victim@example.com';
    await signUp(t.app, t.dataDir, { email: target, password });
    // Forty forged attempts from four addresses: each is refused at the human check.
    for (let i = 0; i < 40; i += 1) {
      const res = await attempt({ email: target, password: 'guess', captcha: 'forged' }, { ip: `203.0.113.${i % 4}` });
      expect(res.statusCode).toBe(400);
    }
    // The owner, from home, signs in at once.
    expect((await attempt({ email: target }, { ip: '192.0.2.10' })).statusCode).toBe(200);
  });

  it('limits each address, forged attempts included, and tells how long to wait', async () => {
    const ip = '203.0.113.99';
    for (let i = 0; i < 30; i += 1) {
      expect((await attempt({ password: 'guess', captcha: 'forged' }, { ip })).statusCode).toBe(400);
    }
    expectWaitNamed(await attempt({}, { ip }));
  });

  it('limits verified wrong passwords per account, but not on the browser the owner signed in from', async () => {
    const target = 'guessed@example.com';
    await signUp(t.app, t.dataDir, { email: target, password });
    const home = await attempt({ email: target }, { ip: '192.0.2.20' });
    expect(home.statusCode).toBe(200);
    const device = cookieFrom(home, DEVICE_COOKIE);
    expect(device).toBeTruthy();

    // Someone who solves every human check guesses from many addresses: ten tries on the account, then 429.
    for (let i = 0; i < 10; i += 1) {
      const res = await attempt({ email: target, password: `guess ${i}` }, { ip: `198.51.100.${10 + i}` });
      expect(res.statusCode).toBe(401);
    }
    expectWaitNamed(await attempt({ email: target }, { ip: '198.51.100.50' }));

    // The owner's own browser is not locked out, and a wrong password there counts on that browser only.
    expect((await attempt({ email: target, password: 'typo' }, { ip: '192.0.2.20', device })).statusCode).toBe(401);
    expect((await attempt({ email: target }, { ip: '192.0.2.20', device })).statusCode).toBe(200);

    // A device cookie of another account is no pass for this one.
    const other = await attempt({}, { ip: '192.0.2.21' });
    const otherDevice = cookieFrom(other, DEVICE_COOKIE);
    expectWaitNamed(await attempt({ email: target }, { ip: '192.0.2.21', device: otherDevice }));
  });

  it("limits guesses from the owner's browser on that browser's own count", async () => {
    const target = 'own-browser@example.com';
    await signUp(t.app, t.dataDir, { email: target, password });
    const device = cookieFrom(await attempt({ email: target }, { ip: '192.0.2.30' }), DEVICE_COOKIE);
    for (let i = 0; i < 10; i += 1) {
      expect((await attempt({ email: target, password: 'typo' }, { ip: '192.0.2.30', device })).statusCode).toBe(401);
    }
    expectWaitNamed(await attempt({ email: target }, { ip: '192.0.2.30', device }));
    // Another browser of the owner still signs in (the account's own count is untouched).
    expect((await attempt({ email: target }, { ip: '192.0.2.31' })).statusCode).toBe(200);
  });

  it('never counts successful sign-ins, by address or by account', async () => {
    const target = 'often@example.com';
    await signUp(t.app, t.dataDir, { email: target, password });
    // More than the account's limit in a row, and the address's count stays at nothing.
    for (let i = 0; i < 11; i += 1) {
      const res = await attempt({ email: target }, { ip: '192.0.2.40' });
      expect(res.statusCode).toBe(200);
    }
    const [bucket] = await t.database.db
      .select({ count: rateLimitBuckets.count })
      .from(rateLimitBuckets)
      .where(eq(rateLimitBuckets.key, 'login:ip:192.0.2.40'));
    expect(bucket?.count ?? 0).toBe(0);
  });

  it('lets a password reset end the lock on the account', async () => {
    const target = 'reset-me@example.com';
    await signUp(t.app, t.dataDir, { email: target, password });
    for (let i = 0; i < 10; i += 1) await attempt({ email: target, password: 'guess' }, { ip: `198.51.100.${60 + i}` });
    expectWaitNamed(await attempt({ email: target }, { ip: '192.0.2.50' }));

    const code = await t.app.inject({
      method: 'POST',
      url: '/api/v2/auth/forgot-password/request-email-code',
      payload: { email: target, ...(await solveCaptcha(t.app, 'forgot_password', '192.0.2.51')) },
    });
    expect(code.statusCode).toBe(200);
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/v2/auth/forgot-password/reset-password',
      payload: {
        email: target,
        email_code: readEmailCode(t.dataDir, target),
        password: 'a new password 2',
        ...(await solveCaptcha(t.app, 'forgot_password', '192.0.2.51')),
      },
    });
    expect(reset.statusCode).toBe(200);
    expect((await attempt({ email: target, password: 'a new password 2' }, { ip: '192.0.2.50' })).statusCode).toBe(200);
  });
});
