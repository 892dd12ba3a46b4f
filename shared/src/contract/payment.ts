// Payment gateway callbacks, order status and the admin "mark as paid" calls (docs/product.md §7 "Payment").
// The reference leaves every answer untyped; these shapes are the portal's design.
import * as z from 'zod/mini';
import { defineOperation, type OperationDef } from './operation';
import { envelope } from './envelope';
import { isoDateTime, money } from './common';
import { rechargeStatus } from './wallet';

const paymentSystemParams = z.object({
  payment_system: z.string().check(z.regex(/^[a-z0-9_]{1,32}$/, { message: 'Unknown payment system' })),
});
const tradeNo = z.string().check(z.trim(), z.minLength(1, { message: 'Enter a trade number' }), z.maxLength(64));

/** Whatever fields the gateway signs (form or JSON); each gateway adapter verifies its own signature. */
const gatewayFields = z.looseObject({});

// Gateways expect a literal text acknowledgement (e.g. `success`), not JSON, or they retry.
export const paymentNotify = defineOperation({
  id: 'paymentNotify',
  method: 'GET',
  path: '/v1/payment/notify/{payment_system}',
  credentials: 'none',
  summary: 'Payment gateway callback (query-string variant); answers the text the gateway expects',
  tag: 'payment',
  params: paymentSystemParams,
  query: gatewayFields,
  response: z.string(),
  responseType: 'text',
});

export const paymentNotifyPost = defineOperation({
  id: 'paymentNotifyPost',
  method: 'POST',
  path: '/v1/payment/notify/{payment_system}',
  credentials: 'none',
  summary: 'Payment gateway callback (form or JSON body); answers the text the gateway expects',
  tag: 'payment',
  params: paymentSystemParams,
  query: gatewayFields,
  body: z.record(z.string(), z.unknown()),
  response: z.string(),
  responseType: 'text',
});

const orderState = z.object({
  trade_no: z.string(),
  is_finish: z.boolean(),
  money_amount: money,
  // The portal's additions: the order's state and when it was paid.
  status: z.optional(rechargeStatus),
  paid_at: z.nullish(isoDateTime),
});

export const paymentStatus = defineOperation({
  id: 'paymentStatus',
  method: 'POST',
  path: '/v1/payment/status',
  credentials: 'bearer',
  summary: "Whether the customer's recharge order is paid (polled after the gateway redirect)",
  tag: 'payment',
  query: z.object({ tradeno: tradeNo }),
  response: envelope(orderState),
});

const adminNotifyResponse = envelope(z.extend(orderState, { user_id: z.int(), wallet_balance: money }));

export const paymentAdminNotify = defineOperation({
  id: 'paymentAdminNotify',
  method: 'GET',
  path: '/v1/payment/admin_notify',
  credentials: 'bearer-if-configured',
  summary: 'Mark a recharge order as paid and credit the wallet (admin; idempotent)',
  tag: 'payment',
  query: z.object({ out_trade_no: tradeNo }),
  response: adminNotifyResponse,
});

export const paymentAdminNotifyByCookies = defineOperation({
  id: 'paymentAdminNotifyByCookies',
  method: 'GET',
  path: '/v1/payment/admin_notify_by_cookies',
  credentials: 'none',
  summary: "Mark a recharge order as paid, authorised by the admin's session cookie (idempotent)",
  tag: 'payment',
  query: z.object({ out_trade_no: tradeNo }),
  response: adminNotifyResponse,
});

// The portal's design: the cookie admin_notify_by_cookies reads. An admin (bearer) gets it here; it is
// HttpOnly, SameSite=Strict, scoped to that one path and valid 10 minutes (api/README.md "Payments").
export const paymentAdminCookie = defineOperation({
  id: 'paymentAdminCookie',
  method: 'POST',
  path: '/api/v2/admin_api/payment/admin-cookie',
  credentials: 'bearer',
  summary: 'Set the admin payment cookie in this browser for admin_notify_by_cookies (admin; 10 minutes)',
  tag: 'payment',
  response: envelope(z.object({ expires_at: isoDateTime, path: z.string() })),
});

/** This area's operations; contract/index.ts gathers every area's into `operations`. */
export const paymentOperations = {
  paymentNotify,
  paymentNotifyPost,
  paymentStatus,
  paymentAdminNotify,
  paymentAdminNotifyByCookies,
  paymentAdminCookie,
} as const satisfies Record<string, OperationDef>;
