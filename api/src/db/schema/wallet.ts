// The wallet slice: balances and their ledger, recharge orders and the gateway events that paid them,
// cd-keys, purchases of plans, invoices and invite commissions. Money is numeric(14,2) everywhere
// (money-column.ts); why the wallet keeps a cash part is docs/adr/0007-money-and-settlement.md.
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { InvoiceKind, InvoiceStatus, LedgerKind, PaymentSystem, RechargeStatus } from '@portal/shared/contract';
import { moneyColumn } from './money-column';
import { serviceBills, shopItems } from './shop';
import { users } from './users';

/**
 * One row per customer. `balance` is what they can spend; `cash_balance` is the part of it that money
 * paid through a gateway (or confirmed by an admin) brought in, spent first by purchases; commission
 * is earned on it. `invite_balance` is commission not yet moved into the wallet. Each equals the sum
 * of its ledger at every moment (wallet_ledger; invite_commissions minus the `commission` lines).
 */
export const wallets = pgTable(
  'wallets',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    balance: moneyColumn('balance').notNull().default('0'),
    cashBalance: moneyColumn('cash_balance').notNull().default('0'),
    inviteBalance: moneyColumn('invite_balance').notNull().default('0'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('wallets_balance_check', sql`${t.balance} >= 0`),
    check('wallets_cash_balance_check', sql`${t.cashBalance} >= 0 and ${t.cashBalance} <= ${t.balance}`),
    check('wallets_invite_balance_check', sql`${t.inviteBalance} >= 0`),
  ],
);

/** Every change of a wallet's balance, written in the same transaction as the change. */
export const walletLedger = pgTable(
  'wallet_ledger',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Insertion order: a customer's lines are written under their wallet row's lock, so this is their order. */
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<LedgerKind>().notNull(),
    /** Signed: a credit is positive, a debit negative. */
    amount: moneyColumn('amount').notNull(),
    /** The change of the cash part (a recharge adds all of it; a purchase spends cash first). */
    cashAmount: moneyColumn('cash_amount').notNull().default('0'),
    balanceAfter: moneyColumn('balance_after').notNull(),
    description: text('description').notNull(),
    reference: text('reference'),
    invoiceId: uuid('invoice_id').references(() => invoices.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('wallet_ledger_user_idx').on(t.userId, t.seq),
    check(
      'wallet_ledger_kind_check',
      sql`${t.kind} in ('recharge', 'cd_key', 'purchase', 'renewal', 'commission', 'adjustment')`,
    ),
    check('wallet_ledger_balance_after_check', sql`${t.balanceAfter} >= 0`),
  ],
);

/** An invoice: one per recharge order and one per plan bought or renewed. Parties are kept as issued. */
export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Sequential, shown as INV-000042. */
    number: serial('number').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<InvoiceKind>().notNull(),
    status: text('status').$type<InvoiceStatus>().notNull(),
    description: text('description').notNull(),
    total: moneyColumn('total').notNull(),
    currency: text('currency').notNull(),
    lines: jsonb('lines').$type<InvoiceLineRow[]>().notNull(),
    seller: jsonb('seller').$type<{ name: string; address: string | null; email: string | null }>().notNull(),
    customerName: text('customer_name').notNull(),
    customerEmail: text('customer_email').notNull(),
    paymentMethod: text('payment_method'),
    tradeNo: text('trade_no'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (t) => [
    index('invoices_user_idx').on(t.userId, t.createdAt),
    check('invoices_kind_check', sql`${t.kind} in ('recharge', 'purchase', 'renewal')`),
    check('invoices_status_check', sql`${t.status} in ('pending', 'paid', 'void')`),
  ],
);

export interface InvoiceLineRow {
  description: string;
  quantity: number;
  unit_price: string;
  amount: string;
}

/** A top-up: created pending, paid exactly once (by a gateway's notification or an admin), or expired. */
export const rechargeOrders = pgTable(
  'recharge_orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Our order number, the gateway's out_trade_no. */
    tradeNo: text('trade_no').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The payment method chosen (walletPaymentMethods' id at the time). */
    payMethodId: integer('pay_method_id').notNull(),
    paymentSystem: text('payment_system').$type<PaymentSystem>().notNull(),
    /** The gateway's channel: alipay, wxpay, … (EPay), card (Stripe). */
    channel: text('channel').notNull(),
    isSandbox: boolean('is_sandbox').notNull().default(false),
    moneyAmount: moneyColumn('money_amount').notNull(),
    currency: text('currency').notNull(),
    status: text('status').$type<RechargeStatus>().notNull().default('pending'),
    payUrl: text('pay_url'),
    /** The gateway's own id: the Checkout Session (Stripe), the gateway trade number once paid (EPay). */
    gatewayRef: text('gateway_ref'),
    paidAmount: moneyColumn('paid_amount'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    settledBy: text('settled_by').$type<'gateway' | 'admin'>(),
    settledByUserId: integer('settled_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Paid after it had expired (still credited): an operator should look at it. */
    needsReview: boolean('needs_review').notNull().default(false),
    /** An admin closed the review of a late payment (needs_review is then false). */
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    reviewedByUserId: integer('reviewed_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    reviewNote: text('review_note'),
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id),
    remark: text('remark'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('recharge_orders_user_idx').on(t.userId, t.createdAt),
    index('recharge_orders_created_idx').on(t.createdAt),
    index('recharge_orders_paid_idx').on(t.paidAt),
    index('recharge_orders_review_idx')
      .on(t.createdAt)
      .where(sql`${t.needsReview}`),
    index('recharge_orders_pending_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'pending'`),
    check('recharge_orders_money_check', sql`${t.moneyAmount} > 0`),
    check('recharge_orders_status_check', sql`${t.status} in ('pending', 'paid', 'expired')`),
    check('recharge_orders_system_check', sql`${t.paymentSystem} in ('epay', 'stripe')`),
    check('recharge_orders_paid_check', sql`(${t.status} = 'paid') = (${t.paidAt} is not null)`),
  ],
);

/** Gateway events handled (Stripe delivers one more than once): stored with the credit they caused. */
export const paymentEvents = pgTable(
  'payment_events',
  {
    gateway: text('gateway').$type<PaymentSystem>().notNull(),
    eventId: text('event_id').notNull(),
    tradeNo: text('trade_no'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.gateway, t.eventId] })],
);

/** Codes staff mint; each use credits its amount once, each customer may use a code once. */
export const cdKeys = pgTable(
  'cd_keys',
  {
    id: serial('id').primaryKey(),
    /** Upper case, as minted; redemption compares upper-cased input. */
    code: text('code').notNull().unique(),
    moneyAmount: moneyColumn('money_amount').notNull(),
    usesTotal: integer('uses_total').notNull().default(1),
    usesLeft: integer('uses_left').notNull().default(1),
    expireAt: timestamp('expire_at', { withTimezone: true }),
    remark: text('remark'),
    createdByUserId: integer('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Staff voided it: refused from then on (its uses so far stay). */
    voidedAt: timestamp('voided_at', { withTimezone: true }),
    voidedByUserId: integer('voided_by_user_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('cd_keys_created_idx').on(t.createdAt, t.id),
    check('cd_keys_money_check', sql`${t.moneyAmount} > 0`),
    check('cd_keys_uses_check', sql`${t.usesLeft} >= 0 and ${t.usesLeft} <= ${t.usesTotal}`),
  ],
);

export const cdKeyRedemptions = pgTable(
  'cd_key_redemptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    cdKeyId: integer('cd_key_id')
      .notNull()
      .references(() => cdKeys.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    moneyAmount: moneyColumn('money_amount').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('cd_key_redemptions_key_user_key').on(t.cdKeyId, t.userId),
    index('cd_key_redemptions_user_idx').on(t.userId, t.createdAt),
  ],
);

/**
 * A plan paid from the wallet: bought in the shop (with the page's idempotency key) or renewed by the
 * auto-renewal job (once per bill and period: the expiry it renewed from).
 */
export const purchases = pgTable(
  'purchases',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shopItems.id),
    serviceBillId: integer('service_bill_id')
      .notNull()
      .references(() => serviceBills.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'purchase' | 'renewal'>().notNull(),
    moneyAmount: moneyColumn('money_amount').notNull(),
    /** How much of the price came out of the cash part of the wallet (commission is earned on it). */
    cashAmount: moneyColumn('cash_amount').notNull(),
    balanceAfter: moneyColumn('balance_after').notNull(),
    idempotencyKey: uuid('idempotency_key'),
    /** A renewal: the bill's expiry before it (one renewal per period). */
    renewedFrom: timestamp('renewed_from', { withTimezone: true }),
    /** The bill's expiry after this purchase (null: a traffic pack, which never expires). */
    expireAt: timestamp('expire_at', { withTimezone: true }),
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('purchases_user_idx').on(t.userId, t.createdAt),
    index('purchases_created_idx').on(t.createdAt),
    uniqueIndex('purchases_idempotency_key')
      .on(t.userId, t.idempotencyKey)
      .where(sql`${t.idempotencyKey} is not null`),
    uniqueIndex('purchases_renewal_period_key')
      .on(t.serviceBillId, t.renewedFrom)
      .where(sql`${t.kind} = 'renewal'`),
    check('purchases_kind_check', sql`${t.kind} in ('purchase', 'renewal')`),
    check('purchases_money_check', sql`${t.moneyAmount} >= 0 and ${t.cashAmount} >= 0`),
  ],
);

/** Commission an inviter earned on a purchase of someone they invited: at most one per purchase. */
export const inviteCommissions = pgTable(
  'invite_commissions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    inviterUserId: integer('inviter_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    inviteeUserId: integer('invitee_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purchaseId: uuid('purchase_id')
      .notNull()
      .unique()
      .references(() => purchases.id, { onDelete: 'cascade' }),
    /** The cash the purchase used, and the rate applied to it. */
    cashAmount: moneyColumn('cash_amount').notNull(),
    rate: numeric('rate', { precision: 5, scale: 4 }).notNull(),
    moneyAmount: moneyColumn('money_amount').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('invite_commissions_inviter_idx').on(t.inviterUserId, t.createdAt),
    index('invite_commissions_invitee_idx').on(t.inviteeUserId),
    check('invite_commissions_money_check', sql`${t.moneyAmount} > 0`),
  ],
);

/** "Your balance is short" mails of the auto-renewal job: one per bill and period. */
export const renewalNotices = pgTable(
  'renewal_notices',
  {
    serviceBillId: integer('service_bill_id')
      .notNull()
      .references(() => serviceBills.id, { onDelete: 'cascade' }),
    /** The bill's expiry the renewal was due at. */
    periodEnd: timestamp('period_end', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.serviceBillId, t.periodEnd] })],
);
