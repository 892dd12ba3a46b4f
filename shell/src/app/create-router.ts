// The browser router, and the session's navigate hook wired to it (SPEC.md §4: logout goes to sign-in).
import { createBrowserRouter, type RouteObject } from '@portal/shared';
import { configureSession, SIGN_IN_PATH } from '@portal/shared';
import { requiresSignIn } from '../routes/route-table';
import { signInLocation } from '../routes/safe-redirect';

type PortalRouter = ReturnType<typeof createBrowserRouter>;

/**
 * Where the session's sign-in redirect should go. When the session ends during a navigation to a
 * /user page (a refresh that failed inside the guard), that page is kept as the redirect target.
 */
export function sessionRedirectTarget(router: Pick<PortalRouter, 'state'>, to: string): string {
  // During start-up the requested location is the router's own (nothing is "navigating" yet).
  const pending = router.state.navigation.location ?? (router.state.initialized ? undefined : router.state.location);
  if (to === SIGN_IN_PATH && pending && requiresSignIn(pending.pathname)) return signInLocation(pending);
  return to;
}

export function createPortalRouter(routes: RouteObject[]): PortalRouter {
  const router = createBrowserRouter(routes);
  configureSession({ navigate: (to) => void router.navigate(sessionRedirectTarget(router, to)) });
  return router;
}
