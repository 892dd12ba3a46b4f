// What is on sale and what nodes enforce, in the console (the portal's design, issue 21): plans and traffic
// packs with the fields customers read in GET /api/v2/user/shop-old/ (name and description per language),
// the audit rules nodes apply and the shared accounts customers of a level see. Staff read; admins change.
// A plan's change applies to sales from then on: a customer's purchase keeps its price and terms.
import * as z from 'zod/mini';
import { defineOperation, type OperationDef } from './operation';
import { envelope, messageResponse } from './envelope';
import { isoDateTime, numericId } from './common';
import { shopItem, shopType } from './shop';
import { currencyCode } from './wallet';
import { daysDuration, localizedTexts, priceInput } from './admin-common';

const planName = z
  .string({ message: 'Enter a name' })
  .check(
    z.trim(),
    z.minLength(1, { message: 'Enter a name' }),
    z.maxLength(100, { message: 'Use at most 100 characters' }),
  );
const planDescription = z.string().check(z.trim(), z.maxLength(2000, { message: 'Use at most 2000 characters' }));
const wholeNumber = (min: number, max: number) =>
  z
    .int({ message: 'Use a whole number' })
    .check(z.minimum(min, { message: `Use at least ${min}` }), z.maximum(max, { message: `Use at most ${max}` }));

/** A plan as staff see it: what customers read (in the default language), the per-language texts, the order. */
export const adminPlan = z.extend(shopItem, {
  shop_type: shopType,
  is_enable: z.boolean(),
  is_cannot_new_purchase: z.boolean(),
  is_auto_reset_bandwidth: z.boolean(),
  created_at: isoDateTime,
  updated_at: isoDateTime,
  shop_name_i18n: localizedTexts(z.string()),
  content_extra_i18n: localizedTexts(z.string()),
  /** Position in the shop, lowest first. */
  sort_order: z.int(),
  /** Customers whose purchase of it is running now (a main plan not ended, or a traffic pack). */
  active_bills: z.int(),
});
export type AdminPlan = z.infer<typeof adminPlan>;

/**
 * A plan's fields, named as customers read them. A main plan (`main_package`) sets the level for
 * `user_level_duration` and extends the account by `account_validity_duration`; a traffic pack
 * (`additional_package`) adds `ss_bandwidth_total_size` bytes to the running plan.
 */
export const planFields = {
  shop_name: planName,
  shop_type: shopType,
  shop_group_id: wholeNumber(0, 1_000_000),
  money_amount: priceInput,
  /** Bytes of traffic the plan gives (per period for a main plan). */
  ss_bandwidth_total_size: z.nullable(wholeNumber(0, Number.MAX_SAFE_INTEGER)),
  user_level: z.nullable(wholeNumber(0, 1000)),
  user_level_duration: z.nullable(daysDuration),
  account_validity_duration: z.nullable(daysDuration),
  ss_bandwidth_reset_interval: z.nullable(daysDuration),
  /** Mbit/s; null: unlimited. */
  node_speed_limit: z.nullable(wholeNumber(0, 1_000_000)),
  /** Devices at once; null: unlimited. */
  node_connector: z.nullable(wholeNumber(0, 1000)),
  /** The description: one feature a line. */
  content_extra: planDescription,
  is_auto_reset_bandwidth: z.boolean(),
  is_enable: z.boolean(),
  is_cannot_new_purchase: z.boolean(),
  shop_name_i18n: localizedTexts(planName),
  content_extra_i18n: localizedTexts(planDescription),
  sort_order: wholeNumber(-100_000, 100_000),
};

/** A new plan: name, type and price are required; the rest default to none / off / enabled. */
export const planCreateBody = z.strictObject({
  shop_name: planFields.shop_name,
  shop_type: planFields.shop_type,
  money_amount: planFields.money_amount,
  shop_group_id: z.optional(planFields.shop_group_id),
  ss_bandwidth_total_size: z.optional(planFields.ss_bandwidth_total_size),
  user_level: z.optional(planFields.user_level),
  user_level_duration: z.optional(planFields.user_level_duration),
  account_validity_duration: z.optional(planFields.account_validity_duration),
  ss_bandwidth_reset_interval: z.optional(planFields.ss_bandwidth_reset_interval),
  node_speed_limit: z.optional(planFields.node_speed_limit),
  node_connector: z.optional(planFields.node_connector),
  content_extra: z.optional(planFields.content_extra),
  is_auto_reset_bandwidth: z.optional(planFields.is_auto_reset_bandwidth),
  is_enable: z.optional(planFields.is_enable),
  is_cannot_new_purchase: z.optional(planFields.is_cannot_new_purchase),
  shop_name_i18n: z.optional(planFields.shop_name_i18n),
  content_extra_i18n: z.optional(planFields.content_extra_i18n),
  /** Default: after every other plan. */
  sort_order: z.optional(planFields.sort_order),
});
export type PlanCreateBody = z.infer<typeof planCreateBody>;

/** Only the fields given change; at least one. */
export const planUpdateBody = z
  .partial(planCreateBody)
  .check(z.refine((body) => Object.keys(body).length > 0, { message: 'Change at least one field' }));
export type PlanUpdateBody = z.infer<typeof planUpdateBody>;

const planIdParams = z.object({ plan_id: numericId });

export const adminPlansList = defineOperation({
  id: 'adminPlansList',
  method: 'GET',
  path: '/api/v2/admin_api/plans',
  credentials: 'bearer',
  summary: 'Every plan and traffic pack, disabled ones too, in shop order (staff)',
  tag: 'admin',
  /** `currency`: the portal's (PAYMENT_CURRENCY), which the plans' prices are in. */
  response: envelope(z.object({ currency: currencyCode, plans: z.array(adminPlan) })),
});

export const adminPlanCreate = defineOperation({
  id: 'adminPlanCreate',
  method: 'POST',
  path: '/api/v2/admin_api/plans',
  credentials: 'bearer',
  summary: 'Put a plan or traffic pack on sale (admin)',
  tag: 'admin',
  body: planCreateBody,
  bodyRequired: true,
  response: envelope(adminPlan),
});

export const adminPlanUpdate = defineOperation({
  id: 'adminPlanUpdate',
  method: 'PATCH',
  path: '/api/v2/admin_api/plans/{plan_id}',
  credentials: 'bearer',
  summary: 'Edit or disable a plan; purchases already made keep their price and terms (admin)',
  tag: 'admin',
  params: planIdParams,
  body: planUpdateBody,
  bodyRequired: true,
  response: envelope(adminPlan),
});

export const plansOrderBody = z.strictObject({
  /** Every plan's id, in the order the shop lists them. */
  plan_ids: z
    .array(z.int().check(z.positive()))
    .check(z.minLength(1, { message: 'Give the plans in their new order' }), z.maxLength(1000)),
});

export const adminPlansReorder = defineOperation({
  id: 'adminPlansReorder',
  method: 'POST',
  path: '/api/v2/admin_api/plans/order',
  credentials: 'bearer',
  summary: 'Set the order of the plans in the shop: every plan id, once, first to last (admin)',
  tag: 'admin',
  body: plansOrderBody,
  bodyRequired: true,
  response: envelope(z.object({ plans: z.array(adminPlan) })),
});

/** An audit rule: what nodes block and log (shadowsocks-mod and XrayR read them from func/detect_rules). */
export const adminAuditRule = z.object({
  id: z.int(),
  name: z.string(),
  /** What customers read about it. */
  text: z.string(),
  regex: z.string(),
  /** 1: matched against the destination address; 2: against the payload. */
  type: z.int(),
  is_enabled: z.boolean(),
  /** Both node programs can compile it (RE2 and Python): rules that cannot are not sent to nodes. */
  is_served_to_nodes: z.boolean(),
  hits: z.int(),
});
export type AdminAuditRule = z.infer<typeof adminAuditRule>;

export const auditRuleBody = z.strictObject({
  name: planName,
  text: z.string().check(z.trim(), z.minLength(1, { message: 'Say what it blocks' }), z.maxLength(500)),
  regex: z.string().check(z.minLength(1, { message: 'Enter the pattern' }), z.maxLength(1000)),
  type: z.optional(z.union([z.literal(1), z.literal(2)], { message: 'Use 1 (destination) or 2 (payload)' })),
  is_enabled: z.optional(z.boolean()),
});
export const auditRuleUpdateBody = z
  .partial(auditRuleBody)
  .check(z.refine((body) => Object.keys(body).length > 0, { message: 'Change at least one field' }));

const ruleIdParams = z.object({ rule_id: numericId });

export const adminAuditRulesList = defineOperation({
  id: 'adminAuditRulesList',
  method: 'GET',
  path: '/api/v2/admin_api/audit-rules',
  credentials: 'bearer',
  summary: 'Every audit rule with its hits and whether nodes can apply it (staff)',
  tag: 'admin',
  response: envelope(z.object({ rules: z.array(adminAuditRule) })),
});

export const adminAuditRuleCreate = defineOperation({
  id: 'adminAuditRuleCreate',
  method: 'POST',
  path: '/api/v2/admin_api/audit-rules',
  credentials: 'bearer',
  summary: 'Add an audit rule (admin)',
  tag: 'admin',
  body: auditRuleBody,
  bodyRequired: true,
  response: envelope(adminAuditRule),
});

export const adminAuditRuleUpdate = defineOperation({
  id: 'adminAuditRuleUpdate',
  method: 'PATCH',
  path: '/api/v2/admin_api/audit-rules/{rule_id}',
  credentials: 'bearer',
  summary: 'Edit, enable or disable an audit rule (admin)',
  tag: 'admin',
  params: ruleIdParams,
  body: auditRuleUpdateBody,
  bodyRequired: true,
  response: envelope(adminAuditRule),
});

export const adminAuditRuleDelete = defineOperation({
  id: 'adminAuditRuleDelete',
  method: 'DELETE',
  path: '/api/v2/admin_api/audit-rules/{rule_id}',
  credentials: 'bearer',
  summary: 'Remove an audit rule with its hits (admin)',
  tag: 'admin',
  params: ruleIdParams,
  response: messageResponse,
});

/** A shared account (e.g. a streaming service's) lent to customers of a level. */
export const adminShareAccount = z.object({
  id: z.int(),
  name: z.string(),
  server_address: z.string(),
  port: z.int(),
  password: z.string(),
  method: z.string(),
  protocol: z.string(),
  max_users: z.int(),
  current_users: z.int(),
  traffic_limit: z.int(),
  traffic_used: z.int(),
  status: z.enum(['active', 'disabled']),
  min_level: z.int(),
  expire_at: isoDateTime,
});
export type AdminShareAccount = z.infer<typeof adminShareAccount>;

const shortText = (max: number, empty: string) =>
  z
    .string()
    .check(
      z.trim(),
      z.minLength(1, { message: empty }),
      z.maxLength(max, { message: `Use at most ${max} characters` }),
    );

export const shareAccountBody = z.strictObject({
  name: shortText(100, 'Enter a name'),
  server_address: shortText(253, 'Enter the server address'),
  port: wholeNumber(1, 65535),
  password: shortText(200, 'Enter the password'),
  method: shortText(50, 'Enter the method'),
  protocol: shortText(50, 'Enter the protocol'),
  max_users: wholeNumber(1, 100_000),
  current_users: z.optional(wholeNumber(0, 100_000)),
  traffic_limit: wholeNumber(0, Number.MAX_SAFE_INTEGER),
  traffic_used: z.optional(wholeNumber(0, Number.MAX_SAFE_INTEGER)),
  status: z.optional(z.enum(['active', 'disabled'])),
  min_level: z.optional(wholeNumber(0, 1000)),
  expire_at: isoDateTime,
});
export const shareAccountUpdateBody = z
  .partial(shareAccountBody)
  .check(z.refine((body) => Object.keys(body).length > 0, { message: 'Change at least one field' }));

const shareIdParams = z.object({ share_account_id: numericId });

export const adminShareAccountsList = defineOperation({
  id: 'adminShareAccountsList',
  method: 'GET',
  path: '/api/v2/admin_api/share-accounts',
  credentials: 'bearer',
  summary: 'Every shared account, passwords included (admin)',
  tag: 'admin',
  response: envelope(z.object({ share_accounts: z.array(adminShareAccount) })),
});

export const adminShareAccountCreate = defineOperation({
  id: 'adminShareAccountCreate',
  method: 'POST',
  path: '/api/v2/admin_api/share-accounts',
  credentials: 'bearer',
  summary: 'Add a shared account (admin)',
  tag: 'admin',
  body: shareAccountBody,
  bodyRequired: true,
  response: envelope(adminShareAccount),
});

export const adminShareAccountUpdate = defineOperation({
  id: 'adminShareAccountUpdate',
  method: 'PATCH',
  path: '/api/v2/admin_api/share-accounts/{share_account_id}',
  credentials: 'bearer',
  summary: 'Edit or disable a shared account (admin)',
  tag: 'admin',
  params: shareIdParams,
  body: shareAccountUpdateBody,
  bodyRequired: true,
  response: envelope(adminShareAccount),
});

export const adminShareAccountDelete = defineOperation({
  id: 'adminShareAccountDelete',
  method: 'DELETE',
  path: '/api/v2/admin_api/share-accounts/{share_account_id}',
  credentials: 'bearer',
  summary: 'Remove a shared account (admin)',
  tag: 'admin',
  params: shareIdParams,
  response: messageResponse,
});

/** This area's operations; admin.ts gathers the console's areas into `adminOperations`. */
export const adminCatalogueOperations = {
  adminPlansList,
  adminPlanCreate,
  adminPlanUpdate,
  adminPlansReorder,
  adminAuditRulesList,
  adminAuditRuleCreate,
  adminAuditRuleUpdate,
  adminAuditRuleDelete,
  adminShareAccountsList,
  adminShareAccountCreate,
  adminShareAccountUpdate,
  adminShareAccountDelete,
} as const satisfies Record<string, OperationDef>;
