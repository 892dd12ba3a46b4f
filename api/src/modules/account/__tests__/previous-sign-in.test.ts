// The account overview's previous sign-in: the newest sign-in (or the sign-up) other than the one that
// started the caller's session, with place and device; null at the first. last_login stays the
// reference's: the newest sign-in, usually the caller's own.
import { createTestApp, type TestApp } from '../../../test-support/test-app';
import {
  call,
  CHROME_WINDOWS,
  login,
  newAccount,
  refresh,
  SAFARI_IPHONE,
  signInAs,
  type SignedIn,
} from '../../../test-support/account-flows';
import { bearer } from '../../../test-support/flows';

const ME = '/api/v2/user/account/me';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_SCALE: '100' });
});
afterAll(() => t.close());

interface Overview {
  last_login: string | null;
  previous_sign_in: {
    at: string;
    ip: string;
    country: string | null;
    browser: string | null;
    os: string | null;
    device_type: string | null;
  } | null;
}

async function overviewOf(who: Pick<SignedIn, 'headers' | 'client'>): Promise<Overview> {
  const res = await call(t, who, 'GET', ME);
  expect(res.statusCode).toBe(200);
  return res.json().result;
}

describe('the previous sign-in on the account overview', () => {
  let signUp: SignedIn;
  let desktop: SignedIn;
  let phone: SignedIn;
  beforeAll(async () => {
    signUp = await newAccount(t, 'fay@example.com');
  });

  it('is none right after sign-up: this is the first sign-in', async () => {
    expect((await overviewOf(signUp)).previous_sign_in).toBeNull();
  });

  it('is the sign-in before this one, not this one', async () => {
    const before = Date.now();
    desktop = await signInAs(t, 'fay@example.com', { ip: '8.8.8.8', userAgent: CHROME_WINDOWS });
    phone = await signInAs(t, 'fay@example.com', { ip: '114.114.114.114', userAgent: SAFARI_IPHONE });
    const me = await overviewOf(phone);
    expect(me.previous_sign_in).toMatchObject({
      ip: '8.8.8.8',
      country: 'US',
      browser: 'Chrome 131',
      os: 'Windows 10',
      device_type: 'desktop',
    });
    // last_login keeps the reference's meaning: the newest sign-in, which is this one.
    expect(Date.parse(me.last_login!)).toBeGreaterThanOrEqual(Date.parse(me.previous_sign_in!.at));
    expect(Date.parse(me.previous_sign_in!.at)).toBeGreaterThanOrEqual(before - 1000);
  });

  it('shows a later sign-in from another device to the session that came first', async () => {
    expect((await overviewOf(desktop)).previous_sign_in).toMatchObject({ ip: '114.114.114.114', country: 'CN' });
  });

  it('belongs to the session, so a token refresh does not change it', async () => {
    const res = await refresh(t, desktop.refresh, desktop.client);
    expect(res.statusCode).toBe(200);
    const refreshed = { headers: bearer(res.json().result.access_token), client: desktop.client };
    expect((await overviewOf(refreshed)).previous_sign_in).toMatchObject({ ip: '114.114.114.114' });
  });

  it('never counts a failed attempt', async () => {
    const failed = await login(t, { email: 'fay@example.com', password: 'not the password' }, { ip: '1.1.1.1' });
    expect(failed.statusCode).toBe(401);
    expect((await overviewOf(phone)).previous_sign_in?.ip).toBe('8.8.8.8');
  });

  it('counts the sign-up as a sign-in, and never another customer’s', async () => {
    await newAccount(t, 'gus@example.com'); // from app.inject's default address, 127.0.0.1
    const gus = await signInAs(t, 'gus@example.com', { ip: '9.9.9.9' });
    expect((await overviewOf(gus)).previous_sign_in).toMatchObject({ ip: '127.0.0.1', country: null });
    expect((await overviewOf(phone)).previous_sign_in?.ip).toBe('8.8.8.8');
  });
});
