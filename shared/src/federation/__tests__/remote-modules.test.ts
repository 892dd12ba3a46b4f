// Remotes load each other's exposed modules through the loader the shell installs; without one (a remote
// running alone, a test) every remote is absent.
import { loadRemoteModule, RemoteUnavailableError, setRemoteModuleLoader } from '@portal/shared';

afterEach(() => setRemoteModuleLoader(null));

it('answers "absent" while no shell has installed a loader', async () => {
  const error = await loadRemoteModule('mfe_wallet', './widgets').catch((reason: unknown) => reason);
  expect(error).toBeInstanceOf(RemoteUnavailableError);
  expect(error).toMatchObject({ remote: 'mfe_wallet', reason: 'absent' });
});

it("delegates to the installed loader, with the caller's retry", async () => {
  const loader = jest.fn(async () => ({ widgets: {} }));
  setRemoteModuleLoader(loader);
  await expect(loadRemoteModule('mfe_wallet', './widgets', { retry: true })).resolves.toEqual({ widgets: {} });
  expect(loader).toHaveBeenCalledWith('mfe_wallet', './widgets', { retry: true });
});
