// Where to go after signing in. The `redirect` query parameter comes from the URL, so anyone can
// craft it: only paths on this origin are followed. External targets are ignored on purpose (an
// open redirect on a sign-in page is a phishing tool), even though docs/product.md §8 mentions following them.

export const DEFAULT_AFTER_SIGN_IN = '/user/dashboard';

/** Control characters and backslashes: browsers strip or rewrite them, turning '/\t/x' into '//x'. */
// eslint-disable-next-line no-control-regex
const UNSAFE_CHARACTERS = /[\u0000-\u001f\u007f\\]/;

function isSameOriginPath(target: string): boolean {
  return target.startsWith('/') && !target.startsWith('//') && !UNSAFE_CHARACTERS.test(target);
}

/** Pages of this remote are pointless after signing in and would loop back to a form. */
function isAuthPage(path: string): boolean {
  return path === '/auth' || path.startsWith('/auth/') || path.startsWith('/auth?') || path.startsWith('/auth#');
}

/**
 * The in-app path to navigate to: `raw` when it is a same-origin relative path or an absolute URL
 * of `origin`, else {@link DEFAULT_AFTER_SIGN_IN}.
 */
export function safeRedirectTarget(raw: string | null | undefined, origin: string = window.location.origin): string {
  const target = raw?.trim();
  if (!target) return DEFAULT_AFTER_SIGN_IN;
  let path: string | null = null;
  if (isSameOriginPath(target)) {
    path = target;
  } else if (!UNSAFE_CHARACTERS.test(target)) {
    try {
      const url = new URL(target);
      if (url.origin === origin && (url.protocol === 'http:' || url.protocol === 'https:')) {
        path = `${url.pathname}${url.search}${url.hash}`;
      }
    } catch {
      path = null;
    }
  }
  if (path === null || !isSameOriginPath(path) || isAuthPage(path)) return DEFAULT_AFTER_SIGN_IN;
  return path;
}
