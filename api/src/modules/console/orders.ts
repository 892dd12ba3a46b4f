// Recharge orders in the console: the list by state, gateway, review and customer; marking one paid
// (the admin notify's settle path, audited there) and closing the review of a late payment (audited here).
import { and, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AdminOrder } from '@portal/shared/contract/admin';
import type { PaymentSystem, RechargeStatus } from '@portal/shared/contract';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { rechargeOrders, users } from '../../db/schema';
import type { AuthUser } from '../../http/auth-guard';
import type { ClientInfo } from '../../http/client-info';
import { ApiError, notFound } from '../../http/errors';
import { ok } from '../../http/envelope';
import { containsPattern } from '../../lib/search';
import { settleByAdmin } from '../payment/admin-notify';
import { audited } from '../admin/audit';
import { okPage, pageWindow, type PageRequest } from './paging';
import { iso, personRef } from './people';

export interface OrdersQuery extends PageRequest {
  state?: RechargeStatus;
  gateway?: PaymentSystem;
  needs_review?: boolean;
  user_id?: number;
  q?: string;
}

const customer = alias(users, 'customer');
const settler = alias(users, 'settler');
const reviewer = alias(users, 'reviewer');

const orderNotFound = () => notFound('No recharge order with this number');

function conditions(query: OrdersQuery): SQL | undefined {
  const q = query.q?.trim();
  return and(
    query.state ? eq(rechargeOrders.status, query.state) : undefined,
    query.gateway ? eq(rechargeOrders.paymentSystem, query.gateway) : undefined,
    query.needs_review !== undefined ? eq(rechargeOrders.needsReview, query.needs_review) : undefined,
    query.user_id !== undefined ? eq(rechargeOrders.userId, query.user_id) : undefined,
    q ? or(eq(rechargeOrders.tradeNo, q), ilike(customer.email, containsPattern(q.toLowerCase()))) : undefined,
  );
}

function selectOrders(db: Db) {
  return db
    .select({
      order: rechargeOrders,
      customerEmail: customer.email,
      settlerEmail: settler.email,
      reviewerEmail: reviewer.email,
    })
    .from(rechargeOrders)
    .innerJoin(customer, eq(customer.id, rechargeOrders.userId))
    .leftJoin(settler, eq(settler.id, rechargeOrders.settledByUserId))
    .leftJoin(reviewer, eq(reviewer.id, rechargeOrders.reviewedByUserId));
}

type OrderRead = Awaited<ReturnType<ReturnType<typeof selectOrders>['execute']>>[number];

function toAdminOrder({ order, customerEmail, settlerEmail, reviewerEmail }: OrderRead): AdminOrder {
  return {
    id: order.id,
    trade_no: order.tradeNo,
    customer: { id: order.userId, email: customerEmail },
    payment_system: order.paymentSystem,
    channel: order.channel,
    is_sandbox: order.isSandbox,
    money_amount: order.moneyAmount,
    currency: order.currency,
    status: order.status,
    created_at: order.createdAt.toISOString(),
    expires_at: order.expiresAt.toISOString(),
    paid_at: iso(order.paidAt),
    paid_amount: order.paidAmount,
    gateway_ref: order.gatewayRef,
    settled_by: order.settledBy,
    settled_by_staff: personRef(order.settledByUserId, settlerEmail),
    needs_review: order.needsReview,
    reviewed_at: iso(order.reviewedAt),
    reviewed_by: personRef(order.reviewedByUserId, reviewerEmail),
    review_note: order.reviewNote,
    invoice_id: order.invoiceId,
  };
}

/** Orders matching `query`, newest first, and how many match. */
export async function findOrders(db: Db, query: OrdersQuery): Promise<{ total: number; records: AdminOrder[] }> {
  const { limit, offset } = pageWindow(query);
  const where = conditions(query);
  const [rows, [total]] = await Promise.all([
    selectOrders(db)
      .where(where)
      .orderBy(desc(rechargeOrders.createdAt), desc(rechargeOrders.id))
      .limit(limit)
      .offset(offset),
    db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(rechargeOrders)
      .innerJoin(customer, eq(customer.id, rechargeOrders.userId))
      .where(where),
  ]);
  return { total: total?.n ?? 0, records: rows.map(toAdminOrder) };
}

export async function listOrders(ctx: AppContext, query: OrdersQuery) {
  const { total, records } = await findOrders(ctx.db, query);
  return okPage(query, total, records);
}

async function readOrder(db: Db, tradeNo: string): Promise<AdminOrder> {
  const [row] = await selectOrders(db).where(eq(rechargeOrders.tradeNo, tradeNo)).limit(1);
  if (!row) throw orderNotFound();
  return toAdminOrder(row);
}

export async function markPaid(ctx: AppContext, admin: AuthUser, client: ClientInfo, tradeNo: string) {
  const settled = await settleByAdmin(ctx, admin.id, client, tradeNo);
  const order = await readOrder(ctx.db, tradeNo);
  return ok({ order, wallet_balance: settled.walletBalance, already_paid: !settled.paidNow }, settled.message);
}

export async function closeReview(
  ctx: AppContext,
  admin: AuthUser,
  client: ClientInfo,
  tradeNo: string,
  note: string | undefined,
) {
  await audited(ctx.db, admin, client, async (tx) => {
    const [order] = await tx
      .update(rechargeOrders)
      .set({ needsReview: false, reviewedAt: ctx.now(), reviewedByUserId: admin.id, reviewNote: note ?? null })
      .where(and(eq(rechargeOrders.tradeNo, tradeNo), eq(rechargeOrders.needsReview, true)))
      .returning();
    if (!order) {
      const [exists] = await tx
        .select({ id: rechargeOrders.id })
        .from(rechargeOrders)
        .where(eq(rechargeOrders.tradeNo, tradeNo));
      if (!exists) throw orderNotFound();
      throw new ApiError(409, 'not_in_review', 'This order is not waiting for a review');
    }
    return {
      result: order,
      change: {
        action: 'order_reviewed',
        target: { type: 'order', id: tradeNo },
        targetUserId: order.userId,
        before: { needs_review: true },
        after: { needs_review: false },
        detail: { note: note ?? null },
      },
    };
  });
  return ok(await readOrder(ctx.db, tradeNo), 'The review of this order is closed');
}
