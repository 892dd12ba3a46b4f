// The release gate's look inside a candidate (shared/src/federation/inspection.ts): on a page that
// previews a remote, window.__PORTAL_INSPECT__ loads its ./routes (and ./widgets when asked) the way the
// shell does and says whether they have the shape the shell expects and which paths they serve. Loaded
// only on preview pages, so customers' pages never carry it.
import { loadRemote } from '@module-federation/enhanced/runtime';
import {
  REMOTE_PATHS,
  isRemoteName,
  type InspectRemote,
  type ModuleInspection,
  type RemoteInspection,
  type RemoteName,
} from '@portal/shared';
import { loadRemoteRoutes } from './load-remote-routes';
import { registeredRemotes } from './registry';

const describeError = (error: unknown) => (error instanceof Error ? error.message : String(error));

type PageCodeFailure = RemoteInspection['pageCodeFailures'][number];

async function inspectRoutes(remote: RemoteName): Promise<ModuleInspection & { pageCodeFailures: PageCodeFailure[] }> {
  try {
    // Refused unless it has the shape the shell expects (load-remote-routes.ts).
    const module = await loadRemoteRoutes(remote);
    // Every page's own chunk, loaded without rendering it: pages a smoke visit cannot open (the console's,
    // staff only) are proven to load too.
    const loaded = await Promise.all(
      module.routes.map(async ({ path, Component }): Promise<PageCodeFailure | null> => {
        try {
          await Component.preload?.();
          return null;
        } catch (error) {
          return { path, problem: describeError(error) };
        }
      }),
    );
    return {
      ok: true,
      names: module.routes.map((route) => route.path),
      problem: null,
      pageCodeFailures: loaded.filter((failure): failure is PageCodeFailure => failure !== null),
    };
  } catch (error) {
    // The shell's RemoteUnavailableError names the reason; its cause says what actually went wrong.
    const cause = error instanceof Error && error.cause !== undefined ? error.cause : error;
    return { ok: false, names: [], problem: `${describeError(error)}: ${describeError(cause)}`, pageCodeFailures: [] };
  }
}

/** ./widgets: `{ widgets: { Name: Component, … } }`, at least one, each a component. */
async function inspectWidgets(remote: RemoteName): Promise<ModuleInspection> {
  try {
    const module = (await loadRemote(`${remote}/widgets`)) as { widgets?: unknown } | null;
    const widgets = module?.widgets;
    if (!widgets || typeof widgets !== 'object') {
      return { ok: false, names: [], problem: './widgets has no `widgets` object' };
    }
    const entries = Object.entries(widgets);
    const notComponents = entries.filter(
      ([, value]) => !['function', 'object'].includes(typeof value) || value === null,
    );
    return {
      ok: entries.length > 0 && notComponents.length === 0,
      names: entries.map(([name]) => name),
      problem:
        entries.length === 0
          ? './widgets offers no widget'
          : notComponents.length > 0
            ? `not components: ${notComponents.map(([name]) => name).join(', ')}`
            : null,
    };
  } catch (error) {
    return { ok: false, names: [], problem: describeError(error) };
  }
}

const inspectRemote: InspectRemote = async (remote, options) => {
  if (!isRemoteName(remote)) throw new Error(`Unknown remote ${String(remote)}`);
  const entry = registeredRemotes().get(remote);
  const { pageCodeFailures, ...routes } = await inspectRoutes(remote);
  return {
    remote,
    version: entry?.version ?? null,
    preview: entry?.preview === true,
    expectedPaths: [...REMOTE_PATHS[remote]],
    routes,
    widgets: options.widgets ? await inspectWidgets(remote) : null,
    pageCodeFailures,
  } satisfies RemoteInspection;
};

/** Makes the inspector reachable by the gate's browser (a preview page only). */
export function installInspector(): void {
  window.__PORTAL_INSPECT__ = inspectRemote;
}
