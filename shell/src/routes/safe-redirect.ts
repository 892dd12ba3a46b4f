// The `redirect` query parameter of /auth/sign-in (docs/product.md §2, §8). The guard writes it from the
// requested location; whoever reads it back must accept only same-origin relative paths, otherwise a
// crafted link (/auth/sign-in?redirect=//evil.example) would send a freshly signed-in user away.
import { DASHBOARD_PATH, SIGN_IN_PATH } from './route-table';

export const REDIRECT_PARAM = 'redirect';

function hasControlCharacter(value: string): boolean {
  for (let i = 0; i < value.length; i += 1) {
    const code = value.charCodeAt(i);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

/** Always a usable same-origin target: a safe `raw`, or the dashboard. */
export function safeRedirectTarget(raw: string | null | undefined, fallback: string = DASHBOARD_PATH): string {
  if (!raw || raw.length > 2048) return fallback;
  // One leading slash, then not a second slash or backslash (protocol-relative or the
  // backslash form browsers treat as "//"); no backslash or control character anywhere.
  if (!/^\/(?![/\\])/.test(raw) || raw.includes('\\') || hasControlCharacter(raw)) return fallback;
  const base = window.location.origin;
  let url: URL;
  try {
    url = new URL(raw, base);
  } catch {
    return fallback;
  }
  if (url.origin !== base) return fallback;
  // Sending a user back to the sign-in pages after signing in would loop.
  if (url.pathname === '/auth' || url.pathname.startsWith('/auth/')) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** /auth/sign-in?redirect=<path+search> for a location the guard turned away. */
export function signInLocation(requested: { pathname: string; search: string }): string {
  const target = `${requested.pathname}${requested.search}`;
  return `${SIGN_IN_PATH}?${new URLSearchParams({ [REDIRECT_PARAM]: target }).toString()}`;
}
