// The admin's payment cookie, for /v1/payment/admin_notify_by_cookies (a link an admin opens in the
// browser, where no bearer token travels). An admin gets it from an admin-only call: an ES256 token of
// its own type (never an access token), valid 10 minutes, bound to the admin's password (a new password
// ends it), in an HttpOnly, SameSite=Strict cookie scoped to that one path. Using it, the admin's role is
// checked again, and anything but a page visit the admin made is refused by Fetch Metadata: a request
// another site started (Sec-Fetch-Site, Origin), and on this site anything that is not a top-level
// navigation (Sec-Fetch-Mode, Sec-Fetch-Dest) — an <img> in a ticket staff read cannot mark an order paid.
import crypto from 'node:crypto';
import { parse, serialize } from 'cookie';
import { eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { jwtVerify, SignJWT } from 'jose';
import type { AppContext } from '../../context';
import { users } from '../../db/schema';
import { ApiError } from '../../http/errors';
import { ok } from '../../http/envelope';
import { ADMIN_ROLES } from '../user/staff';
import type { AuthUser } from '../../http/auth-guard';
import type { Role } from '@portal/shared/contract';

const ADMIN_PAYMENT_COOKIE = 'portal_admin_payment';
const ADMIN_PAYMENT_COOKIE_PATH = '/v1/payment/admin_notify_by_cookies';
const TOKEN_TYPE = 'admin_payment';
const LIFETIME_SECONDS = 10 * 60;

export async function issueAdminPaymentCookie(ctx: AppContext, admin: AuthUser, reply: FastifyReply) {
  const [account] = await ctx.db
    .select({ passwordHashId: users.passwordHashId })
    .from(users)
    .where(eq(users.id, admin.id))
    .limit(1);
  if (!account) throw new ApiError(401, 'unauthorized', 'This account no longer exists; sign in again');
  const iat = Math.floor(Date.now() / 1000);
  const token = await new SignJWT({ token_type: TOKEN_TYPE, user_id: admin.id, pwd: account.passwordHashId })
    .setProtectedHeader({ alg: 'ES256', typ: 'JWT' })
    .setJti(crypto.randomUUID())
    .setIssuedAt(iat)
    .setExpirationTime(iat + LIFETIME_SECONDS)
    .sign(ctx.keys.privateKey);
  reply.header(
    'set-cookie',
    serialize(ADMIN_PAYMENT_COOKIE, token, {
      httpOnly: true,
      sameSite: 'strict',
      secure: ctx.config.publicUrl.startsWith('https:'),
      path: ADMIN_PAYMENT_COOKIE_PATH,
      maxAge: LIFETIME_SECONDS,
    }),
  );
  return ok(
    { expires_at: new Date((iat + LIFETIME_SECONDS) * 1000).toISOString(), path: ADMIN_PAYMENT_COOKIE_PATH },
    'The payment cookie is set in this browser for 10 minutes',
  );
}

const forbidden = (message: string) => new ApiError(403, 'forbidden', message);

/**
 * Refuses what is not the admin opening the address: a request another site started (a link, a form or a
 * script on someone else's page), and any request that is not a top-level page visit (an image, a script,
 * a frame or a fetch, on this site too). A browser that sends no Fetch Metadata is refused: every current
 * browser sends it, and the bearer-token call (admin_notify) serves other clients.
 */
function assertTopLevelVisit(ctx: AppContext, request: FastifyRequest): void {
  if (request.headers['sec-fetch-mode'] !== 'navigate' || request.headers['sec-fetch-dest'] !== 'document') {
    throw forbidden('Open this address in the browser (the address bar or a link), not from an image, frame or script');
  }
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined && site !== 'same-origin' && site !== 'none') {
    throw forbidden('Open this address from the portal itself, not from another site');
  }
  const origin = request.headers.origin;
  if (origin !== undefined && origin !== new URL(ctx.config.publicUrl).origin) {
    throw forbidden('Open this address from the portal itself, not from another site');
  }
}

/** The admin the cookie names, still an admin with the same password; refuses anything else. */
export async function adminFromPaymentCookie(ctx: AppContext, request: FastifyRequest): Promise<{ id: number }> {
  assertTopLevelVisit(ctx, request);
  const token = parse(request.headers.cookie ?? '')[ADMIN_PAYMENT_COOKIE];
  if (!token) {
    throw new ApiError(
      401,
      'unauthorized',
      'No admin payment cookie: get one from the admin API first (it lasts 10 minutes)',
    );
  }
  let claims: Record<string, unknown>;
  try {
    ({ payload: claims } = await jwtVerify(token, ctx.keys.publicKey, {
      algorithms: ['ES256'],
      requiredClaims: ['exp', 'iat'],
      maxTokenAge: LIFETIME_SECONDS + 60,
    }));
  } catch {
    throw new ApiError(401, 'unauthorized', 'The admin payment cookie has expired or is not valid; get a new one');
  }
  if (claims.token_type !== TOKEN_TYPE || typeof claims.user_id !== 'number') {
    throw new ApiError(401, 'unauthorized', 'The admin payment cookie is not valid; get a new one');
  }
  const [admin] = await ctx.db.select().from(users).where(eq(users.id, claims.user_id)).limit(1);
  if (!admin || admin.passwordHashId !== claims.pwd) {
    throw new ApiError(401, 'unauthorized', 'The admin payment cookie is no longer valid; sign in and get a new one');
  }
  if (admin.isBan || !ADMIN_ROLES.includes(admin.role as Role)) {
    throw forbidden('Your account is not allowed to do this (administrators only)');
  }
  return { id: admin.id };
}
