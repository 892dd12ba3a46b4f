// A signed-in page the server rendered for this browser's customer (docs/adr/0011; the page server of
// docs/adr/0012 renders it now): #root holds the page with their data, and the JSON beside it the query cache
// it was rendered from. The app starts at the customer's first move (the page's start script); then, before
// React takes the markup over, the browser gets to where the server was — its session settled (refreshed if
// the tab has no access token yet) and the same customer's, the query cache filled with the same answers, and
// every piece of code the page rendered with loaded — so that its first render is the page as it is on screen.
import { hydrate, type DehydratedState } from '@tanstack/react-query';
import { isRemoteName, selectIsSignedIn, useSession, type ExposedModule } from '@portal/shared';
import { queryClient } from '@portal/shared/query';
import { loadExposedModule } from '../../remotes/load-remote-routes';
import { markupFits } from './hydration';
import { preloadPrerenderedPage } from './preload';

/** The JSON beside #root (page-server/document.ts writes it). */
export const SERVER_STATE_ID = 'portal-server-state';

export interface ServerRenderedStamp {
  path: string;
  userId: number;
}

interface ServerState {
  queries: DehydratedState;
  modules: string[];
}

/**
 * Whether #root holds a page the server rendered for this very address, in this page's language, and not
 * hidden as stale by its own check (another customer's, another theme or language stored here).
 */
export function serverRenderedPage(container: HTMLElement): ServerRenderedStamp | null {
  const { serverRendered: path, serverLang: lang, serverUser } = container.dataset;
  const userId = Number(serverUser);
  if (!markupFits(container, path, lang) || !Number.isInteger(userId)) return null;
  return { path: path!, userId };
}

function readState(): ServerState | null {
  try {
    const state = JSON.parse(document.getElementById(SERVER_STATE_ID)?.textContent ?? 'null') as ServerState | null;
    return state && typeof state.queries === 'object' && Array.isArray(state.modules) ? state : null;
  } catch {
    return null;
  }
}

function isExposed(value: string): value is ExposedModule {
  return value === './routes' || value === './widgets';
}

/** The remotes' modules the page was rendered with ("mfe_wallet/./widgets"), loaded now; failures are left to the page. */
async function loadModules(modules: readonly string[]): Promise<void> {
  await Promise.all(
    modules.map(async (key) => {
      const slash = key.indexOf('/');
      const remote = key.slice(0, slash);
      const exposed = key.slice(slash + 1);
      if (isRemoteName(remote) && isExposed(exposed)) await loadExposedModule(remote, exposed).catch(() => undefined);
    }),
  );
}

/**
 * Gets the browser to where the server was for `page`; true when React may hydrate the markup as it is.
 * False when this browser's session is gone or another customer's (the app then renders the page itself,
 * which sends a signed-out visitor to sign in).
 */
export async function prepareServerRenderedPage(page: ServerRenderedStamp): Promise<boolean> {
  const state = readState();
  if (!state) return false;
  // The page's code and the session's refresh, side by side.
  const [signedIn] = await Promise.all([
    useSession
      .getState()
      .init()
      .then(() => {
        const session = useSession.getState();
        return selectIsSignedIn(session) && session.accessPayload?.subject_access?.user_id === page.userId;
      }),
    preloadPrerenderedPage(page.path),
    loadModules(state.modules),
  ]);
  if (!signedIn) return false;
  hydrate(queryClient, state.queries);
  return true;
}
