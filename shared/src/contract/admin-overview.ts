// The console's overview and audit log (the portal's design, issue 21): the business today and this
// month, 30 days of trends, and every staff change. Days are service days (UTC+8), as customers' are.
import * as z from 'zod/mini';
import { defineOperation, type OperationDef } from './operation';
import { envelope } from './envelope';
import { isoDateTime, money } from './common';
import { currencyCode } from './wallet';
import { adminPage, auditEntry, auditListQuery } from './admin-common';

/** What happened in a period. */
export const overviewFigures = z.object({
  /** Accounts created. */
  signups: z.int(),
  /** Customers who paid: a paid recharge order or a plan bought or renewed from the wallet. */
  paying_customers: z.int(),
  /** Money taken: recharge orders paid (by a gateway or marked paid by an admin). */
  recharged: money,
  /** Money spent on plans and renewals from wallets. */
  spent: money,
  /** Recharge orders paid, and plans bought or renewed. */
  recharge_orders: z.int(),
  purchases: z.int(),
});
export type OverviewFigures = z.infer<typeof overviewFigures>;

export const overviewDay = z.extend(overviewFigures, {
  /** The service day, YYYY-MM-DD (UTC+8). */
  day: z.string(),
});
export type OverviewDay = z.infer<typeof overviewDay>;

export const adminOverviewResult = z.object({
  currency: currencyCode,
  /** The service day "today" is, and the first day of this month. */
  today_day: z.string(),
  month_start_day: z.string(),
  today: overviewFigures,
  month: overviewFigures,
  customers: z.object({
    total: z.int(),
    /** With a plan level above 0 running now. */
    with_running_plan: z.int(),
    banned: z.int(),
    /** Plans (level) ending in the next 7 days. */
    expiring_7d: z.int(),
  }),
  nodes: z.object({ online: z.int(), total: z.int(), enabled: z.int() }),
  /** Open tickets (pending or processing), by how long the customer has waited for staff. */
  tickets: z.object({
    open: z.int(),
    /** Open, and the customer wrote last: waiting for staff. */
    waiting: z.int(),
    waiting_under_1h: z.int(),
    waiting_1h_to_24h: z.int(),
    waiting_over_24h: z.int(),
    oldest_waiting_since: z.nullable(isoDateTime),
  }),
  /** Recharge orders paid after they had expired, not yet reviewed. */
  orders_needing_review: z.int(),
  /** The last 30 service days, oldest first, today last. */
  trend: z.array(overviewDay),
  generated_at: isoDateTime,
});
export type AdminOverviewResult = z.infer<typeof adminOverviewResult>;

export const adminOverview = defineOperation({
  id: 'adminOverview',
  method: 'GET',
  path: '/api/v2/admin_api/overview',
  credentials: 'bearer',
  summary: 'Today and this month, customers, nodes, tickets waiting, orders to review, 30-day trends (staff)',
  tag: 'admin',
  response: envelope(adminOverviewResult),
});

export const adminAuditList = defineOperation({
  id: 'adminAuditList',
  method: 'GET',
  path: '/api/v2/admin_api/audit',
  credentials: 'bearer',
  summary: 'Every staff change, newest first, by actor, action, target or customer (admin)',
  tag: 'admin',
  query: auditListQuery,
  response: adminPage(auditEntry),
});

/** This area's operations; admin.ts gathers the console's areas into `adminOperations`. */
export const adminOverviewOperations = {
  adminOverview,
  adminAuditList,
} as const satisfies Record<string, OperationDef>;
