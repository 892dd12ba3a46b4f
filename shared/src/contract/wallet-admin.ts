// Staff calls of the wallet slice: minting and listing cd-keys (the portal's design; staff roles only).
import * as z from 'zod/mini';
import { defineOperation, type OperationDef } from './operation';
import { countedRecordsEnvelope, envelope, limitOffsetQuery, queryInt } from './envelope';
import { isoDateTime, money, moneyInput } from './common';

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

export const staffCdKey = z.object({
  cd_key: z.string(),
  money_amount: money,
  uses_total: z.int(),
  uses_left: z.int(),
  expire_at: z.nullable(isoDateTime),
  remark: z.nullable(z.string()),
  created_at: isoDateTime,
});
export type StaffCdKey = z.infer<typeof staffCdKey>;

export const staffCdKeyCreate = defineOperation({
  id: 'staffCdKeyCreate',
  method: 'POST',
  path: '/api/v2/low_admin_api/cd_key/',
  credentials: 'bearer',
  summary: 'Mint cd-keys (staff)',
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
  summary: 'Cd-keys minted, newest first (staff)',
  tag: 'wallet',
  query: limitOffsetQuery,
  response: countedRecordsEnvelope(staffCdKey),
});

/** This area's operations; contract/index.ts gathers every area's into `operations`. */
export const walletAdminOperations = {
  staffCdKeyCreate,
  staffCdKeyList,
} as const satisfies Record<string, OperationDef>;
