// Issues the access + refresh token pair of a signed-in user and records the refresh token.
import { ROLES, role as roleSchema, type Role } from '@portal/shared/contract';
import type { AppContext } from '../../context';
import { refreshTokens, type users } from '../../db/schema';
import { signAccessToken, signRefreshToken } from '../../lib/tokens';

type UserRow = typeof users.$inferSelect;

export function roleOf(user: Pick<UserRow, 'role'>): Role {
  const parsed = roleSchema.safeParse(user.role);
  return parsed.success ? parsed.data : ROLES.user;
}

export async function issueSession(ctx: AppContext, user: UserRow, rememberMe: boolean) {
  const role = roleOf(user);
  const access = await signAccessToken(
    ctx.keys,
    role,
    { user_id: user.id, user_new_id: user.newId, user_name: user.name, email: user.email },
    ctx.config.accessTokenTtl,
  );
  const ttl = rememberMe ? ctx.config.refreshTokenRememberTtl : ctx.config.refreshTokenTtl;
  const refresh = await signRefreshToken(
    ctx.keys,
    role,
    { user_id: user.id, password_hash: user.passwordHashId, is_remember_me: rememberMe },
    ttl,
  );
  await ctx.db.insert(refreshTokens).values({
    jti: refresh.payload.jti,
    userId: user.id,
    passwordHashId: user.passwordHashId,
    isRememberMe: rememberMe,
    expiresAt: new Date((refresh.payload.exp ?? 0) * 1000),
  });
  return { access_token: access.token, refresh_token: refresh.token, user_id: user.id };
}
