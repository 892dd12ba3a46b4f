// POST /api/v2/auth/refresh: a refresh token is spent once and answered with a new pair of the same
// session. Refused: bad signature, expired, revoked, its session signed out, or issued before a password
// change.
//
// A spent token presented again: within REFRESH_REUSE_GRACE_SECONDS the answer to its first use was most
// likely lost (F5 during a slow answer, a click on the next page, a dropped connection on a phone), so the
// session goes on with another pair; later it is a copy in someone else's hands, and the session ends.
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { refreshTokens, sessions, users } from '../../db/schema';
import type { ClientInfo } from '../../http/client-info';
import { accountRefusal } from '../../http/auth-guard';
import { ApiError } from '../../http/errors';
import { ok } from '../../http/envelope';
import { RATE_LIMITS } from '../../lib/rate-limit';
import { verifyRefreshToken } from '../../lib/tokens';
import { recordActivity } from '../account/activity';
import { continueSession, revokeSessions } from './sessions';

/** How long a spent refresh token still continues its session (seconds, not minutes: see above). */
export const REFRESH_REUSE_GRACE_SECONDS = 10;

const sessionEnded = () => new ApiError(401, 'unauthorized', 'Your session has ended; sign in again');

/** Spends the token: its row when it was unused, live and unexpired. */
async function spend(ctx: AppContext, jti: string, userId: number) {
  const [row] = await ctx.db
    .update(refreshTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(refreshTokens.jti, jti),
        eq(refreshTokens.userId, userId),
        isNull(refreshTokens.usedAt),
        isNull(refreshTokens.revokedAt),
        gt(refreshTokens.expiresAt, sql`now()`),
      ),
    )
    .returning();
  return row;
}

/**
 * A token that could not be spent: its row again when it was spent moments ago (the session goes on);
 * otherwise refused, and when it was spent earlier than the grace allows, its session ends as stolen.
 */
async function respent(ctx: AppContext, jti: string, userId: number, client: ClientInfo) {
  const [row] = await ctx.db
    .select({
      token: refreshTokens,
      recent: sql<boolean>`${refreshTokens.usedAt} > now() - ${`${REFRESH_REUSE_GRACE_SECONDS} seconds`}::interval`,
    })
    .from(refreshTokens)
    .where(and(eq(refreshTokens.jti, jti), eq(refreshTokens.userId, userId)))
    .limit(1);
  const token = row?.token;
  if (!token?.usedAt || token.revokedAt || token.expiresAt.getTime() <= Date.now() || !token.sessionId) return null;
  if (row?.recent) return token;
  const sessionId = token.sessionId;
  await ctx.db.transaction(async (tx) => {
    const ended = await revokeSessions(tx, userId, { only: sessionId });
    if (ended > 0) {
      await recordActivity(tx, userId, 'session_revoked', client, {
        session_id: sessionId,
        reason: 'refresh_token_reused',
      });
    }
  });
  ctx.log.warn({ userId }, 'a spent refresh token was presented again: its session was ended');
  return null;
}

export async function refresh(ctx: AppContext, refreshToken: string, client: ClientInfo) {
  await ctx.rateLimit(RATE_LIMITS.refreshPerIp, client.ip);
  const longest = Math.max(ctx.config.refreshTokenTtl, ctx.config.refreshTokenRememberTtl);
  const payload = await verifyRefreshToken(ctx.keys, refreshToken, longest);
  if (!payload) throw sessionEnded();
  const subject = payload.subject_refresh;
  const row =
    (await spend(ctx, payload.jti, subject.user_id)) ?? (await respent(ctx, payload.jti, subject.user_id, client));
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
