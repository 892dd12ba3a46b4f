// Schemas the operator console's areas share (the portal's design, issue 21): pages of a list, texts
// written per language, signed amounts, the audit log's vocabulary. The console's operations are under
// /api/v2/admin_api/ and live in '@portal/shared/contract/admin' (admin.ts), a subpath customers'
// browsers never load.
import * as z from 'zod/mini';
import type { $ZodType } from 'zod/v4/core';
import { envelope, queryInt } from './envelope';
import { isoDateTime, numericId, searchText } from './common';
import { currencyCode } from './wallet';

/** A page of a console list: `page` from 1, 1 to 100 rows (50 when not given). */
export const adminPageQuery = z.object({
  page: z.optional(queryInt(1, 100_000)),
  size: z.optional(queryInt(1, 100)),
});

/** A console list answer: the rows of one page, and how many match in all. */
export function adminPage<T extends $ZodType>(row: T) {
  return envelope(z.object({ total_count: z.int(), page: z.int(), size: z.int(), records: z.array(row) }));
}

/** A console list whose rows show amounts without naming their currency: the page, and that currency. */
export function adminMoneyPage<T extends $ZodType>(row: T) {
  return envelope(
    z.object({ currency: currencyCode, total_count: z.int(), page: z.int(), size: z.int(), records: z.array(row) }),
  );
}

/** Free text of a console search (`?q=`). */
export const adminSearch = z.object({ q: z.optional(searchText) });

/** The languages a text can be written in (the portal's two). */
export const TEXT_LANGUAGES = ['zh-CN', 'en'] as const;
export type TextLanguage = (typeof TEXT_LANGUAGES)[number];

/**
 * A text written per language; a language left out reads the default text beside it (a plan's
 * `shop_name`, an announcement's `markdown_text`). Customers read the one in their language.
 */
export function localizedTexts<T extends $ZodType>(text: T) {
  return z.strictObject({ 'zh-CN': z.optional(text), en: z.optional(text) });
}

/** A staff member's reason, kept with the change (and shown to the customer where it says so). */
export const staffReason = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, { message: 'Give a reason' }),
    z.maxLength(200, { message: 'Use at most 200 characters' }),
  );

/** A price: zero or more, at most two decimals, as text ("15", "29.90"). */
export const priceInput = z.string({ message: 'Give the price as text, e.g. "15.00"' }).check(
  z.trim(),
  z.regex(/^\d{1,10}(\.\d{1,2})?$/, {
    message: 'Use a price of zero or more with at most two decimals, e.g. 15.00',
  }),
);

/** A signed amount: credits when positive, debits when negative; at most two decimals, never zero. */
export const signedAmountInput = z.string({ message: 'Give the amount as text, e.g. "10.00" or "-5.00"' }).check(
  z.trim(),
  z.regex(/^[+-]?\d{1,10}(\.\d{1,2})?$/, {
    message: 'Use an amount with at most two decimals, e.g. 10.00 or -5.00',
  }),
  z.refine((amount) => Number(amount) !== 0, { message: 'Use an amount other than zero' }),
);

/** A number of days as an ISO 8601 duration ("P30D"), as customers read plan durations. */
export const daysDuration = z
  .string({ message: 'Give a duration in days, e.g. "P30D"' })
  .check(z.regex(/^P\d{1,5}D$/, { message: 'Use a duration in days, e.g. P30D' }));

/** What an audit row is about. */
export const auditTargetType = z.enum([
  'user',
  'device',
  'plan',
  'audit_rule',
  'share_account',
  'node',
  'order',
  'cd_key',
  'ticket',
  'announcement',
  'remote',
]);
export type AuditTargetType = z.infer<typeof auditTargetType>;

/** Every change staff can make, as its audit row names it. */
export const AUDIT_ACTIONS = [
  'user_update',
  'user_balance_adjust',
  'user_ban',
  'user_unban',
  'user_traffic_reset',
  'user_link_reset',
  'user_sessions_end',
  'user_role_change',
  'replace_user_email',
  'device_remove',
  'device_forget',
  'plan_create',
  'plan_update',
  'plans_reorder',
  'audit_rule_create',
  'audit_rule_update',
  'audit_rule_delete',
  'share_account_create',
  'share_account_update',
  'share_account_delete',
  'node_create',
  'node_update',
  'node_key_rotate',
  'node_delete',
  'relay_rule_create',
  'relay_rule_delete',
  'node_command_create',
  'ip_block',
  'ip_unblock',
  'payment_mark_paid',
  'order_reviewed',
  'cd_key_create',
  'cd_key_void',
  'ticket_reply',
  'ticket_status',
  'announcement_create',
  'announcement_update',
  'announcement_delete',
  'remote_publish',
  'remote_rollback',
] as const;
export const auditAction = z.enum(AUDIT_ACTIONS);
export type AuditAction = z.infer<typeof auditAction>;

/** A value kept in an audit row's before/after (money as text; no secret ever). */
export const auditValue = z.union([z.string(), z.number(), z.boolean(), z.null()]);
export const auditFacts = z.record(z.string(), auditValue);

/** A staff member or customer as the console names them. */
export const personRef = z.object({ id: z.int(), email: z.string() });
export type PersonRef = z.infer<typeof personRef>;

export const auditEntry = z.object({
  id: z.int(),
  created_at: isoDateTime,
  /** Who made the change (their email when it was made, if they are gone). */
  actor: personRef,
  action: auditAction,
  target_type: auditTargetType,
  /** The object's id as text (a user id, a plan id, a trade number, a ticket uuid, a remote's name). */
  target_id: z.string(),
  /** The customer concerned, when there is one (the user changed, the order's or ticket's customer). */
  target_user: z.nullable(personRef),
  /** The fields changed, as they were and as they became (only those that changed). */
  before: auditFacts,
  after: auditFacts,
  /** Other facts of the change (a reason, counts, a version). */
  detail: auditFacts,
  ip: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntry>;

export const auditListQuery = z.extend(adminPageQuery, {
  /** The actor: an id, or an email (or part of one). */
  actor: z.optional(searchText),
  action: z.optional(auditAction),
  target_type: z.optional(auditTargetType),
  /** With target_type: that object's id. */
  target_id: z.optional(z.string().check(z.trim(), z.maxLength(100))),
  /** Changes concerning this customer (as target or as the order's / ticket's customer). */
  user_id: z.optional(numericId),
  from_iso: z.optional(isoDateTime),
  to_iso: z.optional(isoDateTime),
});
