// @portal/shared/standalone: what a remote running alone on its dev server needs around its routes —
// the shell's providers, the stored session, and the session's logout navigating through the router,
// as the shell's does. Development only (each remote's src/standalone.tsx); never in a production page.
import { StrictMode, useEffect, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, configureSession, PortalProviders, useNavigate, useSession } from '@portal/shared';

function SessionNavigation() {
  const navigate = useNavigate();
  useEffect(() => {
    configureSession({ navigate: (to) => void navigate(to) });
  }, [navigate]);
  return null;
}

/** Renders `routes` (a <Routes> tree, with any extra provider it needs) into the page. */
export function mountStandalone(routes: ReactNode): void {
  void useSession.getState().init();
  const container = document.getElementById('root') ?? document.body.appendChild(document.createElement('div'));
  createRoot(container).render(
    <StrictMode>
      <PortalProviders>
        <BrowserRouter>
          <SessionNavigation />
          {routes}
        </BrowserRouter>
      </PortalProviders>
    </StrictMode>,
  );
}
