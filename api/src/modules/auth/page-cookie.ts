// The `portal_page` cookie (page-key.ts): set with every token pair the server issues for a session, and
// cleared by sign-out. HttpOnly (no script reads it), SameSite=Strict (no other site's link or form sends
// it), Path=/user (only the document requests of signed-in pages carry it, never an API call), Secure
// when the portal is served over https (as its other cookies), and it lasts as long as the session's
// refresh token.
import { serialize } from 'cookie';
import type { FastifyReply } from 'fastify';

export const PAGE_COOKIE = 'portal_page';
const PAGE_COOKIE_PATH = '/user';

export interface PageCookie {
  /** `<session id>.<secret>` (page-key.ts). */
  value: string;
  /** The session's refresh-token expiry: the cookie goes with it. */
  expiresAt: Date;
}

/** What a flow that issued a token pair answers: its JSON body, and the cookie to set with it. */
export interface WithPageCookie<T> {
  body: T;
  pageCookie: PageCookie;
}

/** The Set-Cookie header that sets `cookie`, or clears the page cookie when it is null. */
export function pageCookieHeader(publicUrl: string, cookie: PageCookie | null, now = Date.now()): string {
  const attributes = {
    httpOnly: true,
    sameSite: 'strict',
    path: PAGE_COOKIE_PATH,
    secure: publicUrl.startsWith('https:'),
  } as const;
  if (!cookie) return serialize(PAGE_COOKIE, '', { ...attributes, maxAge: 0, expires: new Date(0) });
  const maxAge = Math.max(0, Math.floor((cookie.expiresAt.getTime() - now) / 1000));
  return serialize(PAGE_COOKIE, cookie.value, { ...attributes, maxAge });
}

/** Sets the page cookie on this answer (null clears it); other Set-Cookie headers stay. */
export function setPageCookie(reply: FastifyReply, cookie: PageCookie | null): void {
  reply.header('set-cookie', pageCookieHeader(reply.server.portal.config.publicUrl, cookie));
}

/** For routes: waits for a flow that issued a token pair, sets its cookie, answers its JSON body. */
export async function withPageCookie<T>(reply: FastifyReply, flow: Promise<WithPageCookie<T>>): Promise<T> {
  const { body, pageCookie } = await flow;
  setPageCookie(reply, pageCookie);
  return body;
}
