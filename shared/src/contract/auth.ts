// Sign-in, sign-up, token refresh, sign-out and password recovery (docs/product.md §7 "Auth and account").
// Field names and shapes as the original service's clients send and read them.
import * as z from 'zod/mini';
import { defineOperation, type OperationDef } from './operation';
import { envelope, messageResponse } from './envelope';
import { captchaKeyType, captchaProof, email, emailCode, newPassword, secondFactorCode, uuid } from './common';

/**
 * The human check (captcha_key + tiago2_cap_token) is required, except on the code step of a two-factor
 * sign-in: there the single-use ticket the password step set as an HttpOnly cookie stands in for it.
 */
export const loginBody = z.object({
  captcha_key: z.optional(captchaProof.shape.captcha_key),
  tiago2_cap_token: z.optional(captchaProof.shape.tiago2_cap_token),
  email,
  password: z.string().check(z.minLength(1, { message: 'Enter your password' }), z.maxLength(128)),
  /** A TOTP code or a recovery code, once the server answered two_fa_required. */
  two_fa_code: z.nullish(secondFactorCode),
  is_remember_me: z.optional(z.boolean()),
});
export type LoginBody = z.infer<typeof loginBody>;

const tokenPair = z.object({
  access_token: z.string().check(z.minLength(1)),
  refresh_token: z.string().check(z.minLength(1)),
  user_id: z.int(),
});

export const authLogin = defineOperation({
  id: 'authLogin',
  method: 'POST',
  path: '/api/v2/auth/login',
  credentials: 'none',
  summary: 'Sign in with email and password (and a 2FA code when the account has one)',
  tag: 'auth',
  body: loginBody,
  bodyRequired: true,
  response: envelope(tokenPair),
});

export const registerBody = z.object({
  email,
  name: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, { message: 'Enter your name' }),
      z.maxLength(64, { message: 'Use at most 64 characters' }),
    ),
  password: newPassword,
  re_password: z.string().check(z.maxLength(128)),
  invite_code: z.nullish(z.string().check(z.trim(), z.maxLength(64))),
  email_code: z.nullish(emailCode),
});
export type RegisterBody = z.infer<typeof registerBody>;

export const authRegister = defineOperation({
  id: 'authRegister',
  method: 'POST',
  path: '/api/v2/auth/register',
  credentials: 'none',
  summary: 'Create an account (with the emailed code and an optional invite code)',
  tag: 'auth',
  body: registerBody,
  bodyRequired: true,
  response: envelope(
    z.extend(tokenPair, {
      user_name: z.string(),
      email: z.string(),
    }),
  ),
});

const requestEmailCodeBody = z.extend(captchaProof, { email });
export type RequestEmailCodeBody = z.infer<typeof requestEmailCodeBody>;

export const authRegisterRequestEmailCode = defineOperation({
  id: 'authRegisterRequestEmailCode',
  method: 'POST',
  path: '/api/v2/auth/register/request-email-code',
  credentials: 'none',
  summary: 'Email a sign-up code (captcha required)',
  tag: 'auth',
  body: requestEmailCodeBody,
  bodyRequired: true,
  response: messageResponse,
});

const checkInviteCodeBody = z.object({
  invite_code: z.string().check(z.trim(), z.minLength(1), z.maxLength(64)),
});

export const authRegisterCheckInviteCode = defineOperation({
  id: 'authRegisterCheckInviteCode',
  method: 'POST',
  path: '/api/v2/auth/register/check-invite-code',
  credentials: 'none',
  summary: 'Tell whether an invite code can be used',
  tag: 'auth',
  body: checkInviteCodeBody,
  bodyRequired: true,
  response: messageResponse,
});

const refreshBody = z.object({ refresh_token: z.string().check(z.minLength(1), z.maxLength(4096)) });

export const authRefresh = defineOperation({
  id: 'authRefresh',
  method: 'POST',
  path: '/api/v2/auth/refresh',
  credentials: 'none',
  summary: 'Exchange a refresh token for a new access token (the refresh token rotates)',
  tag: 'auth',
  body: refreshBody,
  bodyRequired: true,
  response: envelope(
    z.object({
      access_token: z.string().check(z.minLength(1)),
      refresh_token: z.nullish(z.string().check(z.minLength(1))),
      user_id: z.int(),
    }),
  ),
});

/** The portal's own (not in docs/product.md §7): the session of this refresh token ends on the server. */
export const authLogout = defineOperation({
  id: 'authLogout',
  method: 'POST',
  path: '/api/v2/auth/logout',
  credentials: 'none',
  summary: 'Sign out the session of a refresh token',
  tag: 'auth',
  body: refreshBody,
  bodyRequired: true,
  response: messageResponse,
});

const captchaKeyResponse = z.object({
  is_success: z.boolean(),
  message: z.string(),
  captcha_key: uuid,
  captcha_key_type: captchaKeyType,
  /** Cap site key: the widget's endpoint is `/api/v2/cap/{tiago2_cap_key_id}/`. */
  tiago2_cap_key_id: z.string(),
});
export type CaptchaKeyResponse = z.infer<typeof captchaKeyResponse>;

export const authForgotPasswordRequestCaptchaKey = defineOperation({
  id: 'authForgotPasswordRequestCaptchaKey',
  method: 'GET',
  path: '/api/v2/auth/forgot-password/request-captcha-key',
  credentials: 'none',
  summary: 'Issue a captcha key for password recovery',
  tag: 'auth',
  response: captchaKeyResponse,
});

export const authForgotPasswordRequestEmailCode = defineOperation({
  id: 'authForgotPasswordRequestEmailCode',
  method: 'POST',
  path: '/api/v2/auth/forgot-password/request-email-code',
  credentials: 'none',
  summary: 'Email a password-reset code (captcha required)',
  tag: 'auth',
  body: requestEmailCodeBody,
  bodyRequired: true,
  response: messageResponse,
});

export const resetPasswordBody = z.extend(captchaProof, {
  email,
  email_code: emailCode,
  password: newPassword,
});
export type ResetPasswordBody = z.infer<typeof resetPasswordBody>;

export const authForgotPasswordResetPassword = defineOperation({
  id: 'authForgotPasswordResetPassword',
  method: 'POST',
  path: '/api/v2/auth/forgot-password/reset-password',
  credentials: 'none',
  summary: 'Set a new password with the emailed code (signs out every session)',
  tag: 'auth',
  body: resetPasswordBody,
  bodyRequired: true,
  response: messageResponse,
});

export const getCaptchaKey = defineOperation({
  id: 'getCaptchaKey',
  method: 'GET',
  path: '/api/v2/captcha-key',
  credentials: 'none',
  summary: 'Issue a captcha key for a purpose',
  tag: 'auth',
  query: z.object({ captcha_key_type: captchaKeyType }),
  response: captchaKeyResponse,
});

export const getCsrf = defineOperation({
  id: 'getCsrf',
  method: 'GET',
  path: '/api/v2/csrf',
  credentials: 'none',
  summary: 'A CSRF token for clients of the original API (no cookie; the portal checks none: ADR 0013)',
  tag: 'auth',
  response: z.object({ is_success: z.boolean(), csrf_token: uuid }),
});

/** This area's operations; contract/index.ts gathers every area's into `operations`. */
export const authOperations = {
  authLogin,
  authRegister,
  authRegisterRequestEmailCode,
  authRegisterCheckInviteCode,
  authRefresh,
  authLogout,
  authForgotPasswordRequestCaptchaKey,
  authForgotPasswordRequestEmailCode,
  authForgotPasswordResetPassword,
  getCaptchaKey,
  getCsrf,
} as const satisfies Record<string, OperationDef>;
