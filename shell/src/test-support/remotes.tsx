// A scripted remote registry and MF runtime for tests (the runtime module itself is jest-mocked).
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemotePath, RemoteRouteObject } from '@portal/shared';
import { resetRemoteModulesForTests } from '../remotes/load-remote-routes';
import { resetRegistryForTests } from '../remotes/registry';

export const mockedLoadRemote = loadRemote as jest.MockedFunction<typeof loadRemote>;
export const mockedRegisterRemotes = registerRemotes as jest.MockedFunction<typeof registerRemotes>;

/** A registry listing these remotes at version 1.0.0. */
export function registryOf(...names: string[]) {
  return Object.fromEntries(
    names.map((name) => [name, { version: '1.0.0', entry: `/remotes/${name}/1.0.0/remoteEntry.js` }]),
  );
}

/**
 * fetch('/remotes.json') answers `registry` (or fails when given an Error); a remote's entry (the shell
 * looks at it when loading failed) answers `entries`: a status, or an Error for a network failure.
 */
export function serveRegistry(registry: Record<string, unknown> | Error, entries: number | Error = 200): jest.Mock {
  const fetchMock = jest.fn(async (url: string) => {
    const answer = url === '/remotes.json' ? registry : entries;
    if (answer instanceof Error) throw answer;
    if (typeof answer === 'number') return { ok: answer < 400, status: answer } as Response;
    return { ok: true, status: 200, json: async () => answer } as Response;
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

/** How many times /remotes.json was read. */
export function registryReads(fetchMock: jest.Mock): number {
  return fetchMock.mock.calls.filter(([url]) => url === '/remotes.json').length;
}

/** Each remote's `./routes` module: a heading per path. */
export function page(path: string, text: string = `Remote page ${path}`): RemoteRouteObject {
  // Tests mount made-up paths too (a remote that serves an unexpected page).
  return { path: path as RemotePath, Component: () => <h1>{text}</h1> };
}

export function serveRemoteRoutes(modules: Record<string, RemoteRouteObject[]>): void {
  mockedLoadRemote.mockImplementation(async (id: string) => {
    const name = id.replace(/\/routes$/, '');
    const routes = modules[name];
    if (!routes) throw new Error(`ScriptNetworkError: cannot load ${id}`);
    return { routes } as never;
  });
}

export function resetRemotes(): void {
  resetRegistryForTests();
  resetRemoteModulesForTests();
  mockedLoadRemote.mockReset();
  mockedRegisterRemotes.mockReset();
}
