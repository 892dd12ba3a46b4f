// A returning customer's first page, opened in a new tab: the session must be refreshed before the guard
// shows anything, and the page's code was only asked for after that — layout, then the remote's entry,
// then its routes, one after the other behind the refresh. Started here, at start-up, the code loads
// beside the refresh; the guard still decides what is shown, and a visitor whose session turns out to be
// gone has fetched code the browser keeps for later.
import { matchPath } from '@portal/shared';
import { warmRemoteRoutes } from '../remotes/load-remote-routes';
import { preloadRouteCode } from './PortalRoutes';
import { requiresSignIn, ROUTE_TABLE } from './route-table';

const routeAt = (pathname: string) => ROUTE_TABLE.find((candidate) => matchPath(candidate.path, pathname) !== null);

/** Starts loading the code of the signed-in page at `pathname`, or where it redirects ('/' → the dashboard). */
export function warmSignedInRoute(pathname: string): void {
  let entry = routeAt(pathname);
  if (entry?.owner.kind === 'redirect') entry = routeAt(entry.owner.to);
  if (!entry || !requiresSignIn(entry.path)) return;
  preloadRouteCode(entry).catch(() => {
    // The page loads it again when it renders, and shows a failure there.
  });
  if (entry.owner.kind === 'remote') warmRemoteRoutes(entry.owner.remote);
}
