// What every gateway notification must pass before it may settle an order, whichever gateway sent it:
// the order exists, it was made for this gateway, and the amount paid is exactly the order's. A refusal
// changes nothing, answers 4xx and is logged with its reason — never with the signature or a key.
import { eq } from 'drizzle-orm';
import type { PaymentSystem } from '@portal/shared/contract';
import type { AppContext } from '../../context';
import { rechargeOrders } from '../../db/schema';
import { ApiError } from '../../http/errors';
import { compareMoney } from '../../lib/money';
import type { RechargeOrderRow } from './settle';

/** Logs why a notification was refused and answers the error to throw. */
export function refuseNotification(
  ctx: AppContext,
  gateway: PaymentSystem,
  refusal: { status: number; code: string; message: string; tradeNo?: string | undefined },
): ApiError {
  ctx.log.warn(
    { gateway, reason: refusal.code, trade_no: refusal.tradeNo ?? null },
    `payment notification refused: ${refusal.message}`,
  );
  return new ApiError(refusal.status, refusal.code, refusal.message);
}

/** The order a notification names, made for this gateway and paid in full; refuses anything else. */
export async function orderToSettle(
  ctx: AppContext,
  gateway: PaymentSystem,
  tradeNo: string | undefined,
  paidAmount: string | undefined,
): Promise<RechargeOrderRow> {
  if (!tradeNo || tradeNo.length > 64) {
    throw refuseNotification(ctx, gateway, {
      status: 400,
      code: 'notify_malformed',
      message: 'The notification names no order',
    });
  }
  const [order] = await ctx.db.select().from(rechargeOrders).where(eq(rechargeOrders.tradeNo, tradeNo)).limit(1);
  if (!order) {
    throw refuseNotification(ctx, gateway, {
      status: 404,
      code: 'order_not_found',
      message: 'No recharge order with this trade number',
      tradeNo,
    });
  }
  if (order.paymentSystem !== gateway) {
    throw refuseNotification(ctx, gateway, {
      status: 400,
      code: 'gateway_mismatch',
      message: `This order is paid through ${order.paymentSystem}, not ${gateway}`,
      tradeNo,
    });
  }
  if (paidAmount === undefined || compareMoney(paidAmount, order.moneyAmount) !== 0) {
    throw refuseNotification(ctx, gateway, {
      status: 400,
      code: 'amount_mismatch',
      message: `The amount paid (${paidAmount ?? 'unreadable'}) is not the order's ${order.moneyAmount}`,
      tradeNo,
    });
  }
  return order;
}
