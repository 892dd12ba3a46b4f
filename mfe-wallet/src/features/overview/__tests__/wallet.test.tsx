import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, type PageMatch } from '@portal/shared';
import { queryClient } from '@portal/shared/query';
import { currentUrl, signIn } from '@portal/shared/test/render-route';
import { walletKeys } from '../../../lib/query-keys';
import { routes } from '../../../routes';
import { httpError, ledger, ledgerLine, summary } from '../../../test-utils/fixtures';
import { renderPage } from '../../../test-utils/render-page';

jest.mock('@portal/shared', () => ({
  ...jest.requireActual('@portal/shared'),
  api: { walletIndex: jest.fn(), walletLedger: jest.fn() },
}));

const mocked = api as unknown as Record<'walletIndex' | 'walletLedger', jest.Mock>;

/** What a ledger row says it was (the words before its kind's badge). */
const whatOf = (row: HTMLElement) => within(row).getAllByRole('cell')[1]?.firstElementChild?.firstChild?.textContent;

beforeEach(() => {
  queryClient.clear();
  for (const mock of Object.values(mocked)) mock.mockReset();
  signIn();
  mocked.walletIndex.mockResolvedValue(summary());
  mocked.walletLedger.mockResolvedValue(ledger([]));
});

describe('/user/wallet', () => {
  it('shows the balance and the commission in the answer’s currency, and the shortcuts', async () => {
    await renderPage('/user/wallet');
    expect(screen.getByRole('heading', { level: 1, name: 'Wallet' })).toBeInTheDocument();
    expect(await screen.findByTestId('wallet-balance')).toHaveTextContent('CN¥42.50');
    expect(screen.getByTestId('wallet-commission')).toHaveTextContent('CN¥6.00');
    expect(screen.getByRole('link', { name: 'Move to balance' })).toHaveAttribute('href', '/user/promote');
    expect(screen.getByRole('link', { name: 'Top up' })).toHaveAttribute('href', '/user/wallet/recharge/new');
    // In the header's shortcuts and the wallet's own tabs.
    for (const link of screen.getAllByRole('link', { name: 'Redeem a cd-key' }))
      expect(link).toHaveAttribute('href', '/user/wallet/recharge/cd-key');
    expect(screen.getByRole('navigation', { name: 'Wallet pages' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Buy a plan' })).toHaveAttribute('href', '/user/shop-old');
  });

  it('shows an amount exactly as the API wrote it, however large', async () => {
    mocked.walletIndex.mockResolvedValue(summary({ wallet_balance: '999999999999999.99' }));
    await renderPage('/user/wallet');
    // As a float this would read 1,000,000,000,000,000.00.
    expect(await screen.findByTestId('wallet-balance')).toHaveTextContent('CN¥999,999,999,999,999.99');
  });

  it('lists the latest changes: when, what, the signed amount, the balance after and the invoice', async () => {
    const topUp = ledgerLine();
    const bought = ledgerLine({
      kind: 'purchase',
      amount: '-25.00',
      balance_after: '17.50',
      description: 'VIP 2 · monthly',
      reference: null,
      invoice_id: null,
      plan_name: 'VIP 2 · monthly',
    });
    mocked.walletLedger.mockResolvedValue(ledger([bought, topUp]));
    await renderPage('/user/wallet');
    const rows = await screen.findAllByTestId('ledger-line');
    expect(within(rows[0]!).getByText('VIP 2 · monthly')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('Purchase')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('-CN¥25.00')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('CN¥17.50')).toBeInTheDocument();
    expect(within(rows[0]!).queryByRole('link')).toBeNull();
    expect(within(rows[1]!).getByText('+CN¥30.00')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Top-up')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Wallet top-up')).toBeInTheDocument();
    expect(within(rows[1]!).getByRole('link', { name: 'Invoice' })).toHaveAttribute(
      'href',
      `/user/wallet/billing/view-invoice/${topUp.invoice_id}`,
    );
    expect(mocked.walletLedger).toHaveBeenCalledWith(expect.objectContaining({ query: { limit: 10, offset: 0 } }));
  });

  it('builds a formatter per kind of figure on the page, not one per cell', async () => {
    mocked.walletLedger.mockResolvedValue(
      ledger(
        Array.from({ length: 10 }, () => ledgerLine()),
        10,
      ),
    );
    const numbers = jest.spyOn(Intl, 'NumberFormat');
    const dates = jest.spyOn(Intl, 'DateTimeFormat');
    try {
      await renderPage('/user/wallet');
      expect(await screen.findAllByTestId('ledger-line')).toHaveLength(10);
      // Amounts with and without a sign, dates with and without a time: a fresh formatter per cell
      // would be twenty and ten.
      expect(numbers.mock.calls.length).toBeLessThanOrEqual(2);
      expect(dates.mock.calls.length).toBeLessThanOrEqual(2);
    } finally {
      numbers.mockRestore();
      dates.mockRestore();
    }
  });

  it('pages the ledger through the URL', async () => {
    mocked.walletLedger.mockImplementation(async ({ query }: { query: { offset: number } }) =>
      ledger([ledgerLine({ kind: 'adjustment', description: `From ${query.offset}` })], 25),
    );
    const user = userEvent.setup();
    const { location } = await renderPage('/user/wallet?page=2');
    expect(await screen.findByText('From 10')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('From 20')).toBeInTheDocument();
    expect(currentUrl(location)).toBe('/user/wallet?page=3');
    expect(screen.getByText('Page 3 of 3')).toBeInTheDocument();
  });

  it('says so when nothing changed the balance yet', async () => {
    await renderPage('/user/wallet');
    expect(await screen.findByRole('heading', { name: 'No changes yet' })).toBeInTheDocument();
  });

  it('explains a failure and retries', async () => {
    // A 4xx is final (no automatic retry), so the error shows at once.
    mocked.walletIndex.mockRejectedValueOnce(httpError(403, 'Down for maintenance'));
    const user = userEvent.setup();
    await renderPage('/user/wallet');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your wallet could not be loaded.');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId('wallet-balance')).toHaveTextContent('CN¥42.50');
  });

  it('reads in Chinese, with the currency’s own symbol', async () => {
    await renderPage('/user/wallet', { language: 'zh-CN' });
    expect(screen.getByRole('heading', { level: 1, name: '钱包' })).toBeInTheDocument();
    expect(await screen.findByTestId('wallet-balance')).toHaveTextContent('¥42.50');
    expect(screen.getAllByRole('link', { name: '兑换卡密' }).length).toBeGreaterThan(0);
  });

  it('words in Chinese what the API describes in English, keeping what it names (a plan, a note)', async () => {
    mocked.walletLedger.mockResolvedValue(
      ledger([
        ledgerLine({ kind: 'commission', description: 'Invite commission moved to the wallet', reference: null }),
        ledgerLine({ kind: 'cd_key', description: 'Cd-key …HEYP', reference: '…HEYP' }),
        ledgerLine({ kind: 'purchase', description: 'VIP 2 · 月付', reference: 'plan:3', plan_name: 'VIP 2 · 月付' }),
        ledgerLine({
          kind: 'renewal',
          description: 'Renewal · VIP 2 · 月付',
          reference: 'plan:3',
          plan_name: 'VIP 2 · 月付',
        }),
        ledgerLine(),
        ledgerLine({ kind: 'adjustment', description: '客服补偿', reference: null }),
      ]),
    );
    await renderPage('/user/wallet', { language: 'zh-CN' });
    const rows = await screen.findAllByTestId('ledger-line');
    expect(rows.map(whatOf)).toEqual([
      '邀请佣金转入',
      '兑换卡密',
      'VIP 2 · 月付',
      'VIP 2 · 月付',
      '钱包充值',
      '客服补偿',
    ]);
    expect(screen.queryByText(/Top-up · Alipay|Cd-key|Invite commission|Renewal/)).toBeNull();
  });

  it('names a plan by the name the API sends beside its words, whatever the name looks like', async () => {
    // Plans whose own names read like the API's words for a renewal: only the fact tells them apart.
    mocked.walletLedger.mockResolvedValue(
      ledger([
        ledgerLine({
          kind: 'renewal',
          description: 'Renewal · Gold (renewal)',
          reference: 'plan:4',
          plan_name: 'Gold (renewal)',
        }),
        ledgerLine({
          kind: 'renewal',
          description: 'Renewal · Renewal · Silver',
          reference: 'plan:5',
          plan_name: 'Renewal · Silver',
        }),
        ledgerLine({
          kind: 'purchase',
          description: 'Gold (renewal)',
          reference: 'plan:4',
          plan_name: 'Gold (renewal)',
        }),
      ]),
    );
    await renderPage('/user/wallet');
    const rows = await screen.findAllByTestId('ledger-line');
    expect(rows.map(whatOf)).toEqual(['Gold (renewal)', 'Renewal · Silver', 'Gold (renewal)']);
  });

  it('shows a plan’s line as the API words it when the answer does not name the plan (an older API)', async () => {
    mocked.walletLedger.mockResolvedValue(
      ledger([
        ledgerLine({ kind: 'renewal', description: 'Renewal · VIP 2', reference: 'plan:3', plan_name: undefined }),
        ledgerLine({ kind: 'recharge', description: 'Top-up · Alipay (EPay)', plan_name: undefined }),
      ]),
    );
    await renderPage('/user/wallet', { language: 'zh-CN' });
    const rows = await screen.findAllByTestId('ledger-line');
    expect(rows.map(whatOf)).toEqual(['Renewal · VIP 2', '钱包充值']);
  });
});

describe('/user/wallet, opened from the navigation', () => {
  // What the shell does on a first visit: preload the page's chunk, which starts its data beside it.
  const preloadWallet = (search: string) => {
    const page = routes.find((route) => route.path === '/user/wallet')!.Component;
    const opened: PageMatch = { params: {}, search: new URLSearchParams(search) };
    return page.preload!(opened);
  };

  it('asks for the balance and the page of the ledger in the URL together with the page’s code, and the page asks nothing again', async () => {
    mocked.walletLedger.mockResolvedValue(ledger([ledgerLine({ kind: 'adjustment', description: 'Early line' })], 45));
    const preloading = preloadWallet('page=3&size=20');
    // Asked at once: the requests do not wait for the page's chunk.
    expect(mocked.walletIndex).toHaveBeenCalledTimes(1);
    expect(mocked.walletLedger).toHaveBeenCalledTimes(1);
    expect(mocked.walletLedger).toHaveBeenCalledWith(expect.objectContaining({ query: { limit: 20, offset: 40 } }));
    await preloading;
    await renderPage('/user/wallet?page=3&size=20');
    expect(await screen.findByTestId('wallet-balance')).toHaveTextContent('CN¥42.50');
    expect(await screen.findByText('Early line')).toBeInTheDocument();
    expect(mocked.walletIndex).toHaveBeenCalledTimes(1);
    expect(mocked.walletLedger).toHaveBeenCalledTimes(1);
  });

  it('when the early request for the balance fails, the page asks again itself and shows its own error with Retry', async () => {
    mocked.walletIndex.mockRejectedValue(httpError(403, 'Down for maintenance'));
    await preloadWallet('');
    await waitFor(() => expect(queryClient.getQueryState(walletKeys.summary())?.status).toBe('error'));
    await renderPage('/user/wallet');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your wallet could not be loaded.');
    expect(mocked.walletIndex).toHaveBeenCalledTimes(2);
    mocked.walletIndex.mockResolvedValue(summary());
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId('wallet-balance')).toHaveTextContent('CN¥42.50');
  });
});
