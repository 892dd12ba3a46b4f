// Commission is earned in the transaction of the purchase that paid it: at most one row per purchase
// (a unique index), added to the inviter's commission balance. Purchases of one customer run one after
// another under their wallet's row lock, so `first_purchase` sees an earlier purchase's commission.
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { inviteCommissions, users } from '../../db/schema';
import { addCommission } from '../wallet/wallet-repo';
import { commissionOn } from './commission-rules';

export async function earnCommission(
  ctx: AppContext,
  tx: Tx,
  purchase: { id: string; userId: number; cashUsed: string },
): Promise<void> {
  const [invitee] = await tx
    .select({ invitedBy: users.invitedBy })
    .from(users)
    .where(eq(users.id, purchase.userId))
    .limit(1);
  const inviterId = invitee?.invitedBy;
  if (!inviterId) return;
  const [earlier] = await tx
    .select({ id: inviteCommissions.id })
    .from(inviteCommissions)
    .where(eq(inviteCommissions.inviteeUserId, purchase.userId))
    .limit(1);
  const { commissionRate: rate, commissionRule: rule } = ctx.config.invite;
  const amount = commissionOn(
    { cashUsed: purchase.cashUsed, inviteeEarnedBefore: earlier !== undefined },
    { rate, rule },
  );
  if (!amount) return;
  const [earned] = await tx
    .insert(inviteCommissions)
    .values({
      inviterUserId: inviterId,
      inviteeUserId: purchase.userId,
      purchaseId: purchase.id,
      cashAmount: purchase.cashUsed,
      rate,
      moneyAmount: amount,
    })
    .onConflictDoNothing()
    .returning({ id: inviteCommissions.id });
  if (earned) await addCommission(tx, inviterId, amount);
}
