// The dashboard's wallet card, as the dashboard loads it: from ./widgets, with its own data and states.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '@portal/shared';
import { queryClient } from '@portal/shared/query';
import { renderRoute, signIn } from '@portal/shared/test/render-route';
import { httpError, summary } from '../../../test-utils/fixtures';
import { widgets } from '../../../widgets';

jest.mock('@portal/shared', () => ({
  ...jest.requireActual('@portal/shared'),
  api: { walletIndex: jest.fn() },
}));

const walletIndex = api.walletIndex as jest.Mock;
const renderCard = (language: 'en' | 'zh-CN' = 'en') =>
  renderRoute([{ path: '/user/dashboard', Component: widgets.WalletCard }], '/user/dashboard', { language });

beforeEach(() => {
  queryClient.clear();
  walletIndex.mockReset();
  signIn();
});

describe('the wallet card widget', () => {
  it('shows the balance, the commission and the way to top up', async () => {
    walletIndex.mockResolvedValue(summary());
    renderCard();
    const card = screen.getByRole('region', { name: 'Wallet' });
    expect(await within(card).findByTestId('wallet-card-balance')).toHaveTextContent('CN¥42.50');
    expect(within(card).getByText('Invite commission: CN¥6.00')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Top up' })).toHaveAttribute('href', '/user/wallet/recharge/new');
    expect(within(card).getByRole('link', { name: 'Open wallet' })).toHaveAttribute('href', '/user/wallet');
  });

  it('leaves the commission out when there is none', async () => {
    walletIndex.mockResolvedValue(summary({ invite_balance: '0.00' }));
    renderCard();
    await screen.findByTestId('wallet-card-balance');
    expect(screen.queryByText(/Invite commission/)).toBeNull();
  });

  it('says when the balance cannot be loaded, and retries', async () => {
    walletIndex.mockRejectedValueOnce(httpError(403, 'Account suspended')).mockResolvedValue(summary());
    renderCard();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your balance could not be loaded.');
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId('wallet-card-balance')).toHaveTextContent('CN¥42.50');
  });

  it('reads in Chinese', async () => {
    walletIndex.mockResolvedValue(summary());
    renderCard('zh-CN');
    const card = screen.getByRole('region', { name: '钱包' });
    expect(await within(card).findByTestId('wallet-card-balance')).toHaveTextContent('¥42.50');
    expect(within(card).getByRole('link', { name: '充值' })).toBeInTheDocument();
  });
});
