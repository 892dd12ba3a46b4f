// Stripe's webhook: the event is verified over the raw body (signature, signing secret, timestamp within
// Stripe's tolerance), and an order is fulfilled on checkout.session.completed once it is paid (or on
// checkout.session.async_payment_succeeded), never on the success page. The event id is stored with the
// credit, so Stripe's repeats of an event are a no-op. Other events are acknowledged and ignored.
import type Stripe from 'stripe';
import type { AppContext } from '../../../context';
import { orderToSettle, refuseNotification } from '../notification-checks';
import { settleRechargeOrder } from '../settle';
import { stripeAmount } from './stripe-gateway';

const FULFILLING_EVENTS = new Set(['checkout.session.completed', 'checkout.session.async_payment_succeeded']);

const STRIPE_ACK = 'success';

export async function handleStripeWebhook(
  ctx: AppContext,
  rawBody: Buffer | undefined,
  signature: string | undefined,
): Promise<string> {
  const gateway = ctx.payments.stripe;
  if (!gateway) {
    throw refuseNotification(ctx, 'stripe', {
      status: 404,
      code: 'not_found',
      message: 'Stripe is not configured here',
    });
  }
  let event: Stripe.Event;
  try {
    if (!rawBody || !signature) throw new Error('no body or no Stripe-Signature header');
    event = gateway.verifyEvent(rawBody, signature);
  } catch (error) {
    throw refuseNotification(ctx, 'stripe', {
      status: 400,
      code: 'signature_invalid',
      message: `The webhook signature is not valid (${error instanceof Error ? error.message.split('\n')[0] : 'unreadable'})`,
    });
  }
  if (!FULFILLING_EVENTS.has(event.type)) return STRIPE_ACK;
  const session = event.data.object as Stripe.Checkout.Session;
  // Paid later (bank debits): fulfilled by async_payment_succeeded.
  if (session.payment_status !== 'paid') return STRIPE_ACK;
  const tradeNo = session.client_reference_id ?? session.metadata?.trade_no ?? undefined;
  const currency = ctx.config.payment.currency;
  const paid = session.currency?.toUpperCase() === currency ? stripeAmount(session.amount_total, currency) : undefined;
  const order = await orderToSettle(ctx, 'stripe', tradeNo, paid);
  // A repeat about an order already paid: nothing to write.
  if (order.status === 'paid') return STRIPE_ACK;
  await settleRechargeOrder(ctx, order.tradeNo, {
    kind: 'gateway',
    system: 'stripe',
    gatewayRef: session.id,
    paidAmount: order.moneyAmount,
    eventId: event.id,
  });
  return STRIPE_ACK;
}
