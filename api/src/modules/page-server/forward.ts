// Document requests forwarded to the page server (docs/adr/0012-page-server.md). This process decides who
// asks and what they may see — the page cookie's session (and a page token of it, for a signed-in page
// with no query), the reader's language, theme and zone, the live remote versions, the site's config —
// and asks the page server for the document. No answer in time, an error, or
// "render it in the browser", and the caller serves index.html: nothing a customer sees depends on the page
// server being up (PAGE_SERVER_TIMEOUT_MS, 300 by default). A browser previewing candidate versions is never forwarded (its page is not the live one).
import { parse as parseCookies } from 'cookie';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  PAGE_SERVER_PROTOCOL,
  parsePreferences,
  PREFERENCES_COOKIE,
  PUBLIC_PAGES,
  SIGNED_IN_PAGES,
  type PageAnswer,
  type PageRequest,
} from '@portal/shared/contract';
import { portalConfig } from '../../http/portal-config';
import { PAGE_COOKIE } from '../auth/page-cookie';
import { verifyPageSession } from '../auth/page-session';
import { signPageToken } from '../auth/page-token';
import { readBuildInfo, type BuildInfo } from '../remote-registry/build-info';
import { PREVIEW_COOKIE } from '../remote-registry/preview';
import { livePointers } from '../remote-registry/registry-repo';
import { createPageServerSupervisor, type PageServerSupervisor } from './supervisor';
import { languageOf } from '../../http/language';

const WARM_UP_TIMEOUT_MS = 10_000;

export interface ForwardedPage {
  status: 200 | 400 | 404;
  html: string;
  lang: string;
  /** Rendered with a customer's data: never stored by a cache. */
  personal: boolean;
}

function isAnswer(value: unknown): value is PageAnswer & { status: number } {
  const answer = value as { status?: unknown; html?: unknown; lang?: unknown } | null;
  return (
    !!answer &&
    (answer.status === 200 || answer.status === 400 || answer.status === 404) &&
    typeof answer.html === 'string' &&
    typeof answer.lang === 'string'
  );
}

export function createPageForwarder(app: FastifyInstance) {
  const { config, db } = app.portal;
  const supervisor: PageServerSupervisor | null =
    config.serverRendering && !config.pageServerUrl
      ? createPageServerSupervisor({
          staticDir: config.staticDir,
          remotesDir: config.remotesDir,
          remotesBaseUrl: config.remotesBaseUrl,
          apiUrl: () => {
            const address = app.server.address();
            return address && typeof address === 'object' ? `http://127.0.0.1:${address.port}` : null;
          },
          onListening: (url) => void warmUp(url),
          log: app.log,
        })
      : null;
  app.addHook('onClose', async () => supervisor?.close());
  // Started as soon as this server listens, so that the first reader already gets a rendered page.
  app.addHook('onListen', async () => {
    const file = readBuildInfo(config.staticDir)?.shell.server;
    if (file && supervisor) supervisor.urlFor(file);
  });

  /**
   * A page server renders each public page once, then answers it from memory: asked for each now, so that the
   * first visitors do not find it still loading code (and get the page rendered in the browser).
   */
  async function warmUp(url: string): Promise<void> {
    const build = readBuildInfo(config.staticDir);
    try {
      const live = Object.fromEntries((await livePointers(db)).map((row) => [row.remote, row.version]));
      for (const path of PUBLIC_PAGES) {
        for (const language of ['en', 'zh-CN'] as const) {
          const body: PageRequest = {
            protocol: PAGE_SERVER_PROTOCOL,
            path,
            search: '',
            language,
            theme: 'light',
            timeZone: null,
            origin: config.publicUrl,
            config: portalConfig(config, build),
            live,
            session: null,
          };
          await fetch(`${url}/render`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(body),
            signal: AbortSignal.timeout(WARM_UP_TIMEOUT_MS),
          }).then((response) => response.arrayBuffer());
        }
      }
    } catch (error) {
      app.log.debug({ err: error }, 'the page server was not warmed up');
    }
  }

  function pageServerUrl(build: BuildInfo | undefined): string | null {
    if (config.pageServerUrl) return config.pageServerUrl;
    const file = build?.shell.server;
    return file && supervisor ? supervisor.urlFor(file) : null;
  }

  async function pageRequest(request: FastifyRequest, build: BuildInfo | undefined): Promise<PageRequest> {
    const [pathname = '/', query] = request.url.split('?', 2);
    const cookies = parseCookies(request.headers.cookie ?? '');
    const preferences = parsePreferences(cookies[PREFERENCES_COOKIE]);
    const operations = SIGNED_IN_PAGES[pathname];
    // Only a page's own address, no query, with a page cookie of a live session gets its customer's data.
    const session = operations && query === undefined && cookies[PAGE_COOKIE] ? await verifyPageSession(request) : null;
    const token = session ? await signPageToken(app.portal, session, operations ?? []) : null;
    const live = Object.fromEntries((await livePointers(db)).map((row) => [row.remote, row.version]));
    return {
      protocol: PAGE_SERVER_PROTOCOL,
      path: pathname,
      search: query === undefined ? '' : `?${query}`,
      language: preferences?.lang ?? languageOf(request.headers['accept-language']),
      theme: preferences?.theme ?? 'light',
      timeZone: preferences?.tz ?? null,
      origin: config.publicUrl,
      config: portalConfig(config, build),
      live,
      session: session && token ? { token: token.token, userId: session.userId, payload: token.payload } : null,
    };
  }

  /** The page server's document for this request, or null: serve index.html. */
  return async function forwardedPage(
    request: FastifyRequest,
    build: BuildInfo | undefined,
  ): Promise<ForwardedPage | null> {
    if (!config.serverRendering || (request.method !== 'GET' && request.method !== 'HEAD')) return null;
    if (parseCookies(request.headers.cookie ?? '')[PREVIEW_COOKIE]) return null;
    const url = pageServerUrl(build);
    if (!url) return null;
    try {
      const body = await pageRequest(request, build);
      const response = await fetch(`${url}/render`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(config.pageServerTimeoutMs),
      });
      const answer: unknown = await response.json();
      supervisor?.succeeded();
      if (!isAnswer(answer)) {
        request.log.debug({ reason: (answer as { reason?: unknown } | null)?.reason }, 'page rendered in the browser');
        return null;
      }
      return { status: answer.status, html: answer.html, lang: answer.lang, personal: body.session !== null };
    } catch (error) {
      supervisor?.failed();
      request.log.warn({ err: error }, 'the page server did not answer in time: the page renders in the browser');
      return null;
    }
  };
}
