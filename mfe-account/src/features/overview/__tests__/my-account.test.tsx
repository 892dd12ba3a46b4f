import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, type PageMatch } from '@portal/shared';
import { queryClient } from '@portal/shared/query';
import { signIn } from '@portal/shared/test/render-route';
import { accountKeys } from '../../../lib/query-keys';
import { routes } from '../../../routes';
import { renderPage } from '../../../test-utils/render-page';
import { httpError, ok, overview } from '../../../test-utils/fixtures';

jest.mock('@portal/shared', () => ({ ...jest.requireActual('@portal/shared'), api: { accountMe: jest.fn() } }));
const accountMe = api.accountMe as jest.Mock;

beforeEach(() => {
  queryClient.clear();
  accountMe.mockReset();
  signIn();
});

describe('my account', () => {
  it('shows the account at a glance with a way to every account page', async () => {
    accountMe.mockResolvedValue(ok(overview({ pending_email: 'new@example.com' })));
    await renderPage('/user/my-account');
    expect(await screen.findByRole('heading', { level: 1, name: 'My account' })).toBeInTheDocument();
    expect(await screen.findByText('ann@example.com')).toBeInTheDocument();
    expect(screen.getByText('Waiting for the code sent to new@example.com')).toBeInTheDocument();
    expect(screen.getByText(/^Pro monthly, until /)).toBeInTheDocument();
    const security = screen.getByRole('region', { name: 'Security' });
    expect(within(security).getAllByText('Off')).toHaveLength(1);
    expect(within(security).getByText('Not linked')).toBeInTheDocument();
    expect(within(security).getByText(/stolen password alone/)).toBeInTheDocument();
    for (const [name, href] of [
      ['Profile and email', '/user/account/edit-profile'],
      ['Password', '/user/account/edit-password'],
      ['Security', '/user/account/security'],
      ['Activity', '/user/account/activity'],
      ['Sign-in log', '/user/account/login-ip-log'],
      ['Announcements', '/user/announcements/announcements'],
    ]) {
      expect(
        screen
          .getAllByRole('link', { name: new RegExp(`^${name}`) })
          .some((link) => link.getAttribute('href') === href),
      ).toBe(true);
    }
    expect(screen.getByRole('link', { name: 'Change email' })).toHaveAttribute(
      'href',
      '/user/account/edit-profile#email',
    );
    expect(document.title).toMatch(/^My account/);
  });

  it('shows the sign-in before this one, not this one, with its place and device', async () => {
    accountMe.mockResolvedValue(ok(overview()));
    await renderPage('/user/my-account');
    const security = await screen.findByRole('region', { name: 'Security' });
    const previous = within(security).getByText('Previous sign-in').nextElementSibling as HTMLElement;
    const shown = (iso: string) =>
      new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
    expect(within(previous).getByText(shown('2026-02-27T21:15:00.000Z'))).toBeInTheDocument();
    expect(within(previous).getByText('114.114.114.114, China · Safari 17 · iOS 17.4')).toBeInTheDocument();
    expect(within(previous).getByRole('link', { name: 'See every sign-in' })).toHaveAttribute(
      'href',
      '/user/account/login-ip-log',
    );
    // last_login is the sign-in in use right now: never shown as the previous one.
    expect(within(security).queryByText(shown('2026-03-01T09:30:00.000Z'))).not.toBeInTheDocument();
  });

  it('says so when this is the first sign-in', async () => {
    accountMe.mockResolvedValue(ok(overview({ previous_sign_in: null })));
    await renderPage('/user/my-account');
    const security = await screen.findByRole('region', { name: 'Security' });
    expect(within(security).getByText('This is your first sign-in')).toBeInTheDocument();
  });

  it('speaks Chinese', async () => {
    accountMe.mockResolvedValue(ok(overview({ two_fa_enabled: true, telegram_linked: true, plan: null })));
    await renderPage('/user/my-account', { language: 'zh-CN' });
    expect(await screen.findByRole('heading', { level: 1, name: '我的账户' })).toBeInTheDocument();
    expect(await screen.findByText('暂无套餐')).toBeInTheDocument();
    expect(screen.getByText('已绑定')).toBeInTheDocument();
    expect(screen.getByText('上次登录')).toBeInTheDocument();
    expect(screen.getByText('114.114.114.114，中国 · Safari 17 · iOS 17.4')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '查看全部登录记录' })).toBeInTheDocument();
  });
});

describe('my account, opened from the navigation', () => {
  // What the shell does on a first visit: preload the page's chunk, which starts its data beside it.
  const preloadOverview = () => {
    const page = routes.find((route) => route.path === '/user/my-account')!.Component;
    const opened: PageMatch = { params: {}, search: new URLSearchParams() };
    return page.preload!(opened);
  };

  it('asks for the account together with the page’s code, and the page shows that answer without asking again', async () => {
    accountMe.mockResolvedValue(ok(overview()));
    const preloading = preloadOverview();
    // Asked at once: the request does not wait for the page's chunk.
    expect(accountMe).toHaveBeenCalledTimes(1);
    await preloading;
    await renderPage('/user/my-account');
    expect(await screen.findByText('ann@example.com')).toBeInTheDocument();
    expect(accountMe).toHaveBeenCalledTimes(1);
  });

  it('when that early request fails, the page asks again itself and shows the account', async () => {
    accountMe.mockRejectedValueOnce(httpError(429)).mockResolvedValue(ok(overview()));
    await preloadOverview();
    await waitFor(() => expect(queryClient.getQueryState(accountKeys.overview())?.status).toBe('error'));
    await renderPage('/user/my-account');
    expect(await screen.findByText('ann@example.com')).toBeInTheDocument();
    expect(accountMe).toHaveBeenCalledTimes(2);
  });

  it('when the account cannot be loaded, the page shows its own error with Retry, as without the early request', async () => {
    accountMe.mockRejectedValue(httpError(403));
    await preloadOverview();
    await waitFor(() => expect(queryClient.getQueryState(accountKeys.overview())?.status).toBe('error'));
    await renderPage('/user/my-account');
    expect(await screen.findByText('Your account could not be loaded.')).toBeInTheDocument();
    accountMe.mockResolvedValue(ok(overview()));
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('ann@example.com')).toBeInTheDocument();
  });
});
