// What every remote's exposed `./routes` module satisfies (DESIGN.md "Module federation").
import type { ComponentType } from 'react';

/** The MF names of the remotes, in the order the shell lists them. */
export const REMOTE_NAMES = ['mfe_auth', 'mfe_services', 'mfe_wallet', 'mfe_tickets', 'mfe_account'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

/** One route a remote serves. */
export interface RemoteRouteObject {
  /** Full path in react-router syntax, e.g. '/auth/sign-in' or '/user/tickets/view/:id'. */
  path: string;
  Component: ComponentType;
}

/** The shape of a remote's exposed `./routes` module. */
export interface RemoteRoutesModule {
  routes: RemoteRouteObject[];
}

export function isRemoteName(value: string): value is RemoteName {
  return (REMOTE_NAMES as readonly string[]).includes(value);
}
