import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '@portal/shared';
import { queryClient } from '@portal/shared/query';
import { currentUrl, signIn } from '@portal/shared/test/render-route';
import { invoiceSummary, ok } from '../../../test-utils/fixtures';
import { renderPage } from '../../../test-utils/render-page';

jest.mock('@portal/shared', () => ({
  ...jest.requireActual('@portal/shared'),
  api: { walletInvoices: jest.fn() },
}));

const walletInvoices = api.walletInvoices as jest.Mock;

beforeEach(() => {
  queryClient.clear();
  walletInvoices.mockReset();
  signIn();
});

describe('/user/wallet/billing', () => {
  it('lists every invoice with its number, date, what it was for, total and state', async () => {
    const topUp = invoiceSummary();
    const bought = invoiceSummary({
      number: 'INV-000043',
      kind: 'purchase',
      description: 'VIP 2 · monthly',
      plan_name: 'VIP 2 · monthly',
      total: '25.00',
      currency: 'USD',
    });
    const pending = invoiceSummary({ number: 'INV-000044', status: 'pending', paid_at: null });
    walletInvoices.mockResolvedValue(ok({ total_count: 3, records: [topUp, bought, pending] }));
    await renderPage('/user/wallet/billing');
    const rows = await screen.findAllByTestId('invoice-row');
    expect(within(rows[0]!).getByRole('link', { name: 'Open invoice INV-000042' })).toHaveAttribute(
      'href',
      `/user/wallet/billing/view-invoice/${topUp.id}`,
    );
    expect(within(rows[0]!).getByText('CN¥30.00')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('Top-up')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('Wallet top-up')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('$25.00')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Purchase')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('Awaiting payment')).toHaveAttribute('data-status', 'pending');
    expect(walletInvoices).toHaveBeenCalledWith(expect.objectContaining({ query: { page: 1, size: 20 } }));
  });

  it('words a top-up in Chinese and names a plan as the API names it beside its words', async () => {
    const bought = invoiceSummary({
      number: 'INV-000043',
      kind: 'purchase',
      description: 'Standard · monthly',
      plan_name: 'Standard · monthly',
    });
    const renewed = invoiceSummary({
      number: 'INV-000044',
      kind: 'renewal',
      description: 'Gold (renewal) (renewal)',
      plan_name: 'Gold (renewal)',
    });
    // An older API's answer, without the plan's name: its words as sent.
    const older = invoiceSummary({
      number: 'INV-000045',
      kind: 'renewal',
      description: 'Silver (renewal)',
      plan_name: undefined,
    });
    walletInvoices.mockResolvedValue(ok({ total_count: 4, records: [invoiceSummary(), bought, renewed, older] }));
    await renderPage('/user/wallet/billing', { language: 'zh-CN' });
    const rows = await screen.findAllByTestId('invoice-row');
    expect(within(rows[0]!).getByText('钱包充值')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Standard · monthly')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('Gold (renewal)')).toBeInTheDocument();
    expect(within(rows[3]!).getByText('Silver (renewal)')).toBeInTheDocument();
    expect(screen.queryByText('Wallet top-up')).toBeNull();
  });

  it('pages through the URL: ?page and ?size reach the API', async () => {
    walletInvoices.mockImplementation(async ({ query }: { query: { page: number } }) =>
      ok({ total_count: 25, records: [invoiceSummary({ number: `INV-P${query.page}` })] }),
    );
    const user = userEvent.setup();
    const { location } = await renderPage('/user/wallet/billing?page=2&size=10');
    expect(await screen.findByText('INV-P2')).toBeInTheDocument();
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('INV-P3')).toBeInTheDocument();
    expect(currentUrl(location)).toBe('/user/wallet/billing?page=3&size=10');
    await user.selectOptions(screen.getByLabelText('Per page'), '50');
    await waitFor(() => expect(currentUrl(location)).toBe('/user/wallet/billing?size=50'));
    expect(walletInvoices).toHaveBeenLastCalledWith(expect.objectContaining({ query: { page: 1, size: 50 } }));
  });

  it('ignores unreadable URL params', async () => {
    walletInvoices.mockResolvedValue(ok({ total_count: 0, records: [] }));
    await renderPage('/user/wallet/billing?page=zero&size=1000');
    expect(await screen.findByRole('heading', { name: 'No invoices yet' })).toBeInTheDocument();
    expect(walletInvoices).toHaveBeenCalledWith(expect.objectContaining({ query: { page: 1, size: 20 } }));
  });
});
