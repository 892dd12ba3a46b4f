// Reminders before the plan ends (3 days, 1 day) and when traffic crosses 80 % and 100 %: each queued once,
// sent by email and Telegram (a stand-in of the Bot API on loopback) as the customer's settings say, in
// their language; dropped when no longer true; a channel that fails is retried alone.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { userNotices, userServices, users } from '../../../db/schema';
import { runJob } from '../../node-jobs/job-runner';
import { JOBS } from '../../node-jobs/jobs';
import { acceptedData, addKeyedNode, nodeCall, type KeyedNode } from '../../../test-support/node-fixtures';
import { outboxMails } from '../../../test-support/outbox-mail';
import { createTestApp, type TestApp } from '../../../test-support/test-app';
import { GIB, setService } from '../../../test-support/service-fixtures';
import { quickAccount, type WalletAccount } from '../../../test-support/wallet-fixtures';

const DAY = 24 * 3600 * 1000;
const BOT_TOKEN = '123456789:AAHdqTcvCH1vGWJxfSeofSAs0K5PALDsaw-x';

let t: TestApp;
let bot: http.Server;
let sent: { chat_id: number; text: string }[] = [];
/** The status the stand-in answers per chat (200 unless set). */
const botStatus = new Map<number, number>();
let now = new Date();

beforeAll(async () => {
  bot = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const message = JSON.parse(body) as { chat_id: number; text: string };
      const status = request.url === `/bot${BOT_TOKEN}/sendMessage` ? (botStatus.get(message.chat_id) ?? 200) : 404;
      if (status === 200) sent.push(message);
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify(
          status === 200
            ? { ok: true, result: {} }
            : { ok: false, description: 'Forbidden: bot was blocked by the user' },
        ),
      );
    });
  });
  await new Promise<void>((resolve) => bot.listen(0, '127.0.0.1', resolve));
  t = await createTestApp({
    TELEGRAM_BOT_TOKEN: BOT_TOKEN,
    TELEGRAM_BOT_USERNAME: 'ExamplePortalBot',
    TELEGRAM_WEBHOOK_SECRET: 'secret-0123456789abcdef',
    TELEGRAM_API_BASE: `http://127.0.0.1:${(bot.address() as AddressInfo).port}`,
  });
  t.app.portal.now = () => now;
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => bot.close(resolve));
});

const remind = () => runJob(t.app.portal, JOBS.planReminders);
const send = () => runJob(t.app.portal, JOBS.cronQueueUserPost);

/** A customer (made without a sign-up mail) with 10 GB of traffic, linked to Telegram chat `telegramId`. */
async function linkedCustomer(email: string, telegramId: number, planEndsIn: number): Promise<WalletAccount> {
  const account = await quickAccount(t, email);
  await t.database.db
    .update(users)
    .set({ telegramId, accountExpireAt: new Date(now.getTime() + 90 * DAY) })
    .where(eq(users.id, account.id));
  await setService(t.database.db, account.id, {
    level: 1,
    trafficTotal: 10 * GIB,
    levelExpireAt: new Date(now.getTime() + planEndsIn),
  });
  return account;
}

async function settle(account: WalletAccount, settings: Record<string, unknown>) {
  const res = await t.app.inject({
    method: 'PUT',
    url: '/api/v2/user/account/notifications',
    headers: account.headers,
    payload: {
      expiry_email: true,
      expiry_telegram: true,
      traffic_email: true,
      traffic_telegram: true,
      language: null,
      ...settings,
    },
  });
  expect(res.statusCode).toBe(200);
  return res.json().result;
}

beforeEach(() => {
  sent = [];
  botStatus.clear();
});

describe('the plan ending', () => {
  let alice: WalletAccount;

  it('reminds 3 days before, by email and Telegram, in both languages when none was chosen; once', async () => {
    alice = await linkedCustomer('alice@example.com', 1001, 2.5 * DAY);
    expect((await remind()).affected).toBe(1);
    expect((await remind()).affected).toBe(0);
    expect((await send()).affected).toBe(1);

    const [mail, ...more] = outboxMails(t.dataDir, 'alice@example.com');
    expect(more).toEqual([]);
    expect(mail!.subject).toBe('极速云：套餐将在 3 天后到期 / 极速云: your plan ends in 3 days');
    expect(mail!.text).toContain('到期后节点将停止为您服务');
    expect(mail!.text).toContain('Your plan ends at');
    expect(mail!.text).toContain('UTC+8');
    expect(sent).toEqual([
      expect.objectContaining({ chat_id: 1001, text: expect.stringContaining('Your plan ends at') }),
    ]);
    expect(sent[0]!.text).toContain('套餐将在 3 天后到期');

    expect((await send()).affected).toBe(0);
    expect(outboxMails(t.dataDir, 'alice@example.com')).toHaveLength(1);
  });

  it('reminds again 1 day before, only on the channels the customer kept, in their language', async () => {
    await settle(alice, { expiry_email: false, language: 'en' });
    now = new Date(now.getTime() + 2 * DAY);
    expect((await remind()).affected).toBe(1);
    expect((await send()).affected).toBe(1);
    expect(outboxMails(t.dataDir, 'alice@example.com')).toHaveLength(1);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.text).toMatch(/^.+: your plan ends in 1 day\n\nYour plan ends at /);
    expect(sent[0]!.text.replaceAll('极速云', '')).not.toMatch(/[\u4e00-\u9fff]/);
  });

  it('drops a reminder the plan outgrew: renewed before it was sent', async () => {
    const carol = await linkedCustomer('carol@example.com', 1003, 2 * DAY);
    expect((await remind()).affected).toBe(1);
    await t.database.db
      .update(userServices)
      .set({ levelExpireAt: new Date(now.getTime() + 32 * DAY) })
      .where(eq(userServices.userId, carol.id));
    expect((await send()).detail).toContain('dropped 1 no longer true');
    expect(outboxMails(t.dataDir, 'carol@example.com')).toEqual([]);
    expect(sent).toEqual([]);
  });

  it('retries only the channel that failed, and gives up on a chat that blocked the bot', async () => {
    const dave = await linkedCustomer('dave@example.com', 1004, 2 * DAY);
    const erin = await linkedCustomer('erin@example.com', 1005, 2 * DAY);
    botStatus.set(1004, 502);
    botStatus.set(1005, 403);
    await remind();
    const first = await send();
    expect(first.detail).toContain('1 failed and stay queued');
    expect(outboxMails(t.dataDir, 'dave@example.com')).toHaveLength(1);
    expect(outboxMails(t.dataDir, 'erin@example.com')).toHaveLength(1);

    botStatus.delete(1004);
    await send();
    expect(sent.map((message) => message.chat_id)).toEqual([1004]);
    expect(outboxMails(t.dataDir, 'dave@example.com')).toHaveLength(1);
    const pending = await t.database.db
      .select()
      .from(userNotices)
      .where(and(eq(userNotices.userId, erin.id), eq(userNotices.kind, 'expiry_3d')));
    expect(pending[0]!.sentAt).not.toBeNull();
    expect(dave.id).not.toBe(erin.id);
  });

  it('does not remind banned customers', async () => {
    const frank = await linkedCustomer('frank@example.com', 1006, 2 * DAY);
    await t.database.db.update(users).set({ isBan: true }).where(eq(users.id, frank.id));
    await remind();
    await send();
    expect(outboxMails(t.dataDir, 'frank@example.com')).toEqual([]);
  });
});

describe('traffic', () => {
  let node: KeyedNode;
  let grace: WalletAccount;

  const report = (userId: number, bytes: number) =>
    nodeCall(t.app, 'POST', 'users/traffic', {
      query: `node_id=${node.id}&key=${node.key}`,
      body: { data: [{ user_id: userId, u: 0, d: bytes }] },
    });

  it('reminds at 80 % and at 100 %, in the chosen language, on the chosen channels', async () => {
    node = await addKeyedNode(t.database.db);
    grace = await linkedCustomer('grace@example.com', 1007, 20 * DAY);
    await settle(grace, { traffic_telegram: false, language: 'zh-CN' });
    acceptedData(await report(grace.id, 8.5 * GIB));
    await send();
    const [mail80] = outboxMails(t.dataDir, 'grace@example.com');
    expect(mail80!.subject).toBe('极速云：流量已用 80%');
    expect(mail80!.text).toContain('超过了 80%');
    expect(mail80!.text).not.toContain('You have used');
    acceptedData(await report(grace.id, 2 * GIB));
    await send();
    expect(outboxMails(t.dataDir, 'grace@example.com').map((mail) => mail.subject)).toEqual([
      '极速云：流量已用 80%',
      '极速云：流量已用完',
    ]);
    expect(sent).toEqual([]);
  });

  it('reminds once per traffic period, even when a traffic pack lets the customer cross 80 % again', async () => {
    await t.database.db
      .update(userServices)
      .set({ trafficTotal: 40 * GIB })
      .where(eq(userServices.userId, grace.id));
    acceptedData(await report(grace.id, 22 * GIB));
    await send();
    expect(outboxMails(t.dataDir, 'grace@example.com')).toHaveLength(2);

    // A new period (a reset): the reminders may come again.
    await t.database.db
      .update(userServices)
      .set({ trafficUpload: 0, trafficDownload: 0, trafficPeriodStart: now })
      .where(eq(userServices.userId, grace.id));
    acceptedData(await report(grace.id, 33 * GIB));
    await send();
    expect(outboxMails(t.dataDir, 'grace@example.com')).toHaveLength(3);
  });
});

describe('the settings', () => {
  it('default to every reminder on both channels, say whether Telegram can carry them, and refuse bad input', async () => {
    const henry = await quickAccount(t, 'henry@example.com');
    const res = await t.app.inject({ url: '/api/v2/user/account/notifications', headers: henry.headers });
    expect(res.json().result).toEqual({
      expiry_email: true,
      expiry_telegram: true,
      traffic_email: true,
      traffic_telegram: true,
      language: null,
      telegram_available: false,
    });
    const bad = await t.app.inject({
      method: 'PUT',
      url: '/api/v2/user/account/notifications',
      headers: henry.headers,
      payload: { expiry_email: 'yes', language: 'fr' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ is_success: false, code: expect.any(String) });
    expect(await settle(henry, { traffic_email: false })).toMatchObject({
      traffic_email: false,
      telegram_available: false,
    });
  });
});
