// Loads a remote's exposed `./routes` module, once per remote, and checks it first and after: a remote
// that is not in the registry, was built against other library versions than this shell (published
// with --force), cannot be fetched, fails while starting or exports something else fails with
// RemoteUnavailableError, whose reason says which (SectionUnavailable words it).
import { loadRemote } from '@module-federation/enhanced/runtime';
import {
  getPortalConfig,
  incompatibilities,
  type Incompatibility,
  type RemoteName,
  type RemoteRoutesModule,
} from '@portal/shared';
import { loadRegistry, reregisterRemote, type RegistryEntry } from './registry';

/**
 * - `load-failed`: /remotes.json or the remote's files could not be reached (the network);
 * - `missing-files`: the server answered its entry with an error (a 404);
 * - `broken`: its files arrived but its code failed to start;
 * - `incompatible`: built against another major version of a library this shell shares.
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

interface Attempt {
  promise: Promise<RemoteRoutesModule>;
  failed: boolean;
}

/** The last attempt per remote. A failure stays until a Retry or the next visit, so it is shown, not hidden by a silent second try. */
const attempts = new Map<RemoteName, Attempt>();

function isRoutesModule(value: unknown): value is RemoteRoutesModule {
  if (!value || typeof value !== 'object') return false;
  const { routes } = value as { routes?: unknown };
  return (
    Array.isArray(routes) &&
    routes.every(
      (route: unknown) =>
        !!route &&
        typeof (route as { path?: unknown }).path === 'string' &&
        ['function', 'object'].includes(typeof (route as { Component?: unknown }).Component),
    )
  );
}

/**
 * Why loading a remote's entry failed, from one more look at it: unreachable, answered with an error,
 * or there and fine (so its code failed). A script tag cannot tell these apart.
 */
async function failureOf(entry: RegistryEntry): Promise<RemoteFailure> {
  try {
    const response = await fetch(entry.entry, { method: 'HEAD', cache: 'no-store' });
    return response.ok ? 'broken' : 'missing-files';
  } catch {
    return 'load-failed';
  }
}

/** A remote built against other library lines than this shell must not start (ADR 0007). */
function assertCompatible(remote: RemoteName, entry: RegistryEntry): void {
  const shell = getPortalConfig().builtWith;
  // A dev server's shell, or a registry that does not say: nothing to compare.
  if (Object.keys(shell).length === 0 || !entry.built_with) return;
  const found = incompatibilities(shell, entry.built_with);
  if (found.length > 0) throw new RemoteUnavailableError(remote, 'incompatible', undefined, found);
}

async function load(remote: RemoteName, retry: boolean): Promise<RemoteRoutesModule> {
  let registry;
  try {
    registry = await loadRegistry({ refetch: retry });
  } catch (error) {
    throw new RemoteUnavailableError(remote, 'load-failed', error);
  }
  const entry = registry[remote];
  if (!entry) throw new RemoteUnavailableError(remote, 'absent');
  assertCompatible(remote, entry);
  if (retry) reregisterRemote(remote, entry);
  let loaded: unknown;
  try {
    loaded = await loadRemote<RemoteRoutesModule>(`${remote}/routes`);
  } catch (error) {
    throw new RemoteUnavailableError(remote, await failureOf(entry), error);
  }
  if (!isRoutesModule(loaded)) throw new RemoteUnavailableError(remote, 'invalid-module');
  return loaded;
}

/** The remote's routes module. `retry` starts again after a failure and reads the registry again. */
export function loadRemoteRoutes(remote: RemoteName, options: { retry?: boolean } = {}): Promise<RemoteRoutesModule> {
  const cached = attempts.get(remote);
  if (cached && !options.retry) return cached.promise;
  const attempt: Attempt = { promise: load(remote, Boolean(options.retry)), failed: false };
  attempts.set(remote, attempt);
  attempt.promise.catch(() => {
    attempt.failed = true;
  });
  return attempt.promise;
}

/**
 * Called by each visit's route loader: starts loading early without waiting, and gives a remote
 * that failed before a fresh attempt (the page then shows that attempt's outcome).
 */
export function preloadRemoteRoutes(remote: RemoteName): void {
  const failedBefore = attempts.get(remote)?.failed === true;
  loadRemoteRoutes(remote, { retry: failedBefore }).catch(() => {
    // The page shows the failure when it renders.
  });
}

/** For tests: forget loaded modules. */
export function resetRemoteModulesForTests(): void {
  attempts.clear();
}
