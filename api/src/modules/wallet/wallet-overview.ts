// What the wallet pages read: the balances, the ledger (newest first) and the plans paid from the wallet.
import { demoText } from '../../demo-data/demo-texts';
import type { ReaderLanguage } from '../../http/language';
import { count, desc, eq } from 'drizzle-orm';
import type { LedgerLine } from '@portal/shared/contract';
import type { TextLanguage } from '@portal/shared/contract/admin';
import type { AppContext } from '../../context';
import { textIn } from '../../lib/texts';
import { purchases, serviceBills, walletLedger } from '../../db/schema';
import { ok } from '../../http/envelope';
import { renewAt } from '../purchased-plans/bill-rules';
import { planNameOfLedgerLine } from './plan-words';
import { readWallet } from './wallet-repo';

export async function walletOverview(ctx: AppContext, userId: number) {
  const wallet = await readWallet(ctx.db, userId);
  return ok({
    created_at: wallet.createdAt.toISOString(),
    wallet_balance: wallet.balance,
    invite_balance: wallet.inviteBalance,
    currency: ctx.config.payment.currency,
  });
}

/** A ledger row as the wallet's answers carry it, its demo text in the reader's language. */
export function toLedgerLine(line: typeof walletLedger.$inferSelect, language: ReaderLanguage): LedgerLine {
  return {
    id: line.id,
    created_at: line.createdAt.toISOString(),
    kind: line.kind,
    amount: line.amount,
    balance_after: line.balanceAfter,
    description: demoText(line.description, language),
    reference: line.reference,
    invoice_id: line.invoiceId,
    plan_name: planNameOfLedgerLine(line.kind, line.description),
  };
}

export async function ledgerPage(
  ctx: AppContext,
  userId: number,
  page: { limit?: number; offset?: number },
  language: ReaderLanguage,
) {
  const mine = eq(walletLedger.userId, userId);
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select()
      .from(walletLedger)
      .where(mine)
      .orderBy(desc(walletLedger.seq))
      .limit(page.limit ?? 20)
      .offset(page.offset ?? 0),
    ctx.db.select({ n: count() }).from(walletLedger).where(mine),
  ]);
  return ok({
    total_count: total?.n ?? 0,
    records: rows.map((line) => toLedgerLine(line, language)),
  });
}

/** The newest purchases and renewals (the page shows a customer's history; 200 covers years of it). */
const PURCHASE_RECORDS = 200;

export async function purchaseRecords(ctx: AppContext, userId: number, language: TextLanguage) {
  const rows = await ctx.db
    .select({ purchase: purchases, bill: serviceBills })
    .from(purchases)
    .innerJoin(serviceBills, eq(serviceBills.id, purchases.serviceBillId))
    .where(eq(purchases.userId, userId))
    .orderBy(desc(purchases.createdAt), desc(purchases.id))
    .limit(PURCHASE_RECORDS);
  const now = ctx.now();
  return ok(
    rows.map(({ purchase, bill }) => ({
      id: purchase.id,
      created_at: purchase.createdAt.toISOString(),
      shop_id: purchase.shopId,
      shop_name: textIn(language, bill.shopName, bill.shopNameI18n),
      money_amount: purchase.moneyAmount,
      renew_at: renewAt(bill, now)?.toISOString() ?? null,
      service_id: bill.id,
      kind: purchase.kind,
      expire_at: purchase.expireAt?.toISOString() ?? null,
      is_auto_renewal: bill.isAutoRenewal,
      invoice_id: purchase.invoiceId,
    })),
  );
}
