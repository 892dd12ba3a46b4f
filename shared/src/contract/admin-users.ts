// Customers in the console (the portal's design, issue 21): search and filters, one customer's whole
// picture, and what staff do for them. Staff (low admins too) read; every change is for admins, is
// audited, and answers the customer as changed. Replacing the email is adminReplaceUserEmail
// (announcements.ts, the specification's path).
import * as z from 'zod/mini';
import { defineOperation, type OperationDef } from './operation';
import { envelope } from './envelope';
import { isoDateTime, money, numericId, queryBool, searchText, ticketStatus, uuid } from './common';
import { queryInt } from './envelope';
import { currencyCode, ledgerLine } from './wallet';
import { invoiceSummary } from './billing';
import { shopType } from './shop';
import { adminOrder } from './admin-orders';
import { adminMoneyPage, adminPage, adminPageQuery, personRef, signedAmountInput, staffReason } from './admin-common';

/** A role as the console names it (the token's roles: malio_postgrest_user, _low_admin, _admin). */
export const staffRoleName = z.enum(['user', 'low_admin', 'admin']);
export type StaffRoleName = z.infer<typeof staffRoleName>;

/** One customer as lists show them. */
export const adminUserRow = z.object({
  id: z.int(),
  email: z.string(),
  name: z.string(),
  role: staffRoleName,
  is_ban: z.boolean(),
  ban_reason: z.nullable(z.string()),
  banned_at: z.nullable(isoDateTime),
  created_at: isoDateTime,
  last_login_at: z.nullable(isoDateTime),
  account_expire_at: isoDateTime,
  /** The plan level and when it ends (0 once it ended: what nodes see). */
  level: z.int(),
  effective_level: z.int(),
  level_expire_at: z.nullable(isoDateTime),
  /** The main plan running now, by its name as bought (null: none). */
  plan_name: z.nullable(z.string()),
  /** Bytes (already multiplied by node rates). */
  traffic_used: z.int(),
  traffic_total: z.int(),
  balance: money,
});
export type AdminUserRow = z.infer<typeof adminUserRow>;

export const adminUsersQuery = z.extend(adminPageQuery, {
  /** An id (exact), or an email or part of one. */
  q: z.optional(searchText),
  /** Customers whose running main plan is this plan (its id in adminPlansList). */
  plan_id: z.optional(numericId),
  /** Customers on this plan level now (0: no running plan). */
  level: z.optional(queryInt(0, 1000)),
  /** Only banned customers (true) or only those not banned (false). */
  banned: z.optional(queryBool),
  /** Plans ending within this many days (and not ended yet). */
  expiring_days: z.optional(queryInt(1, 365)),
  /** Only staff (low admins and admins). */
  staff: z.optional(queryBool),
});

export const adminUsersList = defineOperation({
  id: 'adminUsersList',
  method: 'GET',
  path: '/api/v2/admin_api/users',
  credentials: 'bearer',
  summary: 'Customers, newest first: search by id or email, filter by plan, level, ban, expiry, staff (staff)',
  tag: 'admin',
  query: adminUsersQuery,
  response: adminMoneyPage(adminUserRow),
});

const userIdParams = z.object({ user_id: numericId });

export const adminUserBill = z.object({
  id: z.int(),
  shop_id: z.int(),
  shop_name: z.string(),
  shop_type: shopType,
  money_amount: money,
  traffic_total: z.int(),
  created_at: isoDateTime,
  expire_at: z.nullable(isoDateTime),
  is_auto_renewal: z.boolean(),
});

export const adminUserDetailResult = z.object({
  user: z.extend(adminUserRow, {
    new_id: uuid,
    invited_by: z.nullable(personRef),
    telegram_username: z.nullable(z.string()),
    two_fa_enabled: z.boolean(),
  }),
  service: z.object({
    level: z.int(),
    level_expire_at: z.nullable(isoDateTime),
    traffic_upload: z.int(),
    traffic_download: z.int(),
    traffic_total: z.int(),
    /** Mbit/s and devices at once; null: unlimited. */
    speed_limit_mbps: z.nullable(z.int()),
    online_ip_limit: z.nullable(z.int()),
    /** When the subscription link was last reset (null: never). */
    link_token_updated_at: z.nullable(isoDateTime),
    /** The customer's own port on shadowsocks-mod nodes. */
    port: z.nullable(z.int()),
  }),
  wallet: z.object({ balance: money, cash_balance: money, invite_balance: money, currency: currencyCode }),
  /** The newest 20 of each, with how many there are in all (the ledger pages through adminUserLedger). */
  ledger: z.array(ledgerLine),
  ledger_count: z.int(),
  orders: z.array(adminOrder),
  orders_count: z.int(),
  invoices: z.array(invoiceSummary),
  invoices_count: z.int(),
  bills: z.array(adminUserBill),
  bills_count: z.int(),
  tickets: z.array(
    z.object({
      id: uuid,
      title: z.string(),
      ticket_status: ticketStatus,
      created_at: isoDateTime,
      updated_at: isoDateTime,
    }),
  ),
  tickets_count: z.int(),
  /** Sessions signed in now. */
  sessions: z.array(
    z.object({
      id: uuid,
      created_at: isoDateTime,
      last_used_at: isoDateTime,
      expires_at: isoDateTime,
      ip: z.string(),
      country: z.nullable(z.string()),
      user_agent: z.nullable(z.string()),
      is_remember_me: z.boolean(),
    }),
  ),
  /** Sign-ins and failed attempts, newest first. */
  sign_ins: z.array(
    z.object({
      created_at: isoDateTime,
      ip: z.string(),
      country: z.nullable(z.string()),
      user_agent: z.nullable(z.string()),
      kind: z.enum(['login', 'register', 'login_failed']),
    }),
  ),
  sign_ins_count: z.int(),
  invitees: z.array(z.object({ id: z.int(), email: z.string(), created_at: isoDateTime })),
  invitees_count: z.int(),
});
export type AdminUserDetailResult = z.infer<typeof adminUserDetailResult>;

export const adminUserDetail = defineOperation({
  id: 'adminUserDetail',
  method: 'GET',
  path: '/api/v2/admin_api/users/{user_id}',
  credentials: 'bearer',
  summary:
    'One customer: plan, traffic, wallet and ledger, orders, invoices, tickets, sessions, sign-ins, invitees (staff)',
  tag: 'admin',
  params: userIdParams,
  response: envelope(adminUserDetailResult),
});

export const adminUserLedger = defineOperation({
  id: 'adminUserLedger',
  method: 'GET',
  path: '/api/v2/admin_api/users/{user_id}/ledger',
  credentials: 'bearer',
  summary: "A customer's ledger, newest first, a page at a time (staff)",
  tag: 'admin',
  params: userIdParams,
  query: adminPageQuery,
  response: adminPage(ledgerLine),
});

const byteCount = z
  .int({ message: 'Use a whole number of bytes' })
  .check(z.minimum(0), z.maximum(Number.MAX_SAFE_INTEGER));
const nullableLimit = (max: number) =>
  z.nullable(z.int({ message: 'Use a whole number' }).check(z.minimum(0), z.maximum(max)));

/** Only the fields given change; at least one. */
export const adminUserUpdateBody = z
  .strictObject({
    name: z.optional(
      z
        .string()
        .check(
          z.trim(),
          z.minLength(1, { message: 'Enter a name' }),
          z.maxLength(50, { message: 'Use at most 50 characters' }),
        ),
    ),
    level: z.optional(z.int({ message: 'Use a whole number' }).check(z.minimum(0), z.maximum(1000))),
    level_expire_at: z.optional(isoDateTime),
    account_expire_at: z.optional(isoDateTime),
    traffic_total: z.optional(byteCount),
    /** Mbit/s; null: unlimited. */
    speed_limit_mbps: z.optional(nullableLimit(1_000_000)),
    /** Devices at once; null: unlimited. */
    online_ip_limit: z.optional(nullableLimit(1000)),
  })
  .check(z.refine((body) => Object.keys(body).length > 0, { message: 'Change at least one field' }));
export type AdminUserUpdateBody = z.infer<typeof adminUserUpdateBody>;

export const adminUserUpdate = defineOperation({
  id: 'adminUserUpdate',
  method: 'PATCH',
  path: '/api/v2/admin_api/users/{user_id}',
  credentials: 'bearer',
  summary: "Change a customer's name, plan level, level or account expiry, traffic or limits (admin)",
  tag: 'admin',
  params: userIdParams,
  body: adminUserUpdateBody,
  bodyRequired: true,
  response: envelope(adminUserRow),
});

export const balanceAdjustBody = z.strictObject({
  /** Signed: "10.00" credits, "-5.00" debits (refused if the balance would go below zero). */
  amount: signedAmountInput,
  /** The customer reads it on their ledger line. */
  reason: staffReason,
});
export type BalanceAdjustBody = z.infer<typeof balanceAdjustBody>;

export const adminUserBalance = defineOperation({
  id: 'adminUserBalance',
  method: 'POST',
  path: '/api/v2/admin_api/users/{user_id}/balance',
  credentials: 'bearer',
  summary: "Adjust a customer's balance with a reason they read on their ledger (one `adjustment` line) (admin)",
  tag: 'admin',
  params: userIdParams,
  body: balanceAdjustBody,
  bodyRequired: true,
  response: envelope(z.object({ balance: money, ledger_line: ledgerLine })),
});

export const banBody = z.strictObject({ reason: staffReason });

export const adminUserBan = defineOperation({
  id: 'adminUserBan',
  method: 'POST',
  path: '/api/v2/admin_api/users/{user_id}/ban',
  credentials: 'bearer',
  summary: 'Ban a customer: sessions end, sign-in refused with the reason, off every node and the subscription (admin)',
  tag: 'admin',
  params: userIdParams,
  body: banBody,
  bodyRequired: true,
  response: envelope(adminUserRow),
});

export const adminUserUnban = defineOperation({
  id: 'adminUserUnban',
  method: 'POST',
  path: '/api/v2/admin_api/users/{user_id}/unban',
  credentials: 'bearer',
  summary: 'Lift a ban: sign-in, nodes and the subscription work again (admin)',
  tag: 'admin',
  params: userIdParams,
  response: envelope(adminUserRow),
});

export const adminUserResetTraffic = defineOperation({
  id: 'adminUserResetTraffic',
  method: 'POST',
  path: '/api/v2/admin_api/users/{user_id}/reset-traffic',
  credentials: 'bearer',
  summary: "Set a customer's used traffic back to zero (admin)",
  tag: 'admin',
  params: userIdParams,
  response: envelope(adminUserRow),
});

export const adminUserResetLink = defineOperation({
  id: 'adminUserResetLink',
  method: 'POST',
  path: '/api/v2/admin_api/users/{user_id}/reset-link',
  credentials: 'bearer',
  summary: 'Give a customer a new subscription link (the old one stops at once) (admin)',
  tag: 'admin',
  params: userIdParams,
  response: envelope(z.object({ link_token_updated_at: isoDateTime })),
});

export const adminUserEndSessions = defineOperation({
  id: 'adminUserEndSessions',
  method: 'POST',
  path: '/api/v2/admin_api/users/{user_id}/end-sessions',
  credentials: 'bearer',
  summary: 'Sign a customer out everywhere (admin)',
  tag: 'admin',
  params: userIdParams,
  response: envelope(z.object({ ended: z.int() })),
});

export const roleBody = z.strictObject({ role: staffRoleName });

export const adminUserSetRole = defineOperation({
  id: 'adminUserSetRole',
  method: 'POST',
  path: '/api/v2/admin_api/users/{user_id}/role',
  credentials: 'bearer',
  summary:
    'Make a customer staff (low_admin, admin) or a customer again: a new role counts from their next token, a role taken away at once (admin)',
  tag: 'admin',
  params: userIdParams,
  body: roleBody,
  bodyRequired: true,
  response: envelope(adminUserRow),
});

/** This area's operations; admin.ts gathers the console's areas into `adminOperations`. */
export const adminUsersOperations = {
  adminUsersList,
  adminUserDetail,
  adminUserLedger,
  adminUserUpdate,
  adminUserBalance,
  adminUserBan,
  adminUserUnban,
  adminUserResetTraffic,
  adminUserResetLink,
  adminUserEndSessions,
  adminUserSetRole,
} as const satisfies Record<string, OperationDef>;
