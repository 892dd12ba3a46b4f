// Paying for a plan from the wallet, in the caller's transaction: the wallet row is locked and checked
// first (a short balance changes nothing and uses no invoice number), then the invoice, the debit with
// its ledger line, the service (purchase-rules.ts), the bill, the purchase row and the inviter's
// commission. Shop purchases and auto-renewals both come through here.
import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { at } from '../../db/raw-sql';
import { purchases, serviceBills, type BillTerms, type shopItems, userServices, users } from '../../db/schema';
import { compareMoney } from '../../lib/money';
import { earnCommission } from '../invite/commission';
import { ensureService } from '../services/service-repo';
import { issueInvoice } from '../wallet/invoices';
import { planInvoiceDescription, planLedgerDescription } from '../wallet/plan-words';
import { debitWallet, lockWallet } from '../wallet/wallet-repo';
import { planEffect } from './purchase-rules';

export type PlanRow = typeof shopItems.$inferSelect;
export type BillRow = typeof serviceBills.$inferSelect;
export type PurchaseRow = typeof purchases.$inferSelect;

/** What a bill keeps of the plan it sold: its price and terms then (schema/shop.ts BillTerms). */
function termsOf(plan: PlanRow): BillTerms {
  return {
    moneyAmount: plan.moneyAmount,
    level: plan.level,
    levelDays: plan.levelDays,
    accountDays: plan.accountDays,
    resetDays: plan.resetDays,
    trafficBytes: plan.trafficBytes,
    speedLimitMbps: plan.speedLimitMbps,
    onlineIpLimit: plan.onlineIpLimit,
    isAutoResetBandwidth: plan.isAutoResetBandwidth,
  };
}

/**
 * The plan as this bill bought it: a renewal renews the price, terms and name the customer bought, not
 * what staff changed since (docs/adr/0014). Bills from before terms were kept renew the plan as it is.
 */
export function planAsBought(plan: PlanRow, bill: BillRow): PlanRow {
  if (!bill.terms) return plan;
  return { ...plan, ...bill.terms, name: bill.shopName, nameI18n: bill.shopNameI18n };
}

export interface PlanPayment {
  userId: number;
  plan: PlanRow;
  /** A shop purchase carries the page's key; a renewal names the bill it renews. */
  idempotencyKey?: string;
  autoRenewal?: boolean;
  renewal?: BillRow;
}

export type PlanPaymentResult =
  | { ok: true; purchase: PurchaseRow; replayed?: true }
  | { ok: false; balance: string; price: string }
  /** Another renewal of this bill's period got there first. */
  | { ok: false; alreadyRenewed: true };

class RenewalTaken extends Error {}

async function payForPlan(ctx: AppContext, tx: Tx, request: PlanPayment): Promise<PlanPaymentResult> {
  const { userId, plan, renewal } = request;
  const price = plan.moneyAmount;
  const wallet = await lockWallet(tx, userId);
  // Under the wallet's lock, a purchase the same key made a moment ago (a double click on another
  // server) is visible: answer it rather than charge again, or say the balance is short.
  if (request.idempotencyKey) {
    const [earlier] = await tx
      .select()
      .from(purchases)
      .where(and(eq(purchases.userId, userId), eq(purchases.idempotencyKey, request.idempotencyKey)))
      .limit(1);
    if (earlier) return { ok: true, purchase: earlier, replayed: true };
  }
  if (compareMoney(wallet.balance, price) < 0) return { ok: false, balance: wallet.balance, price };

  const now = ctx.now();
  const service = await ensureService(tx, userId);
  const [account] = await tx.select({ expireAt: users.accountExpireAt }).from(users).where(eq(users.id, userId));
  const effect = planEffect(
    {
      shopType: plan.shopType,
      level: plan.level,
      levelDays: plan.levelDays,
      accountDays: plan.accountDays,
      trafficBytes: plan.trafficBytes,
      speedLimitMbps: plan.speedLimitMbps,
      onlineIpLimit: plan.onlineIpLimit,
      isAutoResetBandwidth: plan.isAutoResetBandwidth,
      resetDays: plan.resetDays,
    },
    service,
    account?.expireAt ?? now,
    now,
    { renewal: renewal !== undefined },
  );
  const kind = renewal ? 'renewal' : 'purchase';
  const invoiceId = await issueInvoice(ctx, tx, {
    userId,
    kind,
    status: 'paid',
    description: planInvoiceDescription(kind, plan.name),
    total: price,
    paymentMethod: 'Wallet balance',
    paidAt: now,
  });
  const debit = await debitWallet(tx, {
    userId,
    kind,
    amount: price,
    description: planLedgerDescription(kind, plan.name),
    reference: `plan:${plan.id}`,
    invoiceId,
  });
  if (!debit.ok) throw new Error('The balance changed under the wallet lock');

  await tx
    .update(userServices)
    .set({
      level: effect.service.level,
      levelExpireAt: effect.service.levelExpireAt,
      trafficTotal: effect.service.trafficTotal,
      speedLimitMbps: effect.service.speedLimitMbps,
      onlineIpLimit: effect.service.onlineIpLimit,
      ...(effect.service.resetUsage ? { trafficUpload: 0, trafficDownload: 0 } : {}),
      ...(effect.service.cycle
        ? {
            trafficPeriodStart: effect.service.cycle.periodStart,
            trafficResetAnchor: effect.service.cycle.resetAnchor,
            trafficResetEveryDays: effect.service.cycle.resetEveryDays,
            trafficResetAt: effect.service.cycle.nextResetAt,
          }
        : {}),
    })
    .where(eq(userServices.userId, userId));
  if (effect.accountExpireAt) {
    await tx.update(users).set({ accountExpireAt: effect.accountExpireAt }).where(eq(users.id, userId));
  }

  const billId = renewal
    ? await extendBill(tx, renewal, plan, effect.billExpireAt)
    : await newBill(tx, request, effect.billExpireAt, now, service.trafficUpload + service.trafficDownload);

  const [purchase] = await tx
    .insert(purchases)
    .values({
      userId,
      shopId: plan.id,
      serviceBillId: billId,
      kind,
      moneyAmount: price,
      cashAmount: debit.cashUsed,
      balanceAfter: debit.balance,
      idempotencyKey: request.idempotencyKey ?? null,
      renewedFrom: renewal?.expireAt ?? null,
      expireAt: effect.billExpireAt,
      invoiceId,
      createdAt: now,
    })
    .returning();
  if (!purchase) throw new Error('The purchase was not stored');
  await earnCommission(ctx, tx, { id: purchase.id, userId, cashUsed: debit.cashUsed });
  return { ok: true, purchase };
}

/** Runs payForPlan in its own transaction; a renewal someone else made first answers alreadyRenewed. */
export async function payForPlanInTransaction(ctx: AppContext, request: PlanPayment): Promise<PlanPaymentResult> {
  try {
    return await ctx.db.transaction((tx) => payForPlan(ctx, tx, request));
  } catch (error) {
    if (error instanceof RenewalTaken) return { ok: false, alreadyRenewed: true };
    throw error;
  }
}

/** A renewal extends the same bill, only from the expiry it was due at (conditional: once per period). */
async function extendBill(tx: Tx, bill: BillRow, plan: PlanRow, expireAt: Date | null): Promise<number> {
  const [extended] = await tx
    .update(serviceBills)
    .set({ expireAt, moneyAmount: plan.moneyAmount, shopName: plan.name, trafficTotal: plan.trafficBytes ?? 0 })
    .where(
      and(
        eq(serviceBills.id, bill.id),
        // The expiry as read: JavaScript keeps milliseconds, the column may hold microseconds.
        bill.expireAt
          ? sql`date_trunc('milliseconds', ${serviceBills.expireAt}) = ${at(bill.expireAt)}`
          : isNull(serviceBills.expireAt),
      ),
    )
    .returning({ id: serviceBills.id });
  if (!extended) throw new RenewalTaken();
  return extended.id;
}

/**
 * A new bill. A main plan supersedes the running ones: their traffic so far is kept on them and their
 * auto-renewal ends (the new plan is the one that runs on).
 */
async function newBill(
  tx: Tx,
  request: PlanPayment,
  expireAt: Date | null,
  now: Date,
  trafficUsed: number,
): Promise<number> {
  const { plan, userId } = request;
  if (plan.shopType === 'main_package') {
    await tx
      .update(serviceBills)
      .set({ trafficUsed, isAutoRenewal: false })
      .where(
        and(
          eq(serviceBills.userId, userId),
          eq(serviceBills.shopType, 'main_package'),
          or(isNull(serviceBills.expireAt), gt(serviceBills.expireAt, now)),
        ),
      );
  }
  const [bill] = await tx
    .insert(serviceBills)
    .values({
      userId,
      shopId: plan.id,
      shopName: plan.name,
      shopNameI18n: plan.nameI18n,
      shopType: plan.shopType,
      moneyAmount: plan.moneyAmount,
      trafficTotal: plan.trafficBytes ?? 0,
      terms: termsOf(plan),
      createdAt: now,
      expireAt,
      isAutoRenewal: Boolean(request.autoRenewal) && expireAt !== null,
    })
    .returning({ id: serviceBills.id });
  if (!bill) throw new Error('The bill was not stored');
  return bill.id;
}
