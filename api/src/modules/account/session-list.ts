// The sessions signed in to the account (security page): list, sign out one, sign out all others.
// Only the caller's own sessions are ever listed or touched; another customer's id is a 404.
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { sessions } from '../../db/schema';
import type { AuthUser } from '../../http/auth-guard';
import type { ClientInfo } from '../../http/client-info';
import { done, ok } from '../../http/envelope';
import { notFound } from '../../http/errors';
import { describeUserAgent } from '../../lib/user-agent';
import { findCurrentSession, requireCurrentSession, revokeSessions } from '../auth/sessions';
import { recordActivity } from './activity';
import { loadUser } from './account-repo';
import { sendSecurityNotice } from './security-mail';

export async function listSessions(ctx: AppContext, auth: AuthUser) {
  const current = await findCurrentSession(ctx.db, auth);
  const rows = await ctx.db
    .select()
    .from(sessions)
    .where(and(eq(sessions.userId, auth.id), isNull(sessions.revokedAt), gt(sessions.expiresAt, sql`now()`)))
    .orderBy(desc(sessions.lastUsedAt), desc(sessions.createdAt))
    .limit(200);
  return ok(
    rows.map((row) => ({
      session_id: row.id,
      created_at: row.createdAt.toISOString(),
      last_used_at: row.lastUsedAt.toISOString(),
      expires_at: row.expiresAt.toISOString(),
      ip: row.ip,
      country: row.country,
      ...describeUserAgent(row.userAgent),
      is_remember_me: row.isRememberMe,
      is_current: row.id === current?.id,
    })),
  );
}

export async function revokeOneSession(ctx: AppContext, auth: AuthUser, sessionId: string, client: ClientInfo) {
  await requireCurrentSession(ctx.db, auth);
  const ended = await ctx.db.transaction(async (tx) => {
    const count = await revokeSessions(tx, auth.id, { only: sessionId });
    if (count > 0) await recordActivity(tx, auth.id, 'session_revoked', client, { session_id: sessionId });
    return count;
  });
  if (ended === 0) throw notFound('No signed-in session of yours has this id');
  return done('The session has been signed out');
}

export async function revokeOtherSessions(ctx: AppContext, auth: AuthUser, client: ClientInfo) {
  const current = await requireCurrentSession(ctx.db, auth);
  const revoked = await ctx.db.transaction(async (tx) => {
    const count = await revokeSessions(tx, auth.id, { except: current.id });
    await recordActivity(tx, auth.id, 'other_sessions_revoked', client, { count: String(count) });
    return count;
  });
  if (revoked > 0) await sendSecurityNotice(ctx, await loadUser(ctx.db, auth.id), 'other_sessions_revoked', client);
  return ok(
    { revoked },
    revoked === 0 ? 'No other session was signed in' : `Signed out ${revoked} other session${revoked === 1 ? '' : 's'}`,
  );
}
