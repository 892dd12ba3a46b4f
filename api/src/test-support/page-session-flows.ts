// The page-session cookie as a browser sees it: the `portal_page` Set-Cookie of an answer, and the
// renderer's check of a document request carrying it (modules/auth/page-session.ts).
import type { FastifyRequest } from 'fastify';
import type { LightMyRequestResponse } from 'fastify';
import { parseSetCookie } from 'cookie';
import { PAGE_COOKIE } from '../modules/auth/page-cookie';
import { verifyPageSession } from '../modules/auth/page-session';
import type { TestApp } from './test-app';

function setCookies(res: LightMyRequestResponse): string[] {
  const header = res.headers['set-cookie'];
  return header === undefined ? [] : Array.isArray(header) ? header : [String(header)];
}

/** The answer's `portal_page` Set-Cookie header, exactly as sent, or undefined when it set none. */
export function pageSetCookie(res: LightMyRequestResponse): string | undefined {
  const found = setCookies(res).filter((line) => line.startsWith(`${PAGE_COOKIE}=`));
  if (found.length > 1) throw new Error(`${found.length} portal_page cookies in one answer`);
  return found[0];
}

/** The value of the page cookie the answer set (must have set one). */
export function pageCookieOf(res: LightMyRequestResponse): string {
  const line = pageSetCookie(res);
  if (!line) throw new Error(`no portal_page cookie in the answer (${res.statusCode} ${res.body})`);
  return parseSetCookie(line).value ?? '';
}

/** The attributes of a Set-Cookie line, by lower-case name (`httponly: ''`, `path: '/user'`). */
export function cookieAttributes(line: string): Record<string, string> {
  const [, ...parts] = line.split(/;\s*/);
  return Object.fromEntries(
    parts.map((part) => {
      const at = part.indexOf('=');
      return at < 0 ? [part.toLowerCase(), ''] : [part.slice(0, at).toLowerCase(), part.slice(at + 1)];
    }),
  );
}

/** A document request as the renderer gets it: only its Cookie header matters. */
export function documentRequest(t: TestApp, cookieHeader: string | undefined): FastifyRequest {
  return {
    headers: cookieHeader === undefined ? {} : { cookie: cookieHeader },
    server: t.app,
    log: t.app.log,
  } as unknown as FastifyRequest;
}

/** verifyPageSession for a browser that holds `value` as its page cookie (beside an unrelated one). */
export function verifyPage(t: TestApp, value: string) {
  return verifyPageSession(documentRequest(t, `XSRF-TOKEN=abc; ${PAGE_COOKIE}=${value}`));
}
