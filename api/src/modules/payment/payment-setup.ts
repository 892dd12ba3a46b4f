// The payment methods this portal offers, decided once at start from the configuration: EPay channels
// (a real gateway, or the built-in sandbox in demo mode), Stripe Checkout, or none. Each method's id is
// the `recharge_id` of walletRecharge; an order keeps its gateway and channel, so ids may change with
// the configuration without touching orders already made.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { paymentChannelName, type PaymentSystem } from '@portal/shared/contract';
import type { Config } from '../../config';
import type { EpaySignSuffix } from './epay/epay-sign';
import { createStripeGateway, type StripeApiAddress, type StripeGateway } from './stripe/stripe-gateway';

export interface PaymentMethodDef {
  id: number;
  system: PaymentSystem;
  /** The gateway's channel (`alipay`, `wxpay`, … or `card`). */
  type: string;
  name: string;
  isSandbox: boolean;
}

export interface EpayMerchant {
  /** The gateway's base URL, ending with `/` (submit.php is under it). */
  gatewayUrl: string;
  pid: string;
  key: string;
  signSuffix: EpaySignSuffix;
  isSandbox: boolean;
}

export interface Payments {
  methods: PaymentMethodDef[];
  epay: EpayMerchant | null;
  stripe: StripeGateway | null;
  /** The portal plays the EPay gateway itself under /sandbox/epay/ (demo mode without a gateway). */
  sandboxActive: boolean;
  /** One line for the start banner. */
  describe(): string;
}

/**
 * The sandbox's merchant id and key: from the configuration, else made up once into the data folder, and
 * where the key is kept (said in the start banner instead of the key: it signs the notifications that
 * credit wallets, so it stays out of logs even in a sandbox).
 */
function sandboxMerchant(config: Config): { pid: string; key: string; keyKeptIn: string } {
  const { pid, key } = config.payment.epay;
  if (pid && key) return { pid, key, keyKeptIn: 'PAYMENT_EPAY_KEY' };
  const file = path.join(config.dataDir, 'epay-sandbox.json');
  try {
    const stored = JSON.parse(fs.readFileSync(file, 'utf8')) as { pid?: unknown; key?: unknown };
    if (typeof stored.pid === 'string' && typeof stored.key === 'string')
      return { pid: stored.pid, key: stored.key, keyKeptIn: file };
  } catch {
    // none yet (or unreadable): make a new one below
  }
  const made = { pid: String(crypto.randomInt(1000, 10_000)), key: crypto.randomBytes(24).toString('base64url') };
  fs.mkdirSync(config.dataDir, { recursive: true });
  fs.writeFileSync(file, `${JSON.stringify(made, null, 2)}\n`, { mode: 0o600 });
  return { ...made, keyKeptIn: file };
}

export function createPayments(config: Config, demoMode: boolean, stripeApi?: StripeApiAddress): Payments {
  const { epay: epaySettings, sandbox, stripe: stripeSettings } = config.payment;
  const sandboxActive = !epaySettings.url && (sandbox ?? demoMode) && config.payment.currency === 'CNY';
  let epay: EpayMerchant | null = null;
  let sandboxKeyKeptIn = '';
  if (epaySettings.url && epaySettings.pid && epaySettings.key) {
    epay = {
      gatewayUrl: epaySettings.url,
      pid: epaySettings.pid,
      key: epaySettings.key,
      signSuffix: epaySettings.signSuffix,
      isSandbox: false,
    };
  } else if (sandboxActive) {
    const { pid, key, keyKeptIn } = sandboxMerchant(config);
    sandboxKeyKeptIn = keyKeptIn;
    epay = {
      gatewayUrl: `${config.publicUrl}/sandbox/epay/`,
      pid,
      key,
      signSuffix: epaySettings.signSuffix,
      isSandbox: true,
    };
  }
  const methods: PaymentMethodDef[] = [];
  if (epay) {
    for (const type of epaySettings.types) {
      methods.push({
        id: methods.length + 1,
        system: 'epay',
        type,
        name: paymentChannelName(type),
        isSandbox: epay.isSandbox,
      });
    }
  }
  const stripe = stripeSettings ? createStripeGateway(stripeSettings, stripeApi) : null;
  if (stripe) {
    methods.push({
      id: methods.length + 1,
      system: 'stripe',
      type: 'card',
      name: paymentChannelName('card'),
      isSandbox: false,
    });
  }

  return {
    methods,
    epay,
    stripe,
    sandboxActive,
    describe() {
      const parts: string[] = [];
      if (epay?.isSandbox) {
        parts.push(
          `EPay sandbox at ${epay.gatewayUrl} (no real money; merchant ${epay.pid}, its key in ${sandboxKeyKeptIn}; PAYMENT_SANDBOX=0 turns it off)`,
        );
      } else if (epay) {
        parts.push(`EPay at ${epay.gatewayUrl} (${epaySettings.types.join(', ')})`);
      }
      if (stripe) parts.push('Stripe Checkout');
      return parts.length > 0
        ? parts.join('; ')
        : 'none configured: customers cannot top up (set PAYMENT_EPAY_* or STRIPE_*)';
    },
  };
}
