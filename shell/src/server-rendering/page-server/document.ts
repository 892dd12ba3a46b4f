// The document of a page the page server rendered: the shell's index.html with the page's markup in #root,
// its CSS, title and language, and the inline scripts of page-scripts.ts (the API then injects the config
// and lists every inline script's hash in the page's CSP).
//   - a public page: stamped with its path and language; the browser hydrates it when nobody is signed in
//     (browser/hydration.ts), and the app starts at the visitor's first move or at once when signed in;
//   - a signed-in page: stamped with its path, language and customer, with the query cache it rendered
//     from, hydrated by browser/server-rendered.ts for that customer only;
//   - an error page (404, 400): not hydrated; a 404 page starts the app at the first move (it renders the
//     same page), the page of an address that is not valid runs no script at all.
import { scriptSafeJson } from '@portal/shared/contract';
import { mainScriptOf, STALE_STYLE, staleCheckScript, startScript } from './page-scripts';

/** The id of the JSON the browser starts from (browser/server-rendered.ts reads it). */
const SERVER_STATE_ID = 'portal-server-state';

export interface PageMarkup {
  path: string;
  lang: string;
  theme: 'light' | 'dark';
  html: string;
  styles: string;
  title: string;
}

export type DocumentKind =
  | { kind: 'public' }
  | { kind: 'signed-in'; userId: number; queries: unknown; modules: readonly string[] }
  | { kind: 'error'; status: 400 | 404 };

function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function escapeAttribute(text: string): string {
  return escapeText(text).replace(/"/g, '&quot;');
}

function rootOf(page: PageMarkup, kind: DocumentKind): string {
  const path = escapeAttribute(page.path);
  const lang = escapeAttribute(page.lang);
  switch (kind.kind) {
    case 'public':
      return `<div id="root" data-prerendered-path="${path}" data-prerendered-lang="${lang}">${page.html}</div>`;
    case 'signed-in': {
      const state = scriptSafeJson({ queries: kind.queries, modules: kind.modules });
      return (
        `<div id="root" data-server-rendered="${path}" data-server-lang="${lang}" data-server-user="${kind.userId}">` +
        `${page.html}</div><script type="application/json" id="${SERVER_STATE_ID}">${state}</script>`
      );
    }
    case 'error':
      return `<div id="root">${page.html}</div>`;
  }
}

/**
 * The document for `page` from the shell's `template` (index.html). `prefetch`: the app's files beyond the
 * shell's main script, fetched once the page is idle.
 */
export function pageDocument(template: string, page: PageMarkup, kind: DocumentKind, prefetch: readonly string[]) {
  const main = mainScriptOf(template);
  const userId = kind.kind === 'signed-in' ? kind.userId : null;
  const staleCheck =
    kind.kind === 'error' ? '' : `<script>${staleCheckScript({ lang: page.lang, theme: page.theme, userId })}</script>`;
  const start =
    kind.kind === 'error' && kind.status === 400
      ? ''
      : // A signed-in page is the stored session's: it does not start the app at once for it; a public page
        // sends a signed-in visitor on, which needs the app.
        `<script>${startScript(main.src, [...new Set([main.src, ...prefetch])], { startWhenSignedIn: kind.kind === 'public' })}</script>`;
  return template
    .replace(/<html lang="[^"]*">/, () => `<html lang="${escapeAttribute(page.lang)}">`)
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeText(page.title)}</title>`)
    .replace('</head>', () => `${staleCheck}${STALE_STYLE}${page.styles}</head>`)
    .replace(main.tag, () => start)
    .replace('<div id="root"></div>', () => rootOf(page, kind));
}
