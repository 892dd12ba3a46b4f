// Per-request state on the page server, in one place: the render a piece of work belongs to. Renders run
// side by side (one waits for the API while another renders), so the render is found through
// AsyncLocalStorage wherever the portal's code asks for it — the API client's calls (api-calls.ts), the
// remote modules provided to the page (load-remote-routes.ts) — and, for a synchronous render pass only,
// the values the portal's code reads as globals in the browser are set to the render's (inRenderState:
// language, theme, session, zone, origin, config) and put back, so no other request can see them.
import { AsyncLocalStorage } from 'node:async_hooks';
import { inRenderState, type InProcessRequest, type InProcessResponse, type RenderState } from '@portal/shared/server';
import { provideRemoteModulesFrom, type ProvidedModules } from '../../remotes/load-remote-routes';
import type { ServerRemoteModules } from './remote-code';

/** Sends one of the page's requests to the API (with the render's page token). */
export type ApiSend = (request: InProcessRequest) => Promise<InProcessResponse>;

export interface RenderScope {
  state: RenderState;
  send: ApiSend;
  provided: ProvidedModules;
}

const current = new AsyncLocalStorage<RenderScope>();

provideRemoteModulesFrom(() => current.getStore()?.provided);

export function renderScope(state: RenderState, send: ApiSend, remotes: ServerRemoteModules): RenderScope {
  return { state, send, provided: { modules: remotes, used: new Set() } };
}

/** The render this work belongs to, or undefined outside any. */
export function currentRender(): RenderScope | undefined {
  return current.getStore();
}

/** Asynchronous work of a render (loading its code, its API calls): it finds its render, globals untouched. */
export function inRender<T>(scope: RenderScope, work: () => Promise<T>): Promise<T> {
  return current.run(scope, work);
}

/** A synchronous render pass: its render found, and the process's globals set to it until it returns. */
export function renderingNow<T>(scope: RenderScope, pass: () => T): T {
  return current.run(scope, () => inRenderState(scope.state, pass));
}
