import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '@portal/shared';
import type { InvoicePayment } from '@portal/shared/contract';
import { queryClient } from '@portal/shared/query';
import { httpError, invoiceDetail, ok, PAID_FROM_BALANCE } from '../../../test-utils/fixtures';
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
          plan_name: 'VIP 2 · monthly',
          lines: [
            { description: 'VIP 2 · monthly', quantity: 1, unit_price: '25.00', amount: '25.00' },
            { description: 'Extra device', quantity: 2, unit_price: '2.50', amount: '5.00' },
          ],
          subtotal: '30.00',
          total: '30.00',
          payment_method: 'Wallet balance',
          payment: PAID_FROM_BALANCE,
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
      ok(
        invoiceDetail({
          kind: 'purchase',
          description: 'VIP 2',
          plan_name: 'VIP 2',
          payment_method: 'Wallet balance',
          payment: PAID_FROM_BALANCE,
        }),
      ),
    );
    await renderPage(`/user/wallet/billing/view-invoice/${ID}`, { language: 'zh-CN' });
    const sheet = await screen.findByTestId('invoice-sheet');
    expect(within(sheet).getByText('钱包余额')).toBeInTheDocument();
    expect(within(sheet).queryByText('Wallet balance')).toBeNull();
  });

  /** The invoice sheet of `detail`, opened in `language`; answers what it says was paid with. */
  async function paidWith(detail: ReturnType<typeof invoiceDetail>, language: 'en' | 'zh-CN' = 'zh-CN') {
    queryClient.clear();
    walletInvoice.mockResolvedValueOnce(ok(detail));
    const { unmount } = await renderPage(`/user/wallet/billing/view-invoice/${ID}`, { language });
    const sheet = await screen.findByTestId('invoice-sheet');
    const label = within(sheet).getByText(language === 'en' ? 'Paid with' : '支付方式');
    const text = label.closest('dt')?.nextElementSibling?.textContent;
    unmount();
    return text;
  }

  it('names a top-up’s channel and gateway from what the API says of the payment, in the reader’s language', async () => {
    const gateway = (payment: Pick<InvoicePayment, 'payment_system' | 'channel'> & { is_sandbox?: boolean }) => ({
      by: 'gateway' as const,
      is_sandbox: false,
      ...payment,
    });
    expect(await paidWith(invoiceDetail({ payment: gateway({ payment_system: 'epay', channel: 'alipay' }) }))).toBe(
      '支付宝（EPay）',
    );
    expect(
      await paidWith(
        invoiceDetail({
          payment_method: 'WeChat Pay (EPay sandbox)',
          payment: gateway({ payment_system: 'epay', channel: 'wxpay', is_sandbox: true }),
        }),
      ),
    ).toBe('微信支付（EPay 沙箱）');
    expect(
      await paidWith(
        invoiceDetail({
          payment_method: 'Card (Stripe)',
          payment: gateway({ payment_system: 'stripe', channel: 'card' }),
        }),
      ),
    ).toBe('银行卡（Stripe）');
    expect(
      await paidWith(
        invoiceDetail({
          payment_method: 'Marked paid by an operator',
          payment: { by: 'operator', payment_system: 'epay', channel: 'alipay', is_sandbox: false },
        }),
      ),
    ).toBe('由运营人员标记为已支付');
    // A channel the portal has no name for: named after itself, as the API does.
    expect(
      await paidWith(
        invoiceDetail({
          payment_method: 'Crypto (EPay)',
          payment: gateway({ payment_system: 'epay', channel: 'crypto' }),
        }),
      ),
    ).toBe('Crypto（EPay）');
    expect(
      await paidWith(
        invoiceDetail({
          payment_method: 'Crypto (EPay)',
          payment: gateway({ payment_system: 'epay', channel: 'crypto' }),
        }),
        'en',
      ),
    ).toBe('Crypto (EPay)');
  });

  it('reads the payment from the facts, not from the API’s words', async () => {
    // Words that no longer match the facts would show if the page read the words.
    expect(
      await paidWith(
        invoiceDetail({
          payment_method: 'Alipay (EPay)',
          payment: { by: 'gateway', payment_system: 'stripe', channel: 'card', is_sandbox: false },
        }),
      ),
    ).toBe('银行卡（Stripe）');
  });

  it('shows the API’s words as sent where an answer lacks the facts (an older API)', async () => {
    expect(await paidWith(invoiceDetail({ payment_method: 'Alipay (EPay sandbox)', payment: undefined }))).toBe(
      'Alipay (EPay sandbox)',
    );
    // A plan's invoice is paid from the balance: its kind says so. The plan is as the API words it.
    const renewal = invoiceDetail({
      kind: 'renewal',
      description: 'VIP 2 (renewal)',
      plan_name: undefined,
      lines: [{ description: 'VIP 2 (renewal)', quantity: 1, unit_price: '25.00', amount: '25.00' }],
      payment_method: 'Wallet balance',
      payment: undefined,
    });
    expect(await paidWith(renewal)).toBe('钱包余额');
    queryClient.clear();
    walletInvoice.mockResolvedValueOnce(ok(renewal));
    await renderPage(`/user/wallet/billing/view-invoice/${ID}`, { language: 'zh-CN' });
    const sheet = await screen.findByTestId('invoice-sheet');
    expect(within(sheet).getByText('续费 · VIP 2 (renewal)')).toBeInTheDocument();
  });

  it('names the plan an invoice bills as the API names it, on the heading and on its line', async () => {
    walletInvoice.mockResolvedValueOnce(
      ok(
        invoiceDetail({
          kind: 'renewal',
          description: 'Renewal · Gold (renewal)',
          plan_name: 'Renewal · Gold',
          lines: [{ description: 'Renewal · Gold (renewal)', quantity: 1, unit_price: '25.00', amount: '25.00' }],
          payment_method: 'Wallet balance',
          payment: PAID_FROM_BALANCE,
          trade_no: null,
        }),
      ),
    );
    await renderPage(`/user/wallet/billing/view-invoice/${ID}`, { language: 'zh-CN' });
    const sheet = await screen.findByTestId('invoice-sheet');
    expect(within(sheet).getByText('续费 · Renewal · Gold')).toBeInTheDocument();
    expect(within(within(sheet).getByTestId('invoice-line')).getAllByRole('cell')[0]).toHaveTextContent(
      /^Renewal · Gold$/,
    );
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
