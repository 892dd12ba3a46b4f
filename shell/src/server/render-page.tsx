// Renders a signed-in page on the server (docs/adr/0011-server-rendered-signed-in-pages.md): the same <App>
// the browser hydrates, at the page's location, with the customer's session, language, theme and time zone,
// and its data in a react-query client of its own. The components ask for their data as in the browser
// (useQuery); a render pass leaves the queries it met in the cache, they are fetched from the API in the
// same process, and the page is rendered again — until a pass asks for nothing new. The browser then starts
// with the same cache and hydrates the same markup.
import { AsyncLocalStorage } from 'node:async_hooks';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';
import { dehydrate, QueryClient, type Query } from '@tanstack/react-query';
import { RenderQueryClient } from '@portal/shared/query';
import type { PageRenderOutcome, PageRenderRequest, ServerRemoteModules } from '@portal/shared/contract';
import { inRenderState, sendRequestsInProcess, type InProcessSend } from '@portal/shared/server';
import { App } from '../app/App';
import { loadRemoteRoutes, provideRemoteModules, providedModulesUsed } from '../remotes/load-remote-routes';
import { preloadRouteCode } from '../routes/PortalRoutes';
import { ROUTE_TABLE, SERVER_RENDERED_PATHS } from '../routes/route-table';

/** A page that still asks for new data after this many renders is left to the browser. */
const MAX_PASSES = 4;

/** The request whose page is rendering, for the API calls its queries make (they run between passes). */
const calling = new AsyncLocalStorage<{ send: InProcessSend; accessToken: string; language: string }>();

sendRequestsInProcess((request) => {
  const context = calling.getStore();
  if (!context) return Promise.reject(new Error('An API call was made outside a server render'));
  const headers = Object.fromEntries(
    Object.entries(request.headers).filter(
      ([name]) => !['authorization', 'accept-language'].includes(name.toLowerCase()),
    ),
  );
  // The page's language, not the process's i18n (another render may have switched it): the API words plan
  // names and announcements in it.
  return context.send({
    ...request,
    headers: { ...headers, authorization: `Bearer ${context.accessToken}`, 'accept-language': context.language },
  });
});

/** A query a component asked for that has not been fetched (and is not switched off by `enabled: false`). */
function isWaiting(query: Query): boolean {
  const { state } = query;
  // The cache keeps the observer's options, `enabled` among them.
  const { enabled } = query.options as { enabled?: unknown };
  return state.status === 'pending' && state.fetchStatus === 'idle' && enabled !== false;
}

/** The visible text of the page's first <h1>, for the tab's title (usePageTitle sets the same in the browser). */
function headingOf(html: string): string | null {
  const match = /<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(html);
  if (!match?.[1]) return null;
  const text = match[1]
    .replace(/<[^>]*>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&')
    .trim();
  return text || null;
}

/**
 * Every piece of code the page renders with, loaded now: a render never meets a lazy part still loading.
 * The page's remote must be among the modules the server provides (its live version has server code).
 */
async function loadPageCode(path: string, remotes: ServerRemoteModules): Promise<boolean> {
  const entry = ROUTE_TABLE.find((candidate) => candidate.path === path);
  if (!entry || entry.owner.kind !== 'remote') return false;
  const { owner } = entry;
  if (!remotes[owner.remote]?.['./routes']) return false;
  await preloadRouteCode(entry);
  const { routes } = await loadRemoteRoutes(owner.remote);
  const route = routes.find((candidate) => candidate.path === owner.path);
  if (!route) return false;
  await route.Component.preload?.();
  return true;
}

interface Pass {
  html: string;
  styles: string;
  /** The remotes' modules the page rendered with ("mfe_services/./routes"). */
  modules: string[];
}

function renderPass(request: PageRenderRequest, client: QueryClient): Pass {
  return inRenderState(request, () => {
    provideRemoteModules(request.remotes);
    const sheet = new ServerStyleSheet();
    try {
      const html = renderToString(
        sheet.collectStyles(
          <StrictMode>
            <RenderQueryClient.Provider value={client}>
              <App location={request.path} />
            </RenderQueryClient.Provider>
          </StrictMode>,
        ),
      );
      return { html, styles: sheet.getStyleTags(), modules: providedModulesUsed() };
    } finally {
      sheet.seal();
      provideRemoteModules(null);
    }
  });
}

export async function renderPage(request: PageRenderRequest): Promise<PageRenderOutcome> {
  if (!SERVER_RENDERED_PATHS.includes(request.path)) return { page: null, reason: 'not a server-rendered page' };
  provideRemoteModules(request.remotes);
  let loaded: boolean;
  try {
    loaded = await loadPageCode(request.path, request.remotes);
  } finally {
    provideRemoteModules(null);
  }
  if (!loaded) return { page: null, reason: "the page's remote has no server code, or does not serve it" };

  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  for (let pass = 1; pass <= MAX_PASSES; pass += 1) {
    const rendered = renderPass(request, client);
    const cache = client.getQueryCache();
    if (cache.getAll().some((query) => query.state.status === 'error')) return { page: null, reason: 'a query failed' };
    const waiting = cache.getAll().filter(isWaiting);
    if (waiting.length === 0) {
      const heading = headingOf(rendered.html);
      return {
        page: {
          html: rendered.html,
          styles: rendered.styles,
          title: heading ? `${heading} · ${request.config.siteName}` : request.config.siteName,
          queries: dehydrate(client),
          modules: rendered.modules,
        },
      };
    }
    if (Date.now() > request.deadline) return { page: null, reason: 'out of time' };
    await calling.run({ send: request.send, accessToken: request.accessToken, language: request.language }, () =>
      Promise.all(waiting.map((query) => query.fetch().catch(() => undefined))),
    );
  }
  return { page: null, reason: `still asking for data after ${MAX_PASSES} renders` };
}
