// The portal's routes inside a router (the browser's, or a memory router in tests), with what every
// page needs: the session's navigation, scroll handling, and the fatal error page for any page that
// fails as a whole.
import { useEffect, type ReactNode } from 'react';
import {
  BrowserRouter,
  ErrorBoundary,
  configureSession,
  MemoryRouter,
  useLocation,
  useNavigate,
  useNavigationType,
} from '@portal/shared';
import { FatalErrorPage } from '../errors/FatalErrorPage';
import { sessionRedirectTarget } from '../routes/guards';
import { PortalRoutes } from '../routes/PortalRoutes';
import type { RouteEntry } from '../routes/route-table';

/** The session's logout goes to sign-in through the router (docs/product.md §4), keeping a guarded target. */
function SessionNavigation() {
  const navigate = useNavigate();
  useEffect(() => {
    configureSession({ navigate: (to) => void navigate(sessionRedirectTarget(to)) });
  }, [navigate]);
  return null;
}

/** A new page starts at the top; Back and Forward leave the browser's own scroll restoration alone. */
function ScrollToTop() {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  useEffect(() => {
    if (navigationType !== 'POP') window.scrollTo(0, 0);
  }, [pathname, navigationType]);
  return null;
}

/** Anything a page or guard throws: the fatal page, until the visitor goes elsewhere. */
function RootErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname, search } = useLocation();
  return (
    <ErrorBoundary resetKey={`${pathname}${search}`} fallback={(error) => <FatalErrorPage error={error} />}>
      {children}
    </ErrorBoundary>
  );
}

export function PortalRoutesWithServices({ table }: { table?: readonly RouteEntry[] }) {
  return (
    <>
      <SessionNavigation />
      <ScrollToTop />
      <RootErrorBoundary>
        <PortalRoutes table={table} />
      </RootErrorBoundary>
    </>
  );
}

/** `location`: a fixed page, when the page server renders it (the page server, server-rendering/page-server/render-page.tsx); the browser's otherwise. */
export function PortalRouter({ location }: { location?: string }) {
  return location === undefined ? (
    <BrowserRouter>
      <PortalRoutesWithServices />
    </BrowserRouter>
  ) : (
    <MemoryRouter initialEntries={[location]}>
      <PortalRoutesWithServices />
    </MemoryRouter>
  );
}
