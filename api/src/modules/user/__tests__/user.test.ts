import { sql } from 'drizzle-orm';
import { users } from '../../../db/schema';
import { setRole } from '../staff';
import { createTestApp, type TestApp } from '../../../test-support/test-app';
import { bearer, decodePayload, signIn, signUp } from '../../../test-support/flows';

let t: TestApp;
let access: string;
let userId: number;
beforeAll(async () => {
  t = await createTestApp();
  const { result } = await signUp(t.app, t.dataDir, { email: 'me@example.com', name: 'Me Myself' });
  access = result.access_token;
  userId = result.user_id;
});
afterAll(() => t.close());

describe('user endpoints', () => {
  it('GET /api/v2/user/ describes the token (with and without the trailing slash)', async () => {
    for (const url of ['/api/v2/user/', '/api/v2/user']) {
      const res = await t.app.inject({ url, headers: bearer(access) });
      expect(res.statusCode).toBe(200);
      const payload = decodePayload(access);
      expect(res.json()).toEqual({
        is_success: true,
        message: 'OK',
        result: {
          user_id: userId,
          access_type: 'malio_postgrest_user',
          token_type: 'access',
          issued_at: payload.iat,
          expires_at: payload.exp,
        },
      });
    }
  });

  it('GET /api/v2/user/get_me answers the account', async () => {
    const res = await t.app.inject({ url: '/api/v2/user/get_me', headers: bearer(access) });
    expect(res.json()).toEqual({
      is_success: true,
      message: 'OK',
      result: {
        user_id: userId,
        user_new_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        email: 'me@example.com',
        is_ban: false,
        tg_id: null,
        user_name: 'Me Myself',
        user_account_expire_in: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      },
    });
  });

  it('GET /api/v2/user/crisp_data answers what the live chat is told', async () => {
    const res = await t.app.inject({ url: '/api/v2/user/crisp_data', headers: bearer(access) });
    expect(res.statusCode).toBe(200);
    const { result } = res.json();
    expect(result.user_email).toBe('me@example.com');
    expect(result.user_nickname).toBe('Me Myself');
    expect(result.session_data).toContainEqual(['user_id', userId, 'blue']);
  });

  it('needs a valid, unexpired access token', async () => {
    const none = await t.app.inject({ url: '/api/v2/user/get_me' });
    expect(none.statusCode).toBe(401);
    expect(none.json()).toMatchObject({ is_success: false, code: 'unauthorized' });
    const garbage = await t.app.inject({ url: '/api/v2/user/get_me', headers: bearer('abc.def.ghi') });
    expect(garbage.statusCode).toBe(401);
    const [h, p, s] = access.split('.');
    const payload = JSON.parse(Buffer.from(p ?? '', 'base64url').toString());
    const forged = `${h}.${Buffer.from(JSON.stringify({ ...payload, subject_access: { ...payload.subject_access, user_id: 999 } })).toString('base64url')}.${s}`;
    expect((await t.app.inject({ url: '/api/v2/user/get_me', headers: bearer(forged) })).statusCode).toBe(401);
    const expired = `${h}.${Buffer.from(JSON.stringify({ ...payload, exp: 1 })).toString('base64url')}.${s}`;
    expect((await t.app.inject({ url: '/api/v2/user/get_me', headers: bearer(expired) })).statusCode).toBe(401);
  });

  it('refuses a refresh token as bearer', async () => {
    const { result } = (await signIn(t.app, { email: 'me@example.com', password: 'correct horse battery' })).json();
    expect((await t.app.inject({ url: '/api/v2/user/get_me', headers: bearer(result.refresh_token) })).statusCode).toBe(
      401,
    );
  });

  it('answers 403 for a banned account', async () => {
    await t.database.db
      .update(users)
      .set({ isBan: true })
      .where(sql`${users.id} = ${userId}`);
    const res = await t.app.inject({ url: '/api/v2/user/get_me', headers: bearer(access) });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'account_banned' });
    await t.database.db
      .update(users)
      .set({ isBan: false })
      .where(sql`${users.id} = ${userId}`);
  });

  it('make-staff sets the role carried by the next token', async () => {
    expect(await setRole(t.database.db, 'ME@example.com', 'low_admin')).toBe(true);
    expect(await setRole(t.database.db, 'nobody@example.com', 'admin')).toBe(false);
    const { result } = (await signIn(t.app, { email: 'me@example.com', password: 'correct horse battery' })).json();
    expect(decodePayload(result.access_token).role).toBe('malio_postgrest_low_admin');
    expect(decodePayload(result.refresh_token).role).toBe('malio_postgrest_low_admin');
  });
});
