// Renders a page to HTML in Node: the same <App> the browser hydrates, at the page's location, in the
// reader's language, theme and time zone — a public page signed out, a signed-in page with the customer's
// session and data in a react-query client of its own. The components ask for their data as in the browser
// (useQuery); a render pass leaves the queries it met in the cache, they are fetched from the API, and the
// page is rendered again, until a pass asks for nothing new. The browser then starts with the same cache and
// hydrates the same markup.
import { StrictMode, type ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';
import { dehydrate, QueryClient, type Query } from '@tanstack/react-query';
import { MemoryRouter, PortalProviders } from '@portal/shared';
import { RenderQueryClient } from '@portal/shared/query';
import type { RenderState } from '@portal/shared/server';
import { App } from '../../app/App';
import { FatalErrorPage } from '../../errors/FatalErrorPage';
import { loadRemoteRoutes } from '../../remotes/load-remote-routes';
import { preloadRouteCode } from '../../routes/PortalRoutes';
import { ROUTE_TABLE } from '../../routes/route-table';
import './api-calls';
import type { ServerRemoteModules } from './remote-code';
import { inRender, renderingNow, renderScope, type ApiSend, type RenderScope } from './render-scope';

/** A page that still asks for new data after this many renders is left to the browser. */
const MAX_PASSES = 4;

export interface RenderJob extends RenderState {
  /** The page's decoded path, e.g. "/user/dashboard". */
  path: string;
  remotes: ServerRemoteModules;
  /** The API, for the page's queries (with the session's page token). */
  send: ApiSend;
  /** Epoch ms after which the render gives up (the browser renders the page). */
  deadline: number;
}

interface RenderedPage {
  /** The markup of #root. */
  html: string;
  /** styled-components' <style> element(s), for <head>. */
  styles: string;
  /** The tab's title, as the page sets it once it runs ("<h1> · <site>"). */
  title: string;
  /** The query cache the page rendered from (react-query's dehydrated state), for the browser to start with. */
  queries: unknown;
  /** The remotes' exposed modules the page rendered with ("mfe_wallet/./widgets"), loaded before it hydrates. */
  modules: string[];
}

export type RenderOutcome = { page: RenderedPage } | { page: null; reason: string };

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

function titleOf(html: string, siteName: string): string {
  const heading = headingOf(html);
  return heading ? `${heading} · ${siteName}` : siteName;
}

/**
 * Every piece of code the page renders with, loaded now, in the order the browser loads it before it
 * hydrates (browser/preload.ts): a render never meets a lazy part still loading, and styled-components
 * names its classes alike. A remote's page needs that remote's server code among the modules provided.
 */
async function loadPageCode(path: string, remotes: ServerRemoteModules): Promise<boolean> {
  const entry = ROUTE_TABLE.find((candidate) => candidate.path === path);
  if (!entry) return false;
  if (entry.owner.kind === 'shell') {
    await preloadRouteCode(entry);
    return true;
  }
  if (entry.owner.kind !== 'remote') return false;
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
  modules: string[];
}

function renderPass(scope: RenderScope, element: ReactElement): Pass {
  return renderingNow(scope, () => {
    scope.provided.used.clear();
    const sheet = new ServerStyleSheet();
    try {
      const html = renderToString(sheet.collectStyles(<StrictMode>{element}</StrictMode>));
      return { html, styles: sheet.getStyleTags(), modules: [...scope.provided.used] };
    } finally {
      sheet.seal();
    }
  });
}

function scopeOf(job: RenderJob): RenderScope {
  const { path: _path, remotes, send, deadline: _deadline, ...state } = job;
  return renderScope(state, send, remotes);
}

/** Loads the code `path` renders with (true when it can render here): before a first render, to warm up. */
export function preparePageCode(path: string, remotes: ServerRemoteModules): Promise<boolean> {
  const scope = renderScope(
    { language: 'en', theme: 'light', timeZone: null, origin: '', config: {} as RenderState['config'], session: null },
    () => Promise.reject(new Error('no calls while loading code')),
    remotes,
  );
  return inRender(scope, () => loadPageCode(path, remotes));
}

/** The page at `job.path`, with its data; or why the browser should render it. */
export async function renderPage(job: RenderJob): Promise<RenderOutcome> {
  const scope = scopeOf(job);
  const loaded = await inRender(scope, () => loadPageCode(job.path, job.remotes));
  if (!loaded) return { page: null, reason: "the page's remote has no server code, or does not serve it" };

  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  const element = (
    <RenderQueryClient.Provider value={client}>
      <App location={job.path} />
    </RenderQueryClient.Provider>
  );
  for (let pass = 1; pass <= MAX_PASSES; pass += 1) {
    const rendered = renderPass(scope, element);
    const cache = client.getQueryCache();
    if (cache.getAll().some((query) => query.state.status === 'error')) return { page: null, reason: 'a query failed' };
    const waiting = cache.getAll().filter(isWaiting);
    // A public page is rendered as a visitor's browser first renders it: what it would load, loading.
    if (waiting.length === 0 || !job.session) {
      return {
        page: {
          html: rendered.html,
          styles: rendered.styles,
          title: titleOf(rendered.html, job.config.siteName),
          queries: dehydrate(client),
          modules: rendered.modules,
        },
      };
    }
    if (Date.now() > job.deadline) return { page: null, reason: 'out of time' };
    await inRender(scope, () => Promise.all(waiting.map((query) => query.fetch().catch(() => undefined))));
  }
  return { page: null, reason: `still asking for data after ${MAX_PASSES} renders` };
}

/**
 * The shell's error page alone (the default layout, no route): the 404 page of an unknown address, or the
 * page of an address that is not valid (`status` 400). Rendered signed out; the browser does not hydrate it.
 */
export function renderErrorPage(job: Omit<RenderJob, 'send' | 'deadline' | 'remotes'>, status: 400 | 404) {
  const error = Object.assign(new Error(`status ${status}`), { status });
  const rendered = renderPass(
    scopeOf({ ...job, remotes: {}, send: () => Promise.reject(new Error('no calls')), deadline: 0 }),
    <PortalProviders>
      <MemoryRouter initialEntries={[job.path]}>
        <FatalErrorPage error={error} />
      </MemoryRouter>
    </PortalProviders>,
  );
  return { html: rendered.html, styles: rendered.styles, title: titleOf(rendered.html, job.config.siteName) };
}
