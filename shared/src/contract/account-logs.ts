// The account's logs (docs/product.md §7 "Auth and account"): activity, sign-in history, the login IP log and the
// refresh log. Shapes from the reference unless marked as the portal's design.
import * as z from 'zod/mini';
import { defineOperation, type OperationDef } from './operation';
import { envelope, listEnvelope, pageQuery, queryInt } from './envelope';
import { isoDateTime, uuid } from './common';
import { country, deviceFields } from './account-fields';

/** Everything the activity page lists (the reference leaves activity_type a free string). */
export const ACTIVITY_TYPES = [
  'signed_up',
  'sign_in',
  'sign_in_failed',
  'two_fa_failed',
  'recovery_code_used',
  'password_changed',
  'password_reset',
  'email_change_requested',
  'email_changed',
  'email_replaced_by_admin',
  'profile_updated',
  'two_fa_enabled',
  'two_fa_disabled',
  'recovery_codes_regenerated',
  'notifications_changed',
  'session_revoked',
  'other_sessions_revoked',
  'telegram_linked',
  'telegram_unlinked',
  'reminders_changed',
] as const;
const activityType = z.enum(ACTIVITY_TYPES);
export type ActivityType = z.infer<typeof activityType>;

const accountActivityItem = z.object({
  activity_id: z.int(),
  activity_type: activityType,
  /** The event in English; pages translate activity_type and fill in `detail`. */
  description: z.string(),
  timestamp: isoDateTime,
  ip_address: z.string(),
  // The portal's additions.
  country,
  ...deviceFields,
  /** Facts the description names, e.g. `{ new_email }` (never a secret). */
  detail: z.record(z.string(), z.string()),
});
export type AccountActivityItem = z.infer<typeof accountActivityItem>;

export const accountActivity = defineOperation({
  id: 'accountActivity',
  method: 'GET',
  path: '/api/v2/user/account/activity',
  credentials: 'bearer',
  summary: 'What happened to the account (sign-ins, failures, password, email, 2FA, sessions, Telegram), newest first',
  tag: 'account',
  query: pageQuery,
  response: envelope(z.object({ total_count: z.int(), activities: z.array(accountActivityItem) })),
});

export const accountLoginHistory = defineOperation({
  id: 'accountLoginHistory',
  method: 'GET',
  path: '/api/v2/user/account/login-history',
  credentials: 'bearer',
  summary: 'The 50 latest sign-ins with IP address and browser',
  tag: 'account',
  response: envelope(z.array(z.object({ login_time: z.int(), ip_address: z.string(), user_agent: z.string() }))),
});

const logLimitQuery = z.object({ limit: z.optional(queryInt(1, 500)) });

const loginIpLogItem = z.object({
  /** The reference's uuid id; the portal numbers its rows (log_id) and answers null here. */
  id: z.nullish(uuid),
  user_id: z.int(),
  login_ip: z.string(),
  created_at: z.optional(isoDateTime),
  /** True for a sign-in or sign-up, false for a failed attempt (right account, wrong password or code). */
  is_login: z.optional(z.boolean()),
  // The portal's additions.
  log_id: z.int(),
  kind: z.enum(['login', 'register', 'login_failed']),
  country,
  user_agent: z.string(),
  ...deviceFields,
});
export type LoginIpLogItem = z.infer<typeof loginIpLogItem>;

export const accountLoginIpLog = defineOperation({
  id: 'accountLoginIpLog',
  method: 'GET',
  path: '/api/v2/user/account/login-ip-log',
  credentials: 'bearer',
  summary: 'Sign-ins and failed attempts by IP, with country and browser, newest first',
  tag: 'account',
  query: logLimitQuery,
  response: listEnvelope(loginIpLogItem),
});

const refreshLogItem = z.object({
  id: uuid,
  created_at: isoDateTime,
  ip_address: z.string(),
  user_agent: z.string(),
  is_remember_me: z.boolean(),
  country,
  ...deviceFields,
});
export type RefreshLogItem = z.infer<typeof refreshLogItem>;

// The portal's design (not in the reference): one row per silent access-token refresh.
export const accountRefreshAccessTokenLog = defineOperation({
  id: 'accountRefreshAccessTokenLog',
  method: 'GET',
  path: '/api/v2/user/account/refresh-access-token-log',
  credentials: 'bearer',
  summary: 'Recent access-token refreshes (which device kept a session alive), newest first',
  tag: 'account',
  query: logLimitQuery,
  response: envelope(z.array(refreshLogItem)),
});

/** This area's operations; contract/index.ts gathers every area's into `operations`. */
export const accountLogsOperations = {
  accountActivity,
  accountLoginHistory,
  accountLoginIpLog,
  accountRefreshAccessTokenLog,
} as const satisfies Record<string, OperationDef>;
