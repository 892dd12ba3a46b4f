// The old-style shop: plans, a price quote and paying from the wallet (docs/product.md §7 "Old services and shop").
// Plan fields from the reference's OldServiceShop; the order calls are the portal's design.
import * as z from 'zod/mini';
import { defineOperation, type OperationDef } from './operation';
import { envelope } from './envelope';
import { isoDateTime, money, numericId, uuid } from './common';

export const shopType = z.enum(['main_package', 'additional_package', 'checkin_package', 'debuff_package']);
const duration = z.nullish(z.iso.duration());

/** A plan on sale (the reference's OldServiceShop-Output; sizes in bytes, durations ISO 8601). */
export const shopItem = z.object({
  id: z.int(),
  created_at: z.optional(isoDateTime),
  updated_at: z.optional(isoDateTime),
  shop_name: z.string(),
  shop_group_id: z.optional(z.int()),
  shop_type: z.optional(shopType),
  money_amount: money,
  ss_bandwidth_total_size: z.nullish(z.int()),
  user_level: z.nullish(z.int()),
  user_level_duration: duration,
  account_validity_duration: duration,
  ss_bandwidth_reset_interval: duration,
  node_speed_limit: z.nullish(z.int()),
  node_connector: z.nullish(z.int()),
  content_extra: z.string(),
  is_auto_reset_bandwidth: z.optional(z.boolean()),
  is_enable: z.optional(z.boolean()),
  is_cannot_new_purchase: z.optional(z.boolean()),
  data_json: z.optional(z.record(z.string(), z.unknown())),
});
export type ShopItem = z.infer<typeof shopItem>;

export const shopOldList = defineOperation({
  id: 'shopOldList',
  method: 'GET',
  path: '/api/v2/user/shop-old/',
  credentials: 'bearer',
  summary: 'Plans on sale',
  tag: 'shop',
  // The reference types `products` as an untyped object; the portal sends the list of plans.
  response: envelope(z.object({ products: z.array(shopItem) })),
});

const shopIdParams = z.object({ shop_id: numericId });

export const shopOldInfo = defineOperation({
  id: 'shopOldInfo',
  method: 'GET',
  path: '/api/v2/user/shop-old/{shop_id}/info',
  credentials: 'bearer',
  summary: 'One plan',
  tag: 'shop',
  params: shopIdParams,
  response: envelope(shopItem),
});

const shopOrderBody = z.object({ is_auto_renewal: z.optional(z.boolean()) });

/**
 * A purchase may carry a key its client makes once per purchase — the body's `idempotency_key` (a uuid,
 * as the portal's page sends it) or an `Idempotency-Key` header (any text up to 255 characters): a double
 * click or a retried request with the same key buys once and answers the same purchase. Without a key (the
 * original API's body-less call) each request is a purchase of its own.
 */
const confirmOrderBody = z.object({
  is_auto_renewal: z.optional(z.boolean()),
  idempotency_key: z.optional(uuid),
});
export type ConfirmOrderBody = z.infer<typeof confirmOrderBody>;

// The portal's design (reference result is untyped): a quote against the wallet, nothing is charged.
export const shopOldPreOrder = defineOperation({
  id: 'shopOldPreOrder',
  method: 'POST',
  path: '/api/v2/user/shop-old/{shop_id}/pre-order',
  credentials: 'bearer',
  summary: 'Quote a plan: price, wallet balance and balance after purchase',
  tag: 'shop',
  params: shopIdParams,
  body: shopOrderBody,
  response: envelope(
    z.object({
      shop_id: z.int(),
      shop_name: z.string(),
      money_amount: money,
      wallet_balance: money,
      balance_after: money,
      is_affordable: z.boolean(),
      // The portal's additions: what is missing when the balance is short ("0.00" otherwise), the
      // currency, and when the plan would end if bought now (extended from the current expiry).
      shortfall: z.optional(money),
      currency: z.optional(z.string()),
      expire_at: z.nullish(isoDateTime),
    }),
  ),
});

// The portal's design (reference result is untyped): the purchase, paid from the wallet in one transaction.
export const shopOldConfirmOrder = defineOperation({
  id: 'shopOldConfirmOrder',
  method: 'POST',
  path: '/api/v2/user/shop-old/{shop_id}/confirm-order',
  credentials: 'bearer',
  summary: 'Buy a plan with the wallet balance',
  tag: 'shop',
  params: shopIdParams,
  body: confirmOrderBody,
  response: envelope(
    z.object({
      bought_id: uuid,
      shop_id: z.int(),
      money_amount: money,
      wallet_balance: money,
      expire_at: z.nullable(isoDateTime),
      // The portal's additions: the service (bill) it made or extended, and its invoice.
      service_id: z.optional(z.int()),
      invoice_id: z.optional(uuid),
    }),
  ),
});

/** This area's operations; contract/index.ts gathers every area's into `operations`. */
export const shopOperations = {
  shopOldList,
  shopOldInfo,
  shopOldPreOrder,
  shopOldConfirmOrder,
} as const satisfies Record<string, OperationDef>;
