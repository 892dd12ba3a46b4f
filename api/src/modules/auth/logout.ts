// POST /api/v2/auth/logout: the browser signs out, and the session of its refresh token ends on the
// server too (as signing it out from the security page does), so neither its refresh token nor its page
// cookie works any more. The token may be expired, used or unknown: the answer is the same success
// either way (signing out twice is fine, and the answer tells nothing about the token).
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { refreshTokens } from '../../db/schema';
import type { ClientInfo } from '../../http/client-info';
import { done } from '../../http/envelope';
import { RATE_LIMITS } from '../../lib/rate-limit';
import { readSignedRefreshToken } from '../../lib/tokens';
import { recordActivity } from '../account/activity';
import { revokeSessions } from './sessions';

export async function logout(ctx: AppContext, refreshToken: string, client: ClientInfo) {
  await ctx.rateLimit(RATE_LIMITS.logoutPerIp, client.ip);
  // Its signature is enough: an expired token still names the session the browser is leaving.
  const payload = await readSignedRefreshToken(ctx.keys, refreshToken);
  if (payload) {
    const userId = payload.subject_refresh.user_id;
    await ctx.db.transaction(async (tx) => {
      const [token] = await tx
        .select({ sessionId: refreshTokens.sessionId })
        .from(refreshTokens)
        .where(and(eq(refreshTokens.jti, payload.jti), eq(refreshTokens.userId, userId)))
        .limit(1);
      if (!token?.sessionId) return;
      const ended = await revokeSessions(tx, userId, { only: token.sessionId });
      if (ended > 0) await recordActivity(tx, userId, 'session_revoked', client, { session_id: token.sessionId });
    });
  }
  return done('Signed out');
}
