// The route table as react-router routes: layouts as pathless parents behind their guard, shell pages
// and the app layouts lazy, remote pages behind their own error boundary. Declarative routing keeps
// the data router (~17 KB gzip) off every page; guards and route validation run while rendering.
import { createElement, Suspense, type ReactNode } from 'react';
import {
  lazyPage,
  Navigate,
  Route,
  Routes,
  Spinner,
  useLocation,
  useParams,
  type PreloadableComponent,
} from '@portal/shared';
import { DefaultLayout } from '../layouts/default/DefaultLayout';
import { RouteHydrateFallback } from '../errors/RouteHydrateFallback';
import { RemotePage } from '../remotes/RemotePage';
import { SHELL_PAGES } from '../pages/shell-pages';
import { ROUTE_TABLE, requiresSignIn, requiresStaff, type LayoutName, type RouteEntry } from './route-table';
import { SignedInOnly, SignedOutOnly, StaffOnly } from './guards';
import { RouteNotFoundError } from './route-errors';

const SKIP_WHEN_SIGNED_IN = new Set(['/auth/sign-in', '/auth/sign-up']);

type Guard = 'signed-in' | 'staff' | 'signed-out' | 'none';

function guardOf(entry: RouteEntry): Guard {
  if (requiresSignIn(entry.path)) return 'signed-in';
  if (requiresStaff(entry.path)) return 'staff';
  return SKIP_WHEN_SIGNED_IN.has(entry.path) ? 'signed-out' : 'none';
}

function PageSpinner() {
  return (
    <div style={{ display: 'grid', placeItems: 'center', minHeight: 240 }}>
      <Spinner size="lg" />
    </div>
  );
}

/**
 * The app layouts (and react-query, which only their pages use) load with the first page that needs them.
 * Preloadable, so a prerendered page can have its code before it hydrates (preloadRouteCode).
 */
const LAYOUTS: Record<LayoutName, PreloadableComponent> = {
  default: DefaultLayout,
  plain: lazyPage(() => import('../layouts/plain'), RouteHydrateFallback),
  'app-frame': lazyPage(() => import('../layouts/app-frame'), RouteHydrateFallback),
};

/** The shell's pages, each loaded with its first visit. */
type ShellPage = keyof typeof SHELL_PAGES;
const LAZY_SHELL_PAGES = {} as Record<ShellPage, PreloadableComponent>;
for (const id of Object.keys(SHELL_PAGES) as ShellPage[]) LAZY_SHELL_PAGES[id] = lazyPage(SHELL_PAGES[id], PageSpinner);

/**
 * The shell's own code for a route (its layout, and its page when the shell serves it), loaded now: a page
 * rendered by the page server hydrates with all of it at hand (server-rendering/browser/preload.ts). A remote's code is the
 * remote's to load.
 */
export async function preloadRouteCode(entry: RouteEntry): Promise<void> {
  const { owner } = entry;
  if (entry.layout) await LAYOUTS[entry.layout].preload?.();
  if (owner.kind === 'shell' && owner.page !== 'not-found') await LAZY_SHELL_PAGES[owner.page].preload?.();
}

function Guarded({ guard, children }: { guard: Guard; children: ReactNode }) {
  if (guard === 'signed-in') return <SignedInOnly>{children}</SignedInOnly>;
  if (guard === 'staff') return <StaffOnly>{children}</StaffOnly>;
  if (guard === 'signed-out') return <SignedOutOnly>{children}</SignedOutOnly>;
  return children;
}

function LayoutRoute({ layout, guard }: { layout: LayoutName; guard: Guard }) {
  const Layout = LAYOUTS[layout];
  return (
    <Guarded guard={guard}>
      <Suspense fallback={<RouteHydrateFallback />}>
        <Layout />
      </Suspense>
    </Guarded>
  );
}

function NotFound(): never {
  throw new RouteNotFoundError(useLocation().pathname);
}

/** A remote's page. Keyed by remote: moving to another remote starts a fresh load state. */
function RemoteRoute({ remote, path }: Extract<RouteEntry['owner'], { kind: 'remote' }>) {
  const { key } = useLocation();
  return <RemotePage key={remote} remote={remote} path={path} visit={key} />;
}

function Leaf({ entry }: { entry: RouteEntry }) {
  const params = useParams();
  const { pathname } = useLocation();
  const { owner } = entry;
  if (entry.params && !entry.params.safeParse(params).success) throw new RouteNotFoundError(pathname);
  if (owner.kind === 'remote') return <RemoteRoute {...owner} />;
  if (owner.kind !== 'shell' || owner.page === 'not-found') return <NotFound />;
  const Page = LAZY_SHELL_PAGES[owner.page];
  return <Suspense fallback={<PageSpinner />}>{createElement(Page)}</Suspense>;
}

export function PortalRoutes({ table = ROUTE_TABLE }: { table?: readonly RouteEntry[] }) {
  const groups = new Map<string, { layout: LayoutName; guard: Guard; entries: RouteEntry[] }>();
  for (const entry of table) {
    if (!entry.layout) continue;
    const guard = guardOf(entry);
    const key = `${entry.layout}:${guard}`;
    const group = groups.get(key) ?? { layout: entry.layout, guard, entries: [] };
    group.entries.push(entry);
    groups.set(key, group);
  }
  return (
    <Routes>
      {table.map((entry) =>
        entry.owner.kind === 'redirect' ? (
          <Route key={entry.path} path={entry.path} element={<Navigate to={entry.owner.to} replace />} />
        ) : null,
      )}
      {[...groups].map(([key, { layout, guard, entries }]) => (
        <Route key={key} element={<LayoutRoute layout={layout} guard={guard} />}>
          {entries.map((entry) => (
            <Route key={entry.path} path={entry.path} element={<Leaf entry={entry} />} />
          ))}
        </Route>
      ))}
    </Routes>
  );
}
