// Recharge orders: the payment methods and bounds, opening an order (with its pending invoice and the
// page to pay on), the customer's orders, and their expiry (the active_check_paylist job).
import crypto from 'node:crypto';
import { and, count, desc, eq, inArray, lt } from 'drizzle-orm';
import { paymentChannelName, type RechargeRecord } from '@portal/shared/contract';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { invoices, rechargeOrders } from '../../db/schema';
import type { AuthUser } from '../../http/auth-guard';
import { ok } from '../../http/envelope';
import { ApiError, notFound } from '../../http/errors';
import { compareMoney, formatMoney, money } from '../../lib/money';
import { RATE_LIMITS } from '../../lib/rate-limit';
import { UNPAID_ORDER_TTL_MS, type UnpaidOrderSource } from '../node-jobs/paylist-job';
import { epayPayUrl } from '../payment/epay/epay-pay-url';
import type { PaymentMethodDef } from '../payment/payment-setup';
import { paymentMethodLabel, type RechargeOrderRow } from '../payment/settle';
import { currencyDigits } from '../payment/stripe/stripe-gateway';
import { issueInvoice } from './invoices';

export function paymentMethods(ctx: AppContext) {
  const { currency, minAmount, maxAmount, presets } = ctx.config.payment;
  return ok({
    currency,
    min_amount: minAmount,
    max_amount: maxAmount,
    presets,
    methods: ctx.payments.methods.map((method) => ({
      id: method.id,
      payment_system: method.system,
      type: method.type,
      name: method.name,
      is_sandbox: method.isSandbox,
    })),
  });
}

/** Our order number (the gateway's out_trade_no): the UTC time to the second and 10 random digits. */
function newTradeNo(now: Date): string {
  const stamp = now.toISOString().replace(/\D/g, '').slice(0, 14);
  return `${stamp}${String(crypto.randomInt(0, 10_000_000_000)).padStart(10, '0')}`;
}

/** The amount as stored, refused in plain words when outside the operator's bounds or finer than the currency. */
function checkedAmount(ctx: AppContext, input: string): string {
  const { currency, minAmount, maxAmount } = ctx.config.payment;
  const amount = formatMoney(money(input));
  if (compareMoney(amount, minAmount) < 0) {
    throw new ApiError(400, 'amount_too_small', `Top up at least ${minAmount} ${currency}`);
  }
  if (compareMoney(amount, maxAmount) > 0) {
    throw new ApiError(400, 'amount_too_large', `Top up at most ${maxAmount} ${currency} at a time`);
  }
  if (currencyDigits(currency) === 0 && !amount.endsWith('.00')) {
    throw new ApiError(400, 'validation_error', `money_amount: ${currency} has no cents; use a whole amount`);
  }
  return amount;
}

async function payUrlFor(
  ctx: AppContext,
  method: PaymentMethodDef,
  order: { tradeNo: string; amount: string; expiresAt: Date; email: string },
): Promise<{ payUrl: string; gatewayRef: string | null }> {
  const { publicUrl, siteName, payment } = ctx.config;
  const returnUrl = `${publicUrl}/user/wallet/recharge?trade_no=${order.tradeNo}`;
  if (method.system === 'epay' && ctx.payments.epay) {
    const payUrl = epayPayUrl(
      ctx.payments.epay,
      { tradeNo: order.tradeNo, type: method.type, money: order.amount, name: `${siteName} 余额充值 Wallet top-up` },
      { notifyUrl: `${publicUrl}/v1/payment/notify/epay`, returnUrl, siteName },
    );
    return { payUrl, gatewayRef: null };
  }
  if (method.system === 'stripe' && ctx.payments.stripe) {
    try {
      const session = await ctx.payments.stripe.createCheckout({
        tradeNo: order.tradeNo,
        amount: order.amount,
        currency: payment.currency,
        description: `${siteName} wallet top-up`,
        customerEmail: order.email,
        successUrl: returnUrl,
        cancelUrl: returnUrl,
        expiresAt: order.expiresAt,
      });
      return { payUrl: session.url, gatewayRef: session.id };
    } catch (error) {
      ctx.log.warn({ err: error, trade_no: order.tradeNo }, 'Stripe did not open a Checkout Session');
      throw new ApiError(502, 'gateway_unavailable', 'The payment gateway did not answer; try again in a moment');
    }
  }
  throw notFound('No payment method with this id');
}

export async function openRechargeOrder(ctx: AppContext, user: AuthUser, methodId: number, input: string) {
  const method = ctx.payments.methods.find((candidate) => candidate.id === methodId);
  if (!method) throw notFound('No payment method with this id');
  const amount = checkedAmount(ctx, input);
  await ctx.rateLimit(RATE_LIMITS.rechargePerUser, String(user.id));
  const now = ctx.now();
  const tradeNo = newTradeNo(now);
  const expiresAt = new Date(now.getTime() + UNPAID_ORDER_TTL_MS);
  const { payUrl, gatewayRef } = await payUrlFor(ctx, method, { tradeNo, amount, expiresAt, email: user.email });
  const order = { paymentSystem: method.system, channel: method.type, isSandbox: method.isSandbox };
  const id = await ctx.db.transaction(async (tx) => {
    const invoiceId = await issueInvoice(ctx, tx, {
      userId: user.id,
      kind: 'recharge',
      status: 'pending',
      description: 'Wallet top-up',
      total: amount,
      paymentMethod: paymentMethodLabel(order),
      tradeNo,
    });
    const [row] = await tx
      .insert(rechargeOrders)
      .values({
        tradeNo,
        userId: user.id,
        payMethodId: method.id,
        ...order,
        moneyAmount: amount,
        currency: ctx.config.payment.currency,
        payUrl,
        gatewayRef,
        invoiceId,
        createdAt: now,
        updatedAt: now,
        expiresAt,
      })
      .returning({ id: rechargeOrders.id });
    if (!row) throw new Error('The recharge order was not stored');
    return row.id;
  });
  return ok(
    {
      id,
      trade_no: tradeNo,
      money_amount: amount,
      pay_method_id: method.id,
      pay_url: payUrl,
      expires_at: expiresAt.toISOString(),
    },
    `Order ${tradeNo} is open: pay ${amount} ${ctx.config.payment.currency} before ${expiresAt.toISOString()}`,
  );
}

/** An order as the customer sees it: a pending one past its time already reads as expired. */
function toRecord(order: RechargeOrderRow, now: Date): RechargeRecord {
  const status = order.status === 'pending' && order.expiresAt <= now ? 'expired' : order.status;
  return {
    id: order.id,
    created_at: order.createdAt.toISOString(),
    updated_at: order.updatedAt.toISOString(),
    trade_no: order.tradeNo,
    money_amount: order.moneyAmount,
    is_finish: status === 'paid',
    pay_method_id: order.payMethodId,
    invoice_id: order.invoiceId,
    remark: order.remark,
    config_json: { payment_system: order.paymentSystem, channel: order.channel, is_sandbox: order.isSandbox },
    status,
    pay_url: status === 'pending' ? order.payUrl : null,
    pay_method_name: paymentChannelName(order.channel),
    paid_at: order.paidAt?.toISOString() ?? null,
    expires_at: order.expiresAt.toISOString(),
  };
}

export async function listRechargeOrders(ctx: AppContext, userId: number, page: { limit?: number; offset?: number }) {
  const mine = eq(rechargeOrders.userId, userId);
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select()
      .from(rechargeOrders)
      .where(mine)
      .orderBy(desc(rechargeOrders.createdAt), desc(rechargeOrders.tradeNo))
      .limit(page.limit ?? 20)
      .offset(page.offset ?? 0),
    ctx.db.select({ n: count() }).from(rechargeOrders).where(mine),
  ]);
  const now = ctx.now();
  return ok({
    recharge_records: rows.map((row) => toRecord(row, now)),
    total_count: total?.n ?? 0,
  });
}

/** active_check_paylist's part: pending orders made before the cutoff expire, and their invoices are void. */
export const rechargeOrderSource: UnpaidOrderSource = {
  name: 'recharge orders',
  async expireUnpaid(db: Db, cutoff: Date) {
    return db.transaction(async (tx) => {
      const expired = await tx
        .update(rechargeOrders)
        .set({ status: 'expired', updatedAt: new Date() })
        .where(and(eq(rechargeOrders.status, 'pending'), lt(rechargeOrders.createdAt, cutoff)))
        .returning({ invoiceId: rechargeOrders.invoiceId });
      if (expired.length > 0) {
        await tx
          .update(invoices)
          .set({ status: 'void' })
          .where(
            and(
              inArray(
                invoices.id,
                expired.map((order) => order.invoiceId),
              ),
              eq(invoices.status, 'pending'),
            ),
          );
      }
      return expired.length;
    });
  },
};
