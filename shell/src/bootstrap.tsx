// Start-up: API base from the server's config, translations, the session, the remote registry,
// then the app. Everything that can start early does, in parallel.
// A page the page server rendered is hydrated, anything else rendered; both as a transition, so React works
// in slices and the page stays responsive while it starts (docs/adr/0012-page-server.md).
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot, type RootOptions } from 'react-dom/client';
import { configureApi, getPortalConfig, setRemoteModuleLoader, useSession } from '@portal/shared';
import './i18n/register';
import { App } from './app/App';
import { loadedExposedModule, loadExposedModule } from './remotes/load-remote-routes';
import { replayEarlyEvents } from './server-rendering/browser/early-events';
import { prerenderedPage } from './server-rendering/browser/hydration';
import { preloadPrerenderedPage } from './server-rendering/browser/preload';
import { loadRegistry } from './remotes/registry';
import { errorStatus, NOT_FOUND } from './routes/route-errors';
import { warmSignedInRoute } from './routes/warm-route';

const config = getPortalConfig();
configureApi({ baseURL: config.apiBase });
document.title = config.siteName;

void useSession.getState().init();
loadRegistry().catch((error: unknown) => {
  // Each remote page shows the failure (with Retry) when it is visited.
  console.error('[shell] Cannot read the remote registry:', error);
});
// Remotes compose each other's ./widgets through the shell's registry and runtime (the dashboard's wallet card).
setRemoteModuleLoader(loadExposedModule, loadedExposedModule);

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');
const options: RootOptions = {
  // What an error boundary caught (a page or a remote's section that crashed, a guard that failed);
  // a 404 is an answer, not a failure, so it is not logged.
  onCaughtError: (error) => {
    if (errorStatus(error) !== NOT_FOUND) console.error('[shell] A page failed:', error);
  },
  // A prerendered page that did not match what the browser renders (React then renders that part again).
  onRecoverableError: (error) => {
    console.error('[shell] The prerendered page was rendered again:', error);
  },
};
const prerendered = prerenderedPage(container);
const app = (
  <StrictMode>
    <App onMounted={() => void replayEarlyEvents(container)} />
  </StrictMode>
);
if (prerendered) {
  void preloadPrerenderedPage(prerendered.path).then(() =>
    startTransition(() => {
      hydrateRoot(container, app, options);
    }),
  );
} else if (container.dataset.serverRendered) {
  // A signed-in page rendered with the customer's data (docs/adr/0012): hydrated once the browser
  // is where the server was (the same customer's session, the same answers, the same code); rendered afresh
  // if it cannot be (the session is gone or another customer's).
  void import('./server-rendering/browser/server-rendered')
    .then(async ({ prepareServerRenderedPage, serverRenderedPage }) => {
      const page = serverRenderedPage(container);
      return page !== null && (await prepareServerRenderedPage(page));
    })
    .catch(() => false)
    .then((hydrates) => {
      if (hydrates) startTransition(() => void hydrateRoot(container, app, options));
      else {
        container.replaceChildren();
        render(container);
      }
    });
} else {
  render(container);
}

function render(target: HTMLElement) {
  // A stored session (init() read it above): the page's code loads beside the session's refresh.
  const { accessToken, refreshToken } = useSession.getState();
  if (accessToken || refreshToken) warmSignedInRoute(window.location.pathname);
  const root = createRoot(target, options);
  startTransition(() => root.render(app));
}
