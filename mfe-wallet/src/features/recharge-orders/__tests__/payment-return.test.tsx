// Back from the gateway: the page asks whether the order is paid every two seconds and shows the credit
// the moment it lands (and the new balance), then the way back to a purchase that sent the customer here.
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '@portal/shared';
import { queryClient } from '@portal/shared/query';
import { signIn } from '@portal/shared/test/render-route';
import { httpError, paymentState, rechargeOrders, summary } from '../../../test-utils/fixtures';
import { renderPage } from '../../../test-utils/render-page';
import { rememberReturnTo } from '../../../lib/return-to';
import { PAYMENT_POLL_FOR_MS, PAYMENT_POLL_MS } from '../api/use-payment-confirmation';

jest.mock('@portal/shared', () => ({
  ...jest.requireActual('@portal/shared'),
  api: { walletIndex: jest.fn(), walletRechargeRecords: jest.fn(), paymentStatus: jest.fn() },
}));

const mocked = api as unknown as Record<'walletIndex' | 'walletRechargeRecords' | 'paymentStatus', jest.Mock>;

beforeEach(() => {
  jest.useFakeTimers({ advanceTimers: true });
  queryClient.clear();
  sessionStorage.clear();
  for (const mock of Object.values(mocked)) mock.mockReset();
  signIn();
  mocked.walletIndex.mockResolvedValue(summary());
  mocked.walletRechargeRecords.mockResolvedValue(rechargeOrders([]));
});

afterEach(() => jest.useRealTimers());

const wait = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));

describe('returning from the gateway', () => {
  it('polls the order and shows the credit the moment it lands, with the new balance', async () => {
    mocked.paymentStatus
      .mockResolvedValueOnce(paymentState())
      .mockResolvedValueOnce(paymentState())
      .mockResolvedValue(paymentState({ status: 'paid', is_finish: true, paid_at: '2026-03-01T10:01:00.000Z' }));
    await renderPage('/user/wallet/recharge?trade_no=R20260301100000');
    expect(await screen.findByText('Checking your payment…')).toBeInTheDocument();
    expect(mocked.paymentStatus).toHaveBeenCalledWith(
      expect.objectContaining({ query: { tradeno: 'R20260301100000' } }),
    );
    const balanceCallsBefore = mocked.walletIndex.mock.calls.length;
    mocked.walletIndex.mockResolvedValue(summary({ wallet_balance: '72.50' }));

    await wait(PAYMENT_POLL_MS);
    expect(screen.getByText('Checking your payment…')).toBeInTheDocument();
    await wait(PAYMENT_POLL_MS);
    expect(await screen.findByText('CN¥30.00 was added to your balance')).toBeInTheDocument();
    expect(mocked.paymentStatus).toHaveBeenCalledTimes(3);
    // The balances and the order list are fetched again at once.
    expect(mocked.walletIndex.mock.calls.length).toBeGreaterThan(balanceCallsBefore);
    expect(mocked.walletRechargeRecords.mock.calls.length).toBeGreaterThan(1);

    // Paid: no more polling.
    await wait(PAYMENT_POLL_MS * 3);
    expect(mocked.paymentStatus).toHaveBeenCalledTimes(3);
  });

  it('reads EPay’s out_trade_no (ours) rather than its trade_no (the gateway’s)', async () => {
    mocked.paymentStatus.mockResolvedValue(paymentState({ status: 'paid', is_finish: true }));
    await renderPage(
      '/user/wallet/recharge?pid=1001&trade_no=GW42&out_trade_no=R20260301100000&trade_status=TRADE_SUCCESS',
    );
    await screen.findByText('CN¥30.00 was added to your balance');
    expect(mocked.paymentStatus).toHaveBeenCalledWith(
      expect.objectContaining({ query: { tradeno: 'R20260301100000' } }),
    );
  });

  it('offers the way back to the purchase that sent the customer to top up', async () => {
    rememberReturnTo('R20260301100000', '/user/shop-old/payment?shop_id=3');
    mocked.paymentStatus.mockResolvedValue(paymentState({ status: 'paid', is_finish: true }));
    await renderPage('/user/wallet/recharge?trade_no=R20260301100000');
    const alert = (await screen.findByText('CN¥30.00 was added to your balance')).closest('[role]') as HTMLElement;
    expect(within(alert).getByRole('link', { name: 'Back to your purchase' })).toHaveAttribute(
      'href',
      '/user/shop-old/payment?shop_id=3',
    );
  });

  it('stops after two minutes still pending, says so, and checks again on request', async () => {
    mocked.paymentStatus.mockResolvedValue(paymentState());
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await renderPage('/user/wallet/recharge?trade_no=R20260301100000');
    await screen.findByText('Checking your payment…');
    await wait(PAYMENT_POLL_FOR_MS);
    expect(await screen.findByText('Your payment is not confirmed yet')).toBeInTheDocument();
    const calls = mocked.paymentStatus.mock.calls.length;
    await wait(PAYMENT_POLL_MS * 5);
    expect(mocked.paymentStatus.mock.calls.length).toBe(calls);

    mocked.paymentStatus.mockResolvedValue(paymentState({ status: 'paid', is_finish: true }));
    await user.click(screen.getByRole('button', { name: 'Check again' }));
    expect(await screen.findByText('CN¥30.00 was added to your balance')).toBeInTheDocument();
  });

  it('says when the order expired before it was paid', async () => {
    mocked.paymentStatus.mockResolvedValue(paymentState({ status: 'expired' }));
    await renderPage('/user/wallet/recharge?trade_no=R20260301100000');
    expect(await screen.findByText('Order R20260301100000 expired before it was paid')).toBeInTheDocument();
  });

  it('says when the order is not the customer’s or does not exist', async () => {
    mocked.paymentStatus.mockRejectedValue(httpError(404, 'No order with this trade number', 'not_found'));
    await renderPage('/user/wallet/recharge?trade_no=R-UNKNOWN');
    expect(await screen.findByText('We could not find order R-UNKNOWN')).toBeInTheDocument();
  });
});
