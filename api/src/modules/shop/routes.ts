// The old-style shop (docs/product.md §7 "Old services and shop"): plans on sale, one plan, a quote
// against the wallet and the purchase paid from it.
import type { FastifyInstance } from 'fastify';
import { shopOldConfirmOrder, shopOldInfo, shopOldList, shopOldPreOrder } from '@portal/shared/contract';
import { readerLanguage } from '../../http/language';
import { route } from '../../http/route';
import { buyPlan, purchaseKey, quotePlan } from './orders';
import { shopInfo, shopList } from './shop-items';

export function shopRoutes(app: FastifyInstance): void {
  const ctx = app.portal;
  route(app, shopOldList, ({ request }) => shopList(ctx, readerLanguage(request)));
  route(app, shopOldInfo, ({ params, request }) => shopInfo(ctx, params.shop_id, readerLanguage(request)));
  route(app, shopOldPreOrder, ({ user, params, request }) =>
    quotePlan(ctx, user.id, params.shop_id, readerLanguage(request)),
  );
  route(app, shopOldConfirmOrder, ({ user, params, body, request }) =>
    buyPlan(ctx, user.id, params.shop_id, purchaseKey(body?.idempotency_key, request.headers['idempotency-key']), body),
  );
}
