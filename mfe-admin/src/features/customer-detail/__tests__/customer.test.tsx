import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '@portal/shared';
import { queryClient } from '@portal/shared/query';
import { renderRoute, signIn } from '@portal/shared/test/render-route';
import { GB, ok, page, userDetail, userRow } from '../../../test-utils/fixtures';
import { httpError } from '../../../test-utils/errors';
import { routes } from '../../../routes';

jest.mock('@portal/shared', () => ({
  ...jest.requireActual('@portal/shared'),
  api: {
    adminUserDetail: jest.fn(),
    adminUserLedger: jest.fn(),
    adminUserBalance: jest.fn(),
    adminUserBan: jest.fn(),
    adminUserUnban: jest.fn(),
    adminUserUpdate: jest.fn(),
    adminUserResetTraffic: jest.fn(),
    adminUserSetRole: jest.fn(),
    adminReplaceUserEmail: jest.fn(),
  },
}));

jest.setTimeout(30_000);
const mocked = api as unknown as Record<string, jest.Mock>;

beforeEach(() => {
  queryClient.clear();
  for (const mock of Object.values(mocked)) mock.mockReset();
  mocked.adminUserDetail!.mockResolvedValue(ok(userDetail()));
  signIn('admin');
});

async function openAction(name: string) {
  const user = userEvent.setup();
  renderRoute(routes, '/admin/customers/42');
  await user.click(await screen.findByRole('button', { name }));
  return { user, dialog: await screen.findByRole('dialog') };
}

describe("a customer's page", () => {
  it('shows their plan, traffic and wallet; support staff read it without actions', async () => {
    signIn('low_admin');
    renderRoute(routes, '/admin/customers/42');
    expect(await screen.findByRole('heading', { level: 1, name: /ann@example.com/ })).toBeInTheDocument();
    const plan = screen.getByRole('region', { name: 'Plan and traffic' });
    expect(within(plan).getByText('12.0 GB of 100 GB')).toBeInTheDocument();
    expect(within(plan).getByText('2.00 GB up, 10.0 GB down')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Wallet' })).getAllByText('CN¥35.50')).toHaveLength(2);
    expect(screen.getByText('Support staff read customers; changes are for administrators.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Adjust balance' })).not.toBeInTheDocument();
    expect(mocked.adminUserDetail).toHaveBeenCalledWith(expect.objectContaining({ params: { user_id: 42 } }));
  });

  it('says so for an id nobody has', async () => {
    mocked.adminUserDetail!.mockRejectedValue(httpError(404, 'No such customer'));
    renderRoute(routes, '/admin/customers/999');
    expect(await screen.findByText('There is no customer with the id 999.')).toBeInTheDocument();
  });

  it('adjusts the balance with a signed amount and a reason, words errors next to the fields', async () => {
    mocked.adminUserBalance!.mockResolvedValue(
      ok({
        balance: '30.50',
        ledger_line: {
          id: '00000000-0000-4000-8000-000000000999',
          created_at: '2026-03-30T00:00:00.000Z',
          kind: 'adjustment',
          amount: '-5.00',
          balance_after: '30.50',
          description: 'Refund of a double top-up',
          reference: null,
          invoice_id: null,
          plan_name: null,
        },
      }),
    );
    const { user, dialog } = await openAction('Adjust balance');
    expect(within(dialog).getByText('Balance now: CN¥35.50')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Adjust' }));
    const amount = within(dialog).getByRole('textbox', { name: 'Amount' });
    expect(amount).toHaveAccessibleDescription(expect.stringContaining('Fill this in.'));
    await user.type(amount, '1.234');
    await user.click(within(dialog).getByRole('button', { name: 'Adjust' }));
    expect(amount).toHaveAccessibleDescription(expect.stringContaining('at most two decimals'));
    await user.clear(amount);
    await user.type(amount, '0');
    await user.click(within(dialog).getByRole('button', { name: 'Adjust' }));
    expect(amount).toHaveAccessibleDescription(expect.stringContaining('other than zero'));
    expect(mocked.adminUserBalance).not.toHaveBeenCalled();

    await user.clear(amount);
    await user.type(amount, '-5.00');
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Refund of a double top-up');
    await user.click(within(dialog).getByRole('button', { name: 'Adjust' }));
    await waitFor(() =>
      expect(mocked.adminUserBalance).toHaveBeenCalledWith({
        params: { user_id: 42 },
        body: { amount: '-5.00', reason: 'Refund of a double top-up' },
      }),
    );
    expect(await screen.findByText('Balance adjusted: now CN¥30.50')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(mocked.adminUserDetail).toHaveBeenCalledTimes(2));
  });

  it("keeps what was typed and shows the server's refusal in words", async () => {
    mocked.adminUserBalance!.mockRejectedValue(
      httpError(409, 'The balance is 35.50: taking 100.00 would leave it below zero', 'insufficient_balance'),
    );
    const { user, dialog } = await openAction('Adjust balance');
    await user.type(within(dialog).getByRole('textbox', { name: 'Amount' }), '-100');
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Chargeback');
    await user.click(within(dialog).getByRole('button', { name: 'Adjust' }));
    expect(
      await within(dialog).findByText('The balance is 35.50: taking 100.00 would leave it below zero'),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Amount' })).toHaveValue('-100');
  });

  it("words a refusal in Chinese for a Chinese reader (the API's English has the figures)", async () => {
    mocked.adminUserBalance!.mockRejectedValue(
      httpError(409, 'The balance is 35.50: taking 100.00 would leave it below zero', 'insufficient_balance'),
    );
    const user = userEvent.setup();
    renderRoute(routes, '/admin/customers/42', { language: 'zh-CN' });
    await user.click(await screen.findByRole('button', { name: '调整余额' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: '金额' }), '-100');
    await user.type(within(dialog).getByRole('textbox', { name: '原因' }), '退款');
    await user.click(within(dialog).getByRole('button', { name: '调整' }));
    expect(await within(dialog).findByText('余额将低于零，请减少扣减金额。')).toBeInTheDocument();
  });

  it('words the errors in Chinese for a Chinese reader', async () => {
    const user = userEvent.setup();
    renderRoute(routes, '/admin/customers/42', { language: 'zh-CN' });
    await user.click(await screen.findByRole('button', { name: '调整余额' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: '金额' }), 'ten');
    await user.click(within(dialog).getByRole('button', { name: '调整' }));
    expect(within(dialog).getByRole('textbox', { name: '金额' })).toHaveAccessibleDescription(
      expect.stringContaining('请输入非零金额'),
    );
    expect(within(dialog).getByRole('textbox', { name: '原因' })).toHaveAccessibleDescription(
      expect.stringContaining('请填写此项'),
    );
  });

  it('bans with a reason, and unbans', async () => {
    mocked.adminUserBan!.mockResolvedValue(ok(userRow({ is_ban: true, ban_reason: 'Spam' })));
    const { user, dialog } = await openAction('Ban');
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Sending spam through the nodes');
    await user.click(within(dialog).getByRole('button', { name: 'Ban' }));
    await waitFor(() =>
      expect(mocked.adminUserBan).toHaveBeenCalledWith({
        params: { user_id: 42 },
        body: { reason: 'Sending spam through the nodes' },
      }),
    );

    mocked.adminUserDetail!.mockResolvedValue(
      ok(userDetail({ is_ban: true, ban_reason: 'Spam', banned_at: '2026-03-30T00:00:00.000Z' })),
    );
    mocked.adminUserUnban!.mockResolvedValue(ok(userRow()));
    await queryClient.invalidateQueries();
    expect(await screen.findByText('Spam')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Unban' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Unban' }));
    await waitFor(() => expect(mocked.adminUserUnban).toHaveBeenCalledWith({ params: { user_id: 42 } }));
  });

  it('changes the plan in GB and local time, sending bytes and ISO moments', async () => {
    mocked.adminUserUpdate!.mockResolvedValue(ok(userRow()));
    const { user, dialog } = await openAction('Change plan');
    const level = within(dialog).getByRole('textbox', { name: 'Level' });
    await user.clear(level);
    await user.type(level, '2');
    const traffic = within(dialog).getByRole('textbox', { name: 'Traffic (GB)' });
    expect(traffic).toHaveValue('100');
    await user.clear(traffic);
    await user.type(traffic, '250.5');
    await user.clear(within(dialog).getByRole('textbox', { name: 'Devices at once' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(mocked.adminUserUpdate).toHaveBeenCalled());
    const { body } = mocked.adminUserUpdate!.mock.calls[0]![0];
    expect(body).toMatchObject({ level: 2, traffic_total: Math.round(250.5 * GB), online_ip_limit: null });
    expect(body.speed_limit_mbps).toBeNull();
    expect(new Date(body.level_expire_at).getTime()).toBe(new Date('2026-04-05T08:00:00.000Z').getTime());
  });

  it('resets traffic after asking', async () => {
    mocked.adminUserResetTraffic!.mockResolvedValue(ok(userRow({ traffic_used: 0 })));
    const { user, dialog } = await openAction('Reset traffic');
    expect(within(dialog).getByText('Their used traffic goes back to zero; the allowance stays.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Reset traffic' }));
    await waitFor(() => expect(mocked.adminUserResetTraffic).toHaveBeenCalledWith({ params: { user_id: 42 } }));
    expect(await screen.findByText('Used traffic reset to zero')).toBeInTheDocument();
  });

  it('makes a customer staff, and replaces their email', async () => {
    mocked.adminUserSetRole!.mockResolvedValue(ok(userRow({ role: 'low_admin' })));
    mocked.adminReplaceUserEmail!.mockResolvedValue(
      ok({
        user_id: 42,
        old_email: 'ann@example.com',
        new_email: 'ann@new.example',
        updated_at: '2026-03-30T00:00:00.000Z',
      }),
    );
    const { user, dialog } = await openAction('Role');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Role' }), 'low_admin');
    await user.click(within(dialog).getByRole('button', { name: 'Set role' }));
    await waitFor(() =>
      expect(mocked.adminUserSetRole).toHaveBeenCalledWith({ params: { user_id: 42 }, body: { role: 'low_admin' } }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Replace email' }));
    const emailDialog = await screen.findByRole('dialog');
    await user.type(within(emailDialog).getByRole('textbox', { name: 'New email' }), 'not an email');
    await user.click(within(emailDialog).getByRole('button', { name: 'Replace email' }));
    expect(within(emailDialog).getByRole('textbox', { name: 'New email' })).toHaveAccessibleDescription(
      expect.stringContaining('name@example.com'),
    );
    await user.clear(within(emailDialog).getByRole('textbox', { name: 'New email' }));
    await user.type(within(emailDialog).getByRole('textbox', { name: 'New email' }), 'ann@new.example');
    await user.click(within(emailDialog).getByRole('button', { name: 'Replace email' }));
    await waitFor(() =>
      expect(mocked.adminReplaceUserEmail).toHaveBeenCalledWith({
        query: { user_id: 42, user_old_email: 'ann@example.com', user_new_email: 'ann@new.example' },
      }),
    );
  });

  it('pages through the ledger in its tab', async () => {
    mocked.adminUserLedger!.mockResolvedValue(page([], 0));
    renderRoute(routes, '/admin/customers/42?tab=ledger');
    expect(await screen.findByText('No line in the ledger yet.')).toBeInTheDocument();
    expect(mocked.adminUserLedger).toHaveBeenCalledWith(
      expect.objectContaining({ params: { user_id: 42 }, query: { page: 1, size: 20 } }),
    );
    expect(screen.getByRole('link', { name: 'Ledger' })).toHaveAttribute('aria-current', 'page');
  });
});
