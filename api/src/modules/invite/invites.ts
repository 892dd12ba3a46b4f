// The invite page: the customer's code and link, the people who signed up with it and what each earned
// them, the commission records, and moving commission into the wallet (one ledgered transaction).
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { inviteCodes, inviteCommissions, users } from '../../db/schema';
import { ok } from '../../http/envelope';
import { ApiError } from '../../http/errors';
import { formatMoney, isZeroMoney, money } from '../../lib/money';
import { moveCommissionToWallet, readWallet } from '../wallet/wallet-repo';

/** The invited customers shown (the newest); total_invites counts them all. */
const INVITED_SHOWN = 200;

export async function inviteOverview(ctx: AppContext, userId: number) {
  const [[code], invited, [invitedCount], [earned], wallet] = await Promise.all([
    ctx.db
      .select({ code: inviteCodes.code })
      .from(inviteCodes)
      .where(and(eq(inviteCodes.ownerUserId, userId), eq(inviteCodes.isActive, true)))
      .orderBy(desc(inviteCodes.createdAt))
      .limit(1),
    ctx.db
      .select({
        id: users.id,
        name: users.name,
        registeredAt: users.createdAt,
        earned: sql<string>`coalesce(sum(${inviteCommissions.moneyAmount}), 0)::text`,
      })
      .from(users)
      .leftJoin(
        inviteCommissions,
        and(eq(inviteCommissions.inviteeUserId, users.id), eq(inviteCommissions.inviterUserId, userId)),
      )
      .where(eq(users.invitedBy, userId))
      .groupBy(users.id)
      .orderBy(desc(users.createdAt))
      .limit(INVITED_SHOWN),
    ctx.db.select({ n: count() }).from(users).where(eq(users.invitedBy, userId)),
    ctx.db
      .select({ total: sql<string>`coalesce(sum(${inviteCommissions.moneyAmount}), 0)::text` })
      .from(inviteCommissions)
      .where(eq(inviteCommissions.inviterUserId, userId)),
    readWallet(ctx.db, userId),
  ]);
  const inviteCode = code?.code ?? '';
  const { commissionRate, commissionRule } = ctx.config.invite;
  return ok({
    invite_code: inviteCode,
    invite_link: inviteCode ? `${ctx.config.publicUrl}/auth/sign-up?invite=${encodeURIComponent(inviteCode)}` : '',
    total_invites: invitedCount?.n ?? 0,
    total_commission: formatMoney(money(earned?.total ?? '0')),
    commission_rate: commissionRate,
    invited_users: invited.map((person) => ({
      user_id: person.id,
      username: person.name,
      registered_at: person.registeredAt.toISOString(),
      commission_earned: formatMoney(money(person.earned)),
      // `rewarded` once their purchases earned commission, `registered` until then.
      status: isZeroMoney(person.earned) ? 'registered' : 'rewarded',
    })),
    invite_balance: wallet.inviteBalance,
    commission_rule: commissionRule,
  });
}

export async function commissionRecords(ctx: AppContext, userId: number) {
  const mine = eq(inviteCommissions.inviterUserId, userId);
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select({ commission: inviteCommissions, name: users.name })
      .from(inviteCommissions)
      .innerJoin(users, eq(users.id, inviteCommissions.inviteeUserId))
      .where(mine)
      .orderBy(desc(inviteCommissions.createdAt))
      .limit(INVITED_SHOWN),
    ctx.db.select({ n: count() }).from(inviteCommissions).where(mine),
  ]);
  return ok({
    total_count: total?.n ?? 0,
    records: rows.map(({ commission, name }) => ({
      id: commission.id,
      created_at: commission.createdAt.toISOString(),
      invited_user_id: commission.inviteeUserId,
      invited_username: name,
      money_amount: commission.moneyAmount,
    })),
  });
}

export async function transferCommission(ctx: AppContext, userId: number, amountInput: string | undefined) {
  const amount = amountInput === undefined ? undefined : formatMoney(money(amountInput));
  const moved = await ctx.db.transaction((tx) =>
    moveCommissionToWallet(tx, userId, amount, 'Invite commission moved to the wallet'),
  );
  const { currency } = ctx.config.payment;
  if (!moved.ok) {
    throw moved.inviteBalance === '0.00'
      ? new ApiError(409, 'no_commission', 'You have no commission to move yet')
      : new ApiError(
          409,
          'insufficient_commission',
          `You can move at most ${moved.inviteBalance} ${currency} (your commission balance)`,
        );
  }
  return ok(
    { money_amount: moved.amount, invite_balance: moved.inviteBalance, wallet_balance: moved.balance },
    `${moved.amount} ${currency} of commission moved to your wallet`,
  );
}
