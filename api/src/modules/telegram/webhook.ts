// The bot's webhook (POST /api/v2/telegram/webhook, set with setWebhook's secret_token): Telegram sends
// every update with the secret in X-Telegram-Bot-Api-Secret-Token; anything else is refused. `/start
// <token>` from a private chat binds that Telegram id to the account the token was issued for (one id,
// one account). The answer to Telegram is the bot's reply, as a sendMessage method in the response body,
// so the server never calls Telegram itself. Every well-formed update is answered 200 (or Telegram
// would send it again); a server without the bot configured has no webhook (404).
import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { and, eq, isNull } from 'drizzle-orm';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { users } from '../../db/schema';
import { ApiError, notFound } from '../../http/errors';
import { recordActivity } from '../account/activity';
import { loadUser } from '../account/account-repo';
import { sendSecurityNotice } from '../account/security-mail';
import { isUniqueViolation } from '../auth/users-repo';
import { spendLinkToken } from './link-tokens';

const WEBHOOK_PATH = '/api/v2/telegram/webhook';
const SECRET_HEADER = 'x-telegram-bot-api-secret-token';

/** The parts of a Telegram Update the bot reads (https://core.telegram.org/bots/api#update). */
const update = z.object({
  update_id: z.number().int(),
  message: z
    .object({
      message_id: z.number().int(),
      from: z.object({ id: z.number().int(), is_bot: z.boolean(), username: z.string().optional() }).optional(),
      chat: z.object({ id: z.number().int(), type: z.string() }),
      text: z.string().optional(),
    })
    .optional(),
});
type Update = z.infer<typeof update>;

const REPLIES = {
  linked: (site: string) =>
    `已将此 Telegram 账号绑定到您的${site}账户。\nThis Telegram account is now linked to your ${site} account.`,
  alreadyLinked: '此 Telegram 账号已绑定到该账户。\nThis Telegram account is already linked to that account.',
  accountHasOther:
    '该账户已绑定其他 Telegram 账号，请先在安全设置中解绑。\nThat account is linked to another Telegram account; unlink it on the security page first.',
  idTaken:
    '此 Telegram 账号已绑定到另一个账户，请先在该账户中解绑。\nThis Telegram account is linked to another account; unlink it there first.',
  badToken:
    '链接无效或已过期，请在账户安全页面重新获取。\nThis link is not valid or has expired; get a new one on your account’s security page.',
  help: '请在账户安全页面点击“绑定 Telegram”获取链接。\nTo link your account, use “Link Telegram” on your account’s security page.',
};

function sameSecret(given: string | undefined, expected: string): boolean {
  if (!given) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && crypto.timingSafeEqual(a, b);
}

type Reply = { method: 'sendMessage'; chat_id: number; text: string } | Record<string, never>;

/** Binds `from` to the token's account; answers the reply text. */
async function link(ctx: AppContext, token: string, from: { id: number; username?: string }): Promise<string> {
  let outcome;
  try {
    outcome = await ctx.db.transaction(async (tx) => {
      const row = await spendLinkToken(tx, token);
      if (!row) return { reply: REPLIES.badToken };
      const user = await loadUser(tx, row.userId);
      if (user.telegramId !== null) {
        return { reply: user.telegramId === from.id ? REPLIES.alreadyLinked : REPLIES.accountHasOther };
      }
      await tx
        .update(users)
        .set({ telegramId: from.id, telegramUsername: from.username ?? null, telegramLinkedAt: new Date() })
        .where(and(eq(users.id, user.id), isNull(users.telegramId)));
      const client = { ip: row.ip, userAgent: row.userAgent ?? undefined };
      await recordActivity(tx, user.id, 'telegram_linked', client, from.username ? { tg_username: from.username } : {});
      return { reply: REPLIES.linked(ctx.config.siteName), linked: { user, client } };
    });
  } catch (error) {
    // One Telegram id links one account (users_telegram_id_key); the token stays unused for another try.
    if (isUniqueViolation(error)) return REPLIES.idTaken;
    throw error;
  }
  if (outcome.linked) await sendSecurityNotice(ctx, outcome.linked.user, 'telegram_linked', outcome.linked.client);
  return outcome.reply;
}

async function handleUpdate(ctx: AppContext, body: Update): Promise<Reply> {
  const message = body.message;
  if (!message?.from || message.from.is_bot || message.chat.type !== 'private' || !message.text) return {};
  const match = /^\/start(?:@\w+)?(?:\s+(\S+))?\s*$/.exec(message.text.trim());
  const text = match?.[1] ? await link(ctx, match[1], message.from) : REPLIES.help;
  return { method: 'sendMessage', chat_id: message.chat.id, text };
}

export function telegramWebhookRoute(app: FastifyInstance): void {
  const ctx = app.portal;
  app.post(WEBHOOK_PATH, { schema: { hide: true } }, async (request) => {
    const bot = ctx.config.telegram;
    if (!bot) throw notFound('Telegram is not set up on this server');
    const secret = request.headers[SECRET_HEADER];
    if (!sameSecret(typeof secret === 'string' ? secret : undefined, bot.webhookSecret)) {
      throw new ApiError(401, 'unauthorized', 'This webhook only accepts updates from Telegram');
    }
    const parsed = update.safeParse(request.body);
    if (!parsed.success) throw new ApiError(400, 'validation_error', 'This is not a Telegram update');
    return handleUpdate(ctx, parsed.data);
  });
}
