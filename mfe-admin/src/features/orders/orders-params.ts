// The order list's filters as the URL keeps them: ?q (order number or email), ?state, ?gateway,
// ?review=1 (the review queue), ?user (one customer), and the page.
import { paymentSystem, rechargeStatus } from '@portal/shared/contract';
import { readFilter, readId, readPageParams } from '../../lib/list-params';
import type { OrdersQuery } from './api/use-orders';

export function readOrdersQuery(search: URLSearchParams): OrdersQuery {
  const q = readFilter(search, 'q');
  const state = readFilter(search, 'state', rechargeStatus.options);
  const gateway = readFilter(search, 'gateway', paymentSystem.options);
  const userId = readId(search, 'user');
  return {
    ...(q ? { q: q.slice(0, 200) } : {}),
    ...(state ? { state } : {}),
    ...(gateway ? { gateway } : {}),
    ...(search.get('review') === '1' ? { needs_review: true } : {}),
    ...(userId ? { user_id: userId } : {}),
    ...readPageParams(search),
  };
}
