// Start-up: API base from the server's config, translations, the session, the remote registry,
// then the app. Everything that can start early does, in parallel.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { configureApi, getPortalConfig, setRemoteModuleLoader, useSession } from '@portal/shared';
import './i18n/register';
import { App } from './app/App';
import { loadExposedModule } from './remotes/load-remote-routes';
import { loadRegistry } from './remotes/registry';
import { errorStatus, NOT_FOUND } from './routes/route-errors';

const config = getPortalConfig();
configureApi({ baseURL: config.apiBase });
document.title = config.siteName;

void useSession.getState().init();
loadRegistry().catch((error: unknown) => {
  // Each remote page shows the failure (with Retry) when it is visited.
  console.error('[shell] Cannot read the remote registry:', error);
});
// Remotes compose each other's ./widgets through the shell's registry and runtime (the dashboard's wallet card).
setRemoteModuleLoader(loadExposedModule);

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');
createRoot(container, {
  // What an error boundary caught (a page or a remote's section that crashed, a guard that failed);
  // a 404 is an answer, not a failure, so it is not logged.
  onCaughtError: (error) => {
    if (errorStatus(error) !== NOT_FOUND) console.error('[shell] A page failed:', error);
  },
}).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
