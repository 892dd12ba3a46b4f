import { screen, within } from '@testing-library/react';
import { api } from '@portal/shared';
import { queryClient } from '@portal/shared/query';
import { signIn } from '@portal/shared/test/render-route';
import { renderPage } from '../../../test-utils/render-page';
import { loginRow, ok } from '../../../test-utils/fixtures';
import { summariseByIp } from '../by-ip';

jest.mock('@portal/shared', () => ({
  ...jest.requireActual('@portal/shared'),
  api: { accountLoginIpLog: jest.fn(), accountRefreshAccessTokenLog: jest.fn() },
}));
const mocked = api as unknown as Record<string, jest.Mock>;

const rows = [
  loginRow({
    log_id: 3,
    login_ip: '114.114.114.114',
    country: 'CN',
    kind: 'login_failed',
    is_login: false,
    created_at: '2026-03-03T08:00:00.000Z',
  }),
  loginRow({ log_id: 2, login_ip: '8.8.8.8', created_at: '2026-03-02T08:00:00.000Z' }),
  loginRow({ log_id: 1, login_ip: '8.8.8.8', kind: 'register', created_at: '2026-03-01T08:00:00.000Z' }),
];

beforeEach(() => {
  queryClient.clear();
  for (const fn of Object.values(mocked)) fn.mockReset();
  signIn();
});

describe('sign-in log', () => {
  it('sums the log up by IP, newest first', () => {
    expect(summariseByIp(rows)).toEqual([
      { ip: '114.114.114.114', country: 'CN', signIns: 0, failures: 1, lastAt: '2026-03-03T08:00:00.000Z' },
      { ip: '8.8.8.8', country: 'US', signIns: 2, failures: 0, lastAt: '2026-03-02T08:00:00.000Z' },
    ]);
  });

  it('shows sign-ins and failed attempts by IP with the country and browser, and the refreshes', async () => {
    mocked.accountLoginIpLog!.mockResolvedValue({ is_success: true, message: 'OK', result_list: rows });
    mocked.accountRefreshAccessTokenLog!.mockResolvedValue(
      ok([
        {
          id: '8f14e45f-ceea-4e6b-9a1d-2b6f1c0a9c11',
          created_at: '2026-03-02T09:00:00.000Z',
          ip_address: '9.9.9.9',
          user_agent: 'x',
          is_remember_me: true,
          country: 'US',
          browser: 'Firefox 133',
          os: 'Ubuntu',
          device_type: 'desktop',
        },
      ]),
    );
    await renderPage('/user/account/login-ip-log');
    const byIp = await screen.findAllByTestId('ip-row');
    expect(within(byIp[0]!).getByText('China')).toBeInTheDocument();
    expect(within(byIp[1]!).getByText('United States')).toBeInTheDocument();
    const attempts = screen.getAllByTestId('login-row');
    expect(attempts).toHaveLength(3);
    expect(within(attempts[0]!).getByText('Failed')).toBeInTheDocument();
    expect(within(attempts[1]!).getByText('Chrome 131 · Windows 10')).toBeInTheDocument();
    expect(within(attempts[2]!).getByText('Signed up')).toBeInTheDocument();
    const refresh = await screen.findByTestId('refresh-row');
    expect(within(refresh).getByText('Firefox 133 · Ubuntu')).toBeInTheDocument();
    expect(within(refresh).getByText('Yes')).toBeInTheDocument();
  });
});
