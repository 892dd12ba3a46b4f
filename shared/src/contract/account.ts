// The signed-in customer's account: the overview, profile, email and password (docs/product.md §7 "Auth and
// account"); two-factor, sessions and Telegram are in account-security.ts, the logs in account-logs.ts.
// Shapes from the reference's /api/v2/user/account/* operations unless marked as the portal's design.
//
// Errors these calls add (besides validation_error, rate_limited, unauthorized):
// - 400 `password_wrong`: the current password given is not the account's;
// - 400 `two_fa_invalid`: a wrong, expired or already used code (never 401: that would sign the page out);
// - 409 `email_taken`, `two_fa_already_enabled`, `two_fa_not_enabled`, `telegram_not_linked`;
// - 400 `email_code_invalid` / `email_code_expired` / `email_code_attempts_exceeded` (email change).
import * as z from 'zod/mini';
import { defineOperation, type OperationDef } from './operation';
import { envelope } from './envelope';
import { email, emailCode, isoDateTime, newPassword, uuid } from './common';
import { country, currentPassword, deviceFields, nullableDate, sessionTokens } from './account-fields';

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
      /** The reference's: the newest sign-in, set at each one — usually the caller's own. */
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
      /**
       * The newest sign-in (or sign-up) other than the one that started the caller's session: when, from
       * where and on what. Null when there is none (the first sign-in).
       */
      previous_sign_in: z.nullable(z.object({ at: isoDateTime, ip: z.string(), country, ...deviceFields })),
    }),
  ),
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

/** This area's operations; contract/index.ts gathers every area's into `operations`. */
export const accountOperations = {
  accountMe,
  accountChangePassword,
  accountEditEmail,
  accountEditPassword,
  accountEditProfile,
  accountConfirmEmail,
} as const satisfies Record<string, OperationDef>;
