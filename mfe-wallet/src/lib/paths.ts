// Addresses of the wallet's pages that other pages link to with parameters.

export function invoicePath(invoiceId: string): string {
  return `/user/wallet/billing/view-invoice/${encodeURIComponent(invoiceId)}`;
}

/** A plan's payment page (its quote). */
export function paymentPath(shopId: number): string {
  return `/user/shop-old/payment?${new URLSearchParams({ shop_id: String(shopId) }).toString()}`;
}

/** The top-up page with `amount` filled in, offering `returnTo` once the money has landed. */
export function topUpPath(amount: string, returnTo: string): string {
  return `/user/wallet/recharge/new?${new URLSearchParams({ amount, return_to: returnTo }).toString()}`;
}
