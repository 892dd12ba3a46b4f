// Invoices: one per recharge order and one per plan bought or renewed (the portal's design; the
// reference has only the page routes /user/wallet/billing and /billing/view-invoice/{id}).
import * as z from 'zod/mini';
import { defineOperation } from './operation';
import { countedRecordsEnvelope, envelope, pageQuery } from './envelope';
import { isoDateTime, money, uuid } from './common';
import { currencyCode } from './wallet';

export const invoiceKind = z.enum(['recharge', 'purchase', 'renewal']);
export type InvoiceKind = z.infer<typeof invoiceKind>;

/**
 * `pending`: a recharge order not paid yet; `paid`; `void`: an unpaid recharge order that expired
 * (paid after all, it becomes `paid` and is flagged for review).
 */
export const invoiceStatus = z.enum(['pending', 'paid', 'void']);
export type InvoiceStatus = z.infer<typeof invoiceStatus>;

export const invoiceSummary = z.object({
  id: uuid,
  /** Human invoice number, sequential, e.g. `INV-000042`. */
  number: z.string(),
  created_at: isoDateTime,
  kind: invoiceKind,
  description: z.string(),
  total: money,
  currency: currencyCode,
  status: invoiceStatus,
  paid_at: z.nullable(isoDateTime),
});
export type InvoiceSummary = z.infer<typeof invoiceSummary>;

export const walletInvoices = defineOperation({
  id: 'walletInvoices',
  method: 'GET',
  path: '/api/v2/user/wallet/billing/',
  credentials: 'bearer',
  summary: "The customer's invoices (recharges and purchases), newest first",
  tag: 'wallet',
  query: pageQuery,
  response: countedRecordsEnvelope(invoiceSummary),
});

export const invoiceLine = z.object({
  description: z.string(),
  quantity: z.int(),
  unit_price: money,
  amount: money,
});

export const invoiceDetail = z.extend(invoiceSummary, {
  seller: z.object({ name: z.string(), address: z.nullable(z.string()), email: z.nullable(z.string()) }),
  customer: z.object({ user_id: z.int(), name: z.string(), email: z.string() }),
  lines: z.array(invoiceLine),
  subtotal: money,
  /** How it was paid: "Wallet balance", "Alipay (EPay)", "Card (Stripe)", "Marked paid by an operator". */
  payment_method: z.nullable(z.string()),
  /** The recharge order's trade number, when the invoice is a recharge. */
  trade_no: z.nullable(z.string()),
});
export type InvoiceDetail = z.infer<typeof invoiceDetail>;

export const walletInvoice = defineOperation({
  id: 'walletInvoice',
  method: 'GET',
  path: '/api/v2/user/wallet/billing/{invoice_id}',
  credentials: 'bearer',
  summary: 'One of the customer’s invoices, with its lines',
  tag: 'wallet',
  params: z.object({ invoice_id: uuid }),
  response: envelope(invoiceDetail),
});
