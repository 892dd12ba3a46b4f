// The shell's React tree: the shared providers, the router, and the page-independent services
// (live chat, new-version notice) that live outside the routes so an error page keeps them.
import { RouterProvider } from 'react-router/dom';
import { PortalProviders } from '@portal/shared';
import type { createBrowserRouter } from '@portal/shared';
import { LiveChat } from '../live-chat/LiveChat';
import { NewVersionNotice } from '../version-check/NewVersionNotice';

export function App({ router }: { router: ReturnType<typeof createBrowserRouter> }) {
  return (
    <PortalProviders>
      <RouterProvider router={router} />
      <LiveChat />
      <NewVersionNotice />
    </PortalProviders>
  );
}
