// Banning a customer and lifting it. A ban, in one transaction with its audit row: the account is marked
// (the bearer check and sign-in refuse it with the reason, auth-guard.ts accountRefusal), every session
// ends (auth/account-ban.ts), and from the commit on nodes' GET users leaves the customer out and their
// subscription link is refused (both read users.is_ban; a trigger of migration 0013 clears the link's
// caches). Unbanning undoes the mark: the customer signs in again and nodes serve them again.
import type { AppContext } from '../../context';
import type { AuthUser } from '../../http/auth-guard';
import type { ClientInfo } from '../../http/client-info';
import { ApiError } from '../../http/errors';
import { ok } from '../../http/envelope';
import { audited } from '../admin/audit';
import { setAccountBanned } from '../auth/account-ban';
import { lockCustomer } from './user-changes';
import { readUserRow } from './user-rows';

export async function banCustomer(
  ctx: AppContext,
  admin: AuthUser,
  client: ClientInfo,
  userId: number,
  reason: string,
) {
  if (userId === admin.id) throw new ApiError(409, 'own_account', 'You cannot ban your own account');
  await audited(ctx.db, admin, client, async (tx) => {
    const user = await lockCustomer(tx, userId);
    if (user.isBan) throw new ApiError(409, 'already_banned', 'This customer is already banned; unban them first');
    const ended = await setAccountBanned(tx, userId, { reason, at: ctx.now() });
    return {
      result: null,
      change: {
        action: 'user_ban',
        target: { type: 'user', id: userId },
        targetUserId: userId,
        before: { is_ban: false },
        after: { is_ban: true, ban_reason: reason },
        detail: { sessions_ended: ended },
      },
    };
  });
  return ok(await readUserRow(ctx.db, userId, ctx.now()), 'The customer is banned; their sessions ended');
}

export async function unbanCustomer(ctx: AppContext, admin: AuthUser, client: ClientInfo, userId: number) {
  await audited(ctx.db, admin, client, async (tx) => {
    const user = await lockCustomer(tx, userId);
    if (!user.isBan) throw new ApiError(409, 'not_banned', 'This customer is not banned');
    await setAccountBanned(tx, userId, null);
    return {
      result: null,
      change: {
        action: 'user_unban',
        target: { type: 'user', id: userId },
        targetUserId: userId,
        before: { is_ban: true, ban_reason: user.banReason },
        after: { is_ban: false },
      },
    };
  });
  return ok(await readUserRow(ctx.db, userId, ctx.now()), 'The ban is lifted');
}
