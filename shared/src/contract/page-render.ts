// The contract between the API, which answers document requests, and the page server, its own process that
// renders pages (shell/src/server-rendering/page-server, docs/adr/0012-page-server.md). The API decides who
// asks and what they may see (the page cookie, the live versions, the site's config) and forwards one
// PageRequest; the page server answers a PageAnswer, or the API serves index.html and the browser renders.
import type { PortalConfig } from '../config/portal-config';
import type { PagePreferences } from './page-preferences';
import type { RemoteName } from './remote-registry';
import type { AccessTokenPayload } from './token';

/** Bumped when PageRequest or PageAnswer change: a page server of another protocol renders nothing. */
export const PAGE_SERVER_PROTOCOL = 2;

/**
 * The pages rendered with a signed-in customer's data, and the only API operations the page's token may
 * call (GET, that customer's, nothing that changes anything). A render that asks for another is refused
 * by the API and left to the browser.
 */
export const SIGNED_IN_PAGES: Readonly<Record<string, readonly string[]>> = Object.freeze({
  '/user/dashboard': Object.freeze([
    'userDashboard',
    'userAnnouncements',
    'servicesOldCheckinStatus',
    'servicesLinkToken',
    'walletIndex',
  ]),
});

/** The pages anyone may see, rendered without anyone's data (the same for every visitor). */
export const PUBLIC_PAGES: readonly string[] = Object.freeze([
  '/auth/sign-in',
  '/auth/sign-up',
  '/auth/forgot-password',
  '/about',
]);

/** Query parameters that do not change what a public page shows (read when its form is sent). */
export const PUBLIC_PAGE_PARAMS: readonly string[] = Object.freeze(['redirect']);

export interface PageRequest {
  protocol: typeof PAGE_SERVER_PROTOCOL;
  /** The address's path as the browser sent it (still %-escaped). */
  path: string;
  /** Its query string with the '?', or ''. */
  search: string;
  language: PagePreferences['lang'];
  theme: PagePreferences['theme'];
  /** The reader's IANA time zone, or null for the page server's own. */
  timeZone: string | null;
  /** The page's origin, for links made absolute. */
  origin: string;
  /** What the API injects into every page as window.__PORTAL_CONFIG__. */
  config: PortalConfig;
  /** The live version of each remote (the registry's pointers), whose server code renders the page. */
  live: Partial<Record<RemoteName, string>>;
  /**
   * For a signed-in page: a page token of the customer's session (under a minute, GET calls of this page
   * only) and who it names. Never part of the page.
   */
  session: {
    token: string;
    userId: number;
    /** What the header shows of the customer. */ payload: AccessTokenPayload;
  } | null;
}

export type PageAnswer =
  /** A document: the page (200), the 404 page (404) or the error page of an address that is not valid (400). */
  | { status: 200 | 400 | 404; html: string; lang: string }
  /** Nothing rendered: the API serves index.html and the browser renders the page. */
  | { status: null; reason: string };

/** JSON that is safe inside a <script> element (no `</script>`, no HTML comment or line-separator tricks). */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
