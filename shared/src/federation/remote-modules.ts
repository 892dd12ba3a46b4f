// Loading another remote's exposed module at run time (docs/architecture.md "Module federation"). The
// shell owns the registry (/remotes.json) and the federation runtime, and installs the one loader here at
// start-up; a remote composes another slice (the dashboard's wallet card) by calling loadRemoteModule,
// never by importing it. Without a shell (standalone development, tests) every remote is "absent".
import type { RemoteName } from './types';

/** What a remote may expose besides nothing: its pages, and cards other slices compose. */
export type ExposedModule = './routes' | './widgets';

/**
 * absent: not in /remotes.json (only publishing it helps); load-failed: its files could not be fetched
 * or the registry could not be read; invalid-module: it loaded but does not export what was asked for.
 */
export type RemoteFailure = 'absent' | 'load-failed' | 'invalid-module';

export class RemoteUnavailableError extends Error {
  readonly remote: RemoteName;
  readonly reason: RemoteFailure;

  constructor(remote: RemoteName, reason: RemoteFailure, cause?: unknown) {
    super(`Remote ${remote} is unavailable (${reason})`, cause === undefined ? undefined : { cause });
    this.name = 'RemoteUnavailableError';
    this.remote = remote;
    this.reason = reason;
  }
}

/** Resolves to the exposed module; `retry` starts again after a failure (and reads the registry again). */
export type RemoteModuleLoader = (
  remote: RemoteName,
  exposed: ExposedModule,
  options?: { retry?: boolean },
) => Promise<unknown>;

let loader: RemoteModuleLoader | null = null;

/** The shell installs its loader at start-up (null removes it, for tests). */
export function setRemoteModuleLoader(next: RemoteModuleLoader | null): void {
  loader = next;
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
