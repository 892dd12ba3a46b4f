import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, type ApiError } from '@portal/shared';
import { queryClient } from '@portal/shared/query';
import { signIn } from '@portal/shared/test/render-route';
import { httpError, ok, summary } from '../../../test-utils/fixtures';
import { renderPage } from '../../../test-utils/render-page';

jest.mock('@portal/shared', () => ({
  ...jest.requireActual('@portal/shared'),
  api: { walletIndex: jest.fn(), walletCdKeyRecords: jest.fn(), walletCdKeyRedeem: jest.fn() },
}));

const mocked = api as unknown as Record<'walletIndex' | 'walletCdKeyRecords' | 'walletCdKeyRedeem', jest.Mock>;

beforeEach(() => {
  queryClient.clear();
  for (const mock of Object.values(mocked)) mock.mockReset();
  signIn();
  mocked.walletIndex.mockResolvedValue(summary());
  mocked.walletCdKeyRecords.mockResolvedValue(ok({ records: [] }));
});

const codeField = () => screen.getByLabelText('Cd-key');

async function redeem(code: string) {
  const user = userEvent.setup();
  await user.clear(codeField());
  await user.type(codeField(), code);
  await user.click(screen.getByRole('button', { name: 'Redeem' }));
}

describe('/user/wallet/recharge/cd-key', () => {
  it('redeems a cd-key: says what it added and the new balance, empties the box and lists it', async () => {
    mocked.walletCdKeyRedeem.mockResolvedValue(
      ok({ cd_key: 'GIFT-2026-AB', money_amount: '50.00', wallet_balance: '92.50' }),
    );
    await renderPage('/user/wallet/recharge/cd-key');
    expect(await screen.findByRole('heading', { name: 'No cd-keys redeemed yet' })).toBeInTheDocument();
    mocked.walletCdKeyRecords.mockResolvedValue(
      ok({ records: [{ cd_key: 'GIFT-2026-AB', money_amount: '50.00', redeemed_at: '2026-03-01T10:00:00.000Z' }] }),
    );

    await redeem('  GIFT-2026-AB ');
    expect(await screen.findByText('CN¥50.00 was added to your balance')).toBeInTheDocument();
    expect(screen.getByText('Your balance is now CN¥92.50.')).toBeInTheDocument();
    expect(mocked.walletCdKeyRedeem).toHaveBeenCalledWith({ params: { cd_key: 'GIFT-2026-AB' } });
    expect(codeField()).toHaveValue('');
    const row = await screen.findByTestId('redeemed-cd-key');
    expect(within(row).getByText('GIFT-2026-AB')).toBeInTheDocument();
    expect(within(row).getByText('CN¥50.00')).toBeInTheDocument();
  });

  it('checks the code before sending it', async () => {
    await renderPage('/user/wallet/recharge/cd-key');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Redeem' }));
    expect(await screen.findByText('Enter the cd-key.')).toBeInTheDocument();
    await redeem('bad key!');
    expect(await screen.findByText('A cd-key has 4 to 64 letters, digits or dashes.')).toBeInTheDocument();
    expect(mocked.walletCdKeyRedeem).not.toHaveBeenCalled();
  });

  it.each<[string, ApiError, string]>([
    [
      'unknown',
      httpError(404, 'No such cd-key', 'cd_key_not_found'),
      'No cd-key has this code. Check it and try again.',
    ],
    ['used up', httpError(409, 'Used', 'cd_key_used'), 'This cd-key has already been used up.'],
    [
      'already redeemed',
      httpError(409, 'Yours already', 'cd_key_already_redeemed'),
      'You have already redeemed this cd-key.',
    ],
    ['expired', httpError(410, 'Expired', 'cd_key_expired'), 'This cd-key has expired.'],
    [
      'rate-limited',
      httpError(429, 'Try again in 10 minutes', 'rate_limited'),
      'Too many attempts. Please wait a few minutes and try again.',
    ],
    // An answer with only the generic code, or none, is read from its status.
    [
      'unknown (generic 404)',
      httpError(404, 'Not found', 'not_found'),
      'No cd-key has this code. Check it and try again.',
    ],
    ['used (bare 409)', httpError(409, 'Conflict'), 'This cd-key has already been used up.'],
    [
      'rate-limited (bare 429)',
      httpError(429, 'Slow down'),
      'Too many attempts. Please wait a few minutes and try again.',
    ],
  ])('says clearly when the code is %s, and keeps it for correcting', async (_case, error, message) => {
    mocked.walletCdKeyRedeem.mockRejectedValue(error);
    await renderPage('/user/wallet/recharge/cd-key');
    await redeem('GIFT-2026-AB');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The cd-key could not be redeemed.');
    expect(alert).toHaveTextContent(message);
    expect(codeField()).toHaveValue('GIFT-2026-AB');
  });

  it('says it in Chinese too', async () => {
    mocked.walletCdKeyRedeem.mockRejectedValue(httpError(409, 'Used', 'cd_key_used'));
    await renderPage('/user/wallet/recharge/cd-key', { language: 'zh-CN' });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('卡密'), 'GIFT-2026-AB');
    await user.click(screen.getByRole('button', { name: '兑换' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('此卡密已被用完。'));
  });
});
