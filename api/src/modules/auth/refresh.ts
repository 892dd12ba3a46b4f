// POST /api/v2/auth/refresh: a refresh token is accepted once and answered with a new pair of the same
// session. Refused: bad signature, expired, already used, revoked, its session signed out, or issued
// before a password change.
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { refreshTokens, sessions, users } from '../../db/schema';
import type { ClientInfo } from '../../http/client-info';
import { accountRefusal } from '../../http/auth-guard';
import { ApiError } from '../../http/errors';
import { ok } from '../../http/envelope';
import { RATE_LIMITS } from '../../lib/rate-limit';
import { verifyRefreshToken } from '../../lib/tokens';
import { continueSession } from './sessions';

const sessionEnded = () => new ApiError(401, 'unauthorized', 'Your session has ended; sign in again');

export async function refresh(ctx: AppContext, refreshToken: string, client: ClientInfo) {
  await ctx.rateLimit(RATE_LIMITS.refreshPerIp, client.ip);
  const longest = Math.max(ctx.config.refreshTokenTtl, ctx.config.refreshTokenRememberTtl);
  const payload = await verifyRefreshToken(ctx.keys, refreshToken, longest);
  if (!payload) throw sessionEnded();
  const subject = payload.subject_refresh;
  const [row] = await ctx.db
    .update(refreshTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(refreshTokens.jti, payload.jti),
        eq(refreshTokens.userId, subject.user_id),
        isNull(refreshTokens.usedAt),
        isNull(refreshTokens.revokedAt),
        gt(refreshTokens.expiresAt, sql`now()`),
      ),
    )
    .returning();
  if (!row?.sessionId) throw sessionEnded();
  const [session] = await ctx.db
    .select()
    .from(sessions)
    .where(and(eq(sessions.id, row.sessionId), isNull(sessions.revokedAt)))
    .limit(1);
  if (!session) throw sessionEnded();
  const [user] = await ctx.db.select().from(users).where(eq(users.id, subject.user_id)).limit(1);
  if (!user || user.passwordHashId !== subject.password_hash || row.passwordHashId !== user.passwordHashId)
    throw sessionEnded();
  const refusal = accountRefusal(user);
  if (refusal) throw refusal;
  const { tokens, pageCookie } = await continueSession(ctx, user, session, client);
  return { body: ok({ ...tokens, user_id: user.id }, 'Session refreshed'), pageCookie };
}
