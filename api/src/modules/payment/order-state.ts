// An order's state as the status poll and the admin calls answer it; the customer's own orders only.
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { rechargeOrders } from '../../db/schema';
import { ok } from '../../http/envelope';
import { notFound } from '../../http/errors';
import type { RechargeOrderRow } from './settle';

export function orderState(order: RechargeOrderRow) {
  return {
    trade_no: order.tradeNo,
    is_finish: order.status === 'paid',
    money_amount: order.moneyAmount,
    status: order.status,
    paid_at: order.paidAt?.toISOString() ?? null,
  };
}

const STATUS_MESSAGE = {
  pending: 'Waiting for the payment',
  paid: 'Paid: the amount is in your wallet',
  expired: 'This order expired unpaid',
} as const;

/** Polled by the recharge page after the gateway sends the customer back. */
export async function customerOrderStatus(ctx: AppContext, userId: number, tradeNo: string) {
  const [order] = await ctx.db
    .select()
    .from(rechargeOrders)
    .where(and(eq(rechargeOrders.tradeNo, tradeNo), eq(rechargeOrders.userId, userId)))
    .limit(1);
  // Another customer's order answers like an unknown one.
  if (!order) throw notFound('No recharge order with this trade number');
  return ok(orderState(order), STATUS_MESSAGE[order.status]);
}
