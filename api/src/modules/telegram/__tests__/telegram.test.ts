// Telegram linking: a one-time deep link (single use, 10 minutes), the webhook that binds the Telegram
// id (secret header required, one id to one account), unlinking. Tests feed the webhook real update
// JSON; nothing calls Telegram.
import { eq } from 'drizzle-orm';
import { telegramLinkTokens } from '../../../db/schema';
import { createTestApp, type TestApp } from '../../../test-support/test-app';
import { call, newAccount, subjectsTo, type SignedIn } from '../../../test-support/account-flows';

const LINK = '/api/v2/user/account/link/telegram';
const WEBHOOK = '/api/v2/telegram/webhook';
const SECRET = 'webhook-secret-0123456789abcdef';
const BOT = {
  TELEGRAM_BOT_TOKEN: '123456789:AAHdqTcvCH1vGWJxfSeofSAs0K5PALDsaw-x',
  TELEGRAM_BOT_USERNAME: 'ExamplePortalBot',
  TELEGRAM_WEBHOOK_SECRET: SECRET,
};

/** An update as Telegram sends it for a message in a private chat. */
function startUpdate(fromId: number, text: string, username = 'ann_tg') {
  return {
    update_id: 10_000 + fromId,
    message: {
      message_id: 1,
      from: { id: fromId, is_bot: false, first_name: 'Ann', username, language_code: 'en' },
      chat: { id: fromId, first_name: 'Ann', username, type: 'private' },
      date: Math.floor(Date.now() / 1000),
      text,
      entities: [{ offset: 0, length: 6, type: 'bot_command' }],
    },
  };
}

describe('without a bot configured', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('says Telegram is not set up, and has no webhook', async () => {
    const ann = await newAccount(t, 'ann@example.com');
    const res = await call(t, ann, 'GET', LINK);
    expect(res.json().result).toEqual({
      is_configured: false,
      is_linked: false,
      tg_id: null,
      tg_username: null,
      linked_at: null,
      bot_username: null,
      link_url: null,
      link_expires_at: null,
    });
    const hook = await t.app.inject({ method: 'POST', url: WEBHOOK, payload: startUpdate(1, '/start x') });
    expect(hook.statusCode).toBe(404);
  });
});

describe('with a bot', () => {
  let t: TestApp;
  let ann: SignedIn;
  let ben: SignedIn;
  beforeAll(async () => {
    t = await createTestApp(BOT);
    ann = await newAccount(t, 'ann@example.com');
    ben = await newAccount(t, 'ben@example.com');
  });
  afterAll(() => t.close());

  const hook = (update: object, secret: string | null = SECRET) =>
    t.app.inject({
      method: 'POST',
      url: WEBHOOK,
      headers: secret === null ? {} : { 'x-telegram-bot-api-secret-token': secret },
      payload: update,
    });
  const tokenOf = (url: string) => new URL(url).searchParams.get('start')!;

  it('gives a one-time deep link to the bot, valid 10 minutes', async () => {
    const { result } = (await call(t, ann, 'GET', LINK)).json();
    expect(result).toMatchObject({ is_configured: true, is_linked: false, bot_username: 'ExamplePortalBot' });
    expect(result.link_url).toMatch(/^https:\/\/t\.me\/ExamplePortalBot\?start=[A-Za-z0-9_-]{43}$/);
    const minutes = (Date.parse(result.link_expires_at) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(9.5);
    expect(minutes).toBeLessThanOrEqual(10);
    // Stored hashed only.
    const rows = await t.database.db.select().from(telegramLinkTokens);
    expect(JSON.stringify(rows)).not.toContain(tokenOf(result.link_url));
  });

  it('refuses updates without the secret header, or with another secret', async () => {
    const token = tokenOf((await call(t, ann, 'GET', LINK)).json().result.link_url);
    for (const secret of [null, 'wrong-secret-0123456789abcdef']) {
      const res = await hook(startUpdate(501, `/start ${token}`), secret);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ is_success: false, code: 'unauthorized' });
    }
    expect((await call(t, ann, 'GET', '/api/v2/user/account/me')).json().result.telegram_linked).toBe(false);
    expect((await hook({ not: 'an update' })).statusCode).toBe(400);
  });

  it('binds the Telegram id with /start <token>, once; the token cannot be used again', async () => {
    const token = tokenOf((await call(t, ann, 'GET', LINK)).json().result.link_url);
    const res = await hook(startUpdate(501, `/start ${token}`));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ method: 'sendMessage', chat_id: 501, text: expect.stringContaining('now linked') });
    const state = (await call(t, ann, 'GET', LINK)).json().result;
    expect(state).toMatchObject({ is_linked: true, tg_id: 501, tg_username: 'ann_tg', link_url: null });
    expect((await call(t, ann, 'GET', '/api/v2/user/dashboard/')).json().result.tg_id).toBe(501);
    expect(subjectsTo(t, 'ann@example.com').some((s) => s.includes('Telegram linked'))).toBe(true);

    // The same token again (a replay, or another Telegram account): refused.
    const again = await hook(startUpdate(777, `/start ${token}`));
    expect(again.json().text).toContain('not valid or has expired');
  });

  it('refuses an expired token', async () => {
    const token = tokenOf((await call(t, ben, 'GET', LINK)).json().result.link_url);
    await t.database.db
      .update(telegramLinkTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(telegramLinkTokens.userId, ben.id));
    expect((await hook(startUpdate(602, `/start ${token}`))).json().text).toContain('not valid or has expired');
    expect((await call(t, ben, 'GET', LINK)).json().result.is_linked).toBe(false);
  });

  it('links one Telegram id to one account only', async () => {
    const token = tokenOf((await call(t, ben, 'GET', LINK)).json().result.link_url);
    const taken = await hook(startUpdate(501, `/start ${token}`, 'ann_tg'));
    expect(taken.json().text).toContain('linked to another account');
    expect((await call(t, ben, 'GET', LINK)).json().result.is_linked).toBe(false);
  });

  it('answers other messages with help, and ignores bots and groups', async () => {
    expect((await hook(startUpdate(603, 'hello'))).json().text).toContain('security page');
    const group = startUpdate(604, '/start abc');
    group.message.chat.type = 'group';
    expect((await hook(group)).json()).toEqual({});
    expect((await hook({ update_id: 1 })).json()).toEqual({});
  });

  it('unlinks from the security page', async () => {
    const res = await call(t, ann, 'POST', `${LINK}/unlink`);
    expect(res.statusCode).toBe(200);
    expect((await call(t, ann, 'GET', LINK)).json().result).toMatchObject({ is_linked: false, tg_id: null });
    expect((await call(t, ann, 'POST', `${LINK}/unlink`)).statusCode).toBe(409);
    // The id is free again for another account.
    const token = tokenOf((await call(t, ben, 'GET', LINK)).json().result.link_url);
    expect((await hook(startUpdate(501, `/start ${token}`))).json().text).toContain('now linked');
  });
});
