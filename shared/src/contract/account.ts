// The signed-in customer's account: profile, activity logs, security and password (docs/product.md §7 "Auth and account").
// Shapes from the reference's /api/v2/user/account/* operations unless marked as the portal's design.
import * as z from 'zod/mini';
import { defineOperation } from './operation';
import { envelope, listEnvelope, messageResponse } from './envelope';
import { email, isoDateTime, newPassword, twoFaCode, uuid } from './common';

const nullableDate = z.nullable(isoDateTime);
const currentPassword = z.string().check(z.minLength(1, { message: 'Enter your current password' }), z.maxLength(128));

export const accountMe = defineOperation({
  id: 'accountMe',
  method: 'GET',
  path: '/api/v2/user/account/me',
  credentials: 'bearer',
  summary: 'Profile of the signed-in customer',
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
    }),
  ),
});

export const accountActivity = defineOperation({
  id: 'accountActivity',
  method: 'GET',
  path: '/api/v2/user/account/activity',
  credentials: 'bearer',
  summary: 'Recent account activity (sign-ins, password and security changes)',
  tag: 'account',
  response: envelope(
    z.object({
      total_count: z.int(),
      activities: z.array(
        z.object({
          activity_id: z.int(),
          activity_type: z.string(),
          description: z.string(),
          timestamp: isoDateTime,
          ip_address: z.string(),
        }),
      ),
    }),
  ),
});

export const accountLoginHistory = defineOperation({
  id: 'accountLoginHistory',
  method: 'GET',
  path: '/api/v2/user/account/login-history',
  credentials: 'bearer',
  summary: 'Recent sign-ins with IP address and browser',
  tag: 'account',
  response: envelope(z.array(z.object({ login_time: z.int(), ip_address: z.string(), user_agent: z.string() }))),
});

export const accountLoginIpLog = defineOperation({
  id: 'accountLoginIpLog',
  method: 'GET',
  path: '/api/v2/user/account/login-ip-log',
  credentials: 'bearer',
  summary: 'IP addresses that signed in (or failed to)',
  tag: 'account',
  response: listEnvelope(
    z.object({
      id: z.nullish(uuid),
      user_id: z.int(),
      login_ip: z.string(),
      created_at: z.optional(isoDateTime),
      is_login: z.optional(z.boolean()),
    }),
  ),
});

// The portal's design (not in the reference): one row per silent access-token refresh.
export const accountRefreshAccessTokenLog = defineOperation({
  id: 'accountRefreshAccessTokenLog',
  method: 'GET',
  path: '/api/v2/user/account/refresh-access-token-log',
  credentials: 'bearer',
  summary: 'Recent access-token refreshes (which device kept a session alive)',
  tag: 'account',
  response: envelope(
    z.array(
      z.object({
        id: uuid,
        created_at: isoDateTime,
        ip_address: z.string(),
        user_agent: z.string(),
        is_remember_me: z.boolean(),
      }),
    ),
  ),
});

// The portal's design (reference result is untyped): a one-time Telegram deep link while unlinked.
export const accountLinkTelegram = defineOperation({
  id: 'accountLinkTelegram',
  method: 'GET',
  path: '/api/v2/user/account/link/telegram',
  credentials: 'bearer',
  summary: 'Telegram link state and a one-time link to connect the bot',
  tag: 'account',
  response: envelope(
    z.object({
      is_linked: z.boolean(),
      tg_id: z.nullable(z.int()),
      link_url: z.nullable(z.string()),
      link_expires_at: nullableDate,
    }),
  ),
});

// The portal's design (reference result is untyped): settings plus a TOTP secret to enrol while 2FA is off.
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
      ga_secret: z.nullable(z.string()),
      ga_otpauth_url: z.nullable(z.string()),
    }),
  ),
});

export const accountSecurityBody = z.object({
  ga_enable: z.nullish(z.boolean()),
  email_notification: z.nullish(z.boolean()),
  /** Current TOTP code: required by the server to turn 2FA on or off. */
  ga_token: z.nullish(twoFaCode),
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
  response: messageResponse,
});

export const changePasswordBody = z.object({ current_password: currentPassword, new_password: newPassword });
export type ChangePasswordBody = z.infer<typeof changePasswordBody>;

export const accountChangePassword = defineOperation({
  id: 'accountChangePassword',
  method: 'POST',
  path: '/api/v2/user/account/change-password',
  credentials: 'bearer',
  summary: 'Change the password (other sessions are signed out)',
  tag: 'account',
  body: changePasswordBody,
  bodyRequired: true,
  response: messageResponse,
});

// The portal's design: the reference declares no body for the three edit calls below.
export const editEmailBody = z.object({ new_email: email, password: currentPassword });
export type EditEmailBody = z.infer<typeof editEmailBody>;

export const accountEditEmail = defineOperation({
  id: 'accountEditEmail',
  method: 'POST',
  path: '/api/v2/user/account/edit-email',
  credentials: 'bearer',
  summary: 'Change the sign-in email (confirmed with the password)',
  tag: 'account',
  body: editEmailBody,
  bodyRequired: true,
  response: messageResponse,
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
  response: messageResponse,
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
  summary: 'Change the display name',
  tag: 'account',
  body: editProfileBody,
  bodyRequired: true,
  response: messageResponse,
});
