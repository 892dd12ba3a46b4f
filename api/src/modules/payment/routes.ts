// Payments (docs/product.md §7 "Payment"): gateway notifications, the customer's status poll, and the
// admin's "mark paid" by bearer token or by the payment cookie. The notifications live in a scope of
// their own whose body parsers keep the raw bytes (Stripe signs them) and accept EPay's form posts.
import formBody from '@fastify/formbody';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  paymentAdminCookie,
  paymentAdminNotify,
  paymentAdminNotifyByCookies,
  paymentNotify,
  paymentNotifyPost,
  paymentStatus,
} from '@portal/shared/contract';
import type { AppContext } from '../../context';
import { authenticate, requireRole } from '../../http/auth-guard';
import { clientOf } from '../../http/client-info';
import { ApiError, notFound } from '../../http/errors';
import { route } from '../../http/route';
import { ADMIN_ROLES } from '../user/staff';
import { nestsDeeperThan, tooDeep } from '../../http/json-body';
import { adminFromPaymentCookie, issueAdminPaymentCookie } from './admin-cookie';
import { markOrderPaidByAdmin } from './admin-notify';
import { handleEpayNotification } from './epay/epay-notify';
import { customerOrderStatus } from './order-state';
import { handleStripeWebhook } from './stripe/stripe-webhook';

const unknownSystem = () => notFound('Unknown payment system');

/** JSON bodies parsed as usual, their bytes kept on request.rawBody. */
function keepRawJson(scope: FastifyInstance): void {
  scope.removeContentTypeParser('application/json');
  scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    const bytes = body as Buffer;
    request.rawBody = bytes;
    if (bytes.length === 0) return done(null, {});
    if (nestsDeeperThan(bytes.toString('utf8'))) return done(tooDeep(), undefined);
    try {
      done(null, JSON.parse(bytes.toString('utf8')));
    } catch {
      done(new ApiError(400, 'invalid_json', 'The request body is not valid JSON'), undefined);
    }
  });
}

async function notifyPost(ctx: AppContext, system: string, request: FastifyRequest, body: unknown, query: object) {
  if (system === 'stripe') {
    const signature = request.headers['stripe-signature'];
    return handleStripeWebhook(ctx, request.rawBody, typeof signature === 'string' ? signature : undefined);
  }
  if (system === 'epay') {
    // Form or JSON body; some gateways also repeat fields in the query, which are then signed too.
    return handleEpayNotification(ctx, { ...query, ...(body as Record<string, unknown> | undefined) });
  }
  throw unknownSystem();
}

export async function paymentRoutes(app: FastifyInstance): Promise<void> {
  const ctx = app.portal;
  await app.register(async (scope) => {
    await scope.register(formBody, { bodyLimit: 16 * 1024 });
    keepRawJson(scope);
    route(scope, paymentNotify, async ({ params, query, reply }) => {
      reply.type('text/plain; charset=utf-8');
      if (params.payment_system !== 'epay') throw unknownSystem();
      return handleEpayNotification(ctx, query);
    });
    route(
      scope,
      paymentNotifyPost,
      async ({ params, query, body, request, reply }) => {
        reply.type('text/plain; charset=utf-8');
        return notifyPost(ctx, params.payment_system, request, body, query);
      },
      { acceptsForm: true },
    );
  });

  route(app, paymentStatus, ({ user, query }) => customerOrderStatus(ctx, user.id, query.tradeno));

  // `bearer-if-configured` in the contract: the server always requires an admin's bearer token.
  route(app, paymentAdminNotify, async ({ request, query }) => {
    await authenticate(request);
    await requireRole(ADMIN_ROLES)(request);
    return markOrderPaidByAdmin(ctx, request.authUser!.id, clientOf(request), query.out_trade_no);
  });
  route(app, paymentAdminNotifyByCookies, async ({ request, query }) => {
    const admin = await adminFromPaymentCookie(ctx, request);
    return markOrderPaidByAdmin(ctx, admin.id, clientOf(request), query.out_trade_no);
  });
  route(app, paymentAdminCookie, ({ user, reply }) => issueAdminPaymentCookie(ctx, user, reply), {
    roles: ADMIN_ROLES,
  });
}
