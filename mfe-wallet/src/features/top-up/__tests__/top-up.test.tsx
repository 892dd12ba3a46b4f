import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '@portal/shared';
import { queryClient } from '@portal/shared/query';
import { signIn } from '@portal/shared/test/render-route';
import { goToGateway } from '../../../lib/gateway';
import { returnToFor } from '../../../lib/return-to';
import { httpError, ok, paymentMethods, uuid } from '../../../test-utils/fixtures';
import { renderPage } from '../../../test-utils/render-page';
import { prefillAmount } from '../amount-rules';

jest.mock('@portal/shared', () => ({
  ...jest.requireActual('@portal/shared'),
  api: { walletPaymentMethods: jest.fn(), walletRecharge: jest.fn() },
}));
jest.mock('../../../lib/gateway', () => ({
  ...jest.requireActual('../../../lib/gateway'),
  goToGateway: jest.fn(),
}));

const mocked = api as unknown as Record<'walletPaymentMethods' | 'walletRecharge', jest.Mock>;
const leave = goToGateway as jest.Mock;

function order(payUrl = 'https://pay.example.com/submit.php?out_trade_no=R77', tradeNo = 'R77') {
  return ok({ id: uuid(), trade_no: tradeNo, money_amount: '30.00', pay_method_id: 1, pay_url: payUrl });
}

beforeEach(() => {
  queryClient.clear();
  sessionStorage.clear();
  for (const mock of [...Object.values(mocked), leave]) mock.mockReset();
  signIn();
  mocked.walletPaymentMethods.mockResolvedValue(paymentMethods());
  mocked.walletRecharge.mockResolvedValue(order());
});

const amountField = () => screen.getByLabelText('Amount (CN¥)');

async function openForm(path = '/user/wallet/recharge/new') {
  const view = await renderPage(path);
  await screen.findByLabelText('Amount (CN¥)');
  return view;
}

describe('/user/wallet/recharge/new', () => {
  // Each keystroke re-checks the field (no submit): the message follows what is typed.
  async function typeAndExpect(cases: [string, string | null][]) {
    const user = userEvent.setup({ delay: null });
    for (const [typed, error] of cases) {
      await user.clear(amountField());
      await user.type(amountField(), typed);
      if (error) expect(await screen.findByText(error)).toBeInTheDocument();
      else await waitFor(() => expect(amountField()).not.toHaveAttribute('aria-invalid'));
    }
  }

  const FORMAT = 'Use an amount such as 30 or 12.50: digits, at most two decimals.';

  it('checks the amount’s form as it is typed: digits, at most two decimals, above zero', async () => {
    await openForm();
    await typeAndExpect([
      ['12.345', FORMAT],
      ['1e3', FORMAT],
      ['abc', FORMAT],
      ['-5', FORMAT],
      ['0', 'Enter an amount above zero.'],
      ['10.5', null],
    ]);
    await userEvent.setup().clear(amountField());
    expect(await screen.findByText('Enter an amount.')).toBeInTheDocument();
    expect(mocked.walletRecharge).not.toHaveBeenCalled();
  }, 20_000);

  it('checks the amount against the configured bounds as it is typed', async () => {
    await openForm();
    expect(screen.getByText('From CN¥10.00 to CN¥5,000.00, at most two decimals.')).toBeInTheDocument();
    await typeAndExpect([
      ['9.99', 'The smallest top-up is CN¥10.00.'],
      ['10', null],
      ['5000.01', 'The largest top-up is CN¥5,000.00.'],
      ['5000', null],
    ]);
    expect(mocked.walletRecharge).not.toHaveBeenCalled();
  }, 20_000);

  it('fills a suggested amount, lists the configured methods and labels the sandbox', async () => {
    const user = userEvent.setup();
    await openForm();
    await user.click(screen.getByRole('button', { name: 'CN¥50.00' }));
    expect(amountField()).toHaveValue('50.00');
    expect(screen.getByRole('button', { name: 'CN¥50.00' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Pay CN¥50.00' })).toBeInTheDocument();

    const methods = screen.getByRole('group', { name: 'Payment method' });
    expect(within(methods).getByRole('radio', { name: /^Alipay/ })).toBeChecked();
    const sandbox = within(methods).getByRole('radio', { name: /^WeChat Pay Sandbox/ });
    expect(sandbox.closest('label')).toHaveTextContent('Sandbox');
    expect(sandbox.closest('label')).toHaveTextContent('A test gateway: no real money moves.');
  });

  it('makes the order with the chosen method and leaves for its pay URL with a full page load', async () => {
    const user = userEvent.setup();
    await openForm();
    await user.type(amountField(), '30');
    await user.click(screen.getByRole('radio', { name: /WeChat Pay/ }));
    await user.click(screen.getByRole('button', { name: 'Pay CN¥30.00' }));
    await waitFor(() => expect(leave).toHaveBeenCalledWith('https://pay.example.com/submit.php?out_trade_no=R77'));
    expect(mocked.walletRecharge).toHaveBeenCalledWith({ params: { recharge_id: 2 }, body: { money_amount: '30' } });
    expect(screen.getByRole('button', { name: 'Taking you to the payment page…' })).toBeDisabled();
  });

  it('never leaves for a pay URL that is not http(s)', async () => {
    mocked.walletRecharge.mockResolvedValue(order('javascript:alert(1)'));
    const user = userEvent.setup();
    await openForm('/user/wallet/recharge/new?amount=30');
    await user.click(screen.getByRole('button', { name: 'Pay CN¥30.00' }));
    expect(await screen.findByText('The top-up could not be started.')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The payment service sent an address the portal will not open.',
    );
    expect(leave).not.toHaveBeenCalled();
  });

  it('says why the order could not be made, and keeps what was chosen', async () => {
    mocked.walletRecharge.mockRejectedValue(
      httpError(502, 'The payment gateway did not answer', 'gateway_unavailable'),
    );
    const user = userEvent.setup();
    await openForm();
    await user.type(amountField(), '30');
    await user.click(screen.getByRole('button', { name: 'Pay CN¥30.00' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'The payment service did not answer. Nothing was charged; please try again in a moment.',
    );
    expect(amountField()).toHaveValue('30');
    expect(leave).not.toHaveBeenCalled();
  });

  it('tops up the difference a purchase needs and remembers where to come back', async () => {
    const user = userEvent.setup();
    await openForm('/user/wallet/recharge/new?amount=12.5&return_to=%2Fuser%2Fshop-old%2Fpayment%3Fshop_id%3D3');
    expect(amountField()).toHaveValue('12.50');
    expect(screen.getByText(/Your purchase needs CN¥12.50 more\./)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Pay CN¥12.50' }));
    await waitFor(() => expect(leave).toHaveBeenCalled());
    expect(returnToFor('R77')).toBe('/user/shop-old/payment?shop_id=3');
  });

  it('raises a shortfall below the smallest top-up to it, and says so', async () => {
    await openForm('/user/wallet/recharge/new?amount=3.501&return_to=%2Fuser%2Fshop-old%2Fpayment%3Fshop_id%3D3');
    expect(amountField()).toHaveValue('10.00');
    expect(screen.getByText(/Your purchase needs CN¥3.51 more; the smallest top-up is CN¥10.00\./)).toBeInTheDocument();
  });

  it('ignores a return_to that leaves the site', async () => {
    const user = userEvent.setup();
    await openForm('/user/wallet/recharge/new?amount=30&return_to=%2F%2Fevil.example%2Fuser');
    expect(screen.queryByText(/Your purchase needs/)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Pay CN¥30.00' }));
    await waitFor(() => expect(leave).toHaveBeenCalled());
    expect(returnToFor('R77')).toBeNull();
  });

  it('says when no payment method is configured, and offers the cd-key instead', async () => {
    mocked.walletPaymentMethods.mockResolvedValue(paymentMethods({ methods: [] }));
    await renderPage('/user/wallet/recharge/new');
    expect(await screen.findByRole('heading', { name: 'No payment method is available' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Redeem a cd-key' })).toHaveAttribute(
      'href',
      '/user/wallet/recharge/cd-key',
    );
  });

  it('reads in Chinese', async () => {
    await renderPage('/user/wallet/recharge/new', { language: 'zh-CN' });
    expect(await screen.findByLabelText('金额（¥）')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: '为钱包充值' })).toBeInTheDocument();
  });
});

describe('pre-filling an amount', () => {
  const bounds = { min_amount: '10.00', max_amount: '5000.00' };
  it('rounds up to cents and raises to the smallest top-up', () => {
    expect(prefillAmount('30', bounds)).toEqual({ amount: '30.00', shortfallBelowMin: null });
    expect(prefillAmount('2.001', bounds)).toEqual({ amount: '10.00', shortfallBelowMin: '2.01' });
    expect(prefillAmount('junk', bounds)).toEqual({ amount: '', shortfallBelowMin: null });
    expect(prefillAmount(null, bounds)).toEqual({ amount: '', shortfallBelowMin: null });
  });
});
