// Wallet, its ledger, payment methods, recharge orders and cd-key redemption (docs/product.md §7
// "Wallet and invites"). Money is a decimal string. Shapes from the reference unless marked as the
// portal's design; invites are in invite.ts, invoices in billing.ts, staff cd-keys in wallet-admin.ts.
import * as z from 'zod/mini';
import { defineOperation, type OperationDef } from './operation';
import { countedRecordsEnvelope, envelope, limitOffsetQuery } from './envelope';
import { isoDateTime, money, moneyInput, numericId, uuid } from './common';

/** ISO 4217 code of the portal's currency (one currency per portal, e.g. `CNY`). */
export const currencyCode = z.string().check(z.regex(/^[A-Z]{3}$/));

export const walletIndex = defineOperation({
  id: 'walletIndex',
  method: 'GET',
  path: '/api/v2/user/wallet/',
  credentials: 'bearer',
  summary: 'Wallet balance and invite-commission balance',
  tag: 'wallet',
  response: envelope(
    z.object({
      created_at: z.optional(isoDateTime),
      wallet_balance: money,
      invite_balance: z.optional(money),
      // The portal's additions: the currency amounts are in.
      currency: z.optional(currencyCode),
    }),
  ),
});

/** What changed a balance (the portal's design). */
const ledgerKind = z.enum([
  'recharge', // a paid recharge order (a gateway, or an admin marking it paid)
  'cd_key', // a redeemed cd-key
  'purchase', // a plan bought in the shop
  'renewal', // a plan renewed automatically
  'commission', // invite commission moved into the wallet
  'adjustment', // anything else an operator did, with its reason
]);
export type LedgerKind = z.infer<typeof ledgerKind>;

export const ledgerLine = z.object({
  id: uuid,
  created_at: isoDateTime,
  kind: ledgerKind,
  /** Signed: positive credits the wallet, negative debits it. */
  amount: money,
  /** The balance right after this line. */
  balance_after: money,
  /** What it was, in words (the plan's name, "Top-up via Alipay", …). */
  description: z.string(),
  /** What it points at: a trade number, a cd-key's last characters, a plan id (null when nothing). */
  reference: z.nullable(z.string()),
  invoice_id: z.nullable(uuid),
  /**
   * The plan a `purchase` or `renewal` line paid for, by its name then (null on other lines): what
   * `description` words in English ("Renewal · Pro"), as a fact a page can word in its own language.
   */
  plan_name: z.nullish(z.string()),
});
export type LedgerLine = z.infer<typeof ledgerLine>;

// The portal's design: the wallet's ledger, newest first. Its lines always sum to the balance.
export const walletLedger = defineOperation({
  id: 'walletLedger',
  method: 'GET',
  path: '/api/v2/user/wallet/ledger',
  credentials: 'bearer',
  summary: "The wallet's ledger: every change of the balance, newest first",
  tag: 'wallet',
  query: limitOffsetQuery,
  response: countedRecordsEnvelope(ledgerLine),
});

export const walletPurchaseRecords = defineOperation({
  id: 'walletPurchaseRecords',
  method: 'GET',
  path: '/api/v2/user/wallet/purchase-records',
  credentials: 'bearer',
  summary: 'Plans bought with the wallet, newest first',
  tag: 'wallet',
  response: envelope(
    z.array(
      z.object({
        id: z.string(),
        created_at: isoDateTime,
        shop_id: z.int(),
        shop_name: z.string(),
        money_amount: money,
        renew_at: z.nullish(isoDateTime),
        // The portal's additions.
        service_id: z.optional(z.int()),
        kind: z.optional(z.enum(['purchase', 'renewal'])),
        expire_at: z.nullish(isoDateTime),
        is_auto_renewal: z.optional(z.boolean()),
        invoice_id: z.nullish(uuid),
      }),
    ),
  ),
});

/** The kind of gateway a payment method goes through. */
export const paymentSystem = z.enum(['epay', 'stripe']);
export type PaymentSystem = z.infer<typeof paymentSystem>;

/** A gateway's own name, the same in every language ("Alipay (EPay)"). */
export const paymentSystemNames: Readonly<Record<PaymentSystem, string>> = { epay: 'EPay', stripe: 'Stripe' };

/**
 * The gateway channels the portal knows by name, with the name a customer reads in English: the API
 * words its labels with it (`PaymentMethod.name`, an invoice's `payment_method`), the wallet's English
 * texts are it and its Chinese texts translate each one. A gateway may offer others (PAYMENT_EPAY_TYPES):
 * `paymentChannelName` names those after themselves.
 */
const channelNames = {
  alipay: 'Alipay',
  wxpay: 'WeChat Pay',
  qqpay: 'QQ Wallet',
  bank: 'UnionPay',
  jdpay: 'JD Pay',
  usdt: 'USDT',
  card: 'Card',
};
export const paymentChannelNames: Readonly<Record<keyof typeof channelNames, string>> = Object.freeze(channelNames);
export type PaymentChannel = keyof typeof paymentChannelNames;

export function isPaymentChannel(type: unknown): type is PaymentChannel {
  return typeof type === 'string' && Object.hasOwn(paymentChannelNames, type);
}

/** A channel's English name: its usual one ("WeChat Pay"), else the channel itself, capitalised ("Crypto"). */
export function paymentChannelName(type: string): string {
  return isPaymentChannel(type) ? paymentChannelNames[type] : type.charAt(0).toUpperCase() + type.slice(1);
}

const paymentMethod = z.object({
  /** The `recharge_id` of walletRecharge. */
  id: z.int(),
  payment_system: paymentSystem,
  /** The gateway's channel: `alipay`, `wxpay`, `qqpay`, … for EPay; `card` for Stripe. */
  type: z.string(),
  /** What the customer reads, e.g. "Alipay". */
  name: z.string(),
  /** The portal's built-in EPay sandbox: no real money moves. */
  is_sandbox: z.boolean(),
});
export type PaymentMethod = z.infer<typeof paymentMethod>;

// The portal's design: the payment methods the operator configured, and the bounds of an amount.
export const walletPaymentMethods = defineOperation({
  id: 'walletPaymentMethods',
  method: 'GET',
  path: '/api/v2/user/wallet/payment-methods',
  credentials: 'bearer',
  summary: 'Payment methods for a recharge, the amount bounds and the suggested amounts',
  tag: 'wallet',
  response: envelope(
    z.object({
      currency: currencyCode,
      min_amount: money,
      max_amount: money,
      presets: z.array(money),
      methods: z.array(paymentMethod),
    }),
  ),
});

export const rechargeStatus = z.enum(['pending', 'paid', 'expired']);
export type RechargeStatus = z.infer<typeof rechargeStatus>;

const rechargeRecord = z.object({
  id: uuid,
  created_at: isoDateTime,
  updated_at: isoDateTime,
  trade_no: z.string(),
  money_amount: money,
  is_finish: z.boolean(),
  pay_method_id: z.int(),
  invoice_id: z.nullable(uuid),
  remark: z.nullable(z.string()),
  config_json: z.record(z.string(), z.unknown()),
  // The portal's additions.
  status: z.optional(rechargeStatus),
  /** Where to finish paying, while the order is pending. */
  pay_url: z.nullish(z.string()),
  pay_method_name: z.optional(z.string()),
  paid_at: z.nullish(isoDateTime),
  /** When an unpaid order stops being payable. */
  expires_at: z.optional(isoDateTime),
});
export type RechargeRecord = z.infer<typeof rechargeRecord>;

export const walletRechargeRecords = defineOperation({
  id: 'walletRechargeRecords',
  method: 'GET',
  path: '/api/v2/user/wallet/recharge/',
  credentials: 'bearer',
  summary: 'Recharge orders, newest first',
  tag: 'wallet',
  query: limitOffsetQuery,
  response: envelope(
    z.object({
      created_at: z.optional(isoDateTime),
      recharge_records: z.array(rechargeRecord),
      total_count: z.optional(z.int()),
    }),
  ),
});

// The portal's design (reference result is untyped): `recharge_id` is the payment method; the answer
// is the new order and where to pay it.
export const rechargeBody = z.object({ money_amount: moneyInput });

export const walletRecharge = defineOperation({
  id: 'walletRecharge',
  method: 'POST',
  path: '/api/v2/user/wallet/recharge/{recharge_id}/',
  credentials: 'bearer',
  summary: 'Start a recharge with a payment method; answers the page to pay on',
  tag: 'wallet',
  params: z.object({ recharge_id: numericId }),
  body: rechargeBody,
  bodyRequired: true,
  response: envelope(
    z.object({
      id: uuid,
      trade_no: z.string(),
      money_amount: money,
      pay_method_id: z.int(),
      pay_url: z.string(),
      expires_at: z.optional(isoDateTime),
    }),
  ),
});

// The portal's design (reference result is untyped): the customer's redeemed cd-keys.
export const walletCdKeyRecords = defineOperation({
  id: 'walletCdKeyRecords',
  method: 'GET',
  path: '/api/v2/user/wallet/cd-key/cd-key/',
  credentials: 'bearer',
  summary: 'Cd-keys the customer redeemed, newest first',
  tag: 'wallet',
  response: envelope(
    z.object({
      records: z.array(z.object({ cd_key: z.string(), money_amount: money, redeemed_at: isoDateTime })),
    }),
  ),
});

const cdKey = z
  .string()
  .check(z.trim(), z.regex(/^[A-Za-z0-9-]{4,64}$/, { message: 'A cd-key has 4 to 64 letters, digits or dashes' }));

// The portal's design (reference result is untyped): the credited amount and the new balance.
export const walletCdKeyRedeem = defineOperation({
  id: 'walletCdKeyRedeem',
  method: 'POST',
  path: '/api/v2/user/wallet/cd-key/{cd_key}/',
  credentials: 'bearer',
  summary: 'Redeem a cd-key into the wallet (once per key)',
  tag: 'wallet',
  params: z.object({ cd_key: cdKey }),
  response: envelope(z.object({ cd_key: z.string(), money_amount: money, wallet_balance: money })),
});

/** This area's operations; contract/index.ts gathers every area's into `operations`. */
export const walletOperations = {
  walletIndex,
  walletLedger,
  walletPurchaseRecords,
  walletPaymentMethods,
  walletRechargeRecords,
  walletRecharge,
  walletCdKeyRecords,
  walletCdKeyRedeem,
} as const satisfies Record<string, OperationDef>;
