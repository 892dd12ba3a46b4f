// POST /api/v2/auth/refresh: a refresh token is accepted once and answered with a new pair.
// Refused: bad signature, expired, already used, revoked, or issued before a password change.
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { refreshTokens, users } from '../../db/schema';
import { ApiError } from '../../http/errors';
import { RATE_LIMITS } from '../../lib/rate-limit';
import { verifyRefreshToken } from '../../lib/tokens';
import { issueSession } from './sessions';
import { ok } from '../../http/envelope';

const sessionEnded = () => new ApiError(401, 'unauthorized', 'Your session has ended; sign in again');

export async function refresh(ctx: AppContext, refreshToken: string, ip: string) {
  await ctx.rateLimit(RATE_LIMITS.refreshPerIp, ip);
  const payload = await verifyRefreshToken(ctx.keys, refreshToken);
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
  if (!row) throw sessionEnded();
  const [user] = await ctx.db.select().from(users).where(eq(users.id, subject.user_id)).limit(1);
  if (!user || user.passwordHashId !== subject.password_hash || row.passwordHashId !== user.passwordHashId)
    throw sessionEnded();
  if (user.isBan) throw new ApiError(403, 'account_banned', 'This account is suspended; contact support');
  const session = await issueSession(ctx, user, row.isRememberMe);
  return ok(session, 'Session refreshed');
}
