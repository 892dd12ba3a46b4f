// Renders the shell's real route tree in a memory router, wrapped like the app (providers, session
// navigation), so tests exercise guards, layouts and error pages as users meet them.
import { configure, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from '@portal/shared';
import { configureSession, PortalProviders, useSession } from '@portal/shared';
import '../i18n/register';
import { buildRoutes } from '../routes/build-routes';
import { sessionRedirectTarget } from '../app/create-router';
import type { RouteEntry } from '../routes/route-table';
import { accessPayload, makeJwt, refreshPayload } from './tokens';

// The whole team's builds and tests share this machine: give async UI a little more time than 1 s.
configure({ asyncUtilTimeout: 5000 });
// jsdom has no layout, so no scrolling; the router's ScrollRestoration calls this on every page.
window.scrollTo = (() => undefined) as typeof window.scrollTo;

export function renderApp(path: string, table?: readonly RouteEntry[]) {
  const router = createMemoryRouter(buildRoutes(table), { initialEntries: [path] });
  configureSession({ navigate: (to) => void router.navigate(sessionRedirectTarget(router, to)) });
  const utils = render(
    <PortalProviders>
      <RouterProvider router={router} />
    </PortalProviders>,
  );
  return { ...utils, router };
}

/** The session as a signed-in user (or with the given expiries, negative = already expired). */
export function signIn({ accessExpiresIn = 1200, refreshExpiresIn }: { accessExpiresIn?: number; refreshExpiresIn?: number | null } = {}) {
  const access = makeJwt(accessPayload(accessExpiresIn));
  const refresh = refreshExpiresIn === null ? null : makeJwt(refreshPayload(refreshExpiresIn ?? 86_400));
  sessionStorage.setItem('access_token', access);
  if (refresh) localStorage.setItem('refresh_token', refresh);
  else localStorage.removeItem('refresh_token');
  useSession.setState({
    accessToken: access,
    accessPayload: accessPayload(accessExpiresIn) as never,
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
