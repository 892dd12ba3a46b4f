// Start-up: API base from the server's config, translations, the session, the remote registry,
// then the router. Everything that can start early does, in parallel.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { configureApi, getPortalConfig, useSession } from '@portal/shared';
import './i18n/register';
import { App } from './app/App';
import { createPortalRouter } from './app/create-router';
import { buildRoutes } from './routes/build-routes';
import { loadRegistry } from './remotes/registry';

const config = getPortalConfig();
configureApi({ baseURL: config.apiBase });
document.title = config.siteName;

const router = createPortalRouter(buildRoutes());
void useSession.getState().init();
loadRegistry().catch((error: unknown) => {
  // Each remote page shows the failure (with Retry) when it is visited.
  console.error('[shell] Cannot read the remote registry:', error);
});

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');
createRoot(container).render(
  <StrictMode>
    <App router={router} />
  </StrictMode>,
);
