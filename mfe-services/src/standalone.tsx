// The services remote running alone (`webpack serve`, port 3002): the shell's providers, the stored
// session, and this remote's routes at their real paths. `/` goes to the dashboard.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import {
  configureSession,
  createBrowserRouter,
  Navigate,
  PortalProviders,
  RouterProvider,
  useSession,
} from '@portal/shared';
import { routes } from './routes';

const router = createBrowserRouter([
  { path: '/', element: <Navigate to="/user/dashboard" replace /> },
  ...routes.map(({ path, Component }) => ({ path, Component })),
]);

configureSession({ navigate: (to) => void router.navigate(to) });
void useSession.getState().init();

const container = document.createElement('div');
document.body.append(container);
createRoot(container).render(
  <StrictMode>
    <PortalProviders>
      <main style={{ padding: 16 }}>
        <RouterProvider router={router} />
      </main>
    </PortalProviders>
  </StrictMode>,
);
