// Renders a remote's routes at `path` inside the portal's providers, as the shell would, plus a
// stand-in for every page another slice owns (data-testid="elsewhere" shows its path and search) so
// navigation away can be asserted. `location.current` follows every navigation. Declarative routing:
// jsdom has no Request for a data router. Test-only: import it as @portal/shared/test/render-route.
import { useEffect } from 'react';
import { render } from '@testing-library/react';
import {
  i18n,
  MemoryRouter,
  PortalProviders,
  Route,
  Routes,
  useLocation,
  useSession,
  type Language,
  type Location,
  type RemoteRouteObject,
} from '@portal/shared';
import type { AccessTokenPayload } from '@portal/shared/contract';
import { QueryProvider } from '@portal/shared/query';

/** The signed-in customer of signIn(). */
export const CUSTOMER_ID = 7;

const customerPayload: AccessTokenPayload = {
  jti: '0b9d9b5e-3b8c-4a52-9d55-1f8a8d8e0c11',
  role: 'malio_postgrest_user',
  token_type: 'access',
  exp: Math.floor(Date.now() / 1000) + 3600,
  subject_access: {
    user_id: CUSTOMER_ID,
    user_new_id: '5f0c6a8e-7b61-4d5e-9a3c-2b7d4f1e8a90',
    user_name: 'ann',
    email: 'ann@example.com',
  },
};

/** A signed-in session for CUSTOMER_ID (an access token the API mocks never check), as a customer or staff. */
export function signIn(role: 'user' | 'low_admin' | 'admin' = 'user'): void {
  const accessPayload: AccessTokenPayload = { ...customerPayload, role: `malio_postgrest_${role}` };
  useSession.setState({ accessToken: 'test-access-token', accessPayload });
}

export interface LocationRef {
  current: Location | null;
}

function LocationProbe({ locationRef }: { locationRef: LocationRef }) {
  const location = useLocation();
  useEffect(() => {
    locationRef.current = location;
  }, [location, locationRef]);
  return null;
}

function Elsewhere() {
  const location = useLocation();
  return <p data-testid="elsewhere">{`${location.pathname}${location.search}`}</p>;
}

export interface RenderRouteOptions {
  /** The language to render in (set before rendering); English unless told. */
  language?: Language;
}

export function renderRoute(
  /** A remote's routes, or made-up ones (any path) in tests of the helper itself. */
  routes: readonly (Omit<RemoteRouteObject, 'path'> & { path: string })[],
  path: string,
  { language = 'en' }: RenderRouteOptions = {},
) {
  void i18n.changeLanguage(language);
  const location: LocationRef = { current: null };
  const view = render(
    <PortalProviders>
      <QueryProvider>
        <MemoryRouter initialEntries={[path]}>
          <LocationProbe locationRef={location} />
          <Routes>
            {routes.map(({ path: routePath, Component }) => (
              <Route key={routePath} path={routePath} Component={Component} />
            ))}
            <Route path="*" Component={Elsewhere} />
          </Routes>
        </MemoryRouter>
      </QueryProvider>
    </PortalProviders>,
  );
  return { location, ...view };
}

/** The current URL as "/path?search". */
export function currentUrl(location: LocationRef): string {
  return location.current ? `${location.current.pathname}${location.current.search}` : '';
}
