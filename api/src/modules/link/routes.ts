// The subscription link (no credentials: the token is the secret), at /link/{token} and /v1/link/{token}.
import type { FastifyInstance } from 'fastify';
import { subscriptionLink, subscriptionLinkV1 } from '@portal/shared/contract';
import { route } from '../../http/route';
import { renderSubscription } from './subscription';
import { createSubscriptionReads } from './subscription-reads';

export async function linkRoutes(app: FastifyInstance): Promise<void> {
  const ctx = app.portal;
  const reads = await createSubscriptionReads(ctx.database);
  for (const op of [subscriptionLink, subscriptionLinkV1]) {
    route(app, op, async ({ params, query, request, reply }) => {
      const rendered = await renderSubscription(ctx, reads.begin(), params.token, query, {
        ip: request.ip,
        userAgent: request.headers['user-agent'] ?? '',
        headers: request.headers,
      });
      reply.headers(rendered.headers);
      return rendered.body;
    });
  }
}
