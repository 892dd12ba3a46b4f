// The contract between the API, which decides that a page is rendered on the server and provides what the
// page needs (the customer's session, the live remotes' server code, the API itself), and the shell's server
// build, which renders it (shell/src/server). They are built and deployed separately (the shell with
// `npm run build`, the API with the server), so the API checks `version` before it calls.
import type { PortalConfig } from '../config/portal-config';
import type { ExposedModule } from '../federation/remote-modules';
import type { InProcessSend } from '../server/in-process-transport';
import type { PagePreferences } from './page-preferences';
import type { RemoteName } from './remote-registry';

export type { InProcessRequest, InProcessResponse, InProcessSend } from '../server/in-process-transport';

export const SERVER_RENDERER_VERSION = 1;

/** Each live remote's exposed modules, as its server code answers them. */
export type ServerRemoteModules = Partial<Record<RemoteName, Partial<Record<ExposedModule, unknown>>>>;

export interface PageRenderRequest {
  /** The page, e.g. "/user/dashboard" (one of the renderer's `paths`). */
  path: string;
  language: PagePreferences['lang'];
  theme: PagePreferences['theme'];
  /** The reader's IANA time zone, or null for the server's own. */
  timeZone: string | null;
  /** The page's origin, for links made absolute. */
  origin: string;
  /** What the server injects into every page as window.__PORTAL_CONFIG__. */
  config: PortalConfig;
  /**
   * A short-lived access token of the page's session: the API calls the page makes while it renders carry
   * it, and the session the page renders with is its payload. Never part of the page.
   */
  accessToken: string;
  remotes: ServerRemoteModules;
  /** The API, in the same process. */
  send: InProcessSend;
  /** Epoch ms after which the render gives up (the visitor gets the page rendered in the browser). */
  deadline: number;
}

export interface RenderedPage {
  /** The markup of #root. */
  html: string;
  /** styled-components' <style> element(s), for <head>. */
  styles: string;
  /** The tab's title, as the page sets it once it runs ("<h1> · <site>"). */
  title: string;
  /** The query cache the page rendered from (react-query's dehydrated state), for the browser to start with. */
  queries: unknown;
  /** The remotes' exposed modules the page rendered with ("mfe_wallet/./widgets"), loaded before it hydrates. */
  modules: string[];
}

export type PageRenderOutcome = { page: RenderedPage } | { page: null; reason: string };

/** What the shell's server build exports. */
export interface ServerRenderer {
  version: typeof SERVER_RENDERER_VERSION;
  /** The pages it renders. */
  paths: readonly string[];
  /** The singletons a remote's server code takes from the shell (module id → module). */
  sharedModules: Readonly<Record<string, unknown>>;
  renderPage(request: PageRenderRequest): Promise<PageRenderOutcome>;
}
