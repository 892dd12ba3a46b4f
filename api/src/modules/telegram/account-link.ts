// The customer's side of Telegram linking (account/link/telegram): the link state and, while unlinked,
// a one-time deep link to the bot; unlinking from the security page.
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { users } from '../../db/schema';
import type { AuthUser } from '../../http/auth-guard';
import type { ClientInfo } from '../../http/client-info';
import { ApiError } from '../../http/errors';
import { done, ok } from '../../http/envelope';
import { RATE_LIMITS } from '../../lib/rate-limit';
import { recordActivity } from '../account/activity';
import { loadUser } from '../account/account-repo';
import { sendSecurityNotice } from '../account/security-mail';
import { requireCurrentSession } from '../auth/sessions';
import { issueLinkToken } from './link-tokens';

export async function telegramLinkState(ctx: AppContext, auth: AuthUser, client: ClientInfo) {
  const user = await loadUser(ctx.db, auth.id);
  const bot = ctx.config.telegram;
  const linked = {
    is_configured: bot !== null,
    is_linked: user.telegramId !== null,
    tg_id: user.telegramId,
    tg_username: user.telegramUsername,
    linked_at: user.telegramLinkedAt?.toISOString() ?? null,
    bot_username: bot?.botUsername ?? null,
    link_url: null,
    link_expires_at: null,
  };
  if (!bot) return ok(linked, 'Telegram is not set up on this server');
  if (user.telegramId !== null) return ok(linked, 'Telegram is linked');
  await ctx.rateLimit(RATE_LIMITS.telegramLinkPerUser, String(user.id));
  const { token, expiresAt } = await issueLinkToken(ctx.db, user.id, client);
  return ok(
    {
      ...linked,
      link_url: `https://t.me/${bot.botUsername}?start=${token}`,
      link_expires_at: expiresAt.toISOString(),
    },
    'Open the link in Telegram and press Start',
  );
}

export async function unlinkTelegram(ctx: AppContext, auth: AuthUser, client: ClientInfo) {
  await requireCurrentSession(ctx.db, auth);
  const user = await loadUser(ctx.db, auth.id);
  if (user.telegramId === null) throw new ApiError(409, 'telegram_not_linked', 'No Telegram account is linked');
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ telegramId: null, telegramUsername: null, telegramLinkedAt: null })
      .where(eq(users.id, user.id));
    await recordActivity(tx, user.id, 'telegram_unlinked', client);
  });
  await sendSecurityNotice(ctx, user, 'telegram_unlinked', client);
  return done('Telegram has been unlinked');
}
