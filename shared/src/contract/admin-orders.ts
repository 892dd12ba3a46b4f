// Recharge orders in the console (the portal's design, issue 21): every order by state and gateway, the
// review queue of orders paid after they had expired, marking one paid (the admin notify's settle path)
// and closing a review. Staff read them; marking paid and reviewing are for admins. Beside them, what
// the cd-keys need beyond staffCdKeyCreate / staffCdKeyList (wallet-admin.ts): a CSV export and voiding.
import * as z from 'zod/mini';
import { defineOperation, type OperationDef } from './operation';
import { envelope } from './envelope';
import { isoDateTime, money, numericId, queryBool, searchText } from './common';
import { currencyCode, paymentSystem, rechargeStatus } from './wallet';
import { cdKeyState, staffCdKey } from './wallet-admin';
import { adminPage, adminPageQuery, personRef, staffReason } from './admin-common';

/** Our order number (the gateway's out_trade_no). */
const tradeNoParam = z.object({
  trade_no: z.string().check(z.regex(/^[A-Za-z0-9_-]{6,64}$/, { message: 'Use an order number' })),
});

export const adminOrder = z.object({
  id: z.string(),
  trade_no: z.string(),
  customer: personRef,
  payment_system: paymentSystem,
  /** alipay, wxpay, … (EPay), card (Stripe). */
  channel: z.string(),
  is_sandbox: z.boolean(),
  money_amount: money,
  currency: currencyCode,
  status: rechargeStatus,
  created_at: isoDateTime,
  expires_at: isoDateTime,
  paid_at: z.nullable(isoDateTime),
  paid_amount: z.nullable(money),
  /** The gateway's own reference once known. */
  gateway_ref: z.nullable(z.string()),
  /** Who settled it: the gateway's notification, or an admin (named). */
  settled_by: z.nullable(z.enum(['gateway', 'admin'])),
  settled_by_staff: z.nullable(personRef),
  /** Paid after it had expired and not reviewed yet. */
  needs_review: z.boolean(),
  reviewed_at: z.nullable(isoDateTime),
  reviewed_by: z.nullable(personRef),
  review_note: z.nullable(z.string()),
  invoice_id: z.string(),
});
export type AdminOrder = z.infer<typeof adminOrder>;

export const adminOrdersQuery = z.extend(adminPageQuery, {
  state: z.optional(rechargeStatus),
  gateway: z.optional(paymentSystem),
  /** Only orders paid late and not reviewed yet (the review queue). */
  needs_review: z.optional(queryBool),
  /** One customer's orders. */
  user_id: z.optional(numericId),
  /** An order number, or a customer's email (or part of it). */
  q: z.optional(searchText),
});

export const adminOrdersList = defineOperation({
  id: 'adminOrdersList',
  method: 'GET',
  path: '/api/v2/admin_api/orders',
  credentials: 'bearer',
  summary: 'Recharge orders, newest first, by state, gateway, review, customer or order number (staff)',
  tag: 'admin',
  query: adminOrdersQuery,
  response: adminPage(adminOrder),
});

export const adminOrderMarkPaid = defineOperation({
  id: 'adminOrderMarkPaid',
  method: 'POST',
  path: '/api/v2/admin_api/orders/{trade_no}/mark-paid',
  credentials: 'bearer',
  summary: "Mark a recharge order paid and credit the customer (the admin notify's path; idempotent) (admin)",
  tag: 'admin',
  params: tradeNoParam,
  response: envelope(z.object({ order: adminOrder, wallet_balance: money, already_paid: z.boolean() })),
});

export const orderReviewBody = z.strictObject({ note: z.optional(staffReason) });

export const adminOrderReview = defineOperation({
  id: 'adminOrderReview',
  method: 'POST',
  path: '/api/v2/admin_api/orders/{trade_no}/review',
  credentials: 'bearer',
  summary: 'Close the review of an order paid after it expired, with an optional note (admin)',
  tag: 'admin',
  params: tradeNoParam,
  body: orderReviewBody,
  response: envelope(adminOrder),
});

/** CSV (UTF-8, a header line, RFC 4180 quoting) of the cd-keys the same filters list, up to 100 000. */
export const adminCdKeysExport = defineOperation({
  id: 'adminCdKeysExport',
  method: 'GET',
  path: '/api/v2/admin_api/cd-keys/export',
  credentials: 'bearer',
  summary: 'The cd-keys matching the filters as a CSV file (admin)',
  tag: 'admin',
  query: z.object({ state: z.optional(cdKeyState), q: z.optional(searchText) }),
  response: z.string(),
  responseType: 'text',
});

export const cdKeysVoidBody = z.strictObject({
  ids: z
    .array(z.int().check(z.positive()))
    .check(
      z.minLength(1, { message: 'Choose at least one cd-key' }),
      z.maxLength(1000, { message: 'Void at most 1000 at a time' }),
    ),
});

export const adminCdKeysVoid = defineOperation({
  id: 'adminCdKeysVoid',
  method: 'POST',
  path: '/api/v2/admin_api/cd-keys/void',
  credentials: 'bearer',
  summary: 'Void cd-keys with uses left: they are refused from now on (used ones stay as they are) (admin)',
  tag: 'admin',
  body: cdKeysVoidBody,
  bodyRequired: true,
  response: envelope(z.object({ voided: z.int(), cd_keys: z.array(staffCdKey) })),
});

/** This area's operations; admin.ts gathers the console's areas into `adminOperations`. */
export const adminOrdersOperations = {
  adminOrdersList,
  adminOrderMarkPaid,
  adminOrderReview,
  adminCdKeysExport,
  adminCdKeysVoid,
} as const satisfies Record<string, OperationDef>;
