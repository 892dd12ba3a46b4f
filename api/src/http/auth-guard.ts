// Bearer authentication for `credentials: 'bearer'` operations: a valid, unexpired ES256 access
// token of a live session whose user still exists and is not banned.
import type { FastifyRequest } from 'fastify';
import { ROLES, type AccessTokenPayload, type Role } from '@portal/shared/contract';
import type { users } from '../db/schema';
import { GUESS_LIMITS } from '../lib/guess-limit';
import { checkAccessToken } from '../lib/tokens';
import { liveSessionAccount, sessionOfAccessToken } from '../modules/auth/access-sessions';
import { authenticatePageToken } from '../modules/auth/page-token';
import { ApiError } from './errors';

export type UserRow = typeof users.$inferSelect;

export interface AuthUser {
  id: number;
  newId: string;
  email: string;
  name: string;
  role: Role;
  token: AccessTokenPayload;
  /** The session the token belongs to (live: the check refused it otherwise). */
  sessionId: string;
  /** The account as read to authenticate this request: handlers that only show it need no second read. */
  row: UserRow;
}

/**
 * The rules on the account itself, beside the token's own (signature, times, naming this account): an
 * account that exists may still be refused. Page sessions (modules/auth/page-session.ts) apply the same.
 */
export function accountRefusal(user: UserRow): ApiError | null {
  if (user.isBan) {
    const reason = user.banReason ? `: ${user.banReason}` : '';
    const details: Record<string, string> = user.banReason ? { reason: user.banReason } : {};
    return new ApiError(403, 'account_banned', `This account is suspended${reason}. Contact support`, {}, details);
  }
  return null;
}

const signedOut = () => new ApiError(401, 'unauthorized', 'This session was signed out; sign in again');

/**
 * The bearer check of every signed-in call: a token this server signed, still in its time, whose session
 * is live (not signed out, revoked or ended by a password change) and whose account still exists and is
 * not banned. The session and the account are read together on every call (one primary-key join), so an
 * ended session or a ban is refused at once on every process. A forged token counts as a guess from its
 * address (lib/guess-limit.ts); an address with too many meets 429 before any check.
 */
export async function authenticate(request: FastifyRequest): Promise<void> {
  const header = request.headers.authorization ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  if (!match?.[1]) throw new ApiError(401, 'unauthorized', 'Sign in to continue (no access token was sent)');
  const { db, keys, config, guesses } = request.server.portal;
  guesses.check(GUESS_LIMITS.bearer, request.ip);
  const { payload, forged } = await checkAccessToken(keys, match[1], config.accessTokenTtl);
  if (!payload) {
    // The page server's token reads one page's data (modules/auth/page-token.ts).
    if (!forged && (await authenticatePageToken(request, match[1]))) return;
    if (forged) await guesses.wrong(GUESS_LIMITS.bearer, request.ip);
    throw new ApiError(401, 'unauthorized', 'Your session has expired or is invalid; sign in again');
  }
  const sessionId = await sessionOfAccessToken(db, payload.jti);
  if (!sessionId) throw signedOut();
  const [row] = await liveSessionAccount(db).execute({ id: sessionId });
  const user = row?.user;
  if (!user || user.id !== payload.subject_access.user_id || user.newId !== payload.subject_access.user_new_id) {
    throw new ApiError(401, 'unauthorized', 'This account no longer exists; sign in again');
  }
  // A ban is said as such (with its reason) even though it also ended the session: the open tab learns why.
  const refusal = accountRefusal(user);
  if (refusal) throw refusal;
  if (row.revokedAt !== null || row.expiresAt.getTime() <= Date.now()) throw signedOut();
  request.authUser = {
    id: user.id,
    newId: user.newId,
    email: user.email,
    name: user.name,
    role: user.role as Role,
    token: payload,
    sessionId,
    row: user,
  };
}

/**
 * Allows only `allowed` roles, after `authenticate`. Both the token's role and the account's current
 * role must qualify: a role given by make-staff counts from the next token, one taken away at once.
 */
export function requireRole(allowed: readonly Role[]) {
  const who = allowed.includes(ROLES.lowAdmin) ? 'staff only' : 'administrators only';
  return async function checkRole(request: FastifyRequest): Promise<void> {
    const user = request.authUser;
    if (!user || !allowed.includes(user.role) || !allowed.includes(user.token.role)) {
      throw new ApiError(403, 'forbidden', `Your account is not allowed to do this (${who})`);
    }
  };
}
