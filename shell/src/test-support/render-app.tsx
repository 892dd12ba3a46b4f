// Renders the shell's real route tree in a memory router, wrapped like the app (providers, session
// navigation), so tests exercise guards, layouts and error pages as users meet them.
import { act, configure, render } from '@testing-library/react';
import { MemoryRouter, PortalProviders, useLocation, useNavigate, useSession, type Location } from '@portal/shared';
import '../i18n/register';
import { PortalRoutesWithServices } from '../app/PortalRouter';
import type { RouteEntry } from '../routes/route-table';
import { accessPayload, makeJwt, refreshPayload, type TestRole } from './tokens';

// The whole team's builds and tests share this machine: give async UI a little more time than 1 s.
configure({ asyncUtilTimeout: 5000 });
// jsdom has no layout, so no scrolling; the shell scrolls to the top on every new page.
window.scrollTo = (() => undefined) as typeof window.scrollTo;

/** What a test reads and drives of the router: the current location, and navigation. */
interface TestRouter {
  readonly state: { location: Location };
  navigate(to: string): Promise<void>;
}

function RouterProbe({ onChange }: { onChange(location: Location, navigate: (to: string) => void): void }) {
  const location = useLocation();
  const navigate = useNavigate();
  onChange(location, (to) => void navigate(to));
  return null;
}

export function renderApp(path: string, table?: readonly RouteEntry[]) {
  let location: Location | null = null;
  let navigate: ((to: string) => void) | null = null;
  const router: TestRouter = {
    get state() {
      if (!location) throw new Error('The app has not rendered yet');
      return { location };
    },
    async navigate(to) {
      await act(async () => navigate?.(to));
    },
  };
  const utils = render(
    <PortalProviders>
      <MemoryRouter initialEntries={[path]}>
        <RouterProbe
          onChange={(current, go) => {
            location = current;
            navigate = go;
          }}
        />
        <PortalRoutesWithServices table={table} />
      </MemoryRouter>
    </PortalProviders>,
  );
  return { ...utils, router };
}

/** The session as a signed-in user (or with the given expiries, negative = already expired; or staff). */
export function signIn({
  accessExpiresIn = 1200,
  refreshExpiresIn,
  role = 'user',
}: { accessExpiresIn?: number; refreshExpiresIn?: number | null; role?: TestRole } = {}) {
  const access = makeJwt(accessPayload(accessExpiresIn, role));
  const refresh = refreshExpiresIn === null ? null : makeJwt(refreshPayload(refreshExpiresIn ?? 86_400));
  sessionStorage.setItem('access_token', access);
  if (refresh) localStorage.setItem('refresh_token', refresh);
  else localStorage.removeItem('refresh_token');
  useSession.setState({
    accessToken: access,
    accessPayload: accessPayload(accessExpiresIn, role) as never,
    refreshToken: refresh,
    refreshPayload: (refresh ? refreshPayload(refreshExpiresIn ?? 86_400) : null) as never,
    ready: true,
  });
}

export function signOutQuietly() {
  sessionStorage.clear();
  localStorage.removeItem('refresh_token');
  useSession.setState({ accessToken: null, accessPayload: null, refreshToken: null, refreshPayload: null });
}
