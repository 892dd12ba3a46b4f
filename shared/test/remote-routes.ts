// Test-only: a remote serves exactly the pages REMOTE_PATHS gives it (no page missing, none extra),
// each with a component. Every remote's routes test calls it.
import { REMOTE_PATHS, type RemoteName, type RemoteRouteObject } from '@portal/shared';

export function expectServesItsPaths(remote: RemoteName, routes: readonly RemoteRouteObject[]): void {
  expect(routes.map((route) => route.path).sort()).toEqual([...REMOTE_PATHS[remote]].sort());
  for (const route of routes) expect(typeof route.Component).toBe('function');
}
