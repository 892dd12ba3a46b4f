import { screen, within } from '@testing-library/react';
import { api } from '@portal/shared';
import { queryClient } from '@portal/shared/query';
import { signIn } from '@portal/shared/test/render-route';
import { ok, plan, summary } from '../../../test-utils/fixtures';
import { renderPage } from '../../../test-utils/render-page';
import { groupPlans } from '../plan-groups';

jest.mock('@portal/shared', () => ({
  ...jest.requireActual('@portal/shared'),
  api: { walletIndex: jest.fn(), shopOldList: jest.fn(), servicesOldBills: jest.fn() },
}));

const mocked = api as unknown as Record<'walletIndex' | 'shopOldList' | 'servicesOldBills', jest.Mock>;

const plans = [
  plan({ id: 5, shop_name: 'VIP 3 · monthly', money_amount: '40.00', user_level: 3, node_connector: 5 }),
  plan({ id: 3 }),
  plan({
    id: 8,
    shop_name: 'Extra 50 GB',
    shop_type: 'additional_package',
    money_amount: '6.00',
    ss_bandwidth_total_size: 50 * 1024 ** 3,
    ss_bandwidth_reset_interval: null,
    is_auto_reset_bandwidth: false,
    account_validity_duration: 'P1M15D',
    user_level: null,
    content_extra: '',
  }),
  plan({ id: 9, shop_name: 'Old plan', is_enable: false }),
  plan({ id: 10, shop_name: 'Legacy VIP', money_amount: '99.00', is_cannot_new_purchase: true }),
];

beforeEach(() => {
  queryClient.clear();
  for (const mock of Object.values(mocked)) mock.mockReset();
  signIn();
  mocked.walletIndex.mockResolvedValue(summary());
  mocked.shopOldList.mockResolvedValue(ok({ products: plans }));
  mocked.servicesOldBills.mockResolvedValue(ok({ total_count: 0, bills: [] }));
});

describe('/user/shop-old', () => {
  it('groups the plans on sale by type, cheapest first, with what each grants side by side', async () => {
    await renderPage('/user/shop-old');
    expect(screen.getByRole('heading', { level: 1, name: 'Shop' })).toBeInTheDocument();
    const main = await screen.findByRole('region', { name: 'Plans' });
    const addOns = screen.getByRole('region', { name: 'Add-ons' });
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Plans', 'Add-ons']);
    expect(within(main).getByRole('table', { name: 'Plans: 3 plans to compare' })).toBeInTheDocument();
    const rows = within(main).getAllByTestId('plan-row');
    expect(rows.map((row) => within(row).getAllByRole('cell')[1]!.textContent)).toEqual([
      'CN¥25.00',
      'CN¥40.00',
      'CN¥99.00',
    ]);
    const cells = within(rows[0]!)
      .getAllByRole('cell')
      .map((cell) => [cell.dataset.label, cell.textContent]);
    expect(cells).toEqual([
      ['Plan', 'VIP 2 · monthlyAll regions'],
      ['Price', 'CN¥25.00'],
      ['Traffic', '100 GB every 30 days'],
      ['Valid for', '30 days'],
      ['Level', 'Level 2 for 30 days'],
      ['Speed', 'No limit'],
      ['Devices', '3 devices'],
      ['Buy', 'Buy'],
    ]);
    expect(within(rows[0]!).getByRole('link', { name: 'Buy VIP 2 · monthly' })).toHaveAttribute(
      'href',
      '/user/shop-old/payment?shop_id=3',
    );
    // Some plans can only be renewed; withdrawn ones are not shown.
    expect(within(rows[2]!).getByText('Renewal only')).toBeInTheDocument();
    expect(within(rows[2]!).queryByRole('link')).toBeNull();
    expect(screen.queryByText('Old plan')).toBeNull();

    const addOn = within(addOns).getByTestId('plan-row');
    expect(within(addOn).getByText('50.0 GB')).toBeInTheDocument();
    expect(within(addOn).getByText('1 month 15 days')).toBeInTheDocument();
    expect(screen.getByTestId('shop-balance')).toHaveTextContent('Your balance: CN¥42.50');
  });

  it('marks the plan the customer has now, and explains level and validity', async () => {
    const bill = { service_id: 1, shop_name: 'VIP', money_amount: '40.00', created_at: '2026-01-01T00:00:00Z' };
    const billOf = (shopId: number, status: string) => ({
      ...bill,
      shop_id: shopId,
      expire_at: null,
      renew_at: null,
      is_auto_renewal: false,
      status,
    });
    mocked.servicesOldBills.mockResolvedValue(
      ok({ total_count: 3, bills: [billOf(5, 'active'), billOf(3, 'expired'), billOf(8, 'active')] }),
    );
    await renderPage('/user/shop-old');
    const rows = within(await screen.findByRole('region', { name: 'Plans' })).getAllByTestId('plan-row');
    expect(await within(rows[1]!).findByText('Your plan')).toBeInTheDocument();
    expect(within(rows[0]!).queryByText('Your plan')).toBeNull();
    // An add-on the customer has runs beside the plan: it is marked active, not as their plan.
    const addOn = within(screen.getByRole('region', { name: 'Add-ons' })).getByTestId('plan-row');
    expect(within(addOn).getByText('Active')).toBeInTheDocument();
    expect(screen.getByText('What level and validity mean')).toBeInTheDocument();
  });

  it('says so when nothing is on sale', async () => {
    mocked.shopOldList.mockResolvedValue(ok({ products: [plan({ is_enable: false })] }));
    await renderPage('/user/shop-old');
    expect(await screen.findByRole('heading', { name: 'No plans on sale' })).toBeInTheDocument();
  });

  it('reads in Chinese', async () => {
    await renderPage('/user/shop-old', { language: 'zh-CN' });
    expect(await screen.findByRole('region', { name: '套餐' })).toBeInTheDocument();
    expect(screen.getAllByText('每 30 天 100 GB').length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: '购买 VIP 2 · monthly' })).toBeInTheDocument();
  });
});

describe('grouping plans', () => {
  it('puts groups in a fixed order and plans without a type last', () => {
    const groups = groupPlans([
      plan({ id: 1, shop_type: 'debuff_package' }),
      plan({ id: 2, shop_type: undefined }),
      plan({ id: 3, shop_type: 'main_package', money_amount: '100.00' }),
      plan({ id: 4, shop_type: 'main_package', money_amount: '9.99' }),
    ]);
    expect(groups.map((group) => [group.name, group.plans.map((p) => p.id)])).toEqual([
      ['main_package', [4, 3]],
      ['debuff_package', [1]],
      ['other', [2]],
    ]);
  });
});
