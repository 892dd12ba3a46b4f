import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '@portal/shared';
import { queryClient } from '@portal/shared/query';
import { renderRoute, signIn } from '@portal/shared/test/render-route';
import { GB, ok, plan } from '../../../test-utils/fixtures';
import { httpError } from '../../../test-utils/errors';
import { routes } from '../../../routes';

jest.mock('@portal/shared', () => ({
  ...jest.requireActual('@portal/shared'),
  api: {
    adminPlansList: jest.fn(),
    adminPlanCreate: jest.fn(),
    adminPlanUpdate: jest.fn(),
    adminPlansReorder: jest.fn(),
  },
}));

jest.setTimeout(30_000);
const mocked = api as unknown as Record<string, jest.Mock>;
const standard = plan();
const pack = plan({
  id: 2,
  shop_name: 'Extra 50 GB',
  shop_type: 'additional_package',
  user_level: null,
  user_level_duration: null,
  account_validity_duration: null,
  ss_bandwidth_total_size: 50 * GB,
  shop_name_i18n: {},
  money_amount: '5.00',
  active_bills: 0,
});

beforeEach(() => {
  queryClient.clear();
  for (const mock of Object.values(mocked)) mock.mockReset();
  mocked.adminPlansList!.mockResolvedValue(ok({ currency: 'CNY', plans: [standard, pack] }));
  signIn('admin');
});

describe('plans', () => {
  it('lists what is on sale in shop order, as customers read it', async () => {
    renderRoute(routes, '/admin/plans');
    const rows = await screen.findAllByTestId('plan-row');
    expect(within(rows[0]!).getByText('Standard')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('标准版')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('Level 1 for 30 days')).toBeInTheDocument();
    expect(await within(rows[0]!).findByText('CN¥15.00')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Adds traffic to the running plan')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('50.0 GB')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Audit rules' })).toHaveAttribute('href', '/admin/plans/audit-rules');
  });

  it('puts a plan on sale: GB become bytes, days a duration, the texts per language', async () => {
    mocked.adminPlanCreate!.mockResolvedValue(ok(plan({ id: 3, shop_name: 'Pro' })));
    const user = userEvent.setup();
    renderRoute(routes, '/admin/plans');
    await user.click(await screen.findByRole('button', { name: 'New plan' }));
    const form = screen.getByRole('form', { name: 'New plan' });
    await user.click(within(form).getByRole('button', { name: 'Put on sale' }));
    expect(within(form).getByRole('textbox', { name: 'Name (default)' })).toHaveAccessibleDescription(
      expect.stringContaining('Fill this in.'),
    );
    expect(within(form).getByRole('textbox', { name: 'Price' })).toHaveAccessibleDescription(
      expect.stringContaining('Fill this in.'),
    );
    await user.type(within(form).getByRole('textbox', { name: 'Name (default)' }), 'Pro');
    await user.type(within(form).getByRole('textbox', { name: 'Name in Chinese' }), '专业版');
    await user.type(within(form).getByRole('textbox', { name: 'Price' }), '29.999');
    await user.click(within(form).getByRole('button', { name: 'Put on sale' }));
    expect(within(form).getByRole('textbox', { name: 'Price' })).toHaveAccessibleDescription(
      expect.stringContaining('at most two decimals'),
    );
    await user.clear(within(form).getByRole('textbox', { name: 'Price' }));
    await user.type(within(form).getByRole('textbox', { name: 'Price' }), '29.90');
    await user.type(within(form).getByRole('textbox', { name: 'Traffic (GB)' }), '300');
    await user.type(within(form).getByRole('textbox', { name: 'Description (default)' }), '300 GB a month');
    await user.click(within(form).getByRole('button', { name: 'Put on sale' }));
    await waitFor(() => expect(mocked.adminPlanCreate).toHaveBeenCalled());
    expect(mocked.adminPlanCreate!.mock.calls[0]![0].body).toEqual({
      shop_name: 'Pro',
      shop_name_i18n: { 'zh-CN': '专业版' },
      shop_type: 'main_package',
      money_amount: '29.90',
      shop_group_id: 0,
      user_level: 1,
      user_level_duration: 'P30D',
      account_validity_duration: 'P30D',
      ss_bandwidth_total_size: 300 * GB,
      ss_bandwidth_reset_interval: null,
      node_speed_limit: null,
      node_connector: null,
      content_extra: '300 GB a month',
      content_extra_i18n: {},
      is_auto_reset_bandwidth: false,
      is_enable: true,
      is_cannot_new_purchase: false,
    });
    expect(await screen.findByText('Pro is on sale')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'New plan' })).not.toBeInTheDocument();
  });

  it('edits a plan from what it is now, and keeps what was typed when the API refuses', async () => {
    mocked.adminPlanUpdate!.mockRejectedValue(httpError(400, 'money_amount: Use a price of zero or more'));
    const user = userEvent.setup();
    renderRoute(routes, '/admin/plans');
    const rows = await screen.findAllByTestId('plan-row');
    await user.click(within(rows[0]!).getByRole('button', { name: 'Edit' }));
    const form = screen.getByRole('form', { name: 'Edit Standard' });
    expect(within(form).getByRole('textbox', { name: 'Traffic (GB)' })).toHaveValue('100');
    expect(within(form).getByRole('textbox', { name: 'Level for (days)' })).toHaveValue('30');
    await user.clear(within(form).getByRole('textbox', { name: 'Price' }));
    await user.type(within(form).getByRole('textbox', { name: 'Price' }), '18');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('money_amount: Use a price of zero or more')).toBeInTheDocument();
    expect(within(form).getByRole('textbox', { name: 'Price' })).toHaveValue('18');
    expect(mocked.adminPlanUpdate!.mock.calls[0]![0]).toMatchObject({
      params: { plan_id: 1 },
      body: { money_amount: '18', ss_bandwidth_total_size: 100 * GB, shop_name_i18n: { 'zh-CN': '标准版' } },
    });
  });

  it('takes a plan off sale, and moves one up the shop', async () => {
    mocked.adminPlanUpdate!.mockResolvedValue(ok(plan({ is_enable: false })));
    mocked.adminPlansReorder!.mockResolvedValue(ok({ plans: [pack, standard] }));
    const user = userEvent.setup();
    renderRoute(routes, '/admin/plans');
    const rows = await screen.findAllByTestId('plan-row');
    await user.click(within(rows[0]!).getByRole('button', { name: 'Disable' }));
    await waitFor(() =>
      expect(mocked.adminPlanUpdate).toHaveBeenCalledWith({ params: { plan_id: 1 }, body: { is_enable: false } }),
    );
    expect(within(rows[0]!).getByRole('button', { name: 'Move Standard up' })).toBeDisabled();
    await user.click(within(rows[1]!).getByRole('button', { name: 'Move Extra 50 GB up' }));
    await waitFor(() => expect(mocked.adminPlansReorder).toHaveBeenCalledWith({ body: { plan_ids: [2, 1] } }));
  });

  it('offers support staff no change', async () => {
    signIn('low_admin');
    renderRoute(routes, '/admin/plans');
    await screen.findAllByTestId('plan-row');
    expect(screen.queryByRole('button', { name: 'New plan' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Shared accounts' })).not.toBeInTheDocument();
  });
});
