// The root route's element: restores scroll positions (top of page on a new visit, the old
// position on Back) for every page, then renders the matched layout.
import { Outlet, ScrollRestoration } from '@portal/shared';

export function AppRoot() {
  return (
    <>
      <ScrollRestoration />
      <Outlet />
    </>
  );
}
