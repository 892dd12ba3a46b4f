// Loading another remote's exposed module at run time (docs/architecture.md "Module federation"). The
// shell owns the registry (/remotes.json) and the federation runtime, and installs the one loader here at
// start-up; a remote composes another slice (the dashboard's wallet card) by calling loadRemoteModule,
// never by importing it. Without a shell (standalone development, tests) every remote is "absent".
import type { Incompatibility } from './compatibility';
import type { RemoteName } from './types';

/** What a remote may expose besides nothing: its pages, and cards other slices compose. */
export type ExposedModule = './routes' | './widgets';

/**
 * - `absent`: not in /remotes.json (only publishing it helps);
 * - `load-failed`: /remotes.json or the remote's files could not be reached (the network);
 * - `missing-files`: the server answered its entry with an error (a 404);
 * - `broken`: its files arrived but its code failed to start;
 * - `invalid-module`: it loaded but does not export what was asked for;
 * - `incompatible`: built against another major version of a library the shell shares.
 */
export type RemoteFailure = 'absent' | 'load-failed' | 'missing-files' | 'broken' | 'invalid-module' | 'incompatible';

export class RemoteUnavailableError extends Error {
  readonly remote: RemoteName;
  readonly reason: RemoteFailure;
  /** For `incompatible`: each library and both versions. */
  readonly incompatibilities: Incompatibility[];

  constructor(remote: RemoteName, reason: RemoteFailure, cause?: unknown, found: Incompatibility[] = []) {
    super(`Remote ${remote} is unavailable (${reason})`, cause === undefined ? undefined : { cause });
    this.name = 'RemoteUnavailableError';
    this.remote = remote;
    this.reason = reason;
    this.incompatibilities = found;
  }
}

/** Resolves to the exposed module; `retry` starts again after a failure (and reads the registry again). */
export type RemoteModuleLoader = (
  remote: RemoteName,
  exposed: ExposedModule,
  options?: { retry?: boolean },
) => Promise<unknown>;

/** The module if it has loaded already, at once (no promise); undefined otherwise. */
export type LoadedRemoteModule = (remote: RemoteName, exposed: ExposedModule) => unknown;

let loader: RemoteModuleLoader | null = null;
let loaded: LoadedRemoteModule = () => undefined;

/** The shell installs its loader at start-up (null removes it, for tests). */
export function setRemoteModuleLoader(next: RemoteModuleLoader | null, nextLoaded?: LoadedRemoteModule): void {
  loader = next;
  loaded = (next && nextLoaded) || (() => undefined);
}

/**
 * Another remote's exposed module if it is already loaded: a card renders at once, without a loading state
 * in between — when the dashboard is visited again, and when a page the server rendered hydrates.
 */
export function loadedRemoteModule(remote: RemoteName, exposed: ExposedModule): unknown {
  return loaded(remote, exposed);
}

/** Another remote's exposed module, through the shell's registry and federation runtime. */
export function loadRemoteModule(
  remote: RemoteName,
  exposed: ExposedModule,
  options: { retry?: boolean } = {},
): Promise<unknown> {
  if (!loader) return Promise.reject(new RemoteUnavailableError(remote, 'absent'));
  return loader(remote, exposed, options);
}
