// The old-style shop: plans on sale, the customer's bills (one per purchased plan, renewable) and
// daily check-ins. The wallet they are paid from is in wallet.ts.
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { ShopItem } from '@portal/shared/contract';
import type { LocalizedTexts } from '../../lib/texts';
import { moneyColumn } from './money-column';
import { users } from './users';

type ShopType = NonNullable<ShopItem['shop_type']>;

export type { LocalizedTexts };

/** What a bill was sold with (purchase-rules.ts PlanTerms, and the price). */
export interface BillTerms {
  moneyAmount: string;
  level: number | null;
  levelDays: number | null;
  accountDays: number | null;
  resetDays: number | null;
  trafficBytes: number | null;
  speedLimitMbps: number | null;
  onlineIpLimit: number | null;
  isAutoResetBandwidth: boolean;
}

export const shopItems = pgTable(
  'shop_items',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    shopType: text('shop_type').$type<ShopType>().notNull().default('main_package'),
    shopGroupId: integer('shop_group_id').notNull().default(0),
    /** Price, decimal (never a float). */
    moneyAmount: moneyColumn('money_amount').notNull(),
    trafficBytes: bigint('traffic_bytes', { mode: 'number' }),
    level: integer('level'),
    levelDays: integer('level_days'),
    accountDays: integer('account_days'),
    resetDays: integer('reset_days'),
    speedLimitMbps: integer('speed_limit_mbps'),
    onlineIpLimit: integer('online_ip_limit'),
    /** Description shown on the buy page (plain text, one feature a line). */
    content: text('content').notNull().default(''),
    /** The name and description per language; a language missing reads name / content (docs/adr/0014). */
    nameI18n: jsonb('name_i18n').$type<LocalizedTexts>().notNull().default({}),
    contentI18n: jsonb('content_i18n').$type<LocalizedTexts>().notNull().default({}),
    isAutoResetBandwidth: boolean('is_auto_reset_bandwidth').notNull().default(false),
    isEnabled: boolean('is_enabled').notNull().default(true),
    isCannotNewPurchase: boolean('is_cannot_new_purchase').notNull().default(false),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'shop_items_type_check',
      sql`${t.shopType} in ('main_package', 'additional_package', 'checkin_package', 'debuff_package')`,
    ),
    check('shop_items_money_check', sql`${t.moneyAmount} >= 0`),
  ],
);

/** One purchased plan (a "service" of the old-style API: its id is the service_id). */
export const serviceBills = pgTable(
  'service_bills',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shopItems.id),
    /** Name, type, price and traffic as sold (the plan may change later). */
    shopName: text('shop_name').notNull(),
    /** The name per language as sold. */
    shopNameI18n: jsonb('shop_name_i18n').$type<LocalizedTexts>().notNull().default({}),
    shopType: text('shop_type').$type<ShopType>().notNull(),
    moneyAmount: moneyColumn('money_amount').notNull(),
    trafficTotal: bigint('traffic_total', { mode: 'number' }).notNull().default(0),
    /** Traffic used while the plan ran, frozen when it ended (the running plan reads the service's counters). */
    trafficUsed: bigint('traffic_used', { mode: 'number' }).notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expireAt: timestamp('expire_at', { withTimezone: true }),
    isAutoRenewal: boolean('is_auto_renewal').notNull().default(false),
    /**
     * The plan's terms as bought (price, level, durations, traffic, limits): a renewal renews these, so a
     * later change of the plan never alters a purchase. Null on bills made before they were kept.
     */
    terms: jsonb('terms').$type<BillTerms>(),
  },
  (t) => [index('service_bills_user_idx').on(t.userId, t.createdAt), index('service_bills_shop_idx').on(t.shopId)],
);

/** One row per customer and service day; the unique index makes a second check-in impossible. */
export const checkins = pgTable(
  'checkins',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The service day (UTC+8) of the check-in. */
    checkinDay: date('checkin_day', { mode: 'string' }).notNull(),
    rewardBytes: bigint('reward_bytes', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('checkins_user_day_key').on(t.userId, t.checkinDay)],
);
