// A recharge order's state as the customer reads it. The API names it (`status`); an answer without it
// is read from is_finish and the expiry, so the list is right either way.
import type { RechargeRecord, RechargeStatus } from '@portal/shared/contract';
import { isGatewayUrl } from '../../lib/gateway';

export function orderStatus(order: RechargeRecord, now: number = Date.now()): RechargeStatus {
  if (order.status) return order.status;
  if (order.is_finish) return 'paid';
  return order.expires_at && Date.parse(order.expires_at) <= now ? 'expired' : 'pending';
}

/** Where to finish paying: a pending order, not past its expiry, with an http(s) pay URL. */
export function finishPayingUrl(order: RechargeRecord, now: number = Date.now()): string | null {
  if (orderStatus(order, now) !== 'pending') return null;
  if (order.expires_at && Date.parse(order.expires_at) <= now) return null;
  return isGatewayUrl(order.pay_url) ? order.pay_url : null;
}

/** The order number a gateway's return carries: ours (EPay's out_trade_no) before a bare trade_no. */
export function returnedTradeNo(search: URLSearchParams): string | null {
  const raw = (search.get('out_trade_no') ?? search.get('trade_no') ?? '').trim();
  return raw.length >= 1 && raw.length <= 64 ? raw : null;
}
