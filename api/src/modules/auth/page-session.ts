// The page session: which live session asks for a signed-in page, from the `portal_page` cookie its
// document request carries (page-cookie.ts, page-key.ts). It authorises one thing only: rendering that
// customer's own pages on the server. Nothing else reads the cookie, and it never reaches an API call.
import { parse } from 'cookie';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Role } from '@portal/shared/contract';
import type { AppContext } from '../../context';
import { preparedPerDatabase } from '../../db/prepared';
import { sessions, users } from '../../db/schema';
import { accountRefusal } from '../../http/auth-guard';
import { signAccessToken } from '../../lib/tokens';
import { rememberAccessSession } from './access-sessions';
import { PAGE_COOKIE } from './page-cookie';
import { pageKeyMatches, parsePageKey } from './page-key';
import { roleOf } from './sessions';

export interface PageSession {
  userId: number;
  sessionId: string;
  /** What the account's own access tokens carry (docs/product.md §3), as read for this check. */
  userNewId: string;
  userName: string;
  email: string;
  role: Role;
  /** The session's end unless the browser refreshes it. */
  expiresAt: Date;
}

/**
 * The session by its primary key with its account (one indexed read per page), only while it is live:
 * not signed out and not past its newest refresh token's expiry. A deleted account's sessions are gone
 * with it (cascade).
 */
const liveSessionWithAccount = preparedPerDatabase((db) =>
  db
    .select({ sessionId: sessions.id, pageKeyHash: sessions.pageKeyHash, expiresAt: sessions.expiresAt, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, sql.placeholder('id')), isNull(sessions.revokedAt), gt(sessions.expiresAt, sql`now()`)))
    .limit(1)
    .prepare('page_session_by_id'),
);

/**
 * The live session whose page cookie `request` carries, or null: no cookie or not one this server issues,
 * an unknown, signed-out or expired session, a key that is not the session's newest (each token pair
 * replaces it) or that was issued under another password, or an account the bearer check refuses
 * (accountRefusal). Never throws: a page that cannot be rendered for the customer is rendered without
 * their data.
 */
export async function verifyPageSession(request: FastifyRequest): Promise<PageSession | null> {
  try {
    const key = parsePageKey(parse(request.headers.cookie ?? '')[PAGE_COOKIE]);
    if (!key) return null;
    const [row] = await liveSessionWithAccount(request.server.portal.db).execute({ id: key.sessionId });
    if (!row || !pageKeyMatches(row.pageKeyHash, row.user.passwordHashId, key.secret)) return null;
    if (accountRefusal(row.user)) return null;
    return {
      userId: row.user.id,
      sessionId: row.sessionId,
      userNewId: row.user.newId,
      userName: row.user.name,
      email: row.user.email,
      role: roleOf(row.user),
      expiresAt: row.expiresAt,
    };
  } catch (error) {
    // The cookie is not in the message: only what failed.
    request.log.warn({ err: error }, 'page session check failed; rendering the page without the session');
    return null;
  }
}

/** How long the renderer's access token lives: enough for one render's in-process calls. */
export const PAGE_ACCESS_TOKEN_TTL_SECONDS = 60;

/**
 * A short-lived access token for a verified page session, signed as the session's own access tokens are,
 * so the renderer calls the API in-process (app.inject) through the real bearer check and sees exactly
 * what the customer's browser would. It must NEVER be sent to the browser (not in the HTML, a header or
 * a cookie): the browser's tokens live in Web Storage (docs/product.md §9), and a token in the page would
 * outlive the page in caches and history. It belongs to the page's session in this process only (the bearer
 * check refuses it once that session ends); no refresh_tokens row names it, so account changes that need
 * "this session" refuse it (401): it is for reading.
 */
export async function signPageAccessToken(ctx: Pick<AppContext, 'keys' | 'config' | 'db'>, page: PageSession) {
  const ttl = Math.min(PAGE_ACCESS_TOKEN_TTL_SECONDS, ctx.config.accessTokenTtl);
  const { token, payload } = await signAccessToken(
    ctx.keys,
    page.role,
    { user_id: page.userId, user_new_id: page.userNewId, user_name: page.userName, email: page.email },
    ttl,
  );
  rememberAccessSession(ctx.db, payload.jti, page.sessionId);
  return token;
}
