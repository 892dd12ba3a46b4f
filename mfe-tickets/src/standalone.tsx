// The tickets remote running alone (`webpack serve`, port 3004): the shell's providers, the stored
// session, and this remote's routes at their real paths. `/` goes to the list.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Navigate, RouterProvider, createBrowserRouter } from '@portal/shared';
import { PortalProviders, configureSession, useSession } from '@portal/shared';
import { routes } from './routes';

const router = createBrowserRouter([
  { path: '/', element: <Navigate to="/user/tickets" replace /> },
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
