// Addresses of the wallet's pages that other pages link to with parameters.
import { FROM_PARAM } from '@portal/shared';

export function invoicePath(invoiceId: string): string {
  return `/user/wallet/billing/view-invoice/${encodeURIComponent(invoiceId)}`;
}

/** Where a checkout may have been started from, its back link's target: the shop, or "Buy a plan". */
export const CHECKOUT_ORIGINS = ['/user/shop-old', '/user/services/buy'] as const;
export type CheckoutOrigin = (typeof CHECKOUT_ORIGINS)[number];

/** A plan's payment page (its quote), remembering where the customer chose the plan. */
export function paymentPath(shopId: number, from: CheckoutOrigin = '/user/shop-old'): string {
  const query = new URLSearchParams({ shop_id: String(shopId) });
  if (from !== '/user/shop-old') query.set(FROM_PARAM, from);
  return `/user/shop-old/payment?${query.toString()}`;
}

/** The top-up page with `amount` filled in, offering `returnTo` once the money has landed. */
export function topUpPath(amount: string, returnTo: string): string {
  return `/user/wallet/recharge/new?${new URLSearchParams({ amount, return_to: returnTo }).toString()}`;
}
