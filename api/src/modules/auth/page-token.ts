// The page token: what the page server calls the API with while it renders a signed-in page for its
// customer (docs/adr/0012-page-server.md). It is not an access token: it lives PAGE_TOKEN_TTL_SECONDS, names
// the session it was made for (refused as soon as that session ends), and buys only the page's own read
// calls (SIGNED_IN_PAGES: GET operations the page shows). It never reaches the browser.
import crypto from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import * as z from 'zod/mini';
import { role, subjectAccess, type AccessTokenPayload, type Role } from '@portal/shared/contract';
import type { AppContext } from '../../context';
import { accountRefusal, type AuthUser } from '../../http/auth-guard';
import { ApiError } from '../../http/errors';
import { signClaims, verifySignedClaims } from '../../lib/tokens';
import { liveSessionWithAccount, type PageSession } from './page-session';

/** Long enough for one render's calls (a render gives up after 300 ms), short enough to be worth nothing. */
export const PAGE_TOKEN_TTL_SECONDS = 30;

const pageTokenClaims = z.object({
  jti: z.string(),
  iat: z.number(),
  exp: z.number(),
  role,
  token_type: z.literal('page'),
  subject_access: subjectAccess,
  subject_page: z.object({ session_id: z.string(), operations: z.array(z.string()) }),
});

/**
 * A page token for `session`, good for `operations` (GET only), and what the page shows of the customer
 * (the header's name): an access token's payload, for display, never a credential.
 */
export async function signPageToken(
  ctx: Pick<AppContext, 'keys'>,
  session: PageSession,
  operations: readonly string[],
): Promise<{ token: string; payload: AccessTokenPayload }> {
  const iat = Math.floor(Date.now() / 1000);
  const subject = {
    user_id: session.userId,
    user_new_id: session.userNewId,
    user_name: session.userName,
    email: session.email,
  };
  const claims: z.infer<typeof pageTokenClaims> = {
    jti: crypto.randomUUID(),
    iat,
    exp: iat + PAGE_TOKEN_TTL_SECONDS,
    role: session.role,
    token_type: 'page',
    subject_access: subject,
    subject_page: { session_id: session.sessionId, operations: [...operations] },
  };
  const token = await signClaims(claims, ctx.keys);
  return {
    token,
    payload: {
      jti: claims.jti,
      iat,
      exp: claims.exp,
      role: session.role,
      token_type: 'access',
      subject_access: subject,
    },
  };
}

/**
 * The bearer check for a page token: answers false when `token` is not one (the caller refuses it as any
 * invalid token), throws when it is one that may not make this call, sets `request.authUser` when it may.
 */
export async function authenticatePageToken(request: FastifyRequest, token: string): Promise<boolean> {
  const { keys, db } = request.server.portal;
  const verified = await verifySignedClaims(keys, token, PAGE_TOKEN_TTL_SECONDS);
  const parsed = verified ? pageTokenClaims.safeParse(verified) : null;
  if (!parsed?.success) return false;
  const claims = parsed.data;
  const operation = request.routeOptions.schema?.operationId;
  if (request.method !== 'GET' || !operation || !claims.subject_page.operations.includes(operation)) {
    throw new ApiError(403, 'forbidden', "A page's token reads what its page shows and nothing else");
  }
  const [row] = await liveSessionWithAccount(db).execute({ id: claims.subject_page.session_id });
  if (!row || row.user.id !== claims.subject_access.user_id || row.user.newId !== claims.subject_access.user_new_id) {
    throw new ApiError(401, 'unauthorized', 'Your session has ended; sign in again');
  }
  const refusal = accountRefusal(row.user);
  if (refusal) throw refusal;
  const user: AuthUser = {
    id: row.user.id,
    newId: row.user.newId,
    email: row.user.email,
    name: row.user.name,
    role: row.user.role as Role,
    token: {
      jti: claims.jti,
      iat: claims.iat,
      exp: claims.exp,
      role: claims.role,
      token_type: 'access',
      subject_access: claims.subject_access,
    },
    sessionId: claims.subject_page.session_id,
    row: row.user,
  };
  request.authUser = user;
  return true;
}
