// Invoices: one per recharge order and one per plan bought or renewed (the portal's design; the
// reference has only the page routes /user/wallet/billing and /billing/view-invoice/{id}).
import * as z from 'zod/mini';
import { defineOperation, type OperationDef } from './operation';
import { countedRecordsEnvelope, envelope, pageQuery } from './envelope';
import { isoDateTime, money, uuid } from './common';
import { currencyCode, paymentSystem } from './wallet';

const invoiceKind = z.enum(['recharge', 'purchase', 'renewal']);
export type InvoiceKind = z.infer<typeof invoiceKind>;

/**
 * `pending`: a recharge order not paid yet; `paid`; `void`: an unpaid recharge order that expired
 * (paid after all, it becomes `paid` and is flagged for review).
 */
const invoiceStatus = z.enum(['pending', 'paid', 'void']);
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
  // The portal's addition: the plan a `purchase` or `renewal` invoice bills, by its name when issued
  // (null on a top-up) — what `description` words in English ("Pro (renewal)").
  plan_name: z.nullish(z.string()),
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

const invoiceLine = z.object({
  description: z.string(),
  quantity: z.int(),
  unit_price: money,
  amount: money,
});

/**
 * How an invoice is paid, as facts a page words in its own language (`payment_method` words them in
 * English). `by`: `wallet_balance` (a plan), `gateway` (a top-up, through its order's gateway and
 * channel; while pending, the ones it is to be paid through) or `operator` (a top-up an operator marked
 * paid). `payment_system`, `channel` and `is_sandbox` are the top-up order's (null, null, false for a plan).
 */
export const invoicePayment = z.object({
  by: z.enum(['wallet_balance', 'gateway', 'operator']),
  payment_system: z.nullable(paymentSystem),
  /** The gateway's channel: `alipay`, `wxpay`, … (EPay), `card` (Stripe); see `paymentChannelNames`. */
  channel: z.nullable(z.string()),
  is_sandbox: z.boolean(),
});
export type InvoicePayment = z.infer<typeof invoicePayment>;

const invoiceDetail = z.extend(invoiceSummary, {
  seller: z.object({ name: z.string(), address: z.nullable(z.string()), email: z.nullable(z.string()) }),
  customer: z.object({ user_id: z.int(), name: z.string(), email: z.string() }),
  lines: z.array(invoiceLine),
  subtotal: money,
  /** How it was paid: "Wallet balance", "Alipay (EPay)", "Card (Stripe)", "Marked paid by an operator". */
  payment_method: z.nullable(z.string()),
  /** The recharge order's trade number, when the invoice is a recharge. */
  trade_no: z.nullable(z.string()),
  // The portal's addition: how it is paid, as facts.
  payment: z.optional(invoicePayment),
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

/** This area's operations; contract/index.ts gathers every area's into `operations`. */
export const billingOperations = {
  walletInvoices,
  walletInvoice,
} as const satisfies Record<string, OperationDef>;
