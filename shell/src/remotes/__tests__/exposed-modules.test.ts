/** @jest-environment ./test/jsdom-with-fetch-environment.mjs */
// The shell's loader of exposed modules, which it also lends to the remotes through @portal/shared
// (loadRemoteModule): the dashboard loads the wallet's ./widgets by name through the same registry and
// runtime as the pages, and learns whether the wallet is absent or failed.
import { loadRemoteModule, RemoteUnavailableError, setRemoteModuleLoader } from '@portal/shared';
import { loadExposedModule, loadRemoteRoutes, preloadRemoteRoutes, warmRemoteRoutes } from '../load-remote-routes';
import {
  mockedLoadRemote,
  mockedRegisterRemotes,
  registryOf,
  resetRemotes,
  serveRegistry,
} from '../../test-support/remotes';

jest.mock('@module-federation/enhanced/runtime', () => ({ registerRemotes: jest.fn(), loadRemote: jest.fn() }));

const walletWidgets = { widgets: { WalletCard: () => null } };

beforeEach(() => resetRemotes());
afterEach(() => setRemoteModuleLoader(null));

async function failure(promise: Promise<unknown>): Promise<RemoteUnavailableError> {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(RemoteUnavailableError);
  return error as RemoteUnavailableError;
}

describe('loading exposed modules', () => {
  it("loads a listed remote's ./widgets from the runtime, once", async () => {
    serveRegistry(registryOf('mfe_wallet'));
    mockedLoadRemote.mockResolvedValue(walletWidgets);
    await expect(loadExposedModule('mfe_wallet', './widgets')).resolves.toBe(walletWidgets);
    await expect(loadExposedModule('mfe_wallet', './widgets')).resolves.toBe(walletWidgets);
    expect(mockedLoadRemote).toHaveBeenCalledTimes(1);
    expect(mockedLoadRemote).toHaveBeenCalledWith('mfe_wallet/widgets');
  });

  it('says "absent" for a remote /remotes.json does not list, without touching the runtime', async () => {
    serveRegistry(registryOf('mfe_services'));
    expect((await failure(loadExposedModule('mfe_wallet', './widgets'))).reason).toBe('absent');
    expect(mockedLoadRemote).not.toHaveBeenCalled();
  });

  it('says "load-failed" when the files cannot be fetched; a retry registers the remote again and loads it', async () => {
    // Its entry cannot be reached either (the look the loader takes to tell offline from broken).
    serveRegistry(registryOf('mfe_wallet'), new Error('offline'));
    mockedLoadRemote.mockRejectedValueOnce(new Error('ScriptNetworkError')).mockResolvedValue(walletWidgets);
    expect((await failure(loadExposedModule('mfe_wallet', './widgets'))).reason).toBe('load-failed');
    // Without retry the failure stands (it is shown, not hidden by a silent second try).
    expect((await failure(loadExposedModule('mfe_wallet', './widgets'))).reason).toBe('load-failed');
    await expect(loadExposedModule('mfe_wallet', './widgets', { retry: true })).resolves.toBe(walletWidgets);
    expect(mockedRegisterRemotes).toHaveBeenLastCalledWith(
      [{ name: 'mfe_wallet', entry: '/remotes/mfe_wallet/1.0.0/remoteEntry.js' }],
      { force: true },
    );
  });

  it('says "broken" when its files arrive but its code fails, and "missing-files" when its entry is a 404', async () => {
    serveRegistry(registryOf('mfe_wallet'));
    mockedLoadRemote.mockRejectedValue(new Error('RUNTIME-008'));
    expect((await failure(loadExposedModule('mfe_wallet', './widgets'))).reason).toBe('broken');
    serveRegistry(registryOf('mfe_wallet'), 404);
    expect((await failure(loadExposedModule('mfe_wallet', './widgets', { retry: true }))).reason).toBe('missing-files');
  });

  it('says "invalid-module" when the remote exposes something that is not a module', async () => {
    serveRegistry(registryOf('mfe_wallet'));
    mockedLoadRemote.mockResolvedValue(undefined);
    expect((await failure(loadExposedModule('mfe_wallet', './widgets'))).reason).toBe('invalid-module');
  });

  it('is the loader remotes reach through @portal/shared once the shell installs it', async () => {
    expect((await failure(loadRemoteModule('mfe_wallet', './widgets'))).reason).toBe('absent');
    serveRegistry(registryOf('mfe_wallet'));
    mockedLoadRemote.mockResolvedValue(walletWidgets);
    setRemoteModuleLoader(loadExposedModule);
    await expect(loadRemoteModule('mfe_wallet', './widgets')).resolves.toBe(walletWidgets);
  });
});

describe("a returning customer's first page, loaded at start-up (routes/warm-route.ts)", () => {
  it("takes the start-up's failed load as its first visit's answer, and tries again on the next visit", async () => {
    serveRegistry(registryOf('mfe_services'), new Error('offline'));
    mockedLoadRemote.mockRejectedValueOnce(new Error('ScriptNetworkError')).mockResolvedValue({ routes: [] });
    warmRemoteRoutes('mfe_services');
    await failure(loadRemoteRoutes('mfe_services'));
    // The page's first visit: the same failure is shown, without loading the remote again.
    preloadRemoteRoutes('mfe_services');
    expect((await failure(loadRemoteRoutes('mfe_services'))).reason).toBe('load-failed');
    expect(mockedLoadRemote).toHaveBeenCalledTimes(1);
    // The next visit gives the remote a fresh attempt.
    preloadRemoteRoutes('mfe_services');
    await expect(loadRemoteRoutes('mfe_services')).resolves.toEqual({ routes: [] });
    expect(mockedLoadRemote).toHaveBeenCalledTimes(2);
  });
});
