// Whether #root holds this very page as the build prerendered it for this visitor (shared/tooling/
// prerender.mjs stamps it): same path, same language, nobody signed in yet, and the page's own inline
// script did not find a stored language or theme that contradicts it (it then hides the prerender before
// it paints and marks <html>). Then React hydrates the markup (it stays, events attach) instead of
// rendering the page again. docs/adr/0010-prerendered-public-pages.md.
import { i18n, selectIsSignedIn, useSession } from '@portal/shared';

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

export function prerenderedPage(container: HTMLElement): PrerenderStamp | null {
  const path = container.dataset.prerenderedPath;
  const lang = container.dataset.prerenderedLang;
  if (!markupFits(container, path, lang) || selectIsSignedIn(useSession.getState())) return null;
  return { path: path!, lang: lang! };
}
