// Staff calls of the wallet slice: minting and listing cd-keys (the portal's design; admins only: a code
// is money to whoever reads it). Exporting and voiding them are the console's (admin-orders.ts).
import * as z from 'zod/mini';
import { defineOperation, type OperationDef } from './operation';
import { envelope, limitOffsetQuery, queryInt } from './envelope';
import { isoDateTime, money, moneyInput, searchText } from './common';
import { currencyCode } from './wallet';

export const cdKeyCreateBody = z.object({
  /** What one use credits. */
  money_amount: moneyInput,
  /** How many distinct codes to mint. */
  count: z.optional(queryInt(1, 1000)),
  /** How many times each code can be redeemed (each customer once). */
  uses: z.optional(queryInt(1, 100_000)),
  /** After this moment the codes are refused. */
  expire_at: z.optional(isoDateTime),
  /** A note for staff (campaign, batch). */
  remark: z.optional(z.string().check(z.trim(), z.maxLength(200))),
});
export type CdKeyCreateBody = z.infer<typeof cdKeyCreateBody>;

/** What became of a cd-key: `unused` (uses left, not expired), `used` (none left), `expired`, `void` (staff voided it). */
export const cdKeyState = z.enum(['unused', 'used', 'expired', 'void']);
export type CdKeyState = z.infer<typeof cdKeyState>;

export const staffCdKey = z.object({
  id: z.int(),
  cd_key: z.string(),
  money_amount: money,
  uses_total: z.int(),
  uses_left: z.int(),
  expire_at: z.nullable(isoDateTime),
  remark: z.nullable(z.string()),
  created_at: isoDateTime,
  state: cdKeyState,
  /** Customers who redeemed it. */
  redeemed_count: z.int(),
  voided_at: z.nullable(isoDateTime),
  /** The staff member who minted it (null: the command line, or since removed). */
  created_by: z.nullable(z.object({ id: z.int(), email: z.string() })),
});
export type StaffCdKey = z.infer<typeof staffCdKey>;

export const staffCdKeyCreate = defineOperation({
  id: 'staffCdKeyCreate',
  method: 'POST',
  path: '/api/v2/low_admin_api/cd_key/',
  credentials: 'bearer',
  summary: 'Mint a batch of cd-keys: amount, count, uses, expiry, remark (admin)',
  tag: 'wallet',
  body: cdKeyCreateBody,
  bodyRequired: true,
  response: envelope(z.object({ cd_keys: z.array(staffCdKey) })),
});

export const staffCdKeyList = defineOperation({
  id: 'staffCdKeyList',
  method: 'GET',
  path: '/api/v2/low_admin_api/cd_key/',
  credentials: 'bearer',
  summary: 'Cd-keys minted, newest first, by state, code or remark (admin)',
  tag: 'wallet',
  query: z.extend(limitOffsetQuery, {
    state: z.optional(cdKeyState),
    /** A code (or part of it, dashes optional) or a remark. */
    q: z.optional(searchText),
  }),
  /** `currency`: the portal's (PAYMENT_CURRENCY), which the keys' amounts are in. */
  response: envelope(z.object({ currency: currencyCode, total_count: z.int(), records: z.array(staffCdKey) })),
});

/** This area's operations; contract/index.ts gathers every area's into `operations`. */
export const walletAdminOperations = {
  staffCdKeyCreate,
  staffCdKeyList,
} as const satisfies Record<string, OperationDef>;
