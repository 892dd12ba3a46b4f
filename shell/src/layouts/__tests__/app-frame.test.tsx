/** @jest-environment ./test/jsdom-with-fetch-environment.mjs */
// The app frame: landmarks, the mobile navigation drawer (keyboard and screen-reader behaviour),
// the user menu and sign-out.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSession } from '@portal/shared';
import { renderApp, signIn, signOutQuietly } from '../../test-support/render-app';
import { installFakeApi, type FakeApi } from '../../test-support/fake-api';
import { resetRemotes, serveRegistry } from '../../test-support/remotes';

jest.mock('@module-federation/enhanced/runtime', () => ({ registerRemotes: jest.fn(), loadRemote: jest.fn() }));

let fakeApi: FakeApi;

beforeAll(async () => {
  await useSession.getState().init();
});

beforeEach(() => {
  resetRemotes();
  serveRegistry({});
  signOutQuietly();
  fakeApi = installFakeApi(() => ({ status: 200, body: { data: '2505.12.1' } }));
});

afterEach(() => fakeApi.restore());

async function renderSettings() {
  const result = renderApp('/settings');
  await screen.findByRole('heading', { level: 1, name: 'Settings' });
  return result;
}

describe('app-frame', () => {
  it('has a skip link, banner, navigation, main and footer with the configured copyright', async () => {
    await renderSettings();
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveAttribute('href', '#main-content');
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main-content');
    expect(screen.getByRole('contentinfo')).toHaveTextContent('© 2020-2025 极速云');
    const sidebarNav = within(screen.getByRole('complementary', { name: 'Sidebar' })).getByRole('navigation', {
      name: 'Main navigation',
    });
    for (const name of [
      'Dashboard',
      'Nodes',
      'My services',
      'Wallet',
      'Shop',
      'Support tickets',
      'My account',
      'Announcements',
    ]) {
      expect(within(sidebarNav).getByRole('link', { name })).toBeInTheDocument();
    }
    expect(within(sidebarNav).getByRole('link', { name: 'Settings' })).toHaveAttribute('aria-current', 'page');
  });

  it('changes the theme from the header: follow the system, light or dark', async () => {
    const user = userEvent.setup();
    await renderSettings();
    const banner = screen.getByRole('banner');
    const theme = within(banner).getByRole('combobox', { name: 'Theme' });
    expect(theme).toHaveValue('system');
    expect(
      within(theme)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['System', 'Light', 'Dark']);
    await user.selectOptions(theme, 'dark');
    expect(localStorage.getItem('portal_theme')).toBe('dark');
    expect(screen.getByRole('radio', { name: 'Dark' })).toBeChecked();
    await user.selectOptions(theme, 'system');
    expect(localStorage.getItem('portal_theme')).toBeNull();
  });

  it('opens the mobile drawer from the hamburger, focuses it, and closes it with Escape', async () => {
    const user = userEvent.setup();
    await renderSettings();
    const hamburger = screen.getByRole('button', { name: 'Open navigation menu' });
    expect(hamburger).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(hamburger);
    expect(hamburger).toHaveAttribute('aria-expanded', 'true');
    const drawer = screen.getByRole('dialog', { name: 'Main navigation' });
    expect(hamburger).toHaveAttribute('aria-controls', drawer.id);
    expect(within(drawer).getByRole('button', { name: 'Close navigation menu' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(hamburger).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(hamburger).toHaveFocus();
  });

  it('keeps Tab inside the open drawer', async () => {
    const user = userEvent.setup();
    await renderSettings();
    await user.click(screen.getByRole('button', { name: 'Open navigation menu' }));
    const drawer = screen.getByRole('dialog');
    const brand = within(drawer).getByRole('link', { name: '极速云' });
    await user.tab({ shift: true });
    expect(brand).toHaveFocus();
    // From the first element back to the last one, and forward again.
    await user.tab({ shift: true });
    expect(within(drawer).getByRole('link', { name: 'About' })).toHaveFocus();
    await user.tab();
    expect(brand).toHaveFocus();
  });

  it('closes the drawer when a link in it is followed', async () => {
    const user = userEvent.setup();
    const { router } = await renderSettings();
    await user.click(screen.getByRole('button', { name: 'Open navigation menu' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('link', { name: 'About' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/about'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open navigation menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('offers sign-in to a visitor, with the current page as the redirect target', async () => {
    await renderSettings();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth/sign-in?redirect=%2Fsettings');
  });

  it("shows the signed-in user's name and email in the user menu, and signs out", async () => {
    const user = userEvent.setup();
    signIn();
    const { router } = await renderSettings();
    const menuButton = screen.getByRole('button', { name: 'Account menu for 测试用户' });
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await user.click(menuButton);
    expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('user@example.com')).toBeVisible();

    await user.keyboard('{Escape}');
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    expect(menuButton).toHaveFocus();

    await user.click(menuButton);
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/sign-in'));
    expect(useSession.getState().accessToken).toBeNull();
    expect(sessionStorage.getItem('access_token')).toBeNull();
  });

  describe('the operator console in the navigation', () => {
    const sidebar = () =>
      within(screen.getByRole('complementary', { name: 'Sidebar' })).getByRole('navigation', {
        name: 'Main navigation',
      });

    it('is not offered to a customer', async () => {
      signIn();
      await renderSettings();
      expect(within(sidebar()).queryByRole('link', { name: 'Operator console' })).not.toBeInTheDocument();
    });

    it('is one link for staff outside the console', async () => {
      signIn({ role: 'low_admin' });
      await renderSettings();
      expect(within(sidebar()).getByRole('link', { name: 'Operator console' })).toHaveAttribute('href', '/admin');
      expect(within(sidebar()).getByRole('link', { name: 'My services' })).toBeInTheDocument();
    });

    it("shows the console's sections inside it, those a low admin may read only", async () => {
      serveRegistry({});
      signIn({ role: 'low_admin' });
      renderApp('/admin/customers/12');
      await screen.findByRole('heading', { name: /section is not installed/ });
      const links = within(sidebar())
        .getAllByRole('link')
        .map((link) => link.textContent);
      expect(links).toEqual([
        'Operator console',
        'Customers',
        'Recharge orders',
        'Plans',
        'Nodes',
        'Ticket inbox',
        'Announcements',
        'Dashboard',
      ]);
      expect(within(sidebar()).getByRole('link', { name: 'Customers' })).toHaveAttribute('aria-current', 'page');
    });

    it('shows an admin every section', async () => {
      signIn({ role: 'admin' });
      renderApp('/admin');
      await screen.findByRole('heading', { name: /section is not installed/ });
      for (const name of ['Cd-keys', 'Releases', 'Audit log']) {
        expect(within(sidebar()).getByRole('link', { name })).toBeInTheDocument();
      }
      expect(within(sidebar()).getByRole('link', { name: 'Operator console' })).toHaveAttribute('aria-current', 'page');
    });
  });
});
