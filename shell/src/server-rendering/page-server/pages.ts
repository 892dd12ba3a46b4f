// What the page server answers for one document request the API forwards (PageRequest → PageAnswer):
//   - a signed-in page (SIGNED_IN_PAGES) with a session: rendered with that customer's data, fetched from
//     the API with the page token the request carries;
//   - a public page (PUBLIC_PAGES): rendered signed out, the same for everyone, so kept per live shell,
//     remote version, language, theme and site config;
//   - an address with a %-escape that is not valid: the shell's error page (400); an address no route
//     serves: the shell's 404 page (404; under /user, index.html with 404: the guard decides what shows);
//   - anything else: nothing (the API serves index.html; the browser renders the page).
import fs from 'node:fs';
import path from 'node:path';
import { matchPath } from '@portal/shared';
import {
  PAGE_SERVER_PROTOCOL,
  PUBLIC_PAGE_PARAMS,
  PUBLIC_PAGES,
  SIGNED_IN_PAGES,
  type PageAnswer,
  type PageRequest,
} from '@portal/shared/contract';
import { requiresSignIn, ROUTE_TABLE } from '../../routes/route-table';
import { apiOverHttp } from './api-calls';
import { pageDocument, type DocumentKind } from './document';
import { createRemoteScripts, shellScripts } from './prefetch';
import { createRemoteCode } from './remote-code';
import { preparePageCode, renderErrorPage, renderPage } from './render-page';

/** How long a signed-in page's render may take, its API calls included. */
const RENDER_BUDGET_MS = 2_000;
const PUBLIC_PAGES_KEPT = 200;
/** Whom a warm-up render is for: nobody (it shows in no page). */
const WARM_UP_PAYLOAD = {
  jti: 'warm-up',
  iat: 0,
  exp: 0,
  role: 'malio_postgrest_user',
  token_type: 'access',
  subject_access: {
    user_id: 0,
    user_new_id: '00000000-0000-0000-0000-000000000000',
    user_name: '',
    email: 'warm-up@localhost',
  },
} as const;

export interface PagesOptions {
  staticDir: string;
  remotesDir: string;
  /** Where browsers fetch the artifact store ("/remotes", or a CDN). */
  remotesUrl: string;
  /** The API's origin, for the pages' data. */
  apiUrl: string;
  warn: (message: string, detail: Record<string, unknown>) => void;
}

/** A file read again only when its modification time changes (a rebuild replaces it). */
function fileReader<T>(file: string, parse: (text: string) => T): () => T | undefined {
  let cached: { mtimeMs: number; value: T } | undefined;
  return () => {
    try {
      const { mtimeMs } = fs.statSync(file);
      if (cached?.mtimeMs !== mtimeMs) cached = { mtimeMs, value: parse(fs.readFileSync(file, 'utf8')) };
      return cached.value;
    } catch {
      return undefined;
    }
  };
}

/** Whether no page serves this address, or its parameters fail the route's validation (the 404 page). */
function isUnknownPage(pathname: string): boolean {
  const entry = ROUTE_TABLE.find((candidate) => matchPath(candidate.path, pathname) !== null);
  if (!entry) return true;
  if (entry.owner.kind === 'shell' && entry.owner.page === 'not-found') return true;
  if (!entry.params) return false;
  return !entry.params.safeParse(matchPath(entry.path, pathname)?.params ?? {}).success;
}

function decodedPath(raw: string): string | null {
  try {
    const decoded = decodeURIComponent(raw);
    return decoded.startsWith('/') && !decoded.includes('\0') ? decoded : null;
  } catch {
    return null;
  }
}

export function createPages(options: PagesOptions) {
  const template = fileReader(path.join(options.staticDir, 'index.html'), (text) => text);
  const buildInfo = fileReader(
    path.join(options.staticDir, 'build-info.json'),
    (text) => JSON.parse(text) as { shell?: { version?: string; built_with?: Record<string, string> } },
  );
  const remoteCode = createRemoteCode({
    remotesDir: options.remotesDir,
    builtWith: () => buildInfo()?.shell?.built_with ?? {},
    warn: options.warn,
  });
  const remoteScripts = createRemoteScripts(options.remotesDir, options.remotesUrl);
  const pageChunks = fileReader(
    path.join(options.staticDir, 'page-chunks.json'),
    (text) => JSON.parse(text) as Record<string, string[]>,
  );
  const publicPages = new Map<string, PageAnswer>();

  /**
   * The live versions whose signed-in pages are warm: their code loaded and rendered once (for nobody, with
   * no data: the render stops at its first query), so a customer's first render does not compile it.
   */
  let warmed = '';
  async function warmSignedInPages(request: PageRequest): Promise<void> {
    const key = JSON.stringify(request.live);
    if (warmed === key) return;
    warmed = key;
    const remotes = await remoteCode.modules(request.live);
    for (const pagePath of Object.keys(SIGNED_IN_PAGES)) {
      if (!(await preparePageCode(pagePath, remotes).catch(() => false))) continue;
      await renderPage({
        ...stateOf(request),
        path: pagePath,
        session: { accessToken: 'warm-up', accessPayload: WARM_UP_PAYLOAD },
        remotes,
        send: () => Promise.reject(new Error('a warm-up render calls nothing')),
        deadline: Date.now() + RENDER_BUDGET_MS,
      }).catch(() => undefined);
    }
  }

  function stateOf(request: PageRequest) {
    const { language, theme, timeZone, origin, config } = request;
    return { language, theme, timeZone, origin, config };
  }

  function errorDocument(request: PageRequest, html: string, status: 400 | 404, pagePath: string): PageAnswer {
    const rendered = renderErrorPage({ ...stateOf(request), session: null, path: pagePath }, status);
    const page = { path: pagePath, lang: request.language, theme: request.theme, ...rendered };
    return { status, html: pageDocument(html, page, { kind: 'error', status }, []), lang: request.language };
  }

  async function rendered(
    request: PageRequest,
    html: string,
    pagePath: string,
    kind: 'public' | 'signed-in',
  ): Promise<PageAnswer> {
    const session = kind === 'signed-in' ? request.session : null;
    const outcome = await renderPage({
      ...stateOf(request),
      path: pagePath,
      session: session ? { accessToken: session.token, accessPayload: session.payload } : null,
      remotes: await remoteCode.modules(request.live),
      send: apiOverHttp(options.apiUrl, session?.token ?? null, RENDER_BUDGET_MS),
      deadline: Date.now() + RENDER_BUDGET_MS,
    });
    if (!outcome.page) return { status: null, reason: outcome.reason };
    const { page } = outcome;
    const documentKind: DocumentKind =
      kind === 'public' || !session
        ? { kind: 'public' }
        : { kind: 'signed-in', userId: session.userId, queries: page.queries, modules: page.modules };
    const markup = { path: pagePath, lang: request.language, theme: request.theme, ...page };
    const entry = ROUTE_TABLE.find((candidate) => candidate.path === pagePath);
    const shellPage = entry?.owner.kind === 'shell' ? entry.owner.page : null;
    const prefetch = [
      ...shellScripts(pageChunks(), entry?.layout ?? null, shellPage),
      ...(await remoteScripts(request.live, page.modules)),
    ];
    return { status: 200, html: pageDocument(html, markup, documentKind, prefetch), lang: request.language };
  }

  async function publicPage(request: PageRequest, html: string, pagePath: string): Promise<PageAnswer> {
    void warmSignedInPages(request);
    const key = JSON.stringify([pagePath, request.language, request.theme, request.live, request.config, html.length]);
    const kept = publicPages.get(key);
    if (kept) return kept;
    const answer = await rendered(request, html, pagePath, 'public');
    if (answer.status === 200) {
      if (publicPages.size >= PUBLIC_PAGES_KEPT) publicPages.delete(publicPages.keys().next().value as string);
      publicPages.set(key, answer);
    }
    return answer;
  }

  return async function answer(request: PageRequest): Promise<PageAnswer> {
    if (request.protocol !== PAGE_SERVER_PROTOCOL) return { status: null, reason: 'another protocol' };
    const html = template();
    if (!html) return { status: null, reason: 'no index.html' };
    const pagePath = decodedPath(request.path);
    if (pagePath === null) return errorDocument(request, html, 400, '/');
    const params = [...new URLSearchParams(request.search).keys()];
    if (request.session && SIGNED_IN_PAGES[pagePath] && request.search === '') {
      return rendered(request, html, pagePath, 'signed-in');
    }
    if (PUBLIC_PAGES.includes(pagePath) && params.every((name) => PUBLIC_PAGE_PARAMS.includes(name))) {
      return publicPage(request, html, pagePath);
    }
    if (isUnknownPage(pagePath)) {
      return requiresSignIn(pagePath)
        ? { status: 404, html, lang: request.language }
        : errorDocument(request, html, 404, pagePath);
    }
    return { status: null, reason: 'rendered in the browser' };
  };
}
