// The signed-in customer's account: profile, email, password, two-factor authentication, sessions,
// activity logs and Telegram (SPEC.md §7 "Auth and account"). Shapes from the reference's
// /api/v2/user/account/* operations unless marked as the portal's design.
//
// Errors these calls add (besides validation_error, rate_limited, unauthorized):
// - 400 `password_wrong`: the current password given is not the account's;
// - 400 `two_fa_invalid`: a wrong, expired or already used code (never 401: that would sign the page out);
// - 409 `email_taken`, `two_fa_already_enabled`, `two_fa_not_enabled`, `telegram_already_linked`;
// - 400 `email_code_invalid` / `email_code_expired` / `email_code_attempts_exceeded` (email change).
import * as z from 'zod/mini';
import { defineOperation } from './operation';
import { envelope, listEnvelope, messageResponse, pageQuery, queryInt } from './envelope';
import { email, emailCode, isoDateTime, newPassword, secondFactorCode, twoFaCode, uuid } from './common';

const nullableDate = z.nullable(isoDateTime);
const currentPassword = z.string().check(z.minLength(1, { message: 'Enter your current password' }), z.maxLength(128));

/** A browser and system read from a User-Agent, in words ("Chrome 131", "Windows 10"); null when unknown. */
const deviceFields = {
  browser: z.nullable(z.string()),
  os: z.nullable(z.string()),
  /** desktop, mobile, tablet or null. */
  device_type: z.nullable(z.string()),
};

/** ISO 3166 alpha-2 country of an IP (offline lookup); null for private or unknown addresses. */
const country = z.nullable(z.string());

/**
 * A new token pair for the session the call came from. Account changes that alter what the tokens
 * carry (name, email) or what they are bound to (password) answer one; every other session ends.
 */
export const sessionTokens = z.object({
  access_token: z.string().check(z.minLength(1)),
  refresh_token: z.string().check(z.minLength(1)),
});
export type SessionTokens = z.infer<typeof sessionTokens>;

export const accountMe = defineOperation({
  id: 'accountMe',
  method: 'GET',
  path: '/api/v2/user/account/me',
  credentials: 'bearer',
  summary: 'The account at a glance: profile, plan and security state',
  tag: 'account',
  response: envelope(
    z.object({
      user_id: z.int(),
      user_new_id: uuid,
      email: z.string(),
      user_name: z.string(),
      created_at: isoDateTime,
      last_login: z.optional(nullableDate),
      is_verified: z.optional(z.boolean()),
      telegram_linked: z.optional(z.boolean()),
      // The portal's additions.
      two_fa_enabled: z.boolean(),
      email_notification: z.boolean(),
      /** An email change waiting for its code (the new address), or null. */
      pending_email: z.nullable(z.string()),
      /** The running plan, or null when the customer has none. */
      plan: z.nullable(z.object({ name: z.string(), level: z.int(), expires_at: nullableDate })),
    }),
  ),
});

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
] as const;
export const activityType = z.enum(ACTIVITY_TYPES);
export type ActivityType = z.infer<typeof activityType>;

export const accountActivityItem = z.object({
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

export const loginIpLogItem = z.object({
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

export const refreshLogItem = z.object({
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

// The portal's design (reference result is untyped): the link state and, while unlinked, a one-time
// deep link `https://t.me/<bot>?start=<token>` valid 10 minutes (each call issues a new one).
export const accountLinkTelegram = defineOperation({
  id: 'accountLinkTelegram',
  method: 'GET',
  path: '/api/v2/user/account/link/telegram',
  credentials: 'bearer',
  summary: 'Telegram link state and a one-time link to connect the bot',
  tag: 'account',
  response: envelope(
    z.object({
      /** False when the server has no bot configured: nothing can be linked. */
      is_configured: z.boolean(),
      is_linked: z.boolean(),
      tg_id: z.nullable(z.int()),
      tg_username: z.nullable(z.string()),
      linked_at: nullableDate,
      bot_username: z.nullable(z.string()),
      link_url: z.nullable(z.string()),
      link_expires_at: nullableDate,
    }),
  ),
});

export const accountUnlinkTelegram = defineOperation({
  id: 'accountUnlinkTelegram',
  method: 'POST',
  path: '/api/v2/user/account/link/telegram/unlink',
  credentials: 'bearer',
  summary: 'Unlink the Telegram account',
  tag: 'account',
  response: messageResponse,
});

// The portal's design (reference result is untyped): settings, plus a TOTP secret to enrol while 2FA is off.
export const accountSecurity = defineOperation({
  id: 'accountSecurity',
  method: 'GET',
  path: '/api/v2/user/account/security',
  credentials: 'bearer',
  summary: 'Two-factor authentication and email-notification settings',
  tag: 'account',
  response: envelope(
    z.object({
      ga_enable: z.boolean(),
      email_notification: z.boolean(),
      /** While 2FA is off: the secret to enrol (base32) and its otpauth:// URL for the QR code. */
      ga_secret: z.nullable(z.string()),
      ga_otpauth_url: z.nullable(z.string()),
      /** Unused recovery codes left (0 while 2FA is off). */
      recovery_codes_left: z.int(),
    }),
  ),
});

export const accountSecurityBody = z.object({
  ga_enable: z.nullish(z.boolean()),
  email_notification: z.nullish(z.boolean()),
  /**
   * To turn 2FA on: a code of the offered secret. To turn it off: a current code or a recovery code
   * (with the password).
   */
  ga_token: z.nullish(secondFactorCode),
  /** Required to turn 2FA off. */
  password: z.nullish(currentPassword),
});
export type AccountSecurityBody = z.infer<typeof accountSecurityBody>;

export const accountSecurityUpdate = defineOperation({
  id: 'accountSecurityUpdate',
  method: 'POST',
  path: '/api/v2/user/account/security',
  credentials: 'bearer',
  summary: 'Turn two-factor authentication or email notifications on or off',
  tag: 'account',
  body: accountSecurityBody,
  bodyRequired: true,
  // The portal answers the new settings; turning 2FA on also answers the 10 recovery codes, once.
  response: envelope(
    z.object({
      ga_enable: z.boolean(),
      email_notification: z.boolean(),
      recovery_codes: z.nullable(z.array(z.string())),
    }),
  ),
});

export const recoveryCodesBody = z.object({ ga_token: twoFaCode });
export type RecoveryCodesBody = z.infer<typeof recoveryCodesBody>;

// The portal's design: new recovery codes (the old ones stop working), confirmed with a current code.
export const accountRegenerateRecoveryCodes = defineOperation({
  id: 'accountRegenerateRecoveryCodes',
  method: 'POST',
  path: '/api/v2/user/account/security/recovery-codes',
  credentials: 'bearer',
  summary: 'Replace the two-factor recovery codes (shown once)',
  tag: 'account',
  body: recoveryCodesBody,
  bodyRequired: true,
  response: envelope(z.object({ recovery_codes: z.array(z.string()) })),
});

export const changePasswordBody = z.object({ current_password: currentPassword, new_password: newPassword });
export type ChangePasswordBody = z.infer<typeof changePasswordBody>;

const passwordChanged = envelope(sessionTokens);

export const accountChangePassword = defineOperation({
  id: 'accountChangePassword',
  method: 'POST',
  path: '/api/v2/user/account/change-password',
  credentials: 'bearer',
  summary: 'Change the password: every other session is signed out, this one gets new tokens',
  tag: 'account',
  body: changePasswordBody,
  bodyRequired: true,
  response: passwordChanged,
});

export const accountEditPassword = defineOperation({
  id: 'accountEditPassword',
  method: 'POST',
  path: '/api/v2/user/account/edit-password',
  credentials: 'bearer',
  summary: 'Change the password from the edit-password page (same rules as change-password)',
  tag: 'account',
  body: changePasswordBody,
  bodyRequired: true,
  response: passwordChanged,
});

// The portal's design: the reference declares no body for the edit calls.
export const editEmailBody = z.object({ new_email: email, password: currentPassword });
export type EditEmailBody = z.infer<typeof editEmailBody>;

export const accountEditEmail = defineOperation({
  id: 'accountEditEmail',
  method: 'POST',
  path: '/api/v2/user/account/edit-email',
  credentials: 'bearer',
  summary: 'Start an email change: the password, then a code is sent to the new address (nothing changes yet)',
  tag: 'account',
  body: editEmailBody,
  bodyRequired: true,
  response: envelope(z.object({ pending_email: z.string(), code_expires_at: isoDateTime })),
});

export const confirmEmailBody = z.object({ email_code: emailCode });
export type ConfirmEmailBody = z.infer<typeof confirmEmailBody>;

export const accountConfirmEmail = defineOperation({
  id: 'accountConfirmEmail',
  method: 'POST',
  path: '/api/v2/user/account/edit-email/confirm',
  credentials: 'bearer',
  summary: 'Finish an email change with the code sent to the new address (other sessions are signed out)',
  tag: 'account',
  body: confirmEmailBody,
  bodyRequired: true,
  response: envelope(z.extend(sessionTokens, { email: z.string() })),
});

export const editProfileBody = z.object({
  user_name: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, { message: 'Enter your name' }),
      z.maxLength(64, { message: 'Use at most 64 characters' }),
    ),
});
export type EditProfileBody = z.infer<typeof editProfileBody>;

export const accountEditProfile = defineOperation({
  id: 'accountEditProfile',
  method: 'POST',
  path: '/api/v2/user/account/edit-profile',
  credentials: 'bearer',
  summary: 'Change the display name (new tokens carry it)',
  tag: 'account',
  body: editProfileBody,
  bodyRequired: true,
  response: envelope(z.extend(sessionTokens, { user_name: z.string() })),
});

export const accountSession = z.object({
  session_id: uuid,
  created_at: isoDateTime,
  last_used_at: isoDateTime,
  expires_at: isoDateTime,
  ip: z.string(),
  country,
  ...deviceFields,
  is_remember_me: z.boolean(),
  /** The session this call came from. */
  is_current: z.boolean(),
});
export type AccountSession = z.infer<typeof accountSession>;

// The portal's design: the signed-in sessions (one per sign-in), most recently used first.
export const accountSessions = defineOperation({
  id: 'accountSessions',
  method: 'GET',
  path: '/api/v2/user/account/sessions',
  credentials: 'bearer',
  summary: 'The sessions signed in to the account',
  tag: 'account',
  response: envelope(z.array(accountSession)),
});

export const accountRevokeSession = defineOperation({
  id: 'accountRevokeSession',
  method: 'POST',
  path: '/api/v2/user/account/sessions/{session_id}/revoke',
  credentials: 'bearer',
  summary: 'Sign out one session (its refresh token stops working at once)',
  tag: 'account',
  params: z.object({ session_id: uuid }),
  response: messageResponse,
});

export const accountRevokeOtherSessions = defineOperation({
  id: 'accountRevokeOtherSessions',
  method: 'POST',
  path: '/api/v2/user/account/sessions/revoke-others',
  credentials: 'bearer',
  summary: 'Sign out every session but this one',
  tag: 'account',
  response: envelope(z.object({ revoked: z.int() })),
});
