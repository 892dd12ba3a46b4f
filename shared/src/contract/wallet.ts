// Wallet, recharge, cd-key redemption and invites (docs/product.md §7 "Wallet and invites").
// Money is a decimal string. Shapes from the reference unless marked as the portal's design.
import * as z from 'zod/mini';
import { defineOperation } from './operation';
import { countedRecordsEnvelope, envelope, limitOffsetQuery } from './envelope';
import { isoDateTime, money, moneyInput, numericId, uuid } from './common';

export const walletIndex = defineOperation({
  id: 'walletIndex',
  method: 'GET',
  path: '/api/v2/user/wallet/',
  credentials: 'bearer',
  summary: 'Wallet balance and invite-commission balance',
  tag: 'wallet',
  response: envelope(
    z.object({ created_at: z.optional(isoDateTime), wallet_balance: money, invite_balance: z.optional(money) }),
  ),
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
      }),
    ),
  ),
});

export const rechargeRecord = z.object({
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
  response: envelope(z.object({ created_at: z.optional(isoDateTime), recharge_records: z.array(rechargeRecord) })),
});

// The portal's design (reference result is untyped): `recharge_id` is the payment method; the answer
// is the new order and where to pay it.
export const rechargeBody = z.object({ money_amount: moneyInput });
export type RechargeBody = z.infer<typeof rechargeBody>;

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

export const cdKey = z
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

export const inviteIndex = defineOperation({
  id: 'inviteIndex',
  method: 'GET',
  path: '/api/v2/user/invite/',
  credentials: 'bearer',
  summary: 'Invite code and link, commission rate and invited customers',
  tag: 'wallet',
  response: envelope(
    z.object({
      invite_code: z.string(),
      invite_link: z.string(),
      total_invites: z.int(),
      total_commission: money,
      commission_rate: z.string(),
      invited_users: z.array(
        z.object({
          user_id: z.int(),
          username: z.string(),
          registered_at: isoDateTime,
          commission_earned: money,
          status: z.string(),
        }),
      ),
    }),
  ),
});

// The portal's design (reference result is untyped): one row per commission credited.
export const inviteRecords = defineOperation({
  id: 'inviteRecords',
  method: 'GET',
  path: '/api/v2/user/invite/record/',
  credentials: 'bearer',
  summary: 'Commissions earned from invited customers, newest first',
  tag: 'wallet',
  response: countedRecordsEnvelope(
    z.object({
      id: uuid,
      created_at: isoDateTime,
      invited_user_id: z.int(),
      invited_username: z.string(),
      money_amount: money,
    }),
  ),
});
