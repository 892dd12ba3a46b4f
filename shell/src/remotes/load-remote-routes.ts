// Loads a remote's exposed `./routes` module, once per remote, and checks its shape: a remote that is
// not in the registry, cannot be fetched or exports something else fails with RemoteUnavailableError.
import { loadRemote } from '@module-federation/enhanced/runtime';
import type { RemoteName, RemoteRoutesModule } from '@portal/shared';
import { loadRegistry, reregisterRemote } from './registry';

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

async function load(remote: RemoteName, retry: boolean): Promise<RemoteRoutesModule> {
  let registry;
  try {
    registry = await loadRegistry({ refetch: retry });
  } catch (error) {
    throw new RemoteUnavailableError(remote, 'load-failed', error);
  }
  const entry = registry[remote];
  if (!entry) throw new RemoteUnavailableError(remote, 'absent');
  if (retry) reregisterRemote(remote, entry);
  let loaded: unknown;
  try {
    loaded = await loadRemote<RemoteRoutesModule>(`${remote}/routes`);
  } catch (error) {
    throw new RemoteUnavailableError(remote, 'load-failed', error);
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
