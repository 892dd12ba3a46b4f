// The session token payload of docs/product.md §3, field for field as the original service issues it.
import * as z from 'zod/mini';
import { email, uuid } from './common';

/** Database roles a token may carry. Admin roles are the reference's low-admin and admin. */
export const ROLES = {
  guest: 'malio_postgrest_guest',
  user: 'malio_postgrest_user',
  lowAdmin: 'malio_postgrest_low_admin',
  admin: 'malio_postgrest_admin',
} as const;
export const role = z.enum([ROLES.guest, ROLES.user, ROLES.lowAdmin, ROLES.admin]);
export type Role = z.infer<typeof role>;

const tokenType = z.enum(['login_code', 'user_link_tg', 'access', 'refresh']);

const subjectLoginCode = z.object({ tg_login_token: z.string() });
const subjectUserLinkTg = z.object({ user_id: z.int() });
export const subjectAccess = z.object({
  user_id: z.int(),
  user_new_id: uuid,
  user_name: z.string(),
  email,
});
const subjectRefresh = z.object({
  user_id: z.int(),
  /** Identifies the password hash the token was issued under: a new password revokes the token. */
  password_hash: uuid,
  is_remember_me: z._default(z.boolean(), false),
});

const tokenPayload = z.object({
  jti: uuid,
  exp: z.optional(z.number()),
  iat: z.optional(z.number()),
  role,
  token_type: tokenType,
  subject_login_code: z.optional(subjectLoginCode),
  subject_user_link_tg: z.optional(subjectUserLinkTg),
  subject_access: z.optional(subjectAccess),
  subject_refresh: z.optional(subjectRefresh),
});

/** An access token's payload: token_type access with its subject. */
export const accessTokenPayload = z.extend(tokenPayload, {
  token_type: z.literal('access'),
  subject_access: subjectAccess,
});
export type AccessTokenPayload = z.infer<typeof accessTokenPayload>;

/** A refresh token's payload: token_type refresh with its subject. */
export const refreshTokenPayload = z.extend(tokenPayload, {
  token_type: z.literal('refresh'),
  subject_refresh: subjectRefresh,
});
export type RefreshTokenPayload = z.infer<typeof refreshTokenPayload>;
