// Loads a remote's exposed modules — its `./routes` for the shell's pages, its `./widgets` for another
// remote that composes them (installed as @portal/shared's remote-module loader at start-up) — once per
// module, and checks the routes' shape. A remote that is not in the registry, cannot be fetched or
// exports something else fails with RemoteUnavailableError.
import { loadRemote } from '@module-federation/enhanced/runtime';
import { RemoteUnavailableError, type ExposedModule, type RemoteName, type RemoteRoutesModule } from '@portal/shared';
import { loadRegistry, reregisterRemote } from './registry';

interface Attempt {
  promise: Promise<unknown>;
  failed: boolean;
}

/** The last attempt per module. A failure stays until a Retry or the next visit, so it is shown, not hidden by a silent second try. */
const attempts = new Map<string, Attempt>();

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

async function load(remote: RemoteName, exposed: ExposedModule, retry: boolean): Promise<unknown> {
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
    loaded = await loadRemote(`${remote}/${exposed.slice(2)}`);
  } catch (error) {
    throw new RemoteUnavailableError(remote, 'load-failed', error);
  }
  if (!loaded || typeof loaded !== 'object') throw new RemoteUnavailableError(remote, 'invalid-module');
  if (exposed === './routes' && !isRoutesModule(loaded)) throw new RemoteUnavailableError(remote, 'invalid-module');
  return loaded;
}

/** One exposed module of a remote. `retry` starts again after a failure and reads the registry again. */
export function loadExposedModule(
  remote: RemoteName,
  exposed: ExposedModule,
  options: { retry?: boolean } = {},
): Promise<unknown> {
  const key = `${remote}/${exposed}`;
  const cached = attempts.get(key);
  if (cached && !options.retry) return cached.promise;
  const attempt: Attempt = { promise: load(remote, exposed, Boolean(options.retry)), failed: false };
  attempts.set(key, attempt);
  attempt.promise.catch(() => {
    attempt.failed = true;
  });
  return attempt.promise;
}

/** The remote's routes module (checked to be one). */
export function loadRemoteRoutes(remote: RemoteName, options: { retry?: boolean } = {}): Promise<RemoteRoutesModule> {
  return loadExposedModule(remote, './routes', options) as Promise<RemoteRoutesModule>;
}

/**
 * Called by each visit's route loader: starts loading early without waiting, and gives a remote
 * that failed before a fresh attempt (the page then shows that attempt's outcome).
 */
export function preloadRemoteRoutes(remote: RemoteName): void {
  const failedBefore = attempts.get(`${remote}/./routes`)?.failed === true;
  loadRemoteRoutes(remote, { retry: failedBefore }).catch(() => {
    // The page shows the failure when it renders.
  });
}

/** For tests: forget loaded modules. */
export function resetRemoteModulesForTests(): void {
  attempts.clear();
}
