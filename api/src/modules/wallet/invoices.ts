// Invoices: issued in the transaction of what they bill (a recharge order, a purchase, a renewal), with
// the seller and the customer as they were then; the customer lists and reads their own.
import { and, count, desc, eq } from 'drizzle-orm';
import type {
  InvoiceDetail,
  InvoiceKind,
  InvoicePayment,
  InvoiceStatus,
  InvoiceSummary,
} from '@portal/shared/contract';
import type { AppContext } from '../../context';
import type { Db, Tx } from '../../db/client';
import { invoices, rechargeOrders, users, type InvoiceLineRow } from '../../db/schema';
import { ok } from '../../http/envelope';
import { notFound } from '../../http/errors';
import { planNameOfInvoice } from './plan-words';

type InvoiceRow = typeof invoices.$inferSelect;
type RechargeOrderRow = typeof rechargeOrders.$inferSelect;

export interface NewInvoice {
  userId: number;
  kind: InvoiceKind;
  status: InvoiceStatus;
  description: string;
  /** One line: what was bought or topped up, once, at `total`. */
  total: string;
  paymentMethod: string | null;
  tradeNo?: string | null;
  paidAt?: Date | null;
}

/** INV-000042: the sequence number, padded. */
function invoiceNumber(sequence: number): string {
  return `INV-${String(sequence).padStart(6, '0')}`;
}

/** Issues an invoice in the caller's transaction; answers its id. */
export async function issueInvoice(ctx: AppContext, tx: Tx, invoice: NewInvoice): Promise<string> {
  const [customer] = await tx
    .select({ name: users.name, email: users.email })
    .from(users)
    .where(eq(users.id, invoice.userId))
    .limit(1);
  if (!customer) throw new Error('The invoice has no customer');
  const line: InvoiceLineRow = {
    description: invoice.description,
    quantity: 1,
    unit_price: invoice.total,
    amount: invoice.total,
  };
  const [row] = await tx
    .insert(invoices)
    .values({
      userId: invoice.userId,
      kind: invoice.kind,
      status: invoice.status,
      description: invoice.description,
      total: invoice.total,
      currency: ctx.config.payment.currency,
      lines: [line],
      seller: ctx.config.invoiceSeller,
      customerName: customer.name,
      customerEmail: customer.email,
      paymentMethod: invoice.paymentMethod,
      tradeNo: invoice.tradeNo ?? null,
      paidAt: invoice.paidAt ?? null,
    })
    .returning({ id: invoices.id });
  if (!row) throw new Error('The invoice was not stored');
  return row.id;
}

/** A recharge's invoice once the order is paid (a late payment turns a void one paid again). */
export async function settleInvoice(
  tx: Tx,
  invoiceId: string,
  change: { paidAt: Date; paymentMethod: string },
): Promise<void> {
  await tx
    .update(invoices)
    .set({ status: 'paid', paidAt: change.paidAt, paymentMethod: change.paymentMethod })
    .where(eq(invoices.id, invoiceId));
}

function toSummary(row: InvoiceRow): InvoiceSummary {
  return {
    id: row.id,
    number: invoiceNumber(row.number),
    created_at: row.createdAt.toISOString(),
    kind: row.kind,
    description: row.description,
    total: row.total,
    currency: row.currency,
    status: row.status,
    paid_at: row.paidAt?.toISOString() ?? null,
    plan_name: planNameOfInvoice(row.kind, row.description),
  };
}

/**
 * How it is paid, as facts: a plan from the balance (the only way plans are paid); a top-up through its
 * order's gateway and channel, or by the operator who marked the order paid. A top-up whose order is
 * missing (never, the order holds the invoice's id) answers nothing rather than a guess.
 */
function paymentOf(
  row: InvoiceRow,
  order: Pick<RechargeOrderRow, 'paymentSystem' | 'channel' | 'isSandbox' | 'settledBy'> | null,
): InvoicePayment | undefined {
  if (row.kind !== 'recharge') return { by: 'wallet_balance', payment_system: null, channel: null, is_sandbox: false };
  if (!order) return undefined;
  return {
    by: order.settledBy === 'admin' ? 'operator' : 'gateway',
    payment_system: order.paymentSystem,
    channel: order.channel,
    is_sandbox: order.isSandbox,
  };
}

export async function listInvoices(ctx: AppContext, userId: number, page: { page?: number; size?: number }) {
  const size = page.size ?? 20;
  const offset = ((page.page ?? 1) - 1) * size;
  const mine = eq(invoices.userId, userId);
  const [rows, [total]] = await Promise.all([
    ctx.db.select().from(invoices).where(mine).orderBy(desc(invoices.number)).limit(size).offset(offset),
    ctx.db.select({ n: count() }).from(invoices).where(mine),
  ]);
  return ok({ total_count: total?.n ?? 0, records: rows.map(toSummary) });
}

/** One of the customer's invoices; another customer's id answers like an unknown one. */
export async function readInvoice(db: Db, userId: number, invoiceId: string): Promise<InvoiceDetail> {
  const [found] = await db
    .select({
      row: invoices,
      order: {
        paymentSystem: rechargeOrders.paymentSystem,
        channel: rechargeOrders.channel,
        isSandbox: rechargeOrders.isSandbox,
        settledBy: rechargeOrders.settledBy,
      },
    })
    .from(invoices)
    // By the customer too: recharge_orders has no index on invoice_id, it has one on user_id.
    .leftJoin(
      rechargeOrders,
      and(eq(rechargeOrders.userId, invoices.userId), eq(rechargeOrders.invoiceId, invoices.id)),
    )
    .where(and(eq(invoices.id, invoiceId), eq(invoices.userId, userId)))
    .limit(1);
  if (!found) throw notFound('No invoice with this id');
  const { row, order } = found;
  return {
    ...toSummary(row),
    seller: row.seller,
    customer: { user_id: row.userId, name: row.customerName, email: row.customerEmail },
    lines: row.lines,
    subtotal: row.total,
    payment_method: row.paymentMethod,
    trade_no: row.tradeNo,
    payment: paymentOf(row, order),
  };
}
