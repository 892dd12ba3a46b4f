// The services remote running alone (`webpack serve`, port 3002): the shell's providers (react-query
// included: the shell gives it to its app layouts, PortalProviders does not), the stored session, and
// this remote's routes at their real paths. `/` goes to the dashboard.
import { StrictMode, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import {
  BrowserRouter,
  configureSession,
  Navigate,
  PortalProviders,
  Route,
  Routes,
  useNavigate,
  useSession,
} from '@portal/shared';
import { QueryProvider } from '@portal/shared/query';
import { routes } from './routes';

/** The session's logout navigates through this router, as the shell's does. */
function SessionNavigation() {
  const navigate = useNavigate();
  useEffect(() => {
    configureSession({ navigate: (to) => void navigate(to) });
  }, [navigate]);
  return null;
}

void useSession.getState().init();

const container = document.createElement('div');
document.body.append(container);
createRoot(container).render(
  <StrictMode>
    <PortalProviders>
      <QueryProvider>
        <BrowserRouter>
          <SessionNavigation />
          <main style={{ padding: 16 }}>
            <Routes>
              <Route path="/" element={<Navigate to="/user/dashboard" replace />} />
              {routes.map(({ path, Component }) => (
                <Route key={path} path={path} Component={Component} />
              ))}
            </Routes>
          </main>
        </BrowserRouter>
      </QueryProvider>
    </PortalProviders>
  </StrictMode>,
);
