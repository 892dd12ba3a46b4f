// The integrations of docs/product.md §7 "Misc": Emby and the Telegram game bot, each behind its API key.
import type { FastifyInstance } from 'fastify';
import { casinoFunction as casinoOp, embyFunction as embyOp, embyLink as embyLinkOp } from '@portal/shared/contract';
import { route } from '../../http/route';
import { casinoFunction } from './casino';
import { embyFunction, embyLink } from './emby';

export function functionRoutes(app: FastifyInstance): void {
  const ctx = app.portal;
  route(app, embyOp, ({ query, request }) => embyFunction(ctx, query, request.ip));
  route(app, embyLinkOp, ({ params, query, request }) => embyLink(ctx, params.token, query.api_key, request.ip));
  route(app, casinoOp, ({ query, request }) => casinoFunction(ctx, query, request.ip));
}
