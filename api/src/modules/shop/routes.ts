// The old-style shop's reads (docs/product.md §7 "Old services and shop"); ordering comes with the wallet slice.
import type { FastifyInstance } from 'fastify';
import { shopOldInfo, shopOldList } from '@portal/shared/contract';
import { route } from '../../http/route';
import { shopInfo, shopList } from './shop-items';

export function shopRoutes(app: FastifyInstance): void {
  const ctx = app.portal;
  route(app, shopOldList, () => shopList(ctx));
  route(app, shopOldInfo, ({ params }) => shopInfo(ctx, params.shop_id));
}
