// Sessions: one row per sign-in, the refresh tokens that keep it alive, and the access + refresh token
// pairs issued for it. A refresh token is bound to its session, so signing out one session (or every
// other one) makes its refresh token fail at once; the access token it already holds runs out by itself.
// Every pair comes with a new page key (page-key.ts), the secret of the session's `portal_page` cookie.
import { and, eq, gt, inArray, isNull, ne, sql } from 'drizzle-orm';
import { ROLES, role as roleSchema, type Role } from '@portal/shared/contract';
import type { AppContext } from '../../context';
import type { Db, Tx } from '../../db/client';
import {
  loginIpLog,
  refreshTokens,
  sessions,
  type LoginLogKind,
  type RefreshTokenKind,
  type users,
} from '../../db/schema';
import type { AuthUser } from '../../http/auth-guard';
import type { ClientInfo } from '../../http/client-info';
import { ApiError } from '../../http/errors';
import { countryOf } from '../../lib/geo';
import { signAccessToken, signRefreshToken } from '../../lib/tokens';
import type { PageCookie } from './page-cookie';
import { newPageKey } from './page-key';
import { rememberAccessSession } from './access-sessions';

type UserRow = typeof users.$inferSelect;
export type SessionRow = typeof sessions.$inferSelect;

export interface TokenPair {
  access_token: string;
  refresh_token: string;
}

/** A pair for the JSON body, and the page cookie the route sets with it (never part of the body). */
export interface IssuedPair<T = TokenPair> {
  tokens: T;
  pageCookie: PageCookie;
}

export function roleOf(user: Pick<UserRow, 'role'>): Role {
  const parsed = roleSchema.safeParse(user.role);
  return parsed.success ? parsed.data : ROLES.user;
}

/**
 * Signs a pair for `sessionId` and records its refresh token; the session notes where it was used from and
 * the hash of its new page key, in the same statement, so the previous page cookie stops working.
 */
async function issuePair(
  ctx: AppContext,
  db: Db | Tx,
  user: UserRow,
  session: Pick<SessionRow, 'id' | 'isRememberMe'>,
  kind: RefreshTokenKind,
  client: ClientInfo,
): Promise<IssuedPair> {
  const role = roleOf(user);
  const access = await signAccessToken(
    ctx.keys,
    role,
    { user_id: user.id, user_new_id: user.newId, user_name: user.name, email: user.email },
    ctx.config.accessTokenTtl,
  );
  const ttl = session.isRememberMe ? ctx.config.refreshTokenRememberTtl : ctx.config.refreshTokenTtl;
  const refresh = await signRefreshToken(
    ctx.keys,
    role,
    { user_id: user.id, password_hash: user.passwordHashId, is_remember_me: session.isRememberMe },
    ttl,
  );
  const expiresAt = new Date((refresh.payload.exp ?? 0) * 1000);
  rememberAccessSession(ctx.db, access.payload.jti, session.id);
  const pageKey = newPageKey(session.id, user.passwordHashId);
  await db.insert(refreshTokens).values({
    jti: refresh.payload.jti,
    userId: user.id,
    passwordHashId: user.passwordHashId,
    isRememberMe: session.isRememberMe,
    expiresAt,
    sessionId: session.id,
    kind,
    accessJti: access.payload.jti,
    ip: client.ip,
    userAgent: client.userAgent ?? null,
  });
  await db
    .update(sessions)
    .set({
      lastUsedAt: sql`now()`,
      expiresAt,
      ip: client.ip,
      country: countryOf(client.ip),
      userAgent: client.userAgent ?? null,
      pageKeyHash: pageKey.hash,
    })
    .where(eq(sessions.id, session.id));
  return {
    tokens: { access_token: access.token, refresh_token: refresh.token },
    pageCookie: { value: pageKey.value, expiresAt },
  };
}

/**
 * A sign-in (or sign-up): a new session and its first token pair. `logAs` writes the login IP log's row
 * for it, naming the session, so the account page can tell this sign-in from the previous one.
 */
export async function startSession(
  ctx: AppContext,
  user: UserRow,
  rememberMe: boolean,
  client: ClientInfo,
  logAs?: Extract<LoginLogKind, 'login' | 'register'>,
): Promise<IssuedPair<TokenPair & { user_id: number }>> {
  const country = countryOf(client.ip);
  const { tokens, pageCookie } = await ctx.db.transaction(async (tx) => {
    const [session] = await tx
      .insert(sessions)
      .values({
        userId: user.id,
        isRememberMe: rememberMe,
        expiresAt: new Date(),
        ip: client.ip,
        country,
        userAgent: client.userAgent ?? null,
      })
      .returning();
    if (!session) throw new Error('insert into sessions returned no row');
    if (logAs) {
      await tx.insert(loginIpLog).values({
        userId: user.id,
        ip: client.ip,
        country,
        userAgent: client.userAgent ?? null,
        kind: logAs,
        sessionId: session.id,
      });
    }
    return issuePair(ctx, tx, user, session, 'login', client);
  });
  return { tokens: { ...tokens, user_id: user.id }, pageCookie };
}

/** A refresh: the next pair of a live session (its previous refresh token was just spent). */
export function continueSession(
  ctx: AppContext,
  user: UserRow,
  session: SessionRow,
  client: ClientInfo,
): Promise<IssuedPair> {
  return issuePair(ctx, ctx.db, user, session, 'refresh', client);
}

/**
 * After an account change (name, email, password): a fresh pair for the caller's session carrying the
 * new facts. The session's earlier refresh token is left as it is: after a password change it fails
 * anyway (it carries the old password-hash id), and otherwise a refresh racing with the change (another
 * tab of the same browser) still succeeds instead of signing the browser out.
 */
export function reissueSession(
  ctx: AppContext,
  db: Db | Tx,
  user: UserRow,
  session: SessionRow,
  client: ClientInfo,
): Promise<IssuedPair> {
  return issuePair(ctx, db, user, session, 'reissue', client);
}

/** The live session an account call comes from, found through its access token's jti. */
export async function findCurrentSession(db: Db | Tx, user: AuthUser): Promise<SessionRow | undefined> {
  const [row] = await db
    .select({ session: sessions })
    .from(refreshTokens)
    .innerJoin(sessions, eq(sessions.id, refreshTokens.sessionId))
    .where(
      and(
        eq(refreshTokens.accessJti, user.token.jti),
        eq(sessions.userId, user.id),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql`now()`),
      ),
    )
    .limit(1);
  return row?.session;
}

/** Like findCurrentSession, for changes only a live session may make: 401 once it was signed out. */
export async function requireCurrentSession(db: Db | Tx, user: AuthUser): Promise<SessionRow> {
  const session = await findCurrentSession(db, user);
  if (!session) throw new ApiError(401, 'unauthorized', 'This session was signed out; sign in again');
  return session;
}

/**
 * Signs out the user's live sessions (all, all but `except`, or only `only`): their refresh tokens are
 * refused from now on. Answers how many sessions ended.
 */
export async function revokeSessions(
  db: Db | Tx,
  userId: number,
  scope: { except?: string; only?: string } = {},
): Promise<number> {
  const ended = await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        scope.except ? ne(sessions.id, scope.except) : undefined,
        scope.only ? eq(sessions.id, scope.only) : undefined,
      ),
    )
    .returning({ id: sessions.id });
  if (ended.length > 0) {
    await db
      .update(refreshTokens)
      .set({ revokedAt: sql`now()` })
      .where(
        and(
          inArray(
            refreshTokens.sessionId,
            ended.map((session) => session.id),
          ),
          isNull(refreshTokens.revokedAt),
        ),
      );
  }
  return ended.filter((session) => session.id !== scope.except).length;
}
