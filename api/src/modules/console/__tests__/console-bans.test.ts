// Banning: the customer's sessions end at once (their next call and their refresh are refused), sign-in
// is refused with the reason, nodes' GET users leaves them out and their subscription link is refused;
// unbanning restores all of it. Also the other account actions: used traffic, the link, every session,
// the role — each audited, and refused on oneself where it would lock staff out.
import { eq } from 'drizzle-orm';
import { userServices } from '../../../db/schema';
import { auditRows, callAs, consoleCast, resultOf, type ConsoleCast } from '../../../test-support/console-fixtures';
import { signIn } from '../../../test-support/flows';
import {
  acceptedData,
  addKeyedNode,
  addPlanCustomer,
  nodeCall,
  type KeyedNode,
} from '../../../test-support/node-fixtures';
import { createTestApp, type TestApp } from '../../../test-support/test-app';

let t: TestApp;
let cast: ConsoleCast;
let node: KeyedNode;
let jo: number;

const PASSWORD = 'correct horse battery';
const EMAIL = 'jo@example.com';
const USERS = '/api/v2/admin_api/users';

beforeAll(async () => {
  t = await createTestApp();
  cast = await consoleCast(t);
  node = await addKeyedNode(t.database.db);
  jo = await addPlanCustomer(t.database.db, EMAIL);
});
afterAll(() => t.close());

async function session() {
  const res = await signIn(t.app, { email: EMAIL, password: PASSWORD });
  return resultOf<{ access_token: string; refresh_token: string }>(res);
}

const bearerOf = (token: string) => ({ headers: { authorization: `Bearer ${token}` } });

async function servedIds(): Promise<number[]> {
  const users = acceptedData<{ id: number }[]>(
    await nodeCall(t.app, 'GET', 'users', { query: `node_id=${node.id}&key=${node.key}` }),
  );
  return users.map((user) => user.id);
}

async function linkToken(): Promise<string> {
  const [row] = await t.database.db.select().from(userServices).where(eq(userServices.userId, jo));
  return row!.linkToken;
}

const fetchLink = async () =>
  t.app.inject({ url: `/link/${await linkToken()}`, headers: { 'user-agent': 'clash-verge/v2' } });

describe('a ban', () => {
  it('ends the sessions, refuses sign-in with the reason, and takes the customer off nodes and the link', async () => {
    const { access_token, refresh_token } = await session();
    expect((await servedIds()).includes(jo)).toBe(true);
    expect((await fetchLink()).statusCode).toBe(200);

    const banned = await callAs(t, cast.admin, 'POST', `${USERS}/${jo}/ban`, { reason: 'Chargeback on order 42' });
    expect(resultOf(banned)).toMatchObject({ id: jo, is_ban: true, ban_reason: 'Chargeback on order 42' });

    const next = await callAs(t, bearerOf(access_token), 'GET', '/api/v2/user/get_me');
    expect(next.statusCode).toBe(403);
    expect(next.json()).toMatchObject({
      is_success: false,
      code: 'account_banned',
      message: 'This account is suspended: Chargeback on order 42. Contact support',
    });
    const refreshed = await t.app.inject({ method: 'POST', url: '/api/v2/auth/refresh', payload: { refresh_token } });
    expect(refreshed.statusCode).toBe(401);
    const signInAgain = await signIn(t.app, { email: EMAIL, password: PASSWORD });
    expect(signInAgain.statusCode).toBe(403);
    expect(signInAgain.json().message).toBe('This account is suspended: Chargeback on order 42. Contact support');
    expect((await servedIds()).includes(jo)).toBe(false);
    const link = await fetchLink();
    expect(link.statusCode).toBe(403);
    expect(link.json()).toMatchObject({ is_success: false, code: 'account_banned' });

    const [row] = await auditRows(t, 'user_ban');
    expect(row).toMatchObject({
      actorUserId: cast.admin.id,
      targetUserId: jo,
      before: { is_ban: false },
      after: { is_ban: true, ban_reason: 'Chargeback on order 42' },
      detail: { sessions_ended: 1 },
    });
  });

  it('is refused twice, without a reason, on oneself, and by support staff', async () => {
    expect((await callAs(t, cast.admin, 'POST', `${USERS}/${jo}/ban`, { reason: 'Again' })).json()).toMatchObject({
      code: 'already_banned',
    });
    expect((await callAs(t, cast.admin, 'POST', `${USERS}/${jo}/ban`, { reason: '' })).statusCode).toBe(400);
    const self = await callAs(t, cast.admin, 'POST', `${USERS}/${cast.admin.id}/ban`, { reason: 'Oops' });
    expect(self.json()).toMatchObject({ code: 'own_account' });
    expect((await callAs(t, cast.support, 'POST', `${USERS}/${jo}/unban`)).statusCode).toBe(403);
    expect(await auditRows(t, 'user_ban')).toHaveLength(1);
  });

  it('lifted, lets the customer sign in, use nodes and the link again', async () => {
    expect(resultOf(await callAs(t, cast.admin, 'POST', `${USERS}/${jo}/unban`))).toMatchObject({
      is_ban: false,
      ban_reason: null,
    });
    const { access_token } = await session();
    expect((await callAs(t, bearerOf(access_token), 'GET', '/api/v2/user/get_me')).statusCode).toBe(200);
    expect((await servedIds()).includes(jo)).toBe(true);
    expect((await fetchLink()).statusCode).toBe(200);
    expect(await auditRows(t, 'user_unban')).toHaveLength(1);
    expect((await callAs(t, cast.admin, 'POST', `${USERS}/${jo}/unban`)).json()).toMatchObject({ code: 'not_banned' });
  });
});

describe('the other account actions', () => {
  it('resets used traffic, audited with what was used', async () => {
    await t.database.db
      .update(userServices)
      .set({ trafficUpload: 700, trafficDownload: 300 })
      .where(eq(userServices.userId, jo));
    expect(resultOf(await callAs(t, cast.admin, 'POST', `${USERS}/${jo}/reset-traffic`))).toMatchObject({
      traffic_used: 0,
    });
    const [row] = await auditRows(t, 'user_traffic_reset');
    expect(row).toMatchObject({ before: { traffic_upload: 700, traffic_download: 300 }, after: { traffic_upload: 0 } });
  });

  it('gives a new subscription link: the old one is gone at once, and the audit row does not hold it', async () => {
    const old = await linkToken();
    resultOf(await callAs(t, cast.admin, 'POST', `${USERS}/${jo}/reset-link`));
    expect((await t.app.inject({ url: `/link/${old}` })).statusCode).toBe(404);
    expect(await linkToken()).not.toBe(old);
    const [row] = await auditRows(t, 'user_link_reset');
    expect(JSON.stringify(row)).not.toContain(old);
    expect(JSON.stringify(row)).not.toContain(await linkToken());
  });

  it('signs the customer out everywhere', async () => {
    const { refresh_token } = await session();
    await session();
    // These two and the one signed in after the unban.
    expect(resultOf(await callAs(t, cast.admin, 'POST', `${USERS}/${jo}/end-sessions`))).toEqual({ ended: 3 });
    const refreshed = await t.app.inject({ method: 'POST', url: '/api/v2/auth/refresh', payload: { refresh_token } });
    expect(refreshed.statusCode).toBe(401);
    expect((await auditRows(t, 'user_sessions_end'))[0]).toMatchObject({ detail: { sessions_ended: 3 } });
  });

  it('makes a customer staff and back, never one’s own role', async () => {
    expect(resultOf(await callAs(t, cast.admin, 'POST', `${USERS}/${jo}/role`, { role: 'low_admin' }))).toMatchObject({
      role: 'low_admin',
    });
    expect((await callAs(t, cast.admin, 'POST', `${USERS}/${jo}/role`, { role: 'low_admin' })).json()).toMatchObject({
      code: 'role_unchanged',
    });
    expect((await callAs(t, cast.admin, 'POST', `${USERS}/${jo}/role`, { role: 'boss' })).statusCode).toBe(400);
    const own = await callAs(t, cast.admin, 'POST', `${USERS}/${cast.admin.id}/role`, { role: 'user' });
    expect(own.json()).toMatchObject({ code: 'own_role' });
    resultOf(await callAs(t, cast.admin, 'POST', `${USERS}/${jo}/role`, { role: 'user' }));
    expect((await auditRows(t, 'user_role_change')).map((row) => row.after)).toEqual([
      { role: 'low_admin' },
      { role: 'user' },
    ]);
  });
});
