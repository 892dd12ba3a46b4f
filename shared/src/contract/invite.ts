// Invites and their commission (docs/product.md §7 "Wallet and invites"). Shapes from the reference
// unless marked as the portal's design.
import * as z from 'zod/mini';
import { defineOperation, type OperationDef } from './operation';
import { countedRecordsEnvelope, envelope } from './envelope';
import { isoDateTime, money, moneyInput, uuid } from './common';

/** When an invited customer's payment earns their inviter a commission. */
const commissionRule = z.enum(['first_purchase', 'every_purchase']);
export type CommissionRule = z.infer<typeof commissionRule>;

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
      /** A fraction such as `0.10` (10 %). */
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
      // The portal's additions: commission not yet moved into the wallet, and the rule that earns it.
      invite_balance: z.optional(money),
      commission_rule: z.optional(commissionRule),
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

/** Move commission into the wallet: the amount given, or all of it when none is given. */
const inviteTransferBody = z.object({ money_amount: z.optional(moneyInput) });
export type InviteTransferBody = z.infer<typeof inviteTransferBody>;

// The portal's design: commission balance → wallet balance, in one ledgered transaction.
export const inviteTransfer = defineOperation({
  id: 'inviteTransfer',
  method: 'POST',
  path: '/api/v2/user/invite/transfer',
  credentials: 'bearer',
  summary: 'Move invite commission into the wallet',
  tag: 'wallet',
  body: inviteTransferBody,
  response: envelope(z.object({ money_amount: money, invite_balance: money, wallet_balance: money })),
});

/** This area's operations; contract/index.ts gathers every area's into `operations`. */
export const inviteOperations = {
  inviteIndex,
  inviteRecords,
  inviteTransfer,
} as const satisfies Record<string, OperationDef>;
