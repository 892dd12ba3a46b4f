// Account security (docs/product.md §7 "Auth and account"): two-factor authentication and security emails,
// the signed-in sessions, and Telegram linking. The portal's design where the reference is untyped.
import * as z from 'zod/mini';
import { defineOperation, type OperationDef } from './operation';
import { envelope, messageResponse } from './envelope';
import { isoDateTime, secondFactorCode, twoFaCode, uuid } from './common';
import { country, currentPassword, deviceFields, nullableDate } from './account-fields';

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

const accountSecurityBody = z.object({
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

const accountSession = z.object({
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

/** This area's operations; contract/index.ts gathers every area's into `operations`. */
export const accountSecurityOperations = {
  accountLinkTelegram,
  accountSecurity,
  accountSecurityUpdate,
  accountRegenerateRecoveryCodes,
  accountSessions,
  accountRevokeSession,
  accountRevokeOtherSessions,
  accountUnlinkTelegram,
} as const satisfies Record<string, OperationDef>;
