// Loads a remote's exposed modules — its `./routes` for the shell's pages, its `./widgets` for another
// remote that composes them (installed as @portal/shared's remote-module loader at start-up) — once per
// module, and checks it first and after: a remote that is not in the registry, was built against other
// library versions than this shell (published with --force), cannot be fetched, fails while starting or
// exports something else fails with RemoteUnavailableError, whose reason says which (SectionUnavailable
// words it).
import { loadRemote } from '@module-federation/enhanced/runtime';
import {
  getPortalConfig,
  incompatibilities,
  RemoteUnavailableError,
  type ExposedModule,
  type RemoteFailure,
  type RemoteName,
  type RemoteRoutesModule,
} from '@portal/shared';
import { loadRegistry, reregisterRemote, type RegistryEntry } from './registry';

interface Attempt {
  promise: Promise<unknown>;
  failed: boolean;
  /** Set when it succeeded. */
  module?: unknown;
  /** Started at start-up, before any page of the remote was visited (routes/warm-route.ts). */
  warmUp?: boolean;
}

/** The last attempt per module. A failure stays until a Retry or the next visit, so it is shown, not hidden by a silent second try. */
const attempts = new Map<string, Attempt>();

/** Exposed modules by remote, as the server's renderer hands them over (it loads remotes its own way). */
type ProvidedRemoteModules = Partial<Record<RemoteName, Partial<Record<ExposedModule, unknown>>>>;

/** The modules the page server provides to the page it is rendering, and which of them the page used. */
export interface ProvidedModules {
  modules: ProvidedRemoteModules;
  /** "mfe_wallet/./widgets": the browser loads those before it hydrates. */
  used: Set<string>;
}

/** Set by the page server (server-rendering/page-server/render-scope.ts): the current render's modules. */
let provided: () => ProvidedModules | undefined = () => undefined;

export function provideRemoteModulesFrom(current: () => ProvidedModules | undefined): void {
  provided = current;
}

function fromProvided(remote: RemoteName, exposed: ExposedModule): unknown {
  const current = provided();
  const module = current?.modules[remote]?.[exposed];
  if (module !== undefined) current?.used.add(`${remote}/${exposed}`);
  return module;
}

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

/** A remote built against other library lines than this shell must not start (ADR 0008). */
function assertCompatible(remote: RemoteName, entry: RegistryEntry): void {
  const shell = getPortalConfig().builtWith;
  // A dev server's shell, or a registry that does not say: nothing to compare.
  if (Object.keys(shell).length === 0 || !entry.built_with) return;
  const found = incompatibilities(shell, entry.built_with);
  if (found.length > 0) throw new RemoteUnavailableError(remote, 'incompatible', undefined, found);
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
  assertCompatible(remote, entry);
  if (retry) reregisterRemote(remote, entry);
  let loaded: unknown;
  try {
    loaded = await loadRemote(`${remote}/${exposed.slice(2)}`);
  } catch (error) {
    throw new RemoteUnavailableError(remote, await failureOf(entry), error);
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
  const given = fromProvided(remote, exposed);
  if (given !== undefined) return Promise.resolve(given);
  const key = `${remote}/${exposed}`;
  const cached = attempts.get(key);
  if (cached && !options.retry) return cached.promise;
  const attempt: Attempt = { promise: load(remote, exposed, Boolean(options.retry)), failed: false };
  attempts.set(key, attempt);
  attempt.promise.then(
    (module) => {
      attempt.module = module;
    },
    () => {
      attempt.failed = true;
    },
  );
  return attempt.promise;
}

/** The remote's routes module (checked to be one). */
export function loadRemoteRoutes(remote: RemoteName, options: { retry?: boolean } = {}): Promise<RemoteRoutesModule> {
  return loadExposedModule(remote, './routes', options) as Promise<RemoteRoutesModule>;
}

/**
 * The remote's routes module if its last load succeeded, at once (no promise): a page of a remote already
 * loaded renders without a spinner in between, and a page prerendered at build time hydrates as it is once
 * bootstrap.tsx has loaded its remote (docs/adr/0010-prerendered-public-pages.md).
 */
export function loadedRemoteRoutes(remote: RemoteName): RemoteRoutesModule | undefined {
  const module = loadedExposedModule(remote, './routes');
  return module !== undefined && isRoutesModule(module) ? module : undefined;
}

/** Any exposed module of a remote if its last load succeeded (or the server provided it), at once. */
export function loadedExposedModule(remote: RemoteName, exposed: ExposedModule): unknown {
  return fromProvided(remote, exposed) ?? attempts.get(`${remote}/${exposed}`)?.module;
}

/**
 * Called by each visit's route loader: starts loading early without waiting, and gives a remote
 * that failed on a previous visit a fresh attempt (the page then shows that attempt's outcome). The first
 * visit after start-up takes the start-up's attempt as its own, failed or not: one load per visit.
 */
export function preloadRemoteRoutes(remote: RemoteName): void {
  const last = attempts.get(`${remote}/./routes`);
  const failedBefore = last?.failed === true && !last.warmUp;
  if (last) last.warmUp = false;
  loadRemoteRoutes(remote, { retry: failedBefore }).catch(() => {
    // The page shows the failure when it renders.
  });
}

/** A returning customer's first page: its remote's routes start loading at start-up, beside the refresh. */
export function warmRemoteRoutes(remote: RemoteName): void {
  loadRemoteRoutes(remote).catch(() => {
    // The page shows the failure when it renders.
  });
  const started = attempts.get(`${remote}/./routes`);
  if (started) started.warmUp = true;
}

/** For tests: forget loaded modules. */
export function resetRemoteModulesForTests(): void {
  attempts.clear();
}
