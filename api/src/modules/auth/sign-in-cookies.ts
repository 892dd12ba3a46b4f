// The two cookies of the sign-in call (both HttpOnly, SameSite=Strict, sent to POST /api/v2/auth/login only):
//
// - `portal_device`: set after a successful sign-in, it names the account this browser signed in to. Its
//   wrong passwords count against this browser, not against the account, so someone guessing elsewhere
//   cannot lock the owner out of their own browser (lib/rate-limit.ts, login.ts). A signed token, 180 days.
// - `portal_2fa_ticket`: set by a password step that passed the human check and the password of an account
//   with two-factor; the code step presents it instead of a second captcha. Single use, five minutes
//   (sign_in_tickets holds its hash).
import crypto from 'node:crypto';
import { parse, serialize } from 'cookie';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { jwtVerify, SignJWT } from 'jose';
import type { AppContext } from '../../context';
import { signInTickets, type users } from '../../db/schema';
import { sha256Hex } from '../../lib/random';

type UserRow = typeof users.$inferSelect;

export const DEVICE_COOKIE = 'portal_device';
export const TWO_FA_TICKET_COOKIE = 'portal_2fa_ticket';
const SIGN_IN_COOKIE_PATH = '/api/v2/auth/login';
const DEVICE_DAYS = 180;
const TWO_FA_TICKET_SECONDS = 5 * 60;
const DEVICE_TOKEN_TYPE = 'sign_in_device';

/** What the sign-in call reads from its cookies, and the cookies it sets on its answer (success or not). */
export interface SignInCookies {
  device: string | undefined;
  ticket: string | undefined;
  set(name: string, value: string | null, maxAgeSeconds: number): void;
}

export function signInCookiesOf(request: FastifyRequest, reply: FastifyReply): SignInCookies {
  const cookies = parse(request.headers.cookie ?? '');
  const secure = reply.server.portal.config.publicUrl.startsWith('https:');
  return {
    device: cookies[DEVICE_COOKIE],
    ticket: cookies[TWO_FA_TICKET_COOKIE],
    set(name, value, maxAge) {
      const attributes = { httpOnly: true, sameSite: 'strict', path: SIGN_IN_COOKIE_PATH, secure } as const;
      const line =
        value === null
          ? serialize(name, '', { ...attributes, maxAge: 0, expires: new Date(0) })
          : serialize(name, value, { ...attributes, maxAge });
      // One line per cookie: a later value of the same cookie (a ticket spent, then a new one) replaces it.
      const earlier = reply.getHeader('set-cookie');
      const kept = (Array.isArray(earlier) ? earlier : earlier === undefined ? [] : [String(earlier)]).filter(
        (other) => !other.startsWith(`${name}=`),
      );
      reply.removeHeader('set-cookie');
      for (const other of [...kept, line]) reply.header('set-cookie', other);
    },
  };
}

/** The device token for a browser that just signed in to `userId`. */
export async function issueDevice(ctx: AppContext, cookies: SignInCookies, userId: number): Promise<void> {
  const token = await new SignJWT({ token_type: DEVICE_TOKEN_TYPE, user_id: userId })
    .setProtectedHeader({ alg: 'ES256', typ: 'JWT' })
    .setJti(crypto.randomUUID())
    .setIssuedAt()
    .setExpirationTime(`${DEVICE_DAYS}d`)
    .sign(ctx.keys.privateKey);
  cookies.set(DEVICE_COOKIE, token, DEVICE_DAYS * 24 * 3600);
}

/** The device id (its jti) when the browser's device cookie names `userId`; null otherwise. */
export async function knownDevice(ctx: AppContext, cookies: SignInCookies, userId: number): Promise<string | null> {
  if (!cookies.device) return null;
  try {
    const { payload } = await jwtVerify(cookies.device, ctx.keys.publicKey, {
      algorithms: ['ES256'],
      requiredClaims: ['exp', 'jti'],
    });
    return payload.token_type === DEVICE_TOKEN_TYPE && payload.user_id === userId ? (payload.jti ?? null) : null;
  } catch {
    return null;
  }
}

/** Hands the browser a ticket for the code step of `user`'s sign-in. */
export async function issueTwoFaTicket(
  ctx: AppContext,
  cookies: SignInCookies,
  user: Pick<UserRow, 'id'>,
): Promise<void> {
  const ticket = crypto.randomBytes(32).toString('base64url');
  await ctx.db.insert(signInTickets).values({
    ticketHash: sha256Hex(ticket),
    userId: user.id,
    expiresAt: sql`now() + ${`${TWO_FA_TICKET_SECONDS} seconds`}::interval`,
  });
  cookies.set(TWO_FA_TICKET_COOKIE, ticket, TWO_FA_TICKET_SECONDS);
}

/**
 * Spends the browser's ticket (whatever happens next, it is gone) and answers the account it was issued
 * for, or null: none, unknown, already used or expired.
 */
export async function spendTwoFaTicket(ctx: AppContext, cookies: SignInCookies): Promise<number | null> {
  if (!cookies.ticket) return null;
  cookies.set(TWO_FA_TICKET_COOKIE, null, 0);
  const [spent] = await ctx.db
    .delete(signInTickets)
    .where(and(eq(signInTickets.ticketHash, sha256Hex(cookies.ticket)), gt(signInTickets.expiresAt, sql`now()`)))
    .returning();
  return spent ? spent.userId : null;
}
