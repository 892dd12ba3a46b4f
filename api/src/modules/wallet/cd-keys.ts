// Redeeming a cd-key: one use taken by a conditional update (uses left, not expired, not void), the customer's
// redemption recorded (once per customer and code: a unique index), the wallet credited with its ledger
// line — one transaction, so a use is spent exactly when its credit lands. Every attempt first claims a
// slot of the customer's and the IP's guess limits; a successful redemption gives it back, so only
// wrong guesses count, and parallel guesses cannot exceed the limit.
import { and, desc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { cdKeyRedemptions, cdKeys } from '../../db/schema';
import { ok } from '../../http/envelope';
import { ApiError } from '../../http/errors';
import { RATE_LIMITS, refundRateLimit } from '../../lib/rate-limit';
import { canonicalCdKey, cdKeyTail, displayCdKey } from './cd-key-codes';
import { creditWallet } from './wallet-repo';

/** Why a code cannot be redeemed, from its row (the update that would have used it matched nothing). */
async function whyNotRedeemable(ctx: AppContext, code: string): Promise<ApiError> {
  const [key] = await ctx.db.select().from(cdKeys).where(eq(cdKeys.code, code)).limit(1);
  if (!key) return new ApiError(404, 'cd_key_not_found', 'This cd-key does not exist; check what you typed');
  if (key.voidedAt) return new ApiError(409, 'cd_key_void', 'This cd-key was withdrawn and can no longer be used');
  if (key.expireAt && key.expireAt <= ctx.now()) {
    return new ApiError(409, 'cd_key_expired', 'This cd-key has expired');
  }
  return new ApiError(409, 'cd_key_used', 'This cd-key has already been used');
}

export async function redeemCdKey(ctx: AppContext, userId: number, ip: string, input: string) {
  const code = canonicalCdKey(input);
  await ctx.rateLimit(RATE_LIMITS.cdKeyPerUser, String(userId));
  await ctx.rateLimit(RATE_LIMITS.cdKeyPerIp, ip);
  const now = ctx.now();
  const redeemed = await ctx.db.transaction(async (tx) => {
    const [key] = await tx
      .update(cdKeys)
      .set({ usesLeft: sql`${cdKeys.usesLeft} - 1` })
      .where(
        and(
          eq(cdKeys.code, code),
          gt(cdKeys.usesLeft, 0),
          isNull(cdKeys.voidedAt),
          or(isNull(cdKeys.expireAt), gt(cdKeys.expireAt, now)),
        ),
      )
      .returning();
    if (!key) return null;
    const [redemption] = await tx
      .insert(cdKeyRedemptions)
      .values({ cdKeyId: key.id, userId, moneyAmount: key.moneyAmount, createdAt: now })
      .onConflictDoNothing()
      .returning({ id: cdKeyRedemptions.id });
    // Throwing rolls the use back: the code stays redeemable for others.
    if (!redemption) throw new ApiError(409, 'cd_key_already_redeemed', 'You have already redeemed this cd-key');
    const { balance } = await creditWallet(tx, {
      userId,
      kind: 'cd_key',
      amount: key.moneyAmount,
      cash: false,
      description: `Cd-key ${cdKeyTail(key.code)}`,
      reference: cdKeyTail(key.code),
    });
    return { code: key.code, amount: key.moneyAmount, balance };
  });
  if (!redeemed) throw await whyNotRedeemable(ctx, code);
  await refundRateLimit(ctx.db, RATE_LIMITS.cdKeyPerUser, String(userId));
  await refundRateLimit(ctx.db, RATE_LIMITS.cdKeyPerIp, ip);
  return ok(
    { cd_key: displayCdKey(redeemed.code), money_amount: redeemed.amount, wallet_balance: redeemed.balance },
    `Redeemed: ${redeemed.amount} ${ctx.config.payment.currency} added to your wallet`,
  );
}

/** The cd-keys the customer redeemed, newest first. */
export async function redeemedCdKeys(ctx: AppContext, userId: number) {
  const rows = await ctx.db
    .select({ code: cdKeys.code, amount: cdKeyRedemptions.moneyAmount, at: cdKeyRedemptions.createdAt })
    .from(cdKeyRedemptions)
    .innerJoin(cdKeys, eq(cdKeys.id, cdKeyRedemptions.cdKeyId))
    .where(eq(cdKeyRedemptions.userId, userId))
    .orderBy(desc(cdKeyRedemptions.createdAt))
    .limit(200);
  return ok({
    records: rows.map((row) => ({
      cd_key: displayCdKey(row.code),
      money_amount: row.amount,
      redeemed_at: row.at.toISOString(),
    })),
  });
}
