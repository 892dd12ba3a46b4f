// A session that ended — signed out, revoked from another device, ended by a password change or reset, by
// staff, or by a ban — is refused for every call, reads and writes, at once and on every API process (on
// PostgreSQL a second server on the same database stands for a second process). Each token is used on
// every process first, so a process that remembered it must still refuse it.
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { users } from '../../../db/schema';
import { PASSWORD, newAccount, signInAs, type SignedIn } from '../../../test-support/account-flows';
import { bearer, readEmailCode, solveCaptcha } from '../../../test-support/flows';
import { createSecondApp, createTestApp, type TestApp } from '../../../test-support/test-app';
import { endAllSessions, setAccountBanned } from '../account-ban';

let t: TestApp;
let second: Awaited<ReturnType<typeof createSecondApp>>;
beforeAll(async () => {
  t = await createTestApp();
  second = await createSecondApp(t);
});
afterAll(async () => {
  await second?.close();
  await t.close();
});

const processes = (): FastifyInstance[] => [t.app, ...(second ? [second.app] : [])];

/** A read and two writes (a ticket, a new subscription link) with `access`, on every process. */
async function statuses(access: string): Promise<number[]> {
  const found: number[] = [];
  for (const app of processes()) {
    const headers = bearer(access);
    found.push((await app.inject({ url: '/api/v2/user/get_me', headers })).statusCode);
    const ticket = await app.inject({
      method: 'POST',
      url: '/api/v2/user/tickets-v2/',
      headers,
      payload: { title: 'Still here?', content: 'A write from a session that may have ended.' },
    });
    found.push(ticket.statusCode);
    found.push(
      (await app.inject({ method: 'POST', url: '/api/v2/user/services/link-token/link-token/reset', headers }))
        .statusCode,
    );
  }
  return found;
}

const every = (status: number) => Array(processes().length * 3).fill(status) as number[];

async function liveSession(email: string): Promise<SignedIn> {
  const session = await signInAs(t, email);
  expect(await statuses(session.access)).toEqual(every(200));
  return session;
}

describe('an ended session', () => {
  it('is refused once signed out', async () => {
    const { email } = await newAccount(t, 'signed-out@example.com');
    const session = await liveSession(email);
    await t.app.inject({ method: 'POST', url: '/api/v2/auth/logout', payload: { refresh_token: session.refresh } });
    expect(await statuses(session.access)).toEqual(every(401));
  });

  it('is refused once revoked from another device, which goes on', async () => {
    const { email } = await newAccount(t, 'revoked@example.com');
    const phone = await liveSession(email);
    const laptop = await signInAs(t, email);
    const list = await t.app.inject({ url: '/api/v2/user/account/sessions', headers: laptop.headers });
    const phoneSession = (list.json().result as { session_id: string; is_current: boolean }[]).find(
      (session) => !session.is_current && session.session_id,
    );
    const revoke = await t.app.inject({
      method: 'POST',
      url: `/api/v2/user/account/sessions/${phoneSession?.session_id}/revoke`,
      headers: laptop.headers,
    });
    expect(revoke.statusCode).toBe(200);
    expect(await statuses(phone.access)).toEqual(every(401));
    expect((await t.app.inject({ url: '/api/v2/user/get_me', headers: laptop.headers })).statusCode).toBe(200);
  });

  it('is refused once the password was changed on another device', async () => {
    const { email } = await newAccount(t, 'changed@example.com');
    const other = await liveSession(email);
    const here = await signInAs(t, email);
    const change = await t.app.inject({
      method: 'POST',
      url: '/api/v2/user/account/change-password',
      headers: here.headers,
      payload: { current_password: PASSWORD, new_password: 'another password 2' },
    });
    expect(change.statusCode).toBe(200);
    expect(await statuses(other.access)).toEqual(every(401));
  });

  it('is refused once the password was reset by email', async () => {
    const { email } = await newAccount(t, 'reset@example.com');
    const session = await liveSession(email);
    await t.app.inject({
      method: 'POST',
      url: '/api/v2/auth/forgot-password/request-email-code',
      payload: { email, ...(await solveCaptcha(t.app, 'forgot_password')) },
    });
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/v2/auth/forgot-password/reset-password',
      payload: {
        email,
        email_code: readEmailCode(t.dataDir, email),
        password: 'a reset password 3',
        ...(await solveCaptcha(t.app, 'forgot_password')),
      },
    });
    expect(reset.statusCode).toBe(200);
    expect(await statuses(session.access)).toEqual(every(401));
  });

  it('is refused once staff end every session of the customer', async () => {
    const { id, email } = await newAccount(t, 'ended-by-staff@example.com');
    const [one, two] = [await liveSession(email), await liveSession(email)];
    expect(await t.database.db.transaction((tx) => endAllSessions(tx, id))).toBeGreaterThanOrEqual(2);
    expect(await statuses(one.access)).toEqual(every(401));
    expect(await statuses(two.access)).toEqual(every(401));
  });

  it('is refused once the customer is banned, and stays ended when the ban is lifted', async () => {
    const { id, email } = await newAccount(t, 'banned@example.com');
    const session = await liveSession(email);
    expect(
      await t.database.db.transaction((tx) => setAccountBanned(tx, id, { reason: 'chargebacks', at: new Date() })),
    ).toBeGreaterThanOrEqual(1);
    expect(await statuses(session.access)).toEqual(every(403));
    const [row] = await t.database.db
      .select({ isBan: users.isBan })
      .from(users)
      .where(sql`${users.id} = ${id}`);
    expect(row?.isBan).toBe(true);
    // A sign-in is refused as banned; lifting the ban lets the customer sign in again, not the old device.
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/v2/auth/login',
      payload: { email, password: PASSWORD, ...(await solveCaptcha(t.app, 'login')) },
    });
    expect(refused.json()).toMatchObject({ code: 'account_banned', reason: 'chargebacks' });
    await t.database.db.transaction((tx) => setAccountBanned(tx, id, null));
    expect(await statuses(session.access)).toEqual(every(401));
    expect(await statuses((await signInAs(t, email)).access)).toEqual(every(200));
  });

  it('refuses a banned customer whose session was not ended (a ban set straight in the database)', async () => {
    const { id, email } = await newAccount(t, 'banned-by-hand@example.com');
    const session = await liveSession(email);
    await t.database.db
      .update(users)
      .set({ isBan: true })
      .where(sql`${users.id} = ${id}`);
    for (const app of processes()) {
      const res = await app.inject({ url: '/api/v2/user/get_me', headers: bearer(session.access) });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: 'account_banned' });
    }
  });
});
