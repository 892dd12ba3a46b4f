// The subscription link (no credentials: the token is the secret), at /link/{token} and /v1/link/{token}.
import type { FastifyInstance } from 'fastify';
import { subscriptionLink, subscriptionLinkV1 } from '@portal/shared/contract';
import { route } from '../../http/route';
import { renderSubscription } from './subscription';

export function linkRoutes(app: FastifyInstance): void {
  const ctx = app.portal;
  for (const op of [subscriptionLink, subscriptionLinkV1]) {
    route(app, op, async ({ params, query, request, reply }) => {
      const rendered = await renderSubscription(ctx, params.token, query, {
        ip: request.ip,
        userAgent: request.headers['user-agent'] ?? '',
      });
      reply.headers(rendered.headers);
      return rendered.body;
    });
  }
}
