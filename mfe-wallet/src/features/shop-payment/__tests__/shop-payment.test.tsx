import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '@portal/shared';
import { queryClient } from '@portal/shared/query';
import { signIn } from '@portal/shared/test/render-route';
import { deferred, httpError, networkError, ok, plan, purchase, quote, summary } from '../../../test-utils/fixtures';
import { renderPage } from '../../../test-utils/render-page';

jest.mock('@portal/shared', () => ({
  ...jest.requireActual('@portal/shared'),
  api: { walletIndex: jest.fn(), shopOldInfo: jest.fn(), shopOldPreOrder: jest.fn(), shopOldConfirmOrder: jest.fn() },
}));

const mocked = api as unknown as Record<
  'walletIndex' | 'shopOldInfo' | 'shopOldPreOrder' | 'shopOldConfirmOrder',
  jest.Mock
>;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

beforeEach(() => {
  queryClient.clear();
  for (const mock of Object.values(mocked)) mock.mockReset();
  signIn();
  mocked.walletIndex.mockResolvedValue(summary());
  mocked.shopOldInfo.mockResolvedValue(ok(plan()));
  mocked.shopOldPreOrder.mockResolvedValue(quote());
  mocked.shopOldConfirmOrder.mockResolvedValue(purchase());
});

const payButton = () => screen.findByRole('button', { name: 'Pay CN¥25.00 from my balance' });
/** The idempotency key of every confirm-order sent so far. */
const keysSent = () =>
  mocked.shopOldConfirmOrder.mock.calls.map(
    ([args]) => (args as { body: { idempotency_key: string } }).body.idempotency_key,
  );

describe('/user/shop-old/payment', () => {
  it('shows the quote: price, balance, balance after, and until when the plan would run', async () => {
    await renderPage('/user/shop-old/payment?shop_id=3');
    expect(await screen.findByRole('heading', { level: 1, name: 'Buy VIP 2 · monthly' })).toBeInTheDocument();
    expect(screen.getByTestId('quote-price')).toHaveTextContent('CN¥25.00');
    expect(screen.getByTestId('quote-balance')).toHaveTextContent('CN¥42.50');
    expect(screen.getByTestId('quote-balance-after')).toHaveTextContent('CN¥17.50');
    expect(screen.getByText(/Apr 2, 2026/)).toBeInTheDocument();
    expect(mocked.shopOldPreOrder).toHaveBeenCalledWith({ params: { shop_id: 3 }, body: { is_auto_renewal: false } });
    // What the plan grants, beside it.
    expect(await screen.findByText('100 GB every 30 days')).toBeInTheDocument();
  });

  it('buys with the balance once, and says what was bought, until when and the balance now', async () => {
    const user = userEvent.setup();
    const bought = purchase();
    mocked.shopOldConfirmOrder.mockResolvedValue(bought);
    await renderPage('/user/shop-old/payment?shop_id=3');
    await user.click(await payButton());
    expect(await screen.findByText('You bought VIP 2 · monthly')).toBeInTheDocument();
    expect(screen.getByText(/It runs until .*2026.*\. Your balance is now CN¥17\.50\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See the invoice' })).toHaveAttribute(
      'href',
      `/user/wallet/billing/view-invoice/${bought.result.invoice_id}`,
    );
    expect(screen.getByRole('link', { name: 'Go to the dashboard' })).toHaveAttribute('href', '/user/dashboard');
    expect(mocked.shopOldConfirmOrder).toHaveBeenCalledTimes(1);
    expect(mocked.shopOldConfirmOrder).toHaveBeenCalledWith({
      params: { shop_id: 3 },
      body: { is_auto_renewal: false, idempotency_key: expect.stringMatching(UUID) },
    });
  });

  it('sends one purchase however often Pay is pressed while it is under way', async () => {
    const answer = deferred<ReturnType<typeof purchase>>();
    mocked.shopOldConfirmOrder.mockReturnValue(answer.promise);
    const user = userEvent.setup();
    await renderPage('/user/shop-old/payment?shop_id=3');
    const button = await payButton();
    await user.click(button);
    await user.dblClick(button);
    expect(button).toBeDisabled();
    answer.resolve(purchase());
    await screen.findByText('You bought VIP 2 · monthly');
    expect(new Set(keysSent()).size).toBe(1);
    expect(mocked.shopOldConfirmOrder).toHaveBeenCalledTimes(1);
  });

  it('retries with the same key when the answer never came, so the purchase is made once', async () => {
    mocked.shopOldConfirmOrder
      .mockRejectedValueOnce(networkError())
      .mockRejectedValueOnce(httpError(502, 'Bad gateway'));
    mocked.shopOldConfirmOrder.mockResolvedValue(purchase());
    const user = userEvent.setup();
    await renderPage('/user/shop-old/payment?shop_id=3');
    await user.click(await payButton());
    expect(await screen.findByText('We could not confirm the purchase')).toBeInTheDocument();
    expect(
      screen.getByText('Press the button again: the same purchase is sent, so you are never charged twice.'),
    ).toBeInTheDocument();
    await user.click(await payButton());
    await waitFor(() => expect(mocked.shopOldConfirmOrder).toHaveBeenCalledTimes(2));
    await user.click(await payButton());
    await screen.findByText('You bought VIP 2 · monthly');
    const keys = keysSent();
    expect(keys).toHaveLength(3);
    expect(new Set(keys).size).toBe(1);
  });

  it('makes a new key for a new attempt after a definite refusal, and shows the fresh quote', async () => {
    mocked.shopOldConfirmOrder
      .mockRejectedValueOnce(httpError(409, 'Not enough balance', 'insufficient_balance'))
      .mockResolvedValue(purchase());
    const user = userEvent.setup();
    await renderPage('/user/shop-old/payment?shop_id=3');
    await user.click(await payButton());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The purchase was not made');
    expect(alert).toHaveTextContent('Your balance is not enough for this plan. Top up the difference first.');
    // The quote is asked again: the balance changed since.
    await waitFor(() => expect(mocked.shopOldPreOrder.mock.calls.length).toBeGreaterThan(1));
    await user.click(await payButton());
    await screen.findByText('You bought VIP 2 · monthly');
    const [first, second] = keysSent();
    expect(first).toMatch(UUID);
    expect(second).toMatch(UUID);
    expect(second).not.toBe(first);
  });

  it('sends the auto-renewal choice with the quote and the purchase', async () => {
    const user = userEvent.setup();
    await renderPage('/user/shop-old/payment?shop_id=3');
    await user.click(await screen.findByRole('checkbox', { name: 'Renew it from my balance when it ends' }));
    await waitFor(() =>
      expect(mocked.shopOldPreOrder).toHaveBeenLastCalledWith({
        params: { shop_id: 3 },
        body: { is_auto_renewal: true },
      }),
    );
    await user.click(await payButton());
    await screen.findByText('You bought VIP 2 · monthly');
    expect(mocked.shopOldConfirmOrder).toHaveBeenCalledWith(
      expect.objectContaining({ body: expect.objectContaining({ is_auto_renewal: true }) }),
    );
  });

  it('when the balance is short, offers to top up the difference and come back here', async () => {
    mocked.shopOldPreOrder.mockResolvedValue(
      quote({ wallet_balance: '20.00', balance_after: '-5.00', is_affordable: false, shortfall: '5.00' }),
    );
    await renderPage('/user/shop-old/payment?shop_id=3');
    expect(await screen.findByText('Your balance is CN¥5.00 short')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Top up CN¥5.00' })).toHaveAttribute(
      'href',
      '/user/wallet/recharge/new?amount=5.00&return_to=%2Fuser%2Fshop-old%2Fpayment%3Fshop_id%3D3',
    );
    expect(screen.queryByRole('button', { name: /from my balance/ })).toBeNull();
  });

  it('returns to "Buy a plan" when the plan was chosen there, through a top-up too; the shop otherwise', async () => {
    mocked.shopOldPreOrder.mockResolvedValue(
      quote({ wallet_balance: '20.00', balance_after: '-5.00', is_affordable: false, shortfall: '5.00' }),
    );
    const { unmount } = await renderPage('/user/shop-old/payment?shop_id=3&from=%2Fuser%2Fservices%2Fbuy');
    expect(await screen.findByRole('link', { name: '← Back to Buy a plan' })).toHaveAttribute(
      'href',
      '/user/services/buy',
    );
    expect(screen.getByRole('link', { name: 'Top up CN¥5.00' })).toHaveAttribute(
      'href',
      '/user/wallet/recharge/new?amount=5.00&return_to=%2Fuser%2Fshop-old%2Fpayment%3Fshop_id%3D3%26from%3D%252Fuser%252Fservices%252Fbuy',
    );
    unmount();
    await renderPage('/user/shop-old/payment?shop_id=3&from=https%3A%2F%2Fexample.com');
    expect(await screen.findByRole('link', { name: '← Back to the shop' })).toHaveAttribute('href', '/user/shop-old');
  });

  it('reads the shortfall from the balance after when the quote does not give it', async () => {
    mocked.shopOldPreOrder.mockResolvedValue(
      quote({ wallet_balance: '20.00', balance_after: '-5.00', is_affordable: false, shortfall: undefined }),
    );
    await renderPage('/user/shop-old/payment?shop_id=3');
    expect(await screen.findByRole('link', { name: 'Top up CN¥5.00' })).toBeInTheDocument();
  });

  it('asks for a plan when the address names none', async () => {
    for (const path of [
      '/user/shop-old/payment',
      '/user/shop-old/payment?shop_id=abc',
      '/user/shop-old/payment?shop_id=-1',
    ]) {
      const view = await renderPage(path);
      expect(screen.getByRole('heading', { name: 'Choose a plan first' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Back to the shop' })).toHaveAttribute('href', '/user/shop-old');
      view.unmount();
    }
    expect(mocked.shopOldPreOrder).not.toHaveBeenCalled();
  });
});
