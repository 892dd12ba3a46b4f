/** @jest-environment ./test/jsdom-with-fetch-environment.mjs */
// The router as a user meets it: redirects, the /user guard, route validation and error pages.
import { screen, within, waitFor } from '@testing-library/react';
import { useSession } from '@portal/shared';
import { renderApp, signIn, signOutQuietly } from '../../test-support/render-app';
import { installFakeApi, type FakeApi } from '../../test-support/fake-api';
import {
  mockedLoadRemote,
  page,
  registryOf,
  resetRemotes,
  serveRegistry,
  serveRemoteRoutes,
} from '../../test-support/remotes';

jest.mock('@module-federation/enhanced/runtime', () => ({ registerRemotes: jest.fn(), loadRemote: jest.fn() }));
jest.mock('../../pages/test-pages/Test7ViewportPage', () => ({
  __esModule: true,
  default: function Broken() {
    throw new Error('the page broke');
  },
}));

let fakeApi: FakeApi;
const originalInit = useSession.getState().init;

beforeAll(async () => {
  await useSession.getState().init();
});

beforeEach(() => {
  resetRemotes();
  serveRegistry(registryOf('mfe_auth', 'mfe_services', 'mfe_tickets', 'mfe_wallet'));
  serveRemoteRoutes({
    mfe_auth: [page('/auth/sign-in', 'Sign in page'), page('/auth/sign-up')],
    mfe_services: [page('/user/dashboard', 'Dashboard page')],
    mfe_tickets: [page('/user/tickets/view/:id', 'Ticket page')],
    mfe_wallet: [page('/user/wallet/billing/view-invoice/:id', 'Invoice page')],
  });
  fakeApi = installFakeApi();
  signOutQuietly();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  fakeApi.restore();
  useSession.setState({ init: originalInit });
  jest.restoreAllMocks();
});

const path = (router: { state: { location: { pathname: string; search: string } } }) =>
  `${router.state.location.pathname}${router.state.location.search}`;

describe('redirects', () => {
  it.each([
    ['/', '/user/dashboard'],
    ['/user', '/user/dashboard'],
  ])('%s goes to %s for a signed-in user', async (from, to) => {
    signIn();
    const { router } = renderApp(from);
    expect(await screen.findByRole('heading', { name: 'Dashboard page' })).toBeInTheDocument();
    expect(path(router)).toBe(to);
  });

  it('/auth goes to /auth/sign-in', async () => {
    const { router } = renderApp('/auth');
    expect(await screen.findByRole('heading', { name: 'Sign in page' })).toBeInTheDocument();
    expect(path(router)).toBe('/auth/sign-in');
  });

  it('sends a signed-in user away from sign-in to the dashboard', async () => {
    signIn();
    const { router } = renderApp('/auth/sign-in');
    await waitFor(() => expect(path(router)).toBe('/user/dashboard'));
  });

  it('sends a signed-in user from sign-in to a safe redirect target, never off-site', async () => {
    signIn();
    const first = renderApp('/auth/sign-in?redirect=%2Fuser%2Ftickets%2Fview%2F017aa5e9-e8c0-7000-a001-9e828b5fa184');
    await waitFor(() => expect(path(first.router)).toBe('/user/tickets/view/017aa5e9-e8c0-7000-a001-9e828b5fa184'));
    first.unmount();
    const second = renderApp('/auth/sign-in?redirect=%2F%2Fevil.example');
    await waitFor(() => expect(path(second.router)).toBe('/user/dashboard'));
  });
});

describe('the /user guard', () => {
  it('sends a visitor without a token to sign-in with the requested path and search', async () => {
    const { router } = renderApp('/user/dashboard?tab=usage');
    expect(await screen.findByRole('heading', { name: 'Sign in page' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth/sign-in');
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe('/user/dashboard?tab=usage');
  });

  it('guards unknown /user paths too', async () => {
    const { router } = renderApp('/user/nothing-here');
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/sign-in'));
  });

  it('sends a user whose access token expired and who has no refresh token to sign-in', async () => {
    signIn({ accessExpiresIn: -30, refreshExpiresIn: null });
    const { router } = renderApp('/user/dashboard');
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/sign-in'));
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe('/user/dashboard');
    expect(screen.queryByRole('heading', { name: 'Dashboard page' })).not.toBeInTheDocument();
  });

  it('sends a user whose expired token cannot be refreshed (server refuses) to sign-in', async () => {
    fakeApi.setHandler(() => ({ status: 401, body: { is_success: false, message: 'expired', code: 'unauthorized' } }));
    signIn({ accessExpiresIn: -30 });
    const { router } = renderApp('/user/dashboard');
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/sign-in'));
    expect(fakeApi.requests).toContainEqual({ method: 'POST', url: '/api/v2/auth/refresh' });
    expect(useSession.getState().accessToken).toBeNull();
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe('/user/dashboard');
  });

  it('lets a signed-in user in', async () => {
    signIn();
    const { router } = renderApp('/user/dashboard');
    expect(await screen.findByRole('heading', { name: 'Dashboard page' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/user/dashboard');
  });
});

describe('the /admin guard (the operator console)', () => {
  const consoleLoads = () => mockedLoadRemote.mock.calls.filter(([id]) => id.startsWith('mfe_admin')).length;

  beforeEach(() => {
    serveRegistry(registryOf('mfe_auth', 'mfe_services', 'mfe_admin'));
    serveRemoteRoutes({
      mfe_auth: [page('/auth/sign-in', 'Sign in page')],
      mfe_admin: [page('/admin', 'Console page'), page('/admin/customers/:id', 'Customer page')],
    });
  });

  it('sends a visitor to sign-in, then back to the console page', async () => {
    const { router } = renderApp('/admin/customers/12?tab=ledger');
    expect(await screen.findByRole('heading', { name: 'Sign in page' })).toBeInTheDocument();
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe('/admin/customers/12?tab=ledger');
    expect(consoleLoads()).toBe(0);
  });

  it.each(['/admin', '/admin/customers/12', '/admin/no-such-page'])(
    'shows a customer the 404 page at %s and never loads the console',
    async (path) => {
      signIn();
      renderApp(path);
      expect(await screen.findByRole('heading', { name: `Page Not Found: ${path}` })).toBeInTheDocument();
      expect(screen.getByText('404')).toBeInTheDocument();
      expect(consoleLoads()).toBe(0);
      expect(fakeApi.requests.filter((request) => request.url.includes('/admin_api/'))).toEqual([]);
    },
  );

  it('shows a customer the same 404 page when the console is not installed', async () => {
    serveRegistry(registryOf('mfe_auth', 'mfe_services'));
    signIn();
    renderApp('/admin');
    expect(await screen.findByRole('heading', { name: 'Page Not Found: /admin' })).toBeInTheDocument();
    expect(screen.queryByText(/not installed/)).not.toBeInTheDocument();
  });

  it.each(['low_admin', 'admin'] as const)('lets a %s in', async (role) => {
    signIn({ role });
    renderApp('/admin/customers/12');
    expect(await screen.findByRole('heading', { name: 'Customer page' })).toBeInTheDocument();
  });

  it('shows staff the 404 page for a customer id that is not a number', async () => {
    signIn({ role: 'admin' });
    renderApp('/admin/customers/ann');
    expect(await screen.findByRole('heading', { name: 'Page Not Found: /admin/customers/ann' })).toBeInTheDocument();
  });

  it('tells staff the section is not installed when the console is not', async () => {
    serveRegistry(registryOf('mfe_auth', 'mfe_services'));
    signIn({ role: 'admin' });
    renderApp('/admin');
    expect(await screen.findByRole('heading', { name: /section is not installed/ })).toBeInTheDocument();
  });
});

describe('route validation and error pages', () => {
  const robots = () => document.head.querySelector('meta[name="robots"][content="noindex"]');

  it('shows the 404 page for a ticket id that is not a uuid', async () => {
    signIn();
    renderApp('/user/tickets/view/abc');
    expect(await screen.findByRole('heading', { name: 'Page Not Found: /user/tickets/view/abc' })).toBeInTheDocument();
    expect(screen.getByText('404')).toBeInTheDocument();
    expect(robots()).not.toBeNull();
    expect(document.title).toMatch(/^Page Not Found/);
  });

  it('serves a ticket with a uuid id', async () => {
    signIn();
    renderApp('/user/tickets/view/017aa5e9-e8c0-7000-a001-9e828b5fa184');
    expect(await screen.findByRole('heading', { name: 'Ticket page' })).toBeInTheDocument();
    expect(robots()).toBeNull();
  });

  it('shows the 404 page for a malformed invoice id and serves a uuid one', async () => {
    signIn();
    const bad = renderApp('/user/wallet/billing/view-invoice/1024');
    expect(
      await screen.findByRole('heading', { name: 'Page Not Found: /user/wallet/billing/view-invoice/1024' }),
    ).toBeInTheDocument();
    bad.unmount();
    renderApp('/user/wallet/billing/view-invoice/017aa5e9-e8c0-7000-a001-9e828b5fa184');
    expect(await screen.findByRole('heading', { name: 'Invoice page' })).toBeInTheDocument();
  });

  it('shows the 404 page for an unknown path, and for an unknown /user path when signed in', async () => {
    const first = renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Page Not Found: /no/such/page' })).toBeInTheDocument();
    // The default layout (auth and error pages) offers the language and the theme in its header.
    const preferences = screen.getByRole('navigation', { name: 'Language and theme' });
    expect(within(preferences).getByRole('combobox', { name: 'Theme' })).toHaveValue('system');
    expect(within(preferences).getByRole('combobox', { name: 'Language' })).toBeInTheDocument();
    first.unmount();
    signIn();
    renderApp('/user/anything/else');
    expect(await screen.findByRole('heading', { name: 'Page Not Found: /user/anything/else' })).toBeInTheDocument();
  });

  it('shows Internal Server Error (500) when a page throws, with noindex, and removes noindex on leaving', async () => {
    const { router } = renderApp('/test-page/test7');
    expect(await screen.findByRole('heading', { name: 'Internal Server Error' })).toBeInTheDocument();
    expect(screen.getByText('500')).toBeInTheDocument();
    expect(robots()).not.toBeNull();
    await router.navigate('/test-page/test2');
    expect(await screen.findByRole('heading', { name: 'Layout 1 demo' })).toBeInTheDocument();
    expect(robots()).toBeNull();
  });

  it("uses a loader error's own status", async () => {
    useSession.setState({ init: () => Promise.reject(Object.assign(new Error('unavailable'), { status: 503 })) });
    renderApp('/user/dashboard');
    expect(await screen.findByRole('heading', { name: 'Internal Server Error' })).toBeInTheDocument();
    expect(screen.getByText('503')).toBeInTheDocument();
  });
});
