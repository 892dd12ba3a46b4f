// auto_renewal: bills with auto-renewal on are renewed from the wallet, at the price and terms they were
// bought with (purchase.ts planAsBought), in the hour before they end (or,
// after an outage, up to three days after). One run at a time across processes (the job lease), and
// each period at most once whatever runs (a conditional update of the bill's expiry and a unique
// index on the bill and the expiry it renewed from). When the balance is short, nothing is charged and
// the customer is emailed — once per bill and period; a top-up before the end lets the next run renew.
import { and, asc, eq, gt, lte } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { renewalNotices, serviceBills, shopItems, users } from '../../db/schema';
import { renewalShortMessage } from '../mail/templates';
import type { JobDefinition } from '../node-jobs/job-runner';
import { payForPlanInTransaction, planAsBought, type BillRow } from './purchase';

const RENEW_AHEAD_MS = 60 * 60 * 1000;
const GRACE_MS = 3 * 24 * 3600 * 1000;
const BATCH = 500;

/**
 * A newer main plan replaced this bill: renewing it would overwrite the plan that runs now. (Newer by id:
 * bills are numbered as they are made, and an id compares exactly where a timestamp read back into
 * JavaScript has lost its microseconds.)
 */
async function isSuperseded(ctx: AppContext, bill: BillRow): Promise<boolean> {
  const [newer] = await ctx.db
    .select({ id: serviceBills.id })
    .from(serviceBills)
    .where(
      and(
        eq(serviceBills.userId, bill.userId),
        eq(serviceBills.shopType, 'main_package'),
        gt(serviceBills.id, bill.id),
      ),
    )
    .limit(1);
  return newer !== undefined;
}

/** Emails the customer that the renewal could not be paid, unless this period's mail already went. */
async function noticeShortBalance(
  ctx: AppContext,
  bill: BillRow,
  figures: { balance: string; price: string },
): Promise<boolean> {
  const periodEnd = bill.expireAt!;
  const [fresh] = await ctx.db
    .insert(renewalNotices)
    .values({ serviceBillId: bill.id, periodEnd })
    .onConflictDoNothing()
    .returning({ id: renewalNotices.serviceBillId });
  if (!fresh) return false;
  const [customer] = await ctx.db.select({ email: users.email }).from(users).where(eq(users.id, bill.userId));
  if (!customer) return false;
  try {
    await ctx.mailer.send({
      to: customer.email,
      ...renewalShortMessage(ctx.config.siteName, {
        plan: bill.shopName,
        price: figures.price,
        balance: figures.balance,
        currency: ctx.config.payment.currency,
        expiresAt: periodEnd,
      }),
    });
  } catch (error) {
    // Not sent: the next run tries again.
    await ctx.db
      .delete(renewalNotices)
      .where(and(eq(renewalNotices.serviceBillId, bill.id), eq(renewalNotices.periodEnd, periodEnd)));
    throw error;
  }
  return true;
}

export const autoRenewalJob: JobDefinition = {
  name: 'auto_renewal',
  intervalMs: 10 * 60 * 1000,
  async run(ctx) {
    const now = ctx.now();
    const due = await ctx.db
      .select({ bill: serviceBills, plan: shopItems })
      .from(serviceBills)
      .innerJoin(shopItems, eq(shopItems.id, serviceBills.shopId))
      .where(
        and(
          eq(serviceBills.isAutoRenewal, true),
          eq(serviceBills.shopType, 'main_package'),
          lte(serviceBills.expireAt, new Date(now.getTime() + RENEW_AHEAD_MS)),
          gt(serviceBills.expireAt, new Date(now.getTime() - GRACE_MS)),
        ),
      )
      .orderBy(asc(serviceBills.expireAt))
      .limit(BATCH);
    const counts = { renewed: 0, short: 0, emailed: 0, skipped: 0 };
    for (const { bill, plan } of due) {
      if (!plan.isEnabled || (await isSuperseded(ctx, bill))) {
        counts.skipped += 1;
        continue;
      }
      const result = await payForPlanInTransaction(ctx, {
        userId: bill.userId,
        plan: planAsBought(plan, bill),
        renewal: bill,
      });
      if (result.ok) counts.renewed += 1;
      else if ('alreadyRenewed' in result) counts.skipped += 1;
      else {
        counts.short += 1;
        try {
          if (await noticeShortBalance(ctx, bill, result)) counts.emailed += 1;
        } catch (error) {
          ctx.log.warn({ err: error, service_id: bill.id }, 'auto-renewal: the balance-short mail was not sent');
        }
      }
    }
    return {
      affected: counts.renewed,
      detail: `renewed ${counts.renewed} plans; ${counts.short} short of balance (${counts.emailed} customers emailed); ${counts.skipped} skipped`,
    };
  },
};
