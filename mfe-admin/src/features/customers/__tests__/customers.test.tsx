import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '@portal/shared';
import { queryClient } from '@portal/shared/query';
import { currentUrl, renderRoute, signIn } from '@portal/shared/test/render-route';
import { moneyPage, ok, plan, userRow } from '../../../test-utils/fixtures';
import { routes } from '../../../routes';

jest.mock('@portal/shared', () => ({
  ...jest.requireActual('@portal/shared'),
  api: { adminUsersList: jest.fn(), adminPlansList: jest.fn() },
}));

jest.setTimeout(20_000);
const mocked = api as unknown as Record<'adminUsersList' | 'adminPlansList', jest.Mock>;
const lastQuery = () => mocked.adminUsersList.mock.calls.at(-1)![0].query;

beforeEach(() => {
  queryClient.clear();
  for (const mock of Object.values(mocked)) mock.mockReset();
  mocked.adminUsersList.mockResolvedValue(
    moneyPage([userRow(), userRow({ id: 43, email: 'bo@example.com', role: 'low_admin', is_ban: true })], 57),
  );
  mocked.adminPlansList.mockResolvedValue(
    ok({ currency: 'CNY', plans: [plan(), plan({ id: 2, shop_name: 'Pack', shop_type: 'additional_package' })] }),
  );
  signIn('low_admin');
});

describe('the customer list', () => {
  it('lists customers with their plan, traffic, balance and state, each leading to the customer', async () => {
    renderRoute(routes, '/admin/customers');
    const rows = await screen.findAllByTestId('customer-row');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByRole('link', { name: 'ann@example.com' })).toHaveAttribute(
      'href',
      '/admin/customers/42',
    );
    expect(within(rows[0]!).getByText('Standard')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('12.0 GB of 100 GB')).toBeInTheDocument();
    expect(await within(rows[0]!).findByText('CN¥35.50')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Banned')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Support')).toBeInTheDocument();
    expect(screen.getByText('57 customers')).toBeInTheDocument();
    expect(lastQuery()).toEqual({ page: 1, size: 20 });
  });

  it('keeps the search in the URL (?q=) and asks the API for it', async () => {
    const user = userEvent.setup();
    const { location } = renderRoute(routes, '/admin/customers?page=3');
    await screen.findAllByTestId('customer-row');
    await user.type(screen.getByRole('searchbox', { name: 'Search customers' }), 'ann@{Enter}');
    await waitFor(() => expect(currentUrl(location)).toBe('/admin/customers?q=ann%40'));
    await waitFor(() => expect(lastQuery()).toEqual({ q: 'ann@', page: 1, size: 20 }));
  });

  it('filters by plan (main plans only), ban, plans ending soon and staff', async () => {
    const user = userEvent.setup();
    const { location } = renderRoute(routes, '/admin/customers');
    await screen.findAllByTestId('customer-row');
    const planFilter = screen.getByRole('combobox', { name: 'Plan' });
    await waitFor(() => expect(within(planFilter).getAllByRole('option')).toHaveLength(2));
    await user.selectOptions(planFilter, 'Standard');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Ban' }), 'Banned only');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Plan ending' }), 'Within 7 days');
    await user.click(screen.getByRole('checkbox', { name: 'Staff only' }));
    await waitFor(() => expect(currentUrl(location)).toBe('/admin/customers?plan=1&banned=yes&expiring=7&staff=1'));
    await waitFor(() =>
      expect(lastQuery()).toEqual({ plan_id: 1, banned: true, expiring_days: 7, staff: true, page: 1, size: 20 }),
    );
  });

  it('reads a shared URL, ignoring what it cannot use', async () => {
    renderRoute(routes, '/admin/customers?q=%20bo%20&banned=maybe&expiring=9&page=2&size=50');
    await screen.findAllByTestId('customer-row');
    expect(lastQuery()).toEqual({ q: 'bo', page: 2, size: 50 });
  });

  it('says when no customer matches', async () => {
    mocked.adminUsersList.mockResolvedValue(moneyPage([], 0));
    renderRoute(routes, '/admin/customers?q=nobody');
    expect(await screen.findByText('No customer matches')).toBeInTheDocument();
  });
});
