import { screen, within } from '@testing-library/react';
import { api } from '@portal/shared';
import { queryClient } from '@portal/shared/query';
import { signIn } from '@portal/shared/test/render-route';
import { renderPage } from '../../../test-utils/render-page';
import { ok, overview } from '../../../test-utils/fixtures';

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

  it('speaks Chinese', async () => {
    accountMe.mockResolvedValue(ok(overview({ two_fa_enabled: true, telegram_linked: true, plan: null })));
    await renderPage('/user/my-account', { language: 'zh-CN' });
    expect(await screen.findByRole('heading', { level: 1, name: '我的账户' })).toBeInTheDocument();
    expect(await screen.findByText('暂无套餐')).toBeInTheDocument();
    expect(screen.getByText('已绑定')).toBeInTheDocument();
  });
});
