// An admin marks a recharge order paid (money that reached the operator another way): the same settle
// path as a gateway's notification, audited, idempotent — a second call answers the paid order.
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { rechargeOrders } from '../../db/schema';
import type { ClientInfo } from '../../http/client-info';
import { ok } from '../../http/envelope';
import { notFound } from '../../http/errors';
import { readWallet } from '../wallet/wallet-repo';
import { orderState } from './order-state';
import { settleRechargeOrder } from './settle';

/** Settles the order as an admin; answers whether this call paid it (false: it was paid already). */
export async function settleByAdmin(ctx: AppContext, adminId: number, client: ClientInfo, tradeNo: string) {
  const [order] = await ctx.db.select().from(rechargeOrders).where(eq(rechargeOrders.tradeNo, tradeNo)).limit(1);
  if (!order) throw notFound('No recharge order with this trade number');
  const outcome = await settleRechargeOrder(ctx, tradeNo, { kind: 'admin', userId: adminId, client });
  const settled = outcome.kind === 'settled' || outcome.kind === 'already_paid' ? outcome.order : order;
  const wallet = await readWallet(ctx.db, settled.userId);
  const message =
    outcome.kind === 'settled'
      ? `Marked paid: ${settled.moneyAmount} credited to customer ${settled.userId}${outcome.late ? ' (it had expired: flagged for review)' : ''}`
      : 'This order was already paid; nothing changed';
  return { order: settled, paidNow: outcome.kind === 'settled', walletBalance: wallet.balance, message };
}

export async function markOrderPaidByAdmin(ctx: AppContext, adminId: number, client: ClientInfo, tradeNo: string) {
  const { order, walletBalance, message } = await settleByAdmin(ctx, adminId, client, tradeNo);
  return ok({ ...orderState(order), user_id: order.userId, wallet_balance: walletBalance }, message);
}
