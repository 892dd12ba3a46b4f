// Sessions are the refresh tokens: one per sign-in, listed with device and place; signing one out makes
// its refresh token fail at once; a password change signs out every other session and keeps this one.
import { createTestApp, type TestApp } from '../../../test-support/test-app';
import {
  call,
  CHROME_WINDOWS,
  newAccount,
  PASSWORD,
  refresh,
  SAFARI_IPHONE,
  signInAs,
  subjectsTo,
  type SignedIn,
} from '../../../test-support/account-flows';
import { bearer, decodePayload } from '../../../test-support/flows';

const SESSIONS = '/api/v2/user/account/sessions';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_SCALE: '100' });
});
afterAll(() => t.close());

interface SessionItem {
  session_id: string;
  is_current: boolean;
  ip: string;
  country: string | null;
  browser: string | null;
  os: string | null;
  device_type: string | null;
}

async function sessionsOf(who: Pick<SignedIn, 'headers' | 'client'>): Promise<SessionItem[]> {
  const res = await call(t, who, 'GET', SESSIONS);
  expect(res.statusCode).toBe(200);
  return res.json().result;
}

describe('the session list', () => {
  let desktop: SignedIn;
  let phone: SignedIn;
  let other: SignedIn;
  beforeAll(async () => {
    await newAccount(t, 'dora@example.com');
    desktop = await signInAs(t, 'dora@example.com', { ip: '8.8.8.8', userAgent: CHROME_WINDOWS });
    phone = await signInAs(t, 'dora@example.com', { ip: '114.114.114.114', userAgent: SAFARI_IPHONE });
    other = await newAccount(t, 'eve@example.com');
  });

  it('lists each sign-in with device, browser and place, and marks the caller’s own', async () => {
    const list = await sessionsOf(desktop);
    expect(list).toHaveLength(3); // the sign-up, the desktop and the phone
    expect(list[0]).toMatchObject({ ip: '114.114.114.114', country: 'CN', browser: 'Safari 17', os: 'iOS 17.4' });
    expect(list.find((s) => s.is_current)).toMatchObject({
      ip: '8.8.8.8',
      country: 'US',
      browser: 'Chrome 131',
      os: 'Windows 10',
      device_type: 'desktop',
    });
    expect(list.filter((s) => s.is_current)).toHaveLength(1);
    const fromPhone = await sessionsOf(phone);
    expect(fromPhone.find((s) => s.is_current)?.ip).toBe('114.114.114.114');
  });

  it('never shows or touches another customer’s sessions', async () => {
    const mine = (await sessionsOf(desktop)).map((s) => s.session_id);
    const theirs = await sessionsOf(other);
    expect(theirs).toHaveLength(1);
    expect(mine).not.toContain(theirs[0]!.session_id);
    const res = await call(t, other, 'POST', `${SESSIONS}/${mine[0]}/revoke`);
    expect(res.statusCode).toBe(404);
    expect(await sessionsOf(desktop)).toHaveLength(3);
  });

  it('signs out one session: its refresh token fails at once, the others keep working', async () => {
    const phoneSession = (await sessionsOf(phone)).find((s) => s.is_current)!;
    const res = await call(t, desktop, 'POST', `${SESSIONS}/${phoneSession.session_id}/revoke`);
    expect(res.statusCode).toBe(200);
    const refused = await refresh(t, phone.refresh);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ code: 'unauthorized' });
    expect((await sessionsOf(desktop)).map((s) => s.session_id)).not.toContain(phoneSession.session_id);
    // The phone's access token still reads, but cannot change the account any more.
    const change = await call(t, phone, 'POST', '/api/v2/user/account/edit-profile', { user_name: 'Mallory' });
    expect(change.statusCode).toBe(401);
    // The desktop's session goes on: refresh rotates within the same session.
    const rotated = await refresh(t, desktop.refresh, desktop.client);
    expect(rotated.statusCode).toBe(200);
    desktop = { ...desktop, access: rotated.json().result.access_token, refresh: rotated.json().result.refresh_token };
    desktop.headers = bearer(desktop.access);
    expect((await sessionsOf(desktop)).filter((s) => s.is_current)).toHaveLength(1);
    expect((await refresh(t, phone.refresh)).statusCode).toBe(401);
  });

  it('answers 400 for a session id that is not a uuid, 404 for an unknown one', async () => {
    expect((await call(t, desktop, 'POST', `${SESSIONS}/not-a-uuid/revoke`)).statusCode).toBe(400);
    const unknown = await call(t, desktop, 'POST', `${SESSIONS}/8f14e45f-ceea-4e6b-9a1d-2b6f1c0a9c11/revoke`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ is_success: false, code: 'not_found', message: expect.any(String) });
  });

  it('signs out every other session', async () => {
    const laptop = await signInAs(t, 'dora@example.com', { ip: '1.1.1.1', userAgent: CHROME_WINDOWS });
    const res = await call(t, desktop, 'POST', `${SESSIONS}/revoke-others`);
    expect(res.statusCode).toBe(200);
    expect(res.json().result.revoked).toBe(2); // the sign-up's session and the laptop
    expect((await refresh(t, laptop.refresh)).statusCode).toBe(401);
    const left = await sessionsOf(desktop);
    expect(left).toHaveLength(1);
    expect(left[0]!.is_current).toBe(true);
  });
});

describe('changing the password', () => {
  it('signs out every other session, keeps this one with new tokens, and tells the owner', async () => {
    await newAccount(t, 'fay@example.com');
    const here = await signInAs(t, 'fay@example.com', { userAgent: CHROME_WINDOWS });
    const there = await signInAs(t, 'fay@example.com', { userAgent: SAFARI_IPHONE });

    const wrong = await call(t, here, 'POST', '/api/v2/user/account/edit-password', {
      current_password: 'not it',
      new_password: 'a brand new password',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      code: 'password_wrong',
      message: expect.stringMatching(/^current_password: /),
    });
    const same = await call(t, here, 'POST', '/api/v2/user/account/change-password', {
      current_password: PASSWORD,
      new_password: PASSWORD,
    });
    expect(same.statusCode).toBe(400);
    const short = await call(t, here, 'POST', '/api/v2/user/account/change-password', {
      current_password: PASSWORD,
      new_password: 'short',
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toMatch(/^new_password: /);

    const res = await call(t, here, 'POST', '/api/v2/user/account/edit-password', {
      current_password: PASSWORD,
      new_password: 'a brand new password',
    });
    expect(res.statusCode).toBe(200);
    const tokens = res.json().result as { access_token: string; refresh_token: string };
    const hashId = (token: string) => (decodePayload(token).subject_refresh as { password_hash: string }).password_hash;
    expect(hashId(tokens.refresh_token)).not.toBe(hashId(here.refresh));

    // The other browser's session ends at its next refresh; this session's old refresh token too.
    expect((await refresh(t, there.refresh)).statusCode).toBe(401);
    expect((await refresh(t, here.refresh)).statusCode).toBe(401);
    // This session goes on with its new pair.
    const next = await refresh(t, tokens.refresh_token);
    expect(next.statusCode).toBe(200);
    const list = await sessionsOf({ headers: bearer(next.json().result.access_token), client: {} });
    expect(list).toHaveLength(1);
    expect(list[0]!.is_current).toBe(true);

    // The new password signs in; the old one does not.
    expect((await signInAs(t, 'fay@example.com', {}, { password: 'a brand new password' })).id).toBeGreaterThan(0);
    expect(subjectsTo(t, 'fay@example.com').some((s) => s.includes('Your password was changed'))).toBe(true);
  });
});
