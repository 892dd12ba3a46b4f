// Development only: the auth pages alone on the remote's dev server (port 3001), with the same
// providers the shell gives them and a stand-in for the shell's default layout.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, Navigate, RouterProvider } from '@portal/shared';
import { configureSession, PortalProviders, useSession } from '@portal/shared';
import { routes } from './routes';
import { StandaloneElsewhere } from './standalone/StandaloneElsewhere';
import { StandaloneLayout } from './standalone/StandaloneLayout';

const router = createBrowserRouter([
  {
    Component: StandaloneLayout,
    children: [
      { path: '/', element: <Navigate to="/auth/sign-in" replace /> },
      { path: '/auth', element: <Navigate to="/auth/sign-in" replace /> },
      ...routes.map(({ path, Component }) => ({ path, Component })),
      { path: '*', Component: StandaloneElsewhere },
    ],
  },
]);

configureSession({ navigate: (to) => void router.navigate(to) });
void useSession.getState().init();

const container = document.getElementById('root') ?? document.body.appendChild(document.createElement('div'));
createRoot(container).render(
  <StrictMode>
    <PortalProviders>
      <RouterProvider router={router} />
    </PortalProviders>
  </StrictMode>,
);
