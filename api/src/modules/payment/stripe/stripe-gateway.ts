// Stripe Checkout through the `stripe` package: a Checkout Session per recharge order (our trade number
// as client_reference_id and metadata), and webhook events verified over the raw body with the
// endpoint's signing secret. Amounts cross this boundary in the currency's minor unit, converted here only.
import Stripe from 'stripe';
import { ZERO_DECIMAL_CURRENCIES } from '../../../config-payment';
import { fromMinorUnits, toMinorUnits } from '../../../lib/money';

/** Where the Stripe client sends its API calls (tests point it at a local peer; production never sets it). */
export interface StripeApiAddress {
  host: string;
  port: number;
  protocol: 'http' | 'https';
}

interface CheckoutRequest {
  tradeNo: string;
  amount: string;
  currency: string;
  description: string;
  customerEmail: string;
  successUrl: string;
  cancelUrl: string;
  expiresAt: Date;
}

export interface StripeGateway {
  createCheckout(request: CheckoutRequest): Promise<{ id: string; url: string }>;
  /** The event, or throws Stripe's signature error (bad signature, other secret, stale timestamp). */
  verifyEvent(rawBody: Buffer, signatureHeader: string): Stripe.Event;
}

/** Decimals of a currency as Stripe counts it (Stripe's three-decimal currencies are not offered). */
export function currencyDigits(currency: string): 0 | 2 {
  return ZERO_DECIMAL_CURRENCIES.has(currency.toUpperCase()) ? 0 : 2;
}

/** Stripe's `amount_total` in `currency` as our amount, or undefined when it is not a whole minor unit count. */
export function stripeAmount(minor: number | null | undefined, currency: string): string | undefined {
  return typeof minor === 'number' ? fromMinorUnits(minor, currencyDigits(currency)) : undefined;
}

export function createStripeGateway(
  settings: { secretKey: string; webhookSecret: string },
  api?: StripeApiAddress,
): StripeGateway {
  const stripe = new Stripe(settings.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    ...(api ? { host: api.host, port: api.port, protocol: api.protocol } : {}),
  });
  return {
    async createCheckout(request) {
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'payment',
          client_reference_id: request.tradeNo,
          metadata: { trade_no: request.tradeNo },
          customer_email: request.customerEmail,
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: request.currency.toLowerCase(),
                unit_amount: toMinorUnits(request.amount, currencyDigits(request.currency)),
                product_data: { name: request.description },
              },
            },
          ],
          success_url: request.successUrl,
          cancel_url: request.cancelUrl,
          expires_at: Math.floor(request.expiresAt.getTime() / 1000),
        },
        // A retried create (network failure) must not open a second session for the same order.
        { idempotencyKey: `checkout-${request.tradeNo}` },
      );
      if (!session.url) throw new Error('Stripe answered a Checkout Session without a URL');
      return { id: session.id, url: session.url };
    },
    verifyEvent(rawBody, signatureHeader) {
      return stripe.webhooks.constructEvent(rawBody, signatureHeader, settings.webhookSecret);
    },
  };
}
