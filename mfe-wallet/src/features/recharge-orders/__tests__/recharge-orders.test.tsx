import { screen, within } from '@testing-library/react';
import { api } from '@portal/shared';
import { queryClient } from '@portal/shared/query';
import { signIn } from '@portal/shared/test/render-route';
import { rechargeOrder, rechargeOrders, summary } from '../../../test-utils/fixtures';
import { renderPage } from '../../../test-utils/render-page';
import { orderStatus, returnedTradeNo } from '../order-state';

jest.mock('@portal/shared', () => ({
  ...jest.requireActual('@portal/shared'),
  api: { walletIndex: jest.fn(), walletRechargeRecords: jest.fn(), paymentStatus: jest.fn() },
}));

const mocked = api as unknown as Record<'walletIndex' | 'walletRechargeRecords' | 'paymentStatus', jest.Mock>;

beforeEach(() => {
  queryClient.clear();
  for (const mock of Object.values(mocked)) mock.mockReset();
  signIn();
  mocked.walletIndex.mockResolvedValue(summary());
});

const rowOf = (tradeNo: string) => screen.getByText(tradeNo).closest('tr')!;

describe('/user/wallet/recharge', () => {
  it('lists the orders with their state, and a way to finish paying a pending one', async () => {
    const pending = rechargeOrder({ trade_no: 'R-PENDING' });
    const paid = rechargeOrder({
      trade_no: 'R-PAID',
      status: 'paid',
      is_finish: true,
      paid_at: '2026-03-01T10:01:00.000Z',
      pay_url: null,
      invoice_id: '00000000-0000-4000-8000-00000000beef',
    });
    const expired = rechargeOrder({ trade_no: 'R-EXPIRED', status: 'expired' });
    mocked.walletRechargeRecords.mockResolvedValue(rechargeOrders([pending, paid, expired]));
    await renderPage('/user/wallet/recharge');
    await screen.findByText('R-PENDING');
    expect(mocked.walletRechargeRecords).toHaveBeenCalledWith(
      expect.objectContaining({ query: { limit: 20, offset: 0 } }),
    );

    expect(within(rowOf('R-PENDING')).getByText('Pending')).toHaveAttribute('data-status', 'pending');
    expect(within(rowOf('R-PENDING')).getByText('CN¥30.00')).toBeInTheDocument();
    // A plain link: following it is a full page load to the gateway.
    const finish = within(rowOf('R-PENDING')).getByRole('link', { name: 'Finish paying order R-PENDING' });
    expect(finish).toHaveAttribute('href', pending.pay_url);

    expect(within(rowOf('R-PAID')).getByText('Paid')).toBeInTheDocument();
    expect(within(rowOf('R-PAID')).getByText(/^Paid .*2026/)).toBeInTheDocument();
    expect(within(rowOf('R-PAID')).getByRole('link', { name: 'Invoice' })).toHaveAttribute(
      'href',
      '/user/wallet/billing/view-invoice/00000000-0000-4000-8000-00000000beef',
    );
    expect(within(rowOf('R-EXPIRED')).getByText('Expired')).toBeInTheDocument();
    expect(within(rowOf('R-EXPIRED')).queryByRole('link')).toBeNull();
  });

  it('never offers to finish paying on a pay URL that is not http(s), nor past the expiry', async () => {
    mocked.walletRechargeRecords.mockResolvedValue(
      rechargeOrders([
        rechargeOrder({ trade_no: 'R-SCRIPT', pay_url: 'javascript:alert(1)' }),
        rechargeOrder({ trade_no: 'R-LATE', status: undefined, expires_at: '2020-01-01T00:00:00.000Z' }),
      ]),
    );
    await renderPage('/user/wallet/recharge');
    await screen.findByText('R-SCRIPT');
    expect(within(rowOf('R-SCRIPT')).queryByRole('link')).toBeNull();
    // An answer without `status` is read from the expiry.
    expect(within(rowOf('R-LATE')).getByText('Expired')).toBeInTheDocument();
  });

  it('leads an empty list to the top-up page', async () => {
    mocked.walletRechargeRecords.mockResolvedValue(rechargeOrders([]));
    await renderPage('/user/wallet/recharge');
    expect(await screen.findByRole('heading', { name: 'No top-ups yet' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Top up' }).at(-1)).toHaveAttribute('href', '/user/wallet/recharge/new');
  });
});

describe('order state', () => {
  it('reads the state from is_finish and the expiry when the answer does not name it', () => {
    const now = Date.parse('2026-03-01T12:00:00.000Z');
    expect(orderStatus(rechargeOrder({ status: undefined, is_finish: true }), now)).toBe('paid');
    expect(orderStatus(rechargeOrder({ status: undefined, expires_at: '2026-03-01T13:00:00.000Z' }), now)).toBe(
      'pending',
    );
    expect(orderStatus(rechargeOrder({ status: undefined, expires_at: '2026-03-01T11:00:00.000Z' }), now)).toBe(
      'expired',
    );
  });

  it('takes our order number from the gateway’s return: out_trade_no before trade_no', () => {
    expect(returnedTradeNo(new URLSearchParams('trade_no=R1'))).toBe('R1');
    // EPay appends its own trade_no (the gateway's) and ours as out_trade_no.
    expect(returnedTradeNo(new URLSearchParams('trade_no=GW99&out_trade_no=R1&trade_status=TRADE_SUCCESS'))).toBe('R1');
    expect(returnedTradeNo(new URLSearchParams(''))).toBeNull();
    expect(returnedTradeNo(new URLSearchParams(`trade_no=${'x'.repeat(65)}`))).toBeNull();
  });
});
