// Old-style services and their bills: the list, one bill, and turning auto-renewal on.
import { and, desc, eq, sql, type SQLWrapper } from 'drizzle-orm';
import type { TextLanguage } from '@portal/shared/contract/admin';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { serviceBills, shopItems } from '../../db/schema';
import { ApiError, notFound } from '../../http/errors';
import { ensureService, type ServiceRow } from '../services/service-repo';
import { effectiveLevel } from '../services/rules';
import { billStatus, renewAt } from './bill-rules';
import { ok } from '../../http/envelope';
import { textIn } from '../../lib/texts';

type BillRow = typeof serviceBills.$inferSelect;

/** One answer for an unknown id and for another customer's bill, so existence never leaks. */
const billNotFound = () => notFound('No service with this id');

async function billsOf(db: Db, userId: number): Promise<BillRow[]> {
  return db
    .select()
    .from(serviceBills)
    .where(eq(serviceBills.userId, userId))
    .orderBy(desc(serviceBills.createdAt), desc(serviceBills.id));
}

async function findBill(db: Db, userId: number, billId: number): Promise<BillRow> {
  const [bill] = await db
    .select()
    .from(serviceBills)
    .where(and(eq(serviceBills.id, billId), eq(serviceBills.userId, userId)))
    .limit(1);
  if (!bill) throw billNotFound();
  return bill;
}

/** Traffic a bill used: the running main plan reads the live counters, ended ones their frozen figure. */
function trafficUsed(bill: BillRow, service: ServiceRow, current: BillRow | undefined): number {
  return bill.id === current?.id ? service.trafficUpload + service.trafficDownload : bill.trafficUsed;
}

/** The running main plan: the newest active main package. */
function currentBill(bills: BillRow[], now: Date): BillRow | undefined {
  return bills.find((bill) => bill.shopType === 'main_package' && billStatus(bill.expireAt, now) === 'active');
}

/** The plan the customer has, as every screen names it: the running main plan, else the newest one. */
async function planBill(db: Db, userId: number, now: Date): Promise<BillRow | undefined> {
  const bills = await billsOf(db, userId);
  return currentBill(bills, now) ?? bills.find((row) => row.shopType === 'main_package');
}

/**
 * The name of the plan planBill picks, as a query on the customer's bills index that other reads embed (the
 * dashboard's one statement). Arguments may be values or placeholders of a prepared statement.
 */
export function planNameQuery(db: Db, userId: SQLWrapper | number, now: SQLWrapper, language: SQLWrapper | string) {
  return db
    .select({ name: sql<string>`coalesce(${serviceBills.shopNameI18n} ->> ${language}, ${serviceBills.shopName})` })
    .from(serviceBills)
    .where(and(eq(serviceBills.userId, userId), eq(serviceBills.shopType, 'main_package')))
    .orderBy(
      sql`(${serviceBills.expireAt} is null or ${serviceBills.expireAt} > ${now}) desc`,
      desc(serviceBills.createdAt),
      desc(serviceBills.id),
    )
    .limit(1);
}

/** The name of the plan planBill picks, in one small query (the check-in's). */
export async function planName(db: Db, userId: number, now: Date, language: TextLanguage): Promise<string | undefined> {
  const [row] = await planNameQuery(db, userId, sql`${now}`, language);
  return row?.name;
}

/**
 * Whether the customer has a plan: a main package bought (running or not), or a level given some other
 * way. Without one there is nothing to show on the dashboard and nothing for a check-in to add traffic to.
 */
export function hasPlan(name: string | undefined, service: { level: number }): boolean {
  return name !== undefined || service.level > 0;
}

/** A bill's plan name in the reader's language, as sold. */
const nameOf = (bill: BillRow, language: TextLanguage) => textIn(language, bill.shopName, bill.shopNameI18n);

function toBill(bill: BillRow, now: Date, language: TextLanguage) {
  return {
    service_id: bill.id,
    shop_id: bill.shopId,
    shop_name: nameOf(bill, language),
    money_amount: bill.moneyAmount,
    created_at: bill.createdAt.toISOString(),
    expire_at: bill.expireAt?.toISOString() ?? null,
    renew_at: renewAt(bill, now)?.toISOString() ?? null,
    is_auto_renewal: bill.isAutoRenewal,
    status: billStatus(bill.expireAt, now),
  };
}

export async function oldServiceList(ctx: AppContext, userId: number, language: TextLanguage) {
  const now = ctx.now();
  const [service, bills] = await Promise.all([ensureService(ctx.db, userId), billsOf(ctx.db, userId)]);
  const current = currentBill(bills, now);
  return ok({
    total_count: bills.length,
    services: bills.map((bill) => ({
      service_id: bill.id,
      service_name: nameOf(bill, language),
      service_type: bill.shopType,
      status: billStatus(bill.expireAt, now),
      created_at: bill.createdAt.toISOString(),
      expire_at: (bill.expireAt ?? service.levelExpireAt).toISOString(),
      traffic_used: trafficUsed(bill, service, current),
      traffic_total: bill.trafficTotal,
      port: service.port,
      password: service.ssPassword,
    })),
  });
}

/** The current plan in the reference's get_old_service shape; 404 when the customer has none. */
export async function currentOldService(ctx: AppContext, userId: number, language: TextLanguage) {
  const now = ctx.now();
  const [service, bill] = await Promise.all([ensureService(ctx.db, userId), planBill(ctx.db, userId, now)]);
  if (!bill) throw notFound('You have no plan yet; buy one in the shop');
  const active = billStatus(bill.expireAt, now) === 'active';
  return ok({
    service_id: bill.id,
    service_name: nameOf(bill, language),
    service_type: bill.shopType,
    expire_time: (bill.expireAt ?? service.levelExpireAt).toISOString(),
    traffic_used: active ? service.trafficUpload + service.trafficDownload : bill.trafficUsed,
    traffic_total: active ? service.trafficTotal : bill.trafficTotal,
    is_active: active,
  });
}

/** The running main plan in a few words (the account overview), or null when there is none. */
export async function runningPlan(ctx: AppContext, userId: number, language: TextLanguage) {
  const now = ctx.now();
  const [service, bills] = await Promise.all([ensureService(ctx.db, userId), billsOf(ctx.db, userId)]);
  const bill = currentBill(bills, now);
  if (!bill) return null;
  return {
    name: nameOf(bill, language),
    level: effectiveLevel(service, now),
    expires_at: bill.expireAt?.toISOString() ?? null,
  };
}

export async function billList(ctx: AppContext, userId: number, language: TextLanguage) {
  const now = ctx.now();
  const bills = await billsOf(ctx.db, userId);
  return ok({ total_count: bills.length, bills: bills.map((bill) => toBill(bill, now, language)) });
}

export async function billDetail(ctx: AppContext, userId: number, billId: number, language: TextLanguage) {
  const bill = await findBill(ctx.db, userId, billId);
  const [plan] = await ctx.db.select().from(shopItems).where(eq(shopItems.id, bill.shopId)).limit(1);
  const renewable = plan !== undefined && plan.isEnabled;
  // A renewal renews what was bought (its price and level), not the plan as staff changed it since.
  return ok({
    ...toBill(bill, ctx.now(), language),
    content_extra: plan ? textIn(language, plan.content, plan.contentI18n) : '',
    ss_bandwidth_total_size: bill.trafficTotal,
    user_level: bill.terms ? bill.terms.level : (plan?.level ?? null),
    renewal_money_amount: renewable ? (bill.terms?.moneyAmount ?? plan.moneyAmount) : null,
  });
}

/** Auto-renewal is for running plans with an end date whose plan is still sold; turning it on twice is fine. */
export async function enableAutoRenewal(ctx: AppContext, userId: number, billId: number) {
  const bill = await findBill(ctx.db, userId, billId);
  if (bill.expireAt === null)
    throw new ApiError(409, 'not_renewable', 'This purchase does not expire, so it has nothing to renew');
  if (billStatus(bill.expireAt, ctx.now()) === 'expired')
    throw new ApiError(409, 'service_expired', 'This service has ended; buy the plan again instead');
  const [plan] = await ctx.db
    .select({ isEnabled: shopItems.isEnabled })
    .from(shopItems)
    .where(eq(shopItems.id, bill.shopId))
    .limit(1);
  if (!plan?.isEnabled)
    throw new ApiError(409, 'not_renewable', 'This plan is no longer sold, so it cannot be renewed');
  await ctx.db.update(serviceBills).set({ isAutoRenewal: true }).where(eq(serviceBills.id, bill.id));
  return ok(
    { service_id: bill.id, is_auto_renewal: true },
    'Auto-renewal is on: the plan is paid from your wallet when it expires',
  );
}
