// The dashboard's wallet card is the wallet remote's ./widgets WalletCard, loaded by name at run time
// through the shell's loader; whatever happens to the wallet remote, the dashboard still renders and the
// card says what is wrong.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, RemoteUnavailableError, setRemoteModuleLoader, type RemoteModuleLoader } from '@portal/shared';
import { queryClient } from '@portal/shared/query';
import { renderRoute, signIn } from '@portal/shared/test/render-route';
import { checkinStatus, dashboard, linkToken, announcement } from '../../../test-utils/fixtures';
import { routes } from '../../../routes';

jest.mock('@portal/shared', () => ({
  ...jest.requireActual('@portal/shared'),
  api: {
    userDashboard: jest.fn(),
    userAnnouncements: jest.fn(),
    servicesLinkToken: jest.fn(),
    servicesOldCheckinStatus: jest.fn(),
  },
}));

const mocked = api as unknown as Record<string, jest.Mock>;

function FakeWalletCard() {
  return (
    <section aria-label="Wallet">
      <p>Balance ¥88.00</p>
    </section>
  );
}

const walletWidgets = { widgets: { WalletCard: FakeWalletCard } };

beforeEach(() => {
  queryClient.clear();
  signIn();
  mocked.userDashboard!.mockResolvedValue(dashboard());
  mocked.userAnnouncements!.mockResolvedValue(announcement('<p>News</p>'));
  mocked.servicesLinkToken!.mockResolvedValue(linkToken());
  mocked.servicesOldCheckinStatus!.mockResolvedValue(checkinStatus());
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  setRemoteModuleLoader(null);
  jest.restoreAllMocks();
});

const walletCard = () => screen.getByRole('region', { name: 'Wallet' });

/** Waits until the wallet card says `words` (after the loading card), then returns the card. */
async function walletCardSaying(words: string | RegExp) {
  await screen.findByText(words);
  const card = walletCard();
  expect(within(card).getByRole('status')).toHaveTextContent(words);
  return card;
}

describe('the wallet card on the dashboard', () => {
  it("is the wallet remote's WalletCard widget, loaded from mfe_wallet's ./widgets", async () => {
    const loader = jest.fn<ReturnType<RemoteModuleLoader>, Parameters<RemoteModuleLoader>>(async () => walletWidgets);
    setRemoteModuleLoader(loader);
    renderRoute(routes, '/user/dashboard');
    await screen.findByText('Balance ¥88.00');
    expect(within(walletCard()).getByText('Balance ¥88.00')).toBeInTheDocument();
    expect(loader).toHaveBeenCalledWith('mfe_wallet', './widgets', { retry: false });
  });

  it('shows the card at once, without loading it again, when the wallet remote is already loaded', async () => {
    const loader = jest.fn<ReturnType<RemoteModuleLoader>, Parameters<RemoteModuleLoader>>(async () => walletWidgets);
    setRemoteModuleLoader(loader, (remote, exposed) =>
      remote === 'mfe_wallet' && exposed === './widgets' ? walletWidgets : undefined,
    );
    renderRoute(routes, '/user/dashboard');
    // The card is there in the same render as the dashboard's cards: no loading card in between.
    await screen.findByRole('region', { name: 'Your plan' });
    expect(within(walletCard()).getByText('Balance ¥88.00')).toBeInTheDocument();
    expect(screen.queryByText(/Loading your wallet/i)).toBeNull();
    expect(loader).not.toHaveBeenCalled();
  });

  it('says in words that the wallet is not installed, without a Retry, and the dashboard still renders', async () => {
    setRemoteModuleLoader(async (remote) => {
      throw new RemoteUnavailableError(remote, 'absent');
    });
    renderRoute(routes, '/user/dashboard');
    const card = await walletCardSaying(
      'The wallet is not part of this portal yet, so your balance cannot be shown here.',
    );
    expect(within(card).queryByRole('button')).toBeNull();
    expect(screen.getByRole('region', { name: 'Your plan' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Traffic' })).toBeInTheDocument();
  });

  it('says the wallet could not be loaded when its files fail, and Retry loads it again', async () => {
    const loader = jest
      .fn<ReturnType<RemoteModuleLoader>, Parameters<RemoteModuleLoader>>()
      .mockRejectedValueOnce(new RemoteUnavailableError('mfe_wallet', 'load-failed', new Error('ScriptNetworkError')))
      .mockResolvedValue(walletWidgets);
    setRemoteModuleLoader(loader);
    renderRoute(routes, '/user/dashboard');
    const card = await walletCardSaying(/Your wallet could not be loaded\./);
    expect(screen.getByRole('region', { name: 'Your plan' })).toBeInTheDocument();

    await userEvent.setup().click(within(card).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Balance ¥88.00')).toBeInTheDocument();
    expect(loader).toHaveBeenLastCalledWith('mfe_wallet', './widgets', { retry: true });
  });

  it('treats a widgets module without WalletCard as not loadable', async () => {
    setRemoteModuleLoader(async () => ({ widgets: { SomethingElse: FakeWalletCard } }));
    renderRoute(routes, '/user/dashboard');
    await walletCardSaying(/Your wallet could not be loaded\./);
  });

  it('keeps a crashing wallet card to itself', async () => {
    setRemoteModuleLoader(async () => ({
      widgets: {
        WalletCard: () => {
          throw new Error('wallet bug');
        },
      },
    }));
    renderRoute(routes, '/user/dashboard');
    await walletCardSaying(/Your wallet could not be loaded\./);
    expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Traffic' })).toBeInTheDocument();
  });
});
