// Emby and casino integrations: each behind its key from the environment (off when unset), `sql_table`
// and `type_mode` a fixed list, the casino's changes atomic and never below zero.
import { eq } from 'drizzle-orm';
import { userServices, users } from '../../../db/schema';
import { createTestApp, type TestApp } from '../../../test-support/test-app';
import { GIB } from '../../../test-support/service-fixtures';
import { planCustomer } from '../../../test-support/node-fixtures';
import type { Account } from '../../../test-support/ticket-flows';

const EMBY_KEY = 'emby-key-0123456789';
const CASINO_KEY = 'casino-key-0123456789';
let t: TestApp;
let alice: Account;
let service: typeof userServices.$inferSelect;

beforeAll(async () => {
  t = await createTestApp({ EMBY_API_KEY: EMBY_KEY, CASINO_API_KEY: CASINO_KEY });
  alice = await planCustomer(t, 'alice@example.com', { totalGib: 10 });
  await t.database.db.update(users).set({ telegramId: 777_000_111 }).where(eq(users.id, alice.id));
  const rows = await t.database.db.select().from(userServices).where(eq(userServices.userId, alice.id));
  service = rows[0]!;
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ url });

describe('emby', () => {
  it('finds a customer by id, link token or emby uuid', async () => {
    const expected = {
      user_id: alice.id,
      is_enable: true,
      user_level: 1,
      other_emby_uuid: service.otherEmbyUuid,
    };
    const byId = await get(`/v1/emby_function?api_key=${EMBY_KEY}&sql_table=user&sql_table_user_id=${alice.id}`);
    expect(byId.json().result).toMatchObject({ sql_table: 'user', user: expected });
    const byLink = await get(
      `/v1/emby_function?api_key=${EMBY_KEY}&sql_table=link&sql_table_link_token=${service.linkToken}`,
    );
    expect(byLink.json().result).toMatchObject({ sql_table: 'link', user: expected });
    const byUuid = await get(`/v1/emby_link/${service.otherEmbyUuid}?api_key=${EMBY_KEY}`);
    expect(byUuid.json().result).toMatchObject(expected);
    const version = await get(`/v1/emby_function?api_key=${EMBY_KEY}&sql_table=version`);
    expect(version.json().result).toEqual({ sql_table: 'version', version: expect.any(String) });
  });

  it('refuses a wrong key, a table outside the list, a missing id, an unknown customer', async () => {
    expect((await get(`/v1/emby_function?api_key=wrong&sql_table=version`)).statusCode).toBe(401);
    expect((await get(`/v1/emby_link/${service.otherEmbyUuid}?api_key=wrong`)).statusCode).toBe(401);
    expect((await get(`/v1/emby_link/${service.otherEmbyUuid}`)).statusCode).toBe(400);
    const injected = await get(`/v1/emby_function?api_key=${EMBY_KEY}&sql_table=users;drop%20table%20users`);
    expect(injected.statusCode).toBe(400);
    expect(injected.json().message).toMatch(/sql_table: Must be one of: link, user, version/);
    expect((await get(`/v1/emby_function?api_key=${EMBY_KEY}&sql_table=user`)).statusCode).toBe(400);
    expect((await get(`/v1/emby_function?api_key=${EMBY_KEY}&sql_table=user&sql_table_user_id=99999`)).statusCode).toBe(
      404,
    );
  });
});

describe('casino', () => {
  const base = `/v1/casino_function?api_key=${CASINO_KEY}&sql_table=user&sql_table_telegram_id=777000111`;

  it('reads and changes the allowance by the linked Telegram id', async () => {
    const read = await get(`${base}&type_mode=get`);
    expect(read.json().result).toEqual({
      sql_table: 'user',
      user: {
        user_id: alice.id,
        tg_id: 777_000_111,
        ss_bandwidth_total_size: 10 * GIB,
        ss_upload_size: 0,
        ss_download_size: 0,
      },
    });
    const won = await get(`${base}&type_mode=add&sql_table_add_transfer_enable=${GIB}`);
    expect(won.json().result.user.ss_bandwidth_total_size).toBe(11 * GIB);
    const lost = await get(`${base}&type_mode=add&sql_table_add_transfer_enable=-${2 * GIB}`);
    expect(lost.json().result.user.ss_bandwidth_total_size).toBe(9 * GIB);
  });

  it('never takes the allowance below zero, and adds concurrent changes up', async () => {
    const tooMuch = await get(`${base}&type_mode=add&sql_table_add_transfer_enable=-${100 * GIB}`);
    expect(tooMuch.statusCode).toBe(409);
    await Promise.all(
      Array.from({ length: 10 }, () => get(`${base}&type_mode=add&sql_table_add_transfer_enable=1024`)),
    );
    const [row] = await t.database.db.select().from(userServices).where(eq(userServices.userId, alice.id));
    expect(row?.trafficTotal).toBe(9 * GIB + 10 * 1024);
  });

  it('refuses a wrong key, a mode outside the list, text for a number, an unknown Telegram id', async () => {
    expect((await get(`/v1/casino_function?api_key=nope&sql_table=version`)).statusCode).toBe(401);
    expect((await get(`${base}&type_mode=drop`)).statusCode).toBe(400);
    expect((await get(`${base}&type_mode=add&sql_table_add_transfer_enable=lots`)).statusCode).toBe(400);
    expect((await get(`${base}&type_mode=add`)).statusCode).toBe(400);
    const unknown = `/v1/casino_function?api_key=${CASINO_KEY}&sql_table=user&sql_table_telegram_id=5`;
    expect((await get(unknown)).statusCode).toBe(404);
  });

  it('is off without its key in the environment', async () => {
    const off = await createTestApp();
    try {
      const res = await off.app.inject({ url: `/v1/casino_function?api_key=${CASINO_KEY}&sql_table=version` });
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toContain('CASINO_API_KEY');
    } finally {
      await off.close();
    }
  });
});
