// Development only: the auth pages alone on the remote's dev server (port 3001), with the same
// providers the shell gives them and a stand-in for the shell's default layout. The pages hold no
// react-query state, so there is no QueryProvider here (the shell gives them none either).
import { StrictMode, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Navigate, Route, Routes, useNavigate } from '@portal/shared';
import { configureSession, PortalProviders, useSession } from '@portal/shared';
import { routes } from './routes';
import { StandaloneElsewhere } from './standalone/StandaloneElsewhere';
import { StandaloneLayout } from './standalone/StandaloneLayout';

/** The session's logout goes to sign-in through this router, as the shell's does. */
function SessionNavigation() {
  const navigate = useNavigate();
  useEffect(() => {
    configureSession({ navigate: (to) => void navigate(to) });
  }, [navigate]);
  return null;
}

void useSession.getState().init();

const container = document.getElementById('root') ?? document.body.appendChild(document.createElement('div'));
createRoot(container).render(
  <StrictMode>
    <PortalProviders>
      <BrowserRouter>
        <SessionNavigation />
        <Routes>
          <Route Component={StandaloneLayout}>
            <Route path="/" element={<Navigate to="/auth/sign-in" replace />} />
            <Route path="/auth" element={<Navigate to="/auth/sign-in" replace />} />
            {routes.map(({ path, Component }) => (
              <Route key={path} path={path} Component={Component} />
            ))}
            <Route path="*" Component={StandaloneElsewhere} />
          </Route>
        </Routes>
      </BrowserRouter>
    </PortalProviders>
  </StrictMode>,
);
