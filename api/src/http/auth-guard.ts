// Bearer authentication for `credentials: 'bearer'` operations: a valid, unexpired ES256 access
// token whose user still exists and is not banned.
import type { FastifyRequest } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { ROLES, type AccessTokenPayload, type Role } from '@portal/shared/contract';
import { preparedPerDatabase } from '../db/prepared';
import { users } from '../db/schema';
import { verifyAccessToken } from '../lib/tokens';
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
  /** The account as read to authenticate this request: handlers that only show it need no second read. */
  row: UserRow;
}

/** The account read of every bearer call, a prepared statement (db/prepared.ts). */
const userById = preparedPerDatabase((db) =>
  db
    .select()
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .limit(1)
    .prepare('auth_user_by_id'),
);

/**
 * The rules on the account itself, beside the token's own (signature, times, naming this account): an
 * account that exists may still be refused. Page sessions (modules/auth/page-session.ts) apply the same.
 */
export function accountRefusal(user: UserRow): ApiError | null {
  if (user.isBan) {
    const reason = user.banReason ? `: ${user.banReason}` : '';
    return new ApiError(403, 'account_banned', `This account is suspended${reason}. Contact support`);
  }
  return null;
}

export async function authenticate(request: FastifyRequest): Promise<void> {
  const header = request.headers.authorization ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  if (!match?.[1]) throw new ApiError(401, 'unauthorized', 'Sign in to continue (no access token was sent)');
  const { db, keys, config } = request.server.portal;
  const payload = await verifyAccessToken(keys, match[1], config.accessTokenTtl);
  if (!payload) {
    // The page server's token reads one page's data (modules/auth/page-token.ts).
    if (await authenticatePageToken(request, match[1])) return;
    throw new ApiError(401, 'unauthorized', 'Your session has expired or is invalid; sign in again');
  }
  const [user] = await userById(db).execute({ id: payload.subject_access.user_id });
  if (!user || user.newId !== payload.subject_access.user_new_id) {
    throw new ApiError(401, 'unauthorized', 'This account no longer exists; sign in again');
  }
  const refusal = accountRefusal(user);
  if (refusal) throw refusal;
  request.authUser = {
    id: user.id,
    newId: user.newId,
    email: user.email,
    name: user.name,
    role: user.role as Role,
    token: payload,
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
