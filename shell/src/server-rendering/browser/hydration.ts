// Whether #root holds this very public page as the page server rendered it for this visitor (page-server/
// document.ts stamps it): same path, same language, no session stored, and the page's own inline script did
// not find a stored language or theme that contradicts it (it then hides the page before it paints and
// marks <html>). Then React hydrates the markup (it stays, events attach) instead of rendering the page
// again. docs/adr/0012-page-server.md.
import { i18n, useSession } from '@portal/shared';

export interface PrerenderStamp {
  path: string;
  lang: string;
}

/** Set on <html> by the prerendered page's inline script when the visitor's stored choices differ. */
export const STALE_PRERENDER_ATTRIBUTE = 'data-prerender-stale';

/**
 * Whether #root holds markup made for this very page: this address, this page's language, and not hidden as
 * stale by the page's own check. Prerendered pages and pages the server rendered both ask.
 */
export function markupFits(container: HTMLElement, path: string | undefined, lang: string | undefined): boolean {
  if (!path || !lang || !container.firstChild) return false;
  if (document.documentElement.hasAttribute(STALE_PRERENDER_ATTRIBUTE)) return false;
  return path === window.location.pathname && lang === i18n.language;
}

/**
 * A public page is hydrated only for a visitor with no stored session: one who has one (even a tab without its
 * access token yet, whose refresh is under way) is sent on, so React would hydrate a page that changes under
 * it — the session would be signed in by the time it renders, and the markup no longer its (React's #418).
 */
export function prerenderedPage(container: HTMLElement): PrerenderStamp | null {
  const path = container.dataset.prerenderedPath;
  const lang = container.dataset.prerenderedLang;
  const { accessToken, refreshToken } = useSession.getState();
  if (!markupFits(container, path, lang) || accessToken || refreshToken) return null;
  return { path: path!, lang: lang! };
}
