// The payment part of the configuration (config.ts merges it): the currency and the bounds of a
// top-up, the EPay gateway (or its sandbox), Stripe, invite commission and the seller on invoices.
// Every variable is in docs/operating/configuration.md.
import { z } from 'zod';
import type { CommissionRule } from '@portal/shared/contract';
import { compareMoney, formatMoney, money } from './lib/money';

const optionalText = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();

const amount = (fallback: string) =>
  z
    .string()
    .trim()
    .regex(/^\d{1,7}(\.\d{1,2})?$/, 'must be an amount such as 10 or 9.90 (at most two decimals)')
    .transform((v) => formatMoney(money(v)))
    .refine((v) => compareMoney(v, '0') > 0, 'must be above zero')
    .default(fallback);

const flag = z
  .enum(['0', '1', 'true', 'false', ''], { message: 'must be 1 or 0' })
  .transform((v) => v === '1' || v === 'true');

const currencies = new Set(Intl.supportedValuesOf('currency'));

const COMMISSION_RULES = ['first_purchase', 'every_purchase'] as const satisfies readonly CommissionRule[];

export const paymentEnvShape = {
  PAYMENT_CURRENCY: z
    .string()
    .trim()
    .refine((code) => /^[A-Z]{3}$/.test(code) && currencies.has(code), 'must be an ISO 4217 code such as CNY or USD')
    .default('CNY'),
  PAYMENT_MIN_AMOUNT: amount('1.00'),
  PAYMENT_MAX_AMOUNT: amount('10000.00'),
  PAYMENT_PRESETS: z
    .string()
    .trim()
    .regex(/^\d{1,7}(\.\d{1,2})?(\s*,\s*\d{1,7}(\.\d{1,2})?)*$/, 'must be amounts separated by commas, e.g. 10,30,50')
    .transform((v) => v.split(',').map((preset) => formatMoney(money(preset.trim()))))
    .default(['10.00', '30.00', '50.00', '100.00', '200.00']),
  PAYMENT_EPAY_URL: optionalText.pipe(
    z
      .url({ message: 'must be the gateway base URL such as https://pay.example.com/' })
      .transform((url) => (url.endsWith('/') ? url : `${url}/`))
      .optional(),
  ),
  PAYMENT_EPAY_PID: optionalText.pipe(
    z
      .string()
      .regex(/^[A-Za-z0-9]{1,32}$/, 'must be the merchant id (letters and digits)')
      .optional(),
  ),
  PAYMENT_EPAY_KEY: optionalText.pipe(
    z
      .string()
      .regex(/^[\x21-\x7e]{16,128}$/, 'must be the merchant key (16-128 printable characters, no spaces)')
      .optional(),
  ),
  PAYMENT_EPAY_TYPES: z
    .string()
    .trim()
    .regex(/^[a-z0-9_]{1,32}(\s*,\s*[a-z0-9_]{1,32})*$/, 'must be channels separated by commas, e.g. alipay,wxpay')
    .transform((v) => [...new Set(v.split(',').map((type) => type.trim()))])
    .default(['alipay', 'wxpay']),
  PAYMENT_EPAY_SIGN_SUFFIX: z.enum(['key', '&key='], { message: 'must be key or &key=' }).default('key'),
  PAYMENT_SANDBOX: flag.optional(),
  STRIPE_SECRET_KEY: optionalText.pipe(
    z
      .string()
      .regex(/^(sk|rk)_(test|live)_[A-Za-z0-9]{8,}$/, 'must be a Stripe secret key (sk_live_… or sk_test_…)')
      .optional(),
  ),
  STRIPE_WEBHOOK_SECRET: optionalText.pipe(
    z
      .string()
      .regex(/^whsec_[A-Za-z0-9+/=]{8,}$/, "must be the webhook endpoint's signing secret (whsec_…)")
      .optional(),
  ),
  INVITE_COMMISSION_RATE: z
    .string()
    .trim()
    .regex(/^(0(\.\d{1,4})?|1(\.0{1,4})?)$/, 'must be a fraction from 0 to 1 such as 0.10 (at most 4 decimals)')
    .default('0.10'),
  INVITE_COMMISSION_RULE: z
    .enum(COMMISSION_RULES, { message: `must be ${COMMISSION_RULES.join(' or ')}` })
    .default('first_purchase'),
  INVOICE_SELLER_NAME: optionalText,
  INVOICE_SELLER_ADDRESS: optionalText.pipe(z.string().max(300, 'must have at most 300 characters').optional()),
  INVOICE_SELLER_EMAIL: optionalText.pipe(z.email({ message: 'must be an email address' }).optional()),
};

export interface PaymentConfig {
  /** ISO 4217; every amount of the portal is in it. */
  currency: string;
  minAmount: string;
  maxAmount: string;
  presets: string[];
  epay: {
    /** A real gateway's base URL (ends with `/`); undefined: the sandbox may play the gateway. */
    url: string | undefined;
    pid: string | undefined;
    key: string | undefined;
    types: string[];
    /** How the key joins the string to sign: appended (`key`) or as `&key=<KEY>` (some clones). */
    signSuffix: 'key' | '&key=';
  };
  /**
   * PAYMENT_SANDBOX: the built-in EPay sandbox, where no real gateway is set. Unset: on in demo mode only;
   * `1` turns it on outside demo mode too (a fresh install trying a sale), `0` off everywhere.
   */
  sandbox: boolean | undefined;
  stripe: { secretKey: string; webhookSecret: string } | null;
}

export interface InviteConfig {
  /** Commission as a fraction of the cash a purchase used, e.g. `0.10`. */
  commissionRate: string;
  commissionRule: CommissionRule;
}

export interface InvoiceSeller {
  name: string;
  address: string | null;
  email: string | null;
}

type PaymentEnv = z.output<z.ZodObject<typeof paymentEnvShape>>;

/** Stripe's currencies without minor units (amounts are whole) — https://docs.stripe.com/currencies#zero-decimal */
export const ZERO_DECIMAL_CURRENCIES = new Set([
  'BIF',
  'CLP',
  'DJF',
  'GNF',
  'JPY',
  'KMF',
  'KRW',
  'MGA',
  'PYG',
  'RWF',
  'UGX',
  'VND',
  'VUV',
  'XAF',
  'XOF',
  'XPF',
]);

/** The payment settings, or the problems with them (one line each). */
export function paymentConfig(
  e: PaymentEnv,
  siteName: string,
): { problems: string[]; payment: PaymentConfig; invite: InviteConfig; invoiceSeller: InvoiceSeller } {
  const problems: string[] = [];
  if (compareMoney(e.PAYMENT_MIN_AMOUNT, e.PAYMENT_MAX_AMOUNT) > 0) {
    problems.push('PAYMENT_MIN_AMOUNT / PAYMENT_MAX_AMOUNT: the minimum is above the maximum');
  }
  const outside = e.PAYMENT_PRESETS.filter(
    (preset) => compareMoney(preset, e.PAYMENT_MIN_AMOUNT) < 0 || compareMoney(preset, e.PAYMENT_MAX_AMOUNT) > 0,
  );
  if (outside.length > 0) {
    problems.push(`PAYMENT_PRESETS: ${outside.join(', ')} outside PAYMENT_MIN_AMOUNT to PAYMENT_MAX_AMOUNT`);
  }
  if (ZERO_DECIMAL_CURRENCIES.has(e.PAYMENT_CURRENCY)) {
    const fractional = [e.PAYMENT_MIN_AMOUNT, e.PAYMENT_MAX_AMOUNT, ...e.PAYMENT_PRESETS].filter(
      (value) => !value.endsWith('.00'),
    );
    if (fractional.length > 0) {
      problems.push(`PAYMENT_CURRENCY: ${e.PAYMENT_CURRENCY} has no cents, but ${fractional.join(', ')} do`);
    }
  }
  if (e.PAYMENT_EPAY_URL && !(e.PAYMENT_EPAY_PID && e.PAYMENT_EPAY_KEY)) {
    problems.push('PAYMENT_EPAY_PID / PAYMENT_EPAY_KEY: required with PAYMENT_EPAY_URL');
  }
  if (e.PAYMENT_EPAY_URL && e.PAYMENT_CURRENCY !== 'CNY') {
    problems.push('PAYMENT_EPAY_URL: EPay charges in yuan; set PAYMENT_CURRENCY=CNY or use Stripe');
  }
  if (Boolean(e.STRIPE_SECRET_KEY) !== Boolean(e.STRIPE_WEBHOOK_SECRET)) {
    problems.push('STRIPE_SECRET_KEY / STRIPE_WEBHOOK_SECRET: set both or neither');
  }
  return {
    problems,
    payment: {
      currency: e.PAYMENT_CURRENCY,
      minAmount: e.PAYMENT_MIN_AMOUNT,
      maxAmount: e.PAYMENT_MAX_AMOUNT,
      presets: e.PAYMENT_PRESETS,
      epay: {
        url: e.PAYMENT_EPAY_URL,
        pid: e.PAYMENT_EPAY_PID,
        key: e.PAYMENT_EPAY_KEY,
        types: e.PAYMENT_EPAY_TYPES,
        signSuffix: e.PAYMENT_EPAY_SIGN_SUFFIX,
      },
      sandbox: e.PAYMENT_SANDBOX,
      stripe:
        e.STRIPE_SECRET_KEY && e.STRIPE_WEBHOOK_SECRET
          ? { secretKey: e.STRIPE_SECRET_KEY, webhookSecret: e.STRIPE_WEBHOOK_SECRET }
          : null,
    },
    invite: { commissionRate: e.INVITE_COMMISSION_RATE, commissionRule: e.INVITE_COMMISSION_RULE },
    invoiceSeller: {
      name: e.INVOICE_SELLER_NAME ?? siteName,
      address: e.INVOICE_SELLER_ADDRESS ?? null,
      email: e.INVOICE_SELLER_EMAIL ?? null,
    },
  };
}
