// The document of a page the server rendered: the shell's index.html with the page's markup in #root, its
// CSS, title and language, the query cache it rendered from (for the browser to start with), and two
// inline scripts (shared/tooling/lib/page-scripts.mjs): in <head>, a check that hides the page before it
// paints when this browser's stored session, language or theme contradicts it (the app then renders the
// page itself); at the end, the start script, which runs the app at the customer's first move.
import { mainScriptOf, STALE_STYLE, staleCheckScript, startScript } from '@portal/shared/tooling/lib/page-scripts.mjs';
import type { RenderedPage } from '@portal/shared/contract';
import { scriptSafeJson } from '../../http/script-safe-json';

/** The id of the JSON the browser starts from (shell/src/server-rendered/hydration.ts reads it). */
export const SERVER_STATE_ID = 'portal-server-state';

export interface ServerPage {
  path: string;
  lang: string;
  theme: 'light' | 'dark';
  /** The customer it was rendered for: a browser whose stored session is another's does not show it. */
  userId: number;
  rendered: RenderedPage;
  /** The app's files beyond the shell's main script, fetched once the page is idle (shell and remotes). */
  prefetch: readonly string[];
}

function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function escapeAttribute(text: string): string {
  return escapeText(text).replace(/"/g, '&quot;');
}

export function serverPageHtml(template: string, page: ServerPage): string {
  const main = mainScriptOf(template);
  const head = `<script>${staleCheckScript({ lang: page.lang, theme: page.theme, userId: page.userId })}</script>${STALE_STYLE}${page.rendered.styles}`;
  const state = `<script type="application/json" id="${SERVER_STATE_ID}">${scriptSafeJson({ queries: page.rendered.queries, modules: page.rendered.modules })}</script>`;
  const root =
    `<div id="root" data-server-rendered="${escapeAttribute(page.path)}" data-server-lang="${escapeAttribute(page.lang)}" ` +
    `data-server-user="${page.userId}">${page.rendered.html}</div>${state}`;
  return (
    template
      .replace(/<html lang="[^"]*">/, () => `<html lang="${escapeAttribute(page.lang)}">`)
      .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeText(page.rendered.title)}</title>`)
      .replace('</head>', () => `${head}</head>`)
      // The app is fetched once the page is idle and run at the first move; a stored session does not start
      // it at once (it is the session this page was rendered for).
      .replace(
        main.tag,
        () =>
          `<script>${startScript(main.src, [...new Set([main.src, ...page.prefetch])], { startWhenSignedIn: false })}</script>`,
      )
      .replace('<div id="root"></div>', () => root)
  );
}
