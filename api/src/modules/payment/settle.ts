// The one way a recharge order becomes paid — a gateway's verified notification or an admin — in one
// transaction: the gateway event is recorded (a repeat stops here), the order goes pending/expired → paid
// by a conditional update (so it happens at most once, whoever races), the wallet is credited with its
// ledger line as cash, the invoice is marked paid, and an admin's action is audited. A payment that
// arrives after the order expired is still credited — the customer paid — and flagged for review.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { paymentChannelName, paymentSystemNames, type PaymentSystem } from '@portal/shared/contract';
import type { AppContext } from '../../context';
import { paymentEvents, rechargeOrders } from '../../db/schema';
import type { ClientInfo } from '../../http/client-info';
import { audit } from '../admin/audit';
import { settleInvoice } from '../wallet/invoices';
import { creditWallet } from '../wallet/wallet-repo';

export type RechargeOrderRow = typeof rechargeOrders.$inferSelect;

export type SettledBy =
  | {
      kind: 'gateway';
      system: PaymentSystem;
      /** The gateway's own id of the payment (EPay trade_no, Stripe Checkout Session). */
      gatewayRef: string | null;
      paidAmount: string;
      /** An event id the gateway may deliver again (Stripe): stored once, with the credit. */
      eventId?: string;
    }
  | { kind: 'admin'; userId: number; client: ClientInfo };

export type SettleOutcome =
  | { kind: 'settled'; order: RechargeOrderRow; balance: string; late: boolean }
  | { kind: 'already_paid'; order: RechargeOrderRow }
  | { kind: 'duplicate_event' };

/** What an invoice and a ledger line say of a top-up an operator marked paid. */
const PAID_BY_OPERATOR = 'Marked paid by an operator';

/**
 * How an order is paid, in the English words of its invoice and ledger line: "Alipay (EPay sandbox)",
 * "Card (Stripe)". The same facts reach the pages as fields (an invoice's `payment`).
 */
export function paymentMethodLabel(order: Pick<RechargeOrderRow, 'paymentSystem' | 'channel' | 'isSandbox'>): string {
  const gateway = `${paymentSystemNames[order.paymentSystem]}${order.isSandbox ? ' sandbox' : ''}`;
  return `${paymentChannelName(order.channel)} (${gateway})`;
}

export async function settleRechargeOrder(ctx: AppContext, tradeNo: string, by: SettledBy): Promise<SettleOutcome> {
  const outcome = await ctx.db.transaction(async (tx): Promise<SettleOutcome> => {
    if (by.kind === 'gateway' && by.eventId !== undefined) {
      const [recorded] = await tx
        .insert(paymentEvents)
        .values({ gateway: by.system, eventId: by.eventId, tradeNo })
        .onConflictDoNothing()
        .returning({ eventId: paymentEvents.eventId });
      if (!recorded) return { kind: 'duplicate_event' };
    }
    const now = ctx.now();
    const [order] = await tx
      .update(rechargeOrders)
      .set({
        status: 'paid',
        paidAt: now,
        updatedAt: now,
        needsReview: sql`${rechargeOrders.status} = 'expired'`,
        ...(by.kind === 'gateway'
          ? { settledBy: 'gateway' as const, paidAmount: by.paidAmount, gatewayRef: by.gatewayRef ?? undefined }
          : {
              settledBy: 'admin' as const,
              settledByUserId: by.userId,
              paidAmount: sql`${rechargeOrders.moneyAmount}`,
            }),
      })
      .where(and(eq(rechargeOrders.tradeNo, tradeNo), inArray(rechargeOrders.status, ['pending', 'expired'])))
      .returning();
    if (!order) {
      const [existing] = await tx.select().from(rechargeOrders).where(eq(rechargeOrders.tradeNo, tradeNo)).limit(1);
      if (!existing) throw new Error(`settle: no order ${tradeNo}`);
      return { kind: 'already_paid', order: existing };
    }
    const method = by.kind === 'admin' ? PAID_BY_OPERATOR : paymentMethodLabel(order);
    const { balance } = await creditWallet(tx, {
      userId: order.userId,
      kind: 'recharge',
      amount: order.moneyAmount,
      cash: true,
      description: `Top-up · ${method}`,
      reference: order.tradeNo,
      invoiceId: order.invoiceId,
    });
    await settleInvoice(tx, order.invoiceId, { paidAt: now, paymentMethod: method });
    if (by.kind === 'admin') {
      await audit(tx, { id: by.userId }, by.client, {
        action: 'payment_mark_paid',
        target: { type: 'order', id: order.tradeNo },
        targetUserId: order.userId,
        before: { status: order.needsReview ? 'expired' : 'pending' },
        after: { status: 'paid' },
        detail: { money_amount: order.moneyAmount, late: order.needsReview, balance_after: balance },
      });
    }
    return { kind: 'settled', order, balance, late: order.needsReview };
  });
  if (outcome.kind === 'settled' && outcome.late) {
    ctx.log.warn(
      { trade_no: tradeNo, user_id: outcome.order.userId, settled_by: by.kind },
      'recharge order paid after it expired: credited and flagged for review',
    );
  }
  return outcome;
}
