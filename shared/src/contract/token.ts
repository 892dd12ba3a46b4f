// The session token payload of SPEC.md §3, exactly as ../reference/README.md shows it.
import { z } from 'zod';
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

export const tokenType = z.enum(['login_code', 'user_link_tg', 'access', 'refresh']);
export type TokenType = z.infer<typeof tokenType>;

export const subjectLoginCode = z.object({ tg_login_token: z.string() });
export const subjectUserLinkTg = z.object({ user_id: z.number().int() });
export const subjectAccess = z.object({
  user_id: z.number().int(),
  user_new_id: uuid,
  user_name: z.string(),
  email,
});
export const subjectRefresh = z.object({
  user_id: z.number().int(),
  /** Identifies the password hash the token was issued under: a new password revokes the token. */
  password_hash: uuid,
  is_remember_me: z.boolean().default(false),
});

export const tokenPayload = z.object({
  jti: uuid,
  exp: z.number().optional(),
  iat: z.number().optional(),
  role,
  token_type: tokenType,
  subject_login_code: subjectLoginCode.optional(),
  subject_user_link_tg: subjectUserLinkTg.optional(),
  subject_access: subjectAccess.optional(),
  subject_refresh: subjectRefresh.optional(),
});
export type TokenPayload = z.infer<typeof tokenPayload>;

/** An access token's payload: token_type access with its subject. */
export const accessTokenPayload = tokenPayload.extend({
  token_type: z.literal('access'),
  subject_access: subjectAccess,
});
export type AccessTokenPayload = z.infer<typeof accessTokenPayload>;

/** A refresh token's payload: token_type refresh with its subject. */
export const refreshTokenPayload = tokenPayload.extend({
  token_type: z.literal('refresh'),
  subject_refresh: subjectRefresh,
});
export type RefreshTokenPayload = z.infer<typeof refreshTokenPayload>;
