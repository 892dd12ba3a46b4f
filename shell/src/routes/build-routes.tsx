// Turns the route table into react-router's data routes: layouts as pathless parents, guards and
// validation in each leaf's loader, shell pages lazy, remote pages behind their own error boundary.
import type { ReactElement } from 'react';
import { redirect, type LoaderFunctionArgs, type RouteObject } from '@portal/shared';
import { DefaultLayout } from '../layouts/default/DefaultLayout';
import { SiteLayout1 } from '../layouts/site-layout1/SiteLayout1';
import { SiteLayout2 } from '../layouts/site-layout2/SiteLayout2';
import { AppRoot } from '../app/AppRoot';
import { FatalErrorPage } from '../errors/FatalErrorPage';
import { RouteHydrateFallback } from '../errors/RouteHydrateFallback';
import { RemotePage } from '../remotes/RemotePage';
import { preloadRemoteRoutes } from '../remotes/load-remote-routes';
import { SHELL_PAGES } from '../pages/shell-pages';
import { ROUTE_TABLE, requiresSignIn, type LayoutName, type RouteEntry } from './route-table';
import { requireSignedIn, skipWhenSignedIn } from './guards';
import { notFound } from './route-errors';

const SKIP_WHEN_SIGNED_IN = new Set(['/auth/sign-in', '/auth/sign-up']);

function loaderFor(entry: RouteEntry) {
  return async ({ request, params }: LoaderFunctionArgs): Promise<null> => {
    if (requiresSignIn(entry.path)) await requireSignedIn(request);
    if (SKIP_WHEN_SIGNED_IN.has(entry.path)) await skipWhenSignedIn(request);
    if (entry.owner.kind === 'shell' && entry.owner.page === 'not-found') notFound();
    if (entry.params && !entry.params.safeParse(params).success) notFound();
    // Start fetching the remote while the loader finishes; the page shows progress or failure.
    if (entry.owner.kind === 'remote') preloadRemoteRoutes(entry.owner.remote);
    return null;
  };
}

function leafRoute(entry: RouteEntry): RouteObject {
  const { owner } = entry;
  const route: RouteObject = { path: entry.path, loader: loaderFor(entry) };
  if (owner.kind === 'remote') {
    // Keyed by remote: moving to another remote starts a fresh load state.
    route.element = <RemotePage key={owner.remote} remote={owner.remote} path={owner.path} />;
  } else if (owner.kind === 'shell' && owner.page !== 'not-found') {
    const load = SHELL_PAGES[owner.page];
    route.lazy = async () => ({ Component: (await load()).default });
  }
  return route;
}

const LAYOUT_ELEMENTS: Record<LayoutName, ReactElement> = {
  default: <DefaultLayout />,
  'web-site-layout1': <SiteLayout1 />,
  'web-site-layout2': <SiteLayout2 />,
};

export function buildRoutes(table: readonly RouteEntry[] = ROUTE_TABLE): RouteObject[] {
  const redirects: RouteObject[] = table
    .filter((entry) => entry.owner.kind === 'redirect')
    .map((entry) => {
      const to = (entry.owner as { to: string }).to;
      return { path: entry.path, loader: () => redirect(to) };
    });
  const layouts: RouteObject[] = (Object.keys(LAYOUT_ELEMENTS) as LayoutName[]).map((layout) => ({
    id: `layout:${layout}`,
    element: LAYOUT_ELEMENTS[layout],
    children: table.filter((entry) => entry.layout === layout).map(leafRoute),
  }));
  return [
    {
      id: 'root',
      element: <AppRoot />,
      // Any error a layout or page does not handle itself: the fatal page, in the default layout.
      errorElement: <FatalErrorPage />,
      hydrateFallbackElement: <RouteHydrateFallback />,
      children: [...redirects, ...layouts],
    },
  ];
}
