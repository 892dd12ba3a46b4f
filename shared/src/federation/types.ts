// What every remote's exposed `./routes` module satisfies (docs/architecture.md "Module federation").
import type { ComponentType } from 'react';
import type { RemotePath } from './paths';

/** The MF names of the remotes, in the order the shell lists them. */
export const REMOTE_NAMES = [
  'mfe_auth',
  'mfe_services',
  'mfe_wallet',
  'mfe_tickets',
  'mfe_account',
  'mfe_admin',
] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

/** Where a page is opened: its path's parameters and its query string, what its data depends on. */
export interface PageMatch {
  params: Readonly<Record<string, string | undefined>>;
  search: URLSearchParams;
}

/**
 * A page component, optionally in a chunk of its own that the shell loads before showing it
 * (`@portal/shared/ui-kit`'s lazyPage): `preload(match)` fetches it and, at the same time, starts the
 * data the page declares for that match; `isLoaded()` says whether the chunk is there.
 */
export type PreloadableComponent = ComponentType & {
  preload?: (match?: PageMatch) => Promise<void>;
  isLoaded?: () => boolean;
};

/** One route a remote serves: one of the paths REMOTE_PATHS gives remote `R` (paths.ts). */
export interface RemoteRouteObject<R extends RemoteName = RemoteName> {
  /** Full path in react-router syntax, e.g. '/auth/sign-in' or '/user/tickets/view/:id'. */
  path: RemotePath<R>;
  Component: PreloadableComponent;
}

/** The shape of a remote's exposed `./routes` module. */
export interface RemoteRoutesModule<R extends RemoteName = RemoteName> {
  routes: RemoteRouteObject<R>[];
}

export function isRemoteName(value: string): value is RemoteName {
  return (REMOTE_NAMES as readonly string[]).includes(value);
}
