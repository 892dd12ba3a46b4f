// The `redirect` query parameter of /auth/sign-in (docs/product.md §2, §8). The guard writes it from the
// requested location; whoever reads it back must accept only same-origin relative paths, otherwise a
// crafted link (/auth/sign-in?redirect=//evil.example) would send a freshly signed-in user away.
import { sameOriginPath } from '@portal/shared';
import { DASHBOARD_PATH, SIGN_IN_PATH } from './route-table';

export const REDIRECT_PARAM = 'redirect';

/** Always a usable same-origin target: a safe `raw`, or the dashboard. */
export function safeRedirectTarget(raw: string | null | undefined, fallback: string = DASHBOARD_PATH): string {
  const path = sameOriginPath(raw);
  if (!path) return fallback;
  // Sending a user back to the sign-in pages after signing in would loop.
  const pathname = path.split(/[?#]/, 1)[0] ?? path;
  if (pathname === '/auth' || pathname.startsWith('/auth/')) return fallback;
  return path;
}

/** /auth/sign-in?redirect=<path+search> for a location the guard turned away. */
export function signInLocation(requested: { pathname: string; search: string }): string {
  const target = `${requested.pathname}${requested.search}`;
  return `${SIGN_IN_PATH}?${new URLSearchParams({ [REDIRECT_PARAM]: target }).toString()}`;
}
