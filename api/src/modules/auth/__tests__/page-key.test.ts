// The page key's rules (page-key.ts) and the cookie that carries it (page-cookie.ts), without a server.
import { newPageKey, pageKeyHash, pageKeyMatches, parsePageKey } from '../page-key';
import { pageCookieHeader } from '../page-cookie';

const SESSION = '0b8e2f4a-6c1d-4e5f-9a7b-3c2d1e0f9a8b';
const PASSWORD_ID = '5f0c6a1e-2b3d-4c5e-8f9a-0b1c2d3e4f5a';

describe('the page key', () => {
  it('is the session id and 32 random bytes of base64url; the row keeps only a SHA-256', () => {
    const key = newPageKey(SESSION, PASSWORD_ID);
    const [session, secret] = key.value.split('.');
    expect(session).toBe(SESSION);
    expect(Buffer.from(secret!, 'base64url')).toHaveLength(32);
    expect(key.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(key.hash).toBe(pageKeyHash(PASSWORD_ID, secret!));
    expect(key.hash).not.toContain(secret);
    expect(newPageKey(SESSION, PASSWORD_ID).value).not.toBe(key.value);
  });

  it('reads back from the cookie value it makes', () => {
    const key = newPageKey(SESSION, PASSWORD_ID);
    expect(parsePageKey(key.value)).toEqual({ sessionId: SESSION, secret: key.value.split('.')[1] });
  });

  it.each([
    ['nothing', undefined],
    ['an empty value', ''],
    ['no secret', SESSION],
    ['an empty secret', `${SESSION}.`],
    ['a short secret', `${SESSION}.${'a'.repeat(42)}`],
    ['a long secret', `${SESSION}.${'a'.repeat(44)}`],
    ['a secret outside base64url', `${SESSION}.${'a'.repeat(42)}=`],
    ['a session id that is not a uuid', `not-a-session.${'a'.repeat(43)}`],
    ['an upper-case uuid', `${SESSION.toUpperCase()}.${'a'.repeat(43)}`],
    ['a third part', `${SESSION}.${'a'.repeat(43)}.x`],
    ['surrounding space', ` ${SESSION}.${'a'.repeat(43)}`],
  ])('refuses %s', (_label, value) => {
    expect(parsePageKey(value)).toBeNull();
  });

  it('matches only its own secret, under the password it was issued with', () => {
    const key = newPageKey(SESSION, PASSWORD_ID);
    const secret = parsePageKey(key.value)!.secret;
    expect(pageKeyMatches(key.hash, PASSWORD_ID, secret)).toBe(true);
    const flipped = (secret[0] === 'A' ? 'B' : 'A') + secret.slice(1);
    expect(pageKeyMatches(key.hash, PASSWORD_ID, flipped)).toBe(false);
    // A password change (a new password-hash id) ends the key, as it ends the refresh tokens.
    expect(pageKeyMatches(key.hash, '9d1e2f3a-4b5c-4d6e-8f7a-1b2c3d4e5f6a', secret)).toBe(false);
    expect(pageKeyMatches(null, PASSWORD_ID, secret)).toBe(false);
    expect(pageKeyMatches('not hex', PASSWORD_ID, secret)).toBe(false);
  });
});

describe('the portal_page cookie', () => {
  const now = Date.UTC(2026, 0, 1, 8, 0, 0);
  const cookie = { value: `${SESSION}.${'a'.repeat(43)}`, expiresAt: new Date(now + 86_400_000) };

  it('is HttpOnly, SameSite=Strict, on /user only, and lasts until the session’s refresh expiry', () => {
    expect(pageCookieHeader('http://localhost:8080', cookie, now)).toBe(
      `portal_page=${cookie.value}; Max-Age=86400; Path=/user; HttpOnly; SameSite=Strict`,
    );
  });

  it('is Secure when the portal is served over https, as its other cookies', () => {
    expect(pageCookieHeader('https://portal.example.com', cookie, now)).toBe(
      `portal_page=${cookie.value}; Max-Age=86400; Path=/user; HttpOnly; Secure; SameSite=Strict`,
    );
  });

  it('rounds Max-Age down and never below zero', () => {
    expect(pageCookieHeader('http://localhost', { ...cookie, expiresAt: new Date(now + 1_999) }, now)).toContain(
      'Max-Age=1;',
    );
    expect(pageCookieHeader('http://localhost', { ...cookie, expiresAt: new Date(now - 5_000) }, now)).toContain(
      'Max-Age=0;',
    );
  });

  it('is cleared on the same path with the same attributes', () => {
    expect(pageCookieHeader('https://portal.example.com', null, now)).toBe(
      'portal_page=; Max-Age=0; Path=/user; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly; Secure; SameSite=Strict',
    );
  });
});
