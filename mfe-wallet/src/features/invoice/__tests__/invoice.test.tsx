import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '@portal/shared';
import { queryClient } from '@portal/shared/query';
import { httpError, invoiceDetail, ok } from '../../../test-utils/fixtures';
import { renderRoute, signIn } from '@portal/shared/test/render-route';
import { renderPage } from '../../../test-utils/render-page';
import { routes } from '../../../routes';
import { INVOICE_PRINT_CSS } from '../components/print-style';

jest.mock('@portal/shared', () => ({
  ...jest.requireActual('@portal/shared'),
  api: { walletInvoice: jest.fn() },
}));

const walletInvoice = api.walletInvoice as jest.Mock;
const ID = '017aa5e9-e8c0-4000-a001-9e828b5fa184';

beforeEach(() => {
  queryClient.clear();
  walletInvoice.mockReset();
  signIn();
});

describe('/user/wallet/billing/view-invoice/:id', () => {
  it('shows the seller, the customer, the lines, the totals and the state', async () => {
    walletInvoice.mockResolvedValue(
      ok(
        invoiceDetail({
          kind: 'purchase',
          description: 'VIP 2 · monthly',
          lines: [
            { description: 'VIP 2 · monthly', quantity: 1, unit_price: '25.00', amount: '25.00' },
            { description: 'Extra device', quantity: 2, unit_price: '2.50', amount: '5.00' },
          ],
          subtotal: '30.00',
          total: '30.00',
          payment_method: 'Wallet balance',
          trade_no: null,
        }),
      ),
    );
    await renderPage(`/user/wallet/billing/view-invoice/${ID}`);
    expect(walletInvoice).toHaveBeenCalledWith(expect.objectContaining({ params: { invoice_id: ID } }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Invoice INV-000042' })).toBeInTheDocument();
    const sheet = screen.getByTestId('invoice-sheet');
    expect(within(sheet).getByText('极速云 Ltd.')).toBeInTheDocument();
    expect(within(sheet).getByText(/1 Harbour Road/)).toBeInTheDocument();
    expect(within(sheet).getByText('ann@example.com')).toBeInTheDocument();
    expect(within(sheet).getByText('Customer no. 7')).toBeInTheDocument();
    expect(within(sheet).getByText('Paid')).toHaveAttribute('data-status', 'paid');
    expect(within(sheet).getByText('Paid on')).toBeInTheDocument();
    expect(within(sheet).getByText('Wallet balance')).toBeInTheDocument();
    const lines = within(sheet).getAllByTestId('invoice-line');
    expect(
      lines.map((line) =>
        within(line)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['VIP 2 · monthly', '1', 'CN¥25.00', 'CN¥25.00'],
      ['Extra device', '2', 'CN¥2.50', 'CN¥5.00'],
    ]);
    expect(within(sheet).getByTestId('invoice-total')).toHaveTextContent('CN¥30.00');
    expect(document.title).toMatch(/^Invoice INV-000042/);
  });

  it('names how it was paid in the reader’s language: the balance for a plan, the method for a top-up', async () => {
    walletInvoice.mockResolvedValueOnce(
      ok(invoiceDetail({ kind: 'purchase', description: 'VIP 2', payment_method: 'Wallet balance' })),
    );
    await renderPage(`/user/wallet/billing/view-invoice/${ID}`, { language: 'zh-CN' });
    const sheet = await screen.findByTestId('invoice-sheet');
    expect(within(sheet).getByText('钱包余额')).toBeInTheDocument();
    expect(within(sheet).queryByText('Wallet balance')).toBeNull();
  });

  it('names a top-up’s channel in the reader’s language, and a channel it does not know as the API did', async () => {
    walletInvoice.mockResolvedValueOnce(ok(invoiceDetail({ payment_method: 'Alipay (EPay)' })));
    const { unmount } = await renderPage(`/user/wallet/billing/view-invoice/${ID}`, { language: 'zh-CN' });
    const sheet = await screen.findByTestId('invoice-sheet');
    expect(within(sheet).getByText('支付宝（EPay）')).toBeInTheDocument();
    expect(within(sheet).getByText('充值 · 钱包充值')).toBeInTheDocument();
    unmount();

    queryClient.clear();
    walletInvoice.mockResolvedValueOnce(ok(invoiceDetail({ payment_method: 'Crypto (EPay)' })));
    await renderPage(`/user/wallet/billing/view-invoice/${ID}`, { language: 'zh-CN' });
    expect(within(await screen.findByTestId('invoice-sheet')).getByText('Crypto（EPay）')).toBeInTheDocument();
  });

  it('prints on one clean A4 page: the sheet alone, without the portal around it', async () => {
    walletInvoice.mockResolvedValue(ok(invoiceDetail()));
    const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
    await renderPage(`/user/wallet/billing/view-invoice/${ID}`);
    await screen.findByTestId('invoice-sheet');
    expect(screen.getByTestId('invoice-sheet')).toHaveAttribute('data-print-root');
    const css = INVOICE_PRINT_CSS.replace(/\s+/g, ' ');
    expect(css).toMatch(/@media print/);
    expect(css).toMatch(/@page ?\{ ?size: ?A4/);
    expect(css).toMatch(/body \* ?\{ ?visibility: ?hidden/);
    // Everything that does not hold the sheet leaves the layout; the sheet prints black on white.
    expect(css).toMatch(/body \*:not\(:has\(\[data-print-root\]\)\):not\(\[data-print-root\]\)[^{]*\{ ?display: ?none/);
    expect(css).toMatch(/\[data-print-root\] \* ?\{[^}]*color: #000/);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledTimes(1);
    print.mockRestore();
  });

  it('says inside the layout that an invoice that is not the customer’s does not exist', async () => {
    walletInvoice.mockRejectedValue(httpError(404, 'No invoice with this id', 'not_found'));
    await renderPage(`/user/wallet/billing/view-invoice/${ID}`);
    expect(screen.getByRole('heading', { level: 1, name: 'Invoice not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '← Back to billing' })).toHaveAttribute('href', '/user/wallet/billing');
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });

  it('explains another failure and retries', async () => {
    walletInvoice.mockRejectedValueOnce(httpError(403, 'Forbidden')).mockResolvedValue(ok(invoiceDetail()));
    renderRoute(routes, `/user/wallet/billing/view-invoice/${ID}`);
    const alert = await screen.findByRole('alert', {}, { timeout: 10_000 });
    expect(alert).toHaveTextContent('The invoice could not be loaded.');
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId('invoice-sheet')).toBeInTheDocument();
  });
});
