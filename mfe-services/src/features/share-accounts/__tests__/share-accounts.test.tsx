import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '@portal/shared';
import { queryClient } from '@portal/shared/query';
import { GB, httpError, ok } from '../../../test-utils/fixtures';
import { renderRoute, signIn } from '@portal/shared/test/render-route';
import { routes } from '../../../routes';

jest.mock('@portal/shared', () => ({
  ...jest.requireActual('@portal/shared'),
  api: { servicesShareAccount: jest.fn() },
}));

const share = (api as unknown as Record<string, jest.Mock>).servicesShareAccount!;

beforeEach(() => {
  queryClient.clear();
  share.mockReset();
  signIn();
});

describe('shared accounts', () => {
  it('shows each account with how to connect, users and traffic', async () => {
    share.mockResolvedValue(
      ok({
        total_accounts: 1,
        available_accounts: [
          {
            account_id: 5,
            account_name: 'Family HK',
            server_address: 'hk.example.com',
            port: 8388,
            password: 'share-pass',
            method: 'aes-256-gcm',
            protocol: 'shadowsocks',
            max_users: 5,
            current_users: 2,
            traffic_limit: 200 * GB,
            traffic_used: 50 * GB,
            status: 'active',
            expire_time: '2099-01-01T00:00:00.000Z',
          },
        ],
      }),
    );
    const user = userEvent.setup();
    renderRoute(routes, '/user/share-accounts');
    const card = await screen.findByTestId('share-account');
    expect(within(card).getByRole('heading', { name: 'Family HK' })).toBeInTheDocument();
    expect(within(card).getByText('hk.example.com:8388')).toBeInTheDocument();
    expect(within(card).getByText('shadowsocks · aes-256-gcm')).toBeInTheDocument();
    expect(within(card).getByText('2 of 5')).toBeInTheDocument();
    expect(within(card).getByRole('meter')).toHaveAttribute('aria-valuenow', '25');
    expect(within(card).queryByText('share-pass')).toBeNull();
    await user.click(within(card).getByRole('button', { name: 'Show' }));
    expect(within(card).getByText('share-pass')).toBeInTheDocument();
    expect(screen.getByText('1 shared account available to you.')).toBeInTheDocument();
  });

  it('shows the empty and the error state', async () => {
    share.mockResolvedValueOnce(ok({ total_accounts: 0, available_accounts: [] }));
    const first = renderRoute(routes, '/user/share-accounts');
    expect(await screen.findByRole('heading', { name: 'No shared accounts' })).toBeInTheDocument();
    first.unmount();
    queryClient.clear();
    share.mockRejectedValueOnce(httpError(403, 'Not for your plan'));
    renderRoute(routes, '/user/share-accounts');
    expect(await screen.findByText('Not for your plan')).toBeInTheDocument();
  });
});
