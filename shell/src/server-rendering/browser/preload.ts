// Before hydrating a prerendered page, all the code it was rendered with: the shell's layout and page
// (preloadRouteCode), or the remote's routes and the page's own chunk. Then nothing in it suspends while it
// hydrates: a part that suspended would be rendered again in the browser if anything updated it first
// (the session, a translation), and what the visitor had typed into it would be lost. A page whose
// code cannot be loaded hydrates anyway and shows what it would show unhydrated.
import { ROUTE_TABLE } from '../../routes/route-table';
import { preloadRouteCode } from '../../routes/PortalRoutes';
import { loadRemoteRoutes } from '../../remotes/load-remote-routes';

export async function preloadPrerenderedPage(path: string): Promise<void> {
  const entry = ROUTE_TABLE.find((candidate) => candidate.path === path);
  if (!entry) return;
  // One after the other, in the same order as the build's render: styled-components names its classes by
  // the order its components are created, so the page's modules must run in the same order both times.
  try {
    await preloadRouteCode(entry);
    if (entry.owner.kind !== 'remote') return;
    const { routes } = await loadRemoteRoutes(entry.owner.remote);
    await routes.find((route) => route.path === path)?.Component.preload?.();
  } catch {
    // Hydrated anyway: what could not be loaded shows as it would unhydrated.
  }
}
