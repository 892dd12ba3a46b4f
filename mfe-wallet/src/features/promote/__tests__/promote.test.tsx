import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '@portal/shared';
import { queryClient } from '@portal/shared/query';
import { currentUrl, signIn } from '@portal/shared/test/render-route';
import { commissionRecord, httpError, invite, ok, summary } from '../../../test-utils/fixtures';
import { renderPage } from '../../../test-utils/render-page';

jest.mock('@portal/shared', () => ({
  ...jest.requireActual('@portal/shared'),
  api: { walletIndex: jest.fn(), inviteIndex: jest.fn(), inviteRecords: jest.fn(), inviteTransfer: jest.fn() },
}));

const mocked = api as unknown as Record<'walletIndex' | 'inviteIndex' | 'inviteRecords' | 'inviteTransfer', jest.Mock>;

beforeEach(() => {
  queryClient.clear();
  for (const mock of Object.values(mocked)) mock.mockReset();
  signIn();
  mocked.walletIndex.mockResolvedValue(summary());
  mocked.inviteIndex.mockResolvedValue(invite());
  mocked.inviteRecords.mockResolvedValue(ok({ total_count: 1, records: [commissionRecord()] }));
  mocked.inviteTransfer.mockResolvedValue(
    ok({ money_amount: '6.00', invite_balance: '0.00', wallet_balance: '48.50' }),
  );
});

const amountField = () => screen.getByLabelText('Amount (CN¥)');

describe('/user/promote', () => {
  it('shares the invite code and link (copy, QR) and says what inviting earns', async () => {
    const user = userEvent.setup();
    await renderPage('/user/promote');
    expect(screen.getByRole('heading', { level: 1, name: 'Invite friends' })).toBeInTheDocument();
    expect(await screen.findByTestId('invite-code')).toHaveTextContent('ANN7K2');
    expect(screen.getByTestId('invite-link')).toHaveTextContent('http://localhost/auth/sign-up?invite_code=ANN7K2');
    expect(screen.getByText('You earn 10% of the first purchase each friend pays in cash.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Copy the invite link' }));
    expect(await navigator.clipboard.readText()).toBe('http://localhost/auth/sign-up?invite_code=ANN7K2');
    await user.click(screen.getByRole('button', { name: 'Copy the invite code' }));
    expect(await navigator.clipboard.readText()).toBe('ANN7K2');

    const qr = await screen.findByRole('img', { name: 'QR code of your invite link' });
    expect(qr.tagName.toLowerCase()).toBe('svg');
  });

  it('shows the figures, the friends invited and the commission records', async () => {
    await renderPage('/user/promote');
    expect(await screen.findByTestId('invite-count')).toHaveTextContent('2');
    expect(screen.getByTestId('commission-earned')).toHaveTextContent('CN¥12.50');
    expect(screen.getByTestId('commission-available')).toHaveTextContent('CN¥6.00');
    const friend = screen.getByTestId('invited-friend');
    expect(within(friend).getByText('bob')).toBeInTheDocument();
    expect(within(friend).getByText('CN¥2.50')).toBeInTheDocument();
    expect(within(friend).getByText('Commission earned')).toBeInTheDocument();
    const record = await screen.findByTestId('commission-record');
    expect(within(record).getByText('+CN¥2.50')).toBeInTheDocument();
  });

  it('moves all the commission into the balance when no amount is given', async () => {
    const user = userEvent.setup();
    await renderPage('/user/promote');
    expect(await screen.findByText('Leave it empty to move all of it (CN¥6.00).')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Move to balance' }));
    expect(await screen.findByText('CN¥6.00 moved to your balance')).toBeInTheDocument();
    expect(screen.getByText('Your balance is now CN¥48.50.')).toBeInTheDocument();
    expect(mocked.inviteTransfer).toHaveBeenCalledWith({ body: {} });
  });

  it('moves an amount, checked as it is typed against the commission there is', async () => {
    const user = userEvent.setup();
    await renderPage('/user/promote');
    await screen.findByTestId('invite-code');
    await user.type(amountField(), '6.01');
    expect(await screen.findByText('You have CN¥6.00 to move.')).toBeInTheDocument();
    await user.clear(amountField());
    await user.type(amountField(), '2.555');
    expect(
      await screen.findByText('Use an amount such as 5 or 12.50: digits, at most two decimals.'),
    ).toBeInTheDocument();
    await user.clear(amountField());
    await user.type(amountField(), '2.50');
    await user.click(screen.getByRole('button', { name: 'Move to balance' }));
    await waitFor(() => expect(mocked.inviteTransfer).toHaveBeenCalledWith({ body: { money_amount: '2.50' } }));
  });

  it('says why commission could not be moved', async () => {
    mocked.inviteTransfer.mockRejectedValue(httpError(409, 'Not enough', 'insufficient_commission'));
    const user = userEvent.setup();
    await renderPage('/user/promote');
    await screen.findByTestId('invite-code');
    await user.click(screen.getByRole('button', { name: 'Move to balance' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('You do not have that much commission to move.');
  });

  it('says there is nothing to move yet instead of offering the form', async () => {
    mocked.inviteIndex.mockResolvedValue(invite({ invite_balance: '0.00', invited_users: [] }));
    await renderPage('/user/promote');
    expect(await screen.findByText(/No commission to move yet/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Move to balance' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Nobody has signed up with your invite yet.' })).toBeInTheDocument();
  });

  it('pages the commission records through the URL', async () => {
    const records = Array.from({ length: 12 }, (_, index) =>
      commissionRecord({ invited_username: `friend${index + 1}` }),
    );
    mocked.inviteRecords.mockResolvedValue(ok({ total_count: 12, records }));
    const user = userEvent.setup();
    const { location } = await renderPage('/user/promote');
    expect(await screen.findAllByTestId('commission-record')).toHaveLength(10);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('friend12')).toBeInTheDocument();
    expect(screen.getAllByTestId('commission-record')).toHaveLength(2);
    expect(currentUrl(location)).toBe('/user/promote?page=2');
  });

  it('reads in Chinese', async () => {
    await renderPage('/user/promote', { language: 'zh-CN' });
    expect(screen.getByRole('heading', { level: 1, name: '邀请好友' })).toBeInTheDocument();
    expect(await screen.findByText('每位好友首次以现金支付的购买，您可获得其中的 10%。')).toBeInTheDocument();
    expect(within(screen.getByTestId('invited-friend')).getByText('已获得佣金')).toBeInTheDocument();
    expect(screen.queryByText('rewarded')).toBeNull();
  });
});
