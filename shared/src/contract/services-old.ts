// Old-style services: the plan list, bills with auto-renewal, and daily check-in (docs/product.md §7
// "Old services and shop"). Shapes from the reference unless marked as the portal's design.
import * as z from 'zod/mini';
import { defineOperation, type OperationDef } from './operation';
import { envelope, messageResponse } from './envelope';
import { isoDateTime, money, numericId } from './common';

export const servicesOldList = defineOperation({
  id: 'servicesOldList',
  method: 'GET',
  path: '/api/v2/user/services-old/',
  credentials: 'bearer',
  summary: "The customer's old-style services",
  tag: 'services',
  response: envelope(
    z.object({
      total_count: z.int(),
      services: z.array(
        z.object({
          service_id: z.int(),
          service_name: z.string(),
          service_type: z.string(),
          status: z.string(),
          created_at: isoDateTime,
          expire_at: isoDateTime,
          traffic_used: z.int(),
          traffic_total: z.int(),
          port: z.int(),
          password: z.string(),
        }),
      ),
    }),
  ),
});

// The portal's design (reference result is untyped): one bill per purchased plan.
const oldServiceBill = z.object({
  service_id: z.int(),
  shop_id: z.int(),
  shop_name: z.string(),
  money_amount: money,
  created_at: isoDateTime,
  expire_at: z.nullable(isoDateTime),
  renew_at: z.nullable(isoDateTime),
  is_auto_renewal: z.boolean(),
  status: z.enum(['active', 'expired']),
});
export type OldServiceBill = z.infer<typeof oldServiceBill>;

export const servicesOldBills = defineOperation({
  id: 'servicesOldBills',
  method: 'GET',
  path: '/api/v2/user/services-old/bill/',
  credentials: 'bearer',
  summary: 'Bills of purchased plans, newest first',
  tag: 'services',
  response: envelope(z.object({ total_count: z.int(), bills: z.array(oldServiceBill) })),
});

const serviceIdParams = z.object({ service_id: numericId });

// The portal's design (reference result is untyped): the bill plus what the plan grants.
export const servicesOldBillDetail = defineOperation({
  id: 'servicesOldBillDetail',
  method: 'GET',
  path: '/api/v2/user/services-old/bill/{service_id}/',
  credentials: 'bearer',
  summary: 'One bill with its plan details',
  tag: 'services',
  params: serviceIdParams,
  response: envelope(
    z.extend(oldServiceBill, {
      content_extra: z.string(),
      ss_bandwidth_total_size: z.nullable(z.int()),
      user_level: z.nullable(z.int()),
      renewal_money_amount: z.nullable(money),
    }),
  ),
});

// The portal's design (reference result is untyped). docs/product.md names GET for this state change.
export const servicesOldBillEnableAutoRenewal = defineOperation({
  id: 'servicesOldBillEnableAutoRenewal',
  method: 'GET',
  path: '/api/v2/user/services-old/bill/{service_id}/enable-auto-renewal',
  credentials: 'bearer',
  summary: 'Turn on auto-renewal of a bill (paid from the wallet when it expires)',
  tag: 'services',
  params: serviceIdParams,
  response: envelope(z.object({ service_id: z.int(), is_auto_renewal: z.boolean() })),
});

/**
 * The service's days (check-in, today's and yesterday's traffic, calendar months) run on China
 * Standard Time, a fixed UTC+8 with no daylight saving: the API counts with it, the screens say so.
 */
export const SERVICE_DAY_UTC_OFFSET_HOURS = 8;

// The portal's design (reference result is untyped): whether today's check-in is still open.
export const servicesOldCheckinStatus = defineOperation({
  id: 'servicesOldCheckinStatus',
  method: 'GET',
  path: '/api/v2/user/services-old/checkin/',
  credentials: 'bearer',
  summary: 'Daily check-in state',
  tag: 'services',
  response: envelope(
    z.object({
      can_check_in: z.boolean(),
      last_check_in_time: z.nullable(isoDateTime),
      next_check_in_at: z.nullable(isoDateTime),
      /** The portal's addition: false when the plan has no daily check-in. */
      is_enabled: z.optional(z.boolean()),
      /** The portal's addition: bytes of traffic the last check-in granted. */
      last_reward_bytes: z.nullish(z.int()),
    }),
  ),
});

export const servicesOldCheckin = defineOperation({
  id: 'servicesOldCheckin',
  method: 'POST',
  path: '/api/v2/user/services-old/checkin/',
  credentials: 'bearer',
  summary: "Check in for today's reward (the message says what was granted)",
  tag: 'services',
  response: messageResponse,
});

/** This area's operations; contract/index.ts gathers every area's into `operations`. */
export const servicesOldOperations = {
  servicesOldList,
  servicesOldBills,
  servicesOldBillDetail,
  servicesOldBillEnableAutoRenewal,
  servicesOldCheckinStatus,
  servicesOldCheckin,
} as const satisfies Record<string, OperationDef>;
