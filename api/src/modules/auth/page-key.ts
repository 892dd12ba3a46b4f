// The page key: a secret per session that the HttpOnly `portal_page` cookie carries as
// `<session id>.<secret>`, so the document request of a signed-in page (which carries no token: they live
// in Web Storage, docs/product.md §9) can tell the server which live session asks for it. The session row
// keeps only a SHA-256 of it, replaced with every token pair issued, so only the newest cookie works.
//
// The hash also covers the account's password-hash id at issue: a password change made from another
// session ends the page key exactly as it ends this session's refresh tokens (refresh.ts compares the
// refresh token's password-hash id with the account's), with no second column to keep in step.
import crypto from 'node:crypto';
import { sha256Hex } from '../../lib/random';

/** 32 random bytes: 43 characters of base64url. */
const PAGE_KEY_BYTES = 32;

export interface PageKey {
  /** The cookie's value, `<session id>.<secret>`. */
  value: string;
  /** What the session row keeps (`sessions.page_key_hash`). */
  hash: string;
}

export function pageKeyHash(passwordHashId: string, secret: string): string {
  return sha256Hex(`${passwordHashId}.${secret}`);
}

/** A fresh key for `sessionId`, bound to the account's current password-hash id. */
export function newPageKey(sessionId: string, passwordHashId: string): PageKey {
  const secret = crypto.randomBytes(PAGE_KEY_BYTES).toString('base64url');
  return { value: `${sessionId}.${secret}`, hash: pageKeyHash(passwordHashId, secret) };
}

// Session ids are uuids as PostgreSQL prints them; anything else never reaches the database.
const PAGE_KEY_VALUE = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.([A-Za-z0-9_-]{43})$/;

/** The session id and secret of a cookie value, or null when it is not one this server issues. */
export function parsePageKey(value: string | undefined): { sessionId: string; secret: string } | null {
  const match = value === undefined ? null : PAGE_KEY_VALUE.exec(value);
  return match?.[1] && match[2] ? { sessionId: match[1], secret: match[2] } : null;
}

/** True when `secret` is the key whose hash the session keeps, under the account's password-hash id now. */
export function pageKeyMatches(stored: string | null, passwordHashId: string, secret: string): boolean {
  if (!stored) return false;
  const expected = Buffer.from(stored, 'hex');
  const given = Buffer.from(pageKeyHash(passwordHashId, secret), 'hex');
  // Constant time: how much of a guess matched must not show in the answer's timing.
  return expected.length === given.length && crypto.timingSafeEqual(expected, given);
}
