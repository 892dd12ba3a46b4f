// The portal's zustand stores (session, theme, toasts). One difference from zustand's `create`: React's
// "server snapshot" of a store — what it reads while rendering on the server, and while hydrating a page
// the server rendered — is the store's current state, not the state it was created with. The server sets
// a store to the customer's page before it renders (@portal/shared/server render-state.ts), and the browser
// hydrates only once its own stores hold the same (docs/adr/0011-server-rendered-signed-in-pages.md), so
// "current" is what was rendered on both sides. zustand's default, the creation-time state, would render
// every server page signed out and light-themed.
import { createStore, useStore, type StateCreator, type StoreApi } from 'zustand';

export type PortalStore<T> = {
  (): T;
  <U>(selector: (state: T) => U): U;
} & StoreApi<T>;

export function createPortalStore<T>(initializer: StateCreator<T, [], []>): PortalStore<T> {
  const api = createStore<T>()(initializer);
  const rendered: StoreApi<T> = { ...api, getInitialState: api.getState };
  const useBoundStore = <U>(selector?: (state: T) => U) =>
    useStore(rendered, selector ?? ((state: T) => state as unknown as U));
  return Object.assign(useBoundStore, api) as PortalStore<T>;
}
