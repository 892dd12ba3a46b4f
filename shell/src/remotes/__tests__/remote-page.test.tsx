/** @jest-environment ./test/jsdom-with-fetch-environment.mjs */
// A remote that fails to load or crashes shows "could not be loaded" with Retry inside the layout;
// Retry loads it again; a remote absent from the registry is "not installed", without Retry; other
// routes keep working.
import { act, screen, waitFor, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import userEvent from '@testing-library/user-event';
import { useSession, type PageMatch } from '@portal/shared';
import { lazyPage } from '@portal/shared/ui-kit';
import { renderApp, signIn } from '../../test-support/render-app';
import {
  mockedLoadRemote,
  mockedRegisterRemotes,
  page,
  registryOf,
  registryReads,
  resetRemotes,
  serveRegistry,
  serveRemoteRoutes,
} from '../../test-support/remotes';

jest.mock('@module-federation/enhanced/runtime', () => ({ registerRemotes: jest.fn(), loadRemote: jest.fn() }));

beforeAll(async () => {
  await useSession.getState().init();
});

beforeEach(() => {
  resetRemotes();
  signIn();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  jest.restoreAllMocks();
  delete window.__PORTAL_CONFIG__;
});

const main = () => screen.getByRole('main');

describe('remote pages', () => {
  it('registers every remote of /remotes.json and renders the remote page in the app frame', async () => {
    serveRegistry(registryOf('mfe_services'));
    serveRemoteRoutes({ mfe_services: [page('/user/dashboard', 'Dashboard page')] });
    renderApp('/user/dashboard');
    expect(await screen.findByRole('heading', { name: 'Dashboard page' })).toBeInTheDocument();
    expect(mockedRegisterRemotes).toHaveBeenCalledWith([
      { name: 'mfe_services', entry: '/remotes/mfe_services/1.0.0/remoteEntry.js' },
    ]);
    expect(mockedLoadRemote).toHaveBeenCalledWith('mfe_services/routes');
    expect(screen.getAllByRole('navigation', { name: 'Main navigation' }).length).toBeGreaterThan(0);
  });

  it("loads a page's own chunk under the section's spinner, then shows the page without its Suspense fallback", async () => {
    let arrive: (module: { default: ComponentType }) => void = () => undefined;
    const chunk = new Promise<{ default: ComponentType }>((resolve) => (arrive = resolve));
    const Fallback = () => <p>Page fallback</p>;
    serveRegistry(registryOf('mfe_account'));
    serveRemoteRoutes({
      mfe_account: [{ path: '/user/my-account', Component: lazyPage(() => chunk, Fallback) }],
    });
    renderApp('/user/my-account');
    const region = await screen.findByRole('main');
    // The remote's routes have loaded; its page's chunk has not arrived: still the section's spinner.
    await waitFor(() => expect(mockedLoadRemote).toHaveBeenCalledWith('mfe_account/routes'));
    await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(within(region).getByText(/loading/i)).toBeInTheDocument();
    expect(screen.queryByText('Page fallback')).not.toBeInTheDocument();
    await act(async () => arrive({ default: () => <h1>Account page</h1> }));
    expect(await screen.findByRole('heading', { name: 'Account page' })).toBeInTheDocument();
    expect(screen.queryByText('Page fallback')).not.toBeInTheDocument();
  });

  it("starts a page's data for its URL while its chunk is still on the way", async () => {
    const invoiceId = '0b9d9b5e-3b8c-4a52-9d55-1f8a8d8e0c11';
    let arrive: (module: { default: ComponentType }) => void = () => undefined;
    const chunk = new Promise<{ default: ComponentType }>((resolve) => (arrive = resolve));
    const prefetch = jest.fn();
    serveRegistry(registryOf('mfe_wallet'));
    serveRemoteRoutes({
      mfe_wallet: [
        {
          path: '/user/wallet/billing/view-invoice/:id',
          Component: lazyPage(
            () => chunk,
            () => null,
            { prefetch },
          ),
        },
      ],
    });
    renderApp(`/user/wallet/billing/view-invoice/${invoiceId}?print=1`);
    await waitFor(() => expect(prefetch).toHaveBeenCalledTimes(1));
    // Not after the chunk: the page is not there yet, the section's spinner is.
    expect(within(await screen.findByRole('main')).getByText(/loading/i)).toBeInTheDocument();
    const [{ params, search }] = prefetch.mock.calls[0] as [PageMatch];
    expect(params).toEqual({ id: invoiceId });
    expect(search.get('print')).toBe('1');

    await act(async () => arrive({ default: () => <h1>Invoice page</h1> }));
    expect(await screen.findByRole('heading', { name: 'Invoice page' })).toBeInTheDocument();
    expect(prefetch).toHaveBeenCalledTimes(1);
  });

  it('shows "section unavailable" in the layout when the remote fails to load, and Retry loads it', async () => {
    const fetchRegistry = serveRegistry(registryOf('mfe_tickets'), new TypeError('Failed to fetch'));
    mockedLoadRemote.mockRejectedValueOnce(new Error('ScriptNetworkError: remoteEntry.js failed'));
    renderApp('/user/tickets');

    const title = await screen.findByRole('heading', { name: 'The tickets section could not be loaded' });
    expect(
      within(main()).getByText('This section could not be loaded. Check your connection, then try again.'),
    ).toBeInTheDocument();
    // Still inside the app frame: navigation and user menu are there.
    expect(screen.getAllByRole('navigation', { name: 'Main navigation' }).length).toBeGreaterThan(0);
    expect(title).toBeInTheDocument();

    serveRemoteRoutes({ mfe_tickets: [page('/user/tickets', 'Tickets page')] });
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Tickets page' })).toBeInTheDocument();
    // Retry read the registry again and replaced what the MF runtime cached for this remote only.
    expect(registryReads(fetchRegistry)).toBe(2);
    expect(mockedRegisterRemotes).toHaveBeenLastCalledWith(
      [{ name: 'mfe_tickets', entry: '/remotes/mfe_tickets/1.0.0/remoteEntry.js' }],
      {
        force: true,
      },
    );
  });

  it('shows "section unavailable" for a remote absent from the registry; other routes keep working', async () => {
    serveRegistry(registryOf('mfe_services'));
    serveRemoteRoutes({ mfe_services: [page('/user/dashboard', 'Dashboard page')] });
    const { router } = renderApp('/user/wallet');
    // Not installed is not a failure: it says so, and offers no Retry that could not succeed.
    expect(await screen.findByRole('heading', { name: 'The wallet section is not installed' })).toBeInTheDocument();
    expect(within(main()).getByText(/does not include it yet, so trying again will not help/)).toBeInTheDocument();
    expect(within(main()).queryByRole('button', { name: 'Retry' })).toBeNull();
    expect(within(main()).getByRole('link', { name: 'Go to the dashboard' })).toHaveAttribute(
      'href',
      '/user/dashboard',
    );
    expect(mockedLoadRemote).not.toHaveBeenCalledWith('mfe_wallet/routes');

    await act(() => router.navigate('/user/dashboard'));
    expect(await screen.findByRole('heading', { name: 'Dashboard page' })).toBeInTheDocument();
  });

  it('says "not installed", without Retry, when the installed version of a section lacks the page', async () => {
    serveRegistry(registryOf('mfe_services'));
    serveRemoteRoutes({ mfe_services: [page('/user/dashboard', 'Dashboard page')] });
    renderApp('/user/nodes');
    expect(await screen.findByRole('heading', { name: 'The services section is not installed' })).toBeInTheDocument();
    expect(
      within(main()).getByText('The installed version of this section does not have this page.'),
    ).toBeInTheDocument();
    expect(within(main()).queryByRole('button', { name: 'Retry' })).toBeNull();
  });

  it('shows "section unavailable" when /remotes.json itself cannot be read, and Retry reads it again', async () => {
    serveRegistry(new TypeError('Failed to fetch'));
    renderApp('/user/dashboard');
    expect(
      await screen.findByRole('heading', { name: 'The services section could not be loaded' }),
    ).toBeInTheDocument();

    serveRegistry(registryOf('mfe_services'));
    serveRemoteRoutes({ mfe_services: [page('/user/dashboard', 'Dashboard page')] });
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard page' })).toBeInTheDocument();
  });

  it('treats a module without routes as unavailable', async () => {
    serveRegistry(registryOf('mfe_account'));
    mockedLoadRemote.mockResolvedValue({ default: 'not routes' });
    renderApp('/user/my-account');
    expect(await screen.findByRole('heading', { name: 'The account section could not be loaded' })).toBeInTheDocument();
    expect(within(main()).getByText(/version does not match/)).toBeInTheDocument();
  });

  it('contains a remote page that throws while rendering, and Retry renders it again', async () => {
    let broken = true;
    serveRegistry(registryOf('mfe_services'));
    serveRemoteRoutes({
      mfe_services: [
        {
          path: '/user/nodes',
          Component: () => {
            if (broken) throw new Error('remote bug');
            return <h1>Nodes page</h1>;
          },
        },
      ],
    });
    renderApp('/user/nodes');
    expect(
      await screen.findByRole('heading', { name: 'The services section could not be loaded' }),
    ).toBeInTheDocument();
    expect(within(main()).getByText(/unexpected error/)).toBeInTheDocument();
    broken = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Nodes page' })).toBeInTheDocument();
  });

  it('says when the server does not have the remote’s files, and when its code fails to start', async () => {
    serveRegistry(registryOf('mfe_tickets', 'mfe_account'), 404);
    mockedLoadRemote.mockRejectedValue(new Error('ScriptExecutionError'));
    const { router } = renderApp('/user/tickets');
    expect(await screen.findByRole('heading', { name: 'The tickets section could not be loaded' })).toBeInTheDocument();
    expect(within(main()).getByText(/The server is missing this section’s files/)).toBeInTheDocument();

    serveRegistry(registryOf('mfe_tickets', 'mfe_account'), 200);
    await act(() => router.navigate('/user/my-account'));
    expect(await screen.findByRole('heading', { name: 'The account section could not be loaded' })).toBeInTheDocument();
    expect(within(main()).getByText(/failed to start: its code has an error/)).toBeInTheDocument();
    expect(within(main()).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('refuses to start a remote built against another major of a shared library, naming both versions', async () => {
    window.__PORTAL_CONFIG__ = { buildId: '0.1.0-aaaaaaaa', builtWith: { react: '19.2.0', zustand: '5.1.0' } };
    serveRegistry({
      mfe_tickets: {
        version: '0.1.0-bbbbbbbb',
        entry: '/remotes/mfe_tickets/0.1.0-bbbbbbbb/remoteEntry.js',
        built_with: { react: '18.3.1', zustand: '5.0.2' },
      },
      mfe_services: {
        version: '0.1.0-cccccccc',
        entry: '/remotes/mfe_services/0.1.0-cccccccc/remoteEntry.js',
        built_with: { react: '19.0.0', zustand: '5.1.0' },
      },
    });
    serveRemoteRoutes({
      mfe_tickets: [page('/user/tickets', 'Tickets page')],
      mfe_services: [page('/user/dashboard', 'Dashboard page')],
    });
    const { router } = renderApp('/user/tickets');
    expect(await screen.findByRole('heading', { name: 'The tickets section could not be loaded' })).toBeInTheDocument();
    expect(within(main()).getByText(/built with other library versions than this portal uses/)).toBeInTheDocument();
    expect(within(main()).getByText('react 18.3.1 (this portal: 19.2.0)')).toBeInTheDocument();
    expect(mockedLoadRemote).not.toHaveBeenCalledWith('mfe_tickets/routes');

    await act(() => router.navigate('/user/dashboard'));
    expect(await screen.findByRole('heading', { name: 'Dashboard page' })).toBeInTheDocument();
  });
});
