// Signed-in pages rendered on the server (docs/adr/0011-server-rendered-signed-in-pages.md): a document
// request for one of the shell's server-rendered pages (the dashboard), from a browser whose page-session
// cookie names a live session, is answered with the page already rendered with that customer's data. The
// shell's server build renders it with the live remotes' server code; its API calls come here, in-process,
// with a short-lived access token of that session, through the same checks as the browser's.
//
// Anything that stops it — no or a refused cookie, a preview, no server code for the live versions, a
// query that fails, a render past its time — and the customer gets index.html, rendered in the browser as
// before: never an error page for something the browser can still do.
import { parse as parseCookies } from 'cookie';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  parsePreferences,
  PREFERENCES_COOKIE,
  type InProcessSend,
  type PageRenderOutcome,
} from '@portal/shared/contract';
import type { RemoteName } from '@portal/shared/contract/remote-registry';
import { createFrameScripts, inlineScriptHashes, languageOf } from '../../http/prerendered-pages';
import { portalConfig } from '../../http/portal-config';
import { watchedFile } from '../../lib/watched-file';
import { PAGE_COOKIE } from '../auth/page-cookie';
import { signPageAccessToken, verifyPageSession } from '../auth/page-session';
import type { ArtifactStore } from '../remote-registry/artifact-store';
import type { BuildInfo } from '../remote-registry/build-info';
import { PREVIEW_COOKIE } from '../remote-registry/preview';
import { livePointers } from '../remote-registry/registry-repo';
import { serverPageHtml } from './page-document';
import { createRemoteScripts } from './remote-scripts';
import { createServerCode } from './server-code';

/** How long a render may take, its API calls included, before the browser is left to render the page. */
export const RENDER_BUDGET_MS = 2_000;

export interface ServerRenderedPage {
  html: string;
  lang: string;
  /** CSP hashes of the page's own inline scripts. */
  scriptHashes: string[];
}

/** The page's API calls, made on this server without a network hop (Fastify's inject). */
function inProcess(app: FastifyInstance, request: FastifyRequest): InProcessSend {
  return async ({ method, url, headers, body }) => {
    const response = await app.inject({
      method: method as 'GET',
      url,
      headers: { ...headers, 'user-agent': request.headers['user-agent'] ?? '' },
      remoteAddress: request.ip,
      ...(body === undefined ? {} : { payload: body }),
    });
    const answered = Object.entries(response.headers).map(([name, value]) => [
      name,
      typeof value === 'number' ? String(value) : value,
    ]);
    return { status: response.statusCode, headers: Object.fromEntries(answered), body: response.body };
  };
}

export function createServerRenderedPages(app: FastifyInstance, store: ArtifactStore) {
  const ctx = app.portal;
  const { config } = ctx;
  const code = createServerCode({ staticDir: config.staticDir, store, log: app.log });
  const template = watchedFile(`${config.staticDir}/index.html`, (text) => text);
  // What the page prefetches once idle: the shell's start of a page in the app frame, and the remotes' files.
  const frameScripts = createFrameScripts(config.staticDir);
  const remoteScripts = createRemoteScripts(store);

  /** The live version of each remote, read in one statement (a publish is seen whole or not at all). */
  async function liveVersions(): Promise<Partial<Record<RemoteName, string>>> {
    return Object.fromEntries((await livePointers(ctx.db)).map((row) => [row.remote, row.version]));
  }

  /** The page rendered for this request's customer, or null when the browser should render it. */
  return async function serverRenderedPageFor(
    request: FastifyRequest,
    build: BuildInfo | undefined,
  ): Promise<ServerRenderedPage | null> {
    if (!config.serverRendering || request.method !== 'GET') return null;
    const [pathname = '/', query] = request.url.split('?', 2);
    // Cheap refusals first: a page with a query, no page cookie, or a preview of candidate versions.
    const cookies = parseCookies(request.headers.cookie ?? '');
    if (query !== undefined || !cookies[PAGE_COOKIE] || cookies[PREVIEW_COOKIE]) return null;
    const renderer = code.renderer(build?.shell.server);
    if (!renderer?.paths.includes(pathname)) return null;
    const session = await verifyPageSession(request);
    if (!session) return null;
    const page = template();
    if (!page) return null;

    const preferences = parsePreferences(cookies[PREFERENCES_COOKIE]);
    const language = preferences?.lang ?? languageOf(request.headers['accept-language']);

    const theme = preferences?.theme ?? 'light';
    const started = Date.now();
    const live = await liveVersions();
    let outcome: PageRenderOutcome;
    try {
      outcome = await renderer.renderPage({
        path: pathname,
        language,
        theme,
        timeZone: preferences?.tz ?? null,
        origin: config.publicUrl,
        config: portalConfig(config, build),
        accessToken: await signPageAccessToken(ctx, session),
        remotes: await code.remotes(renderer, live),
        send: inProcess(app, request),
        deadline: started + RENDER_BUDGET_MS,
      });
    } catch (error) {
      request.log.warn({ err: error, page: pathname }, 'the server render failed: the page renders in the browser');
      return null;
    }
    if (!outcome.page) {
      request.log.info({ page: pathname, reason: outcome.reason }, 'page left to the browser to render');
      return null;
    }
    request.log.debug({ page: pathname, ms: Date.now() - started }, 'page rendered on the server');
    const prefetch = [...frameScripts(build?.shell.version), ...(await remoteScripts(live, outcome.page.modules))];
    const html = serverPageHtml(page, {
      path: pathname,
      lang: language,
      theme,
      userId: session.userId,
      rendered: outcome.page,
      prefetch,
    });
    return { html, lang: language, scriptHashes: inlineScriptHashes(html) };
  };
}
