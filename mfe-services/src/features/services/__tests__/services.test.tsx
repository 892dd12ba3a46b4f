import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '@portal/shared';
import { queryClient } from '@portal/shared/query';
import { GB, bill, httpError, ok, shopItem } from '../../../test-utils/fixtures';
import { currentUrl, renderRoute, signIn } from '@portal/shared/test/render-route';
import { routes } from '../../../routes';

jest.mock('@portal/shared', () => ({
  ...jest.requireActual('@portal/shared'),
  api: {
    userGetOldService: jest.fn(),
    servicesOldList: jest.fn(),
    servicesOldBills: jest.fn(),
    servicesOldBillDetail: jest.fn(),
    servicesOldBillEnableAutoRenewal: jest.fn(),
    shopOldList: jest.fn(),
    shopOldInfo: jest.fn(),
  },
}));

const mocked = api as unknown as Record<string, jest.Mock>;

const service = (overrides: Record<string, unknown> = {}) => ({
  service_id: 11,
  service_name: 'Monthly 100 GB',
  service_type: 'main_package',
  status: 'active',
  created_at: '2026-02-01T00:00:00.000Z',
  expire_at: '2099-03-01T00:00:00.000Z',
  traffic_used: 20 * GB,
  traffic_total: 100 * GB,
  port: 10086,
  password: 'port-pass',
  ...overrides,
});

beforeEach(() => {
  queryClient.clear();
  for (const mock of Object.values(mocked)) mock.mockReset();
  signIn();
  mocked.userGetOldService!.mockResolvedValue(
    ok({
      service_id: 11,
      service_name: 'Monthly 100 GB',
      service_type: 'main_package',
      expire_time: '2099-03-01T00:00:00.000Z',
      traffic_used: 20 * GB,
      traffic_total: 100 * GB,
      is_active: true,
    }),
  );
  mocked.servicesOldList!.mockResolvedValue(
    ok({
      total_count: 2,
      services: [
        service(),
        service({
          service_id: 9,
          service_name: 'Trial 10 GB',
          status: 'expired',
          expire_at: '2026-01-01T00:00:00.000Z',
        }),
      ],
    }),
  );
});

describe('services', () => {
  it('shows the current service and the past ones', async () => {
    renderRoute(routes, '/user/services');
    expect(await screen.findByRole('heading', { level: 1, name: 'My services' })).toBeInTheDocument();
    const current = await screen.findByRole('region', { name: 'Monthly 100 GB' });
    expect(within(current).getByText('Active')).toBeInTheDocument();
    expect(within(current).getByRole('meter')).toHaveAttribute('aria-valuenow', '20');
    const table = await screen.findByRole('table');
    expect(within(table).getByText('Trial 10 GB')).toBeInTheDocument();
    expect(within(table).queryByText('Monthly 100 GB')).toBeNull();
    expect(within(table).getByText('Expired')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Current' })).toHaveAttribute('aria-current', 'page');
  });

  it('says when there is no current service', async () => {
    mocked.userGetOldService!.mockRejectedValue(httpError(404, 'No service'));
    renderRoute(routes, '/user/services');
    expect(await screen.findByRole('heading', { name: 'No active service' })).toBeInTheDocument();
  });

  it('does not ask for the current plan of a customer who never bought one (its 404 is a console error)', async () => {
    mocked.servicesOldList!.mockResolvedValue(ok({ total_count: 0, services: [] }));
    renderRoute(routes, '/user/services');
    expect(await screen.findByRole('heading', { name: 'No active service' })).toBeInTheDocument();
    expect(await screen.findByText('No past services.')).toBeInTheDocument();
    expect(mocked.servicesOldList).toHaveBeenCalledTimes(1);
    expect(mocked.userGetOldService).not.toHaveBeenCalled();
  });

  it('lists every old-style service with its port and a hidden password', async () => {
    const user = userEvent.setup();
    renderRoute(routes, '/user/services-old');
    const rows = await screen.findAllByTestId('old-service-row');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByText('10086')).toBeInTheDocument();
    expect(within(rows[0]!).queryByText('port-pass')).toBeNull();
    await user.click(within(rows[0]!).getByRole('button', { name: 'Show' }));
    expect(within(rows[0]!).getByText('port-pass')).toBeInTheDocument();
    expect(screen.getByText('2 services')).toBeInTheDocument();
  });

  it('lists the plans on sale and starts an order at the wallet page by URL', async () => {
    mocked.shopOldList!.mockResolvedValue(
      ok({
        products: [
          shopItem(),
          shopItem({ id: 4, shop_name: 'Old plan', is_cannot_new_purchase: true, shop_type: 'additional_package' }),
        ],
      }),
    );
    renderRoute(routes, '/user/services/buy');
    const items = await screen.findAllByTestId('shop-item');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByText('¥15.00')).toBeInTheDocument();
    expect(within(items[0]!).getByText('100 GB')).toBeInTheDocument();
    expect(within(items[0]!).getByText('30 days')).toBeInTheDocument();
    expect(within(items[0]!).getByText('1 month')).toBeInTheDocument();
    expect(within(items[0]!).getByRole('link', { name: 'Buy Monthly 100 GB' })).toHaveAttribute(
      'href',
      '/user/shop-old/payment?shop_id=3&from=%2Fuser%2Fservices%2Fbuy',
    );
    expect(within(items[1]!).queryByRole('link', { name: /Buy/ })).toBeNull();
    expect(within(items[1]!).getByText('Not available for new purchases')).toBeInTheDocument();
    expect(within(items[1]!).getByText('Add-on')).toBeInTheDocument();
  });

  it('marks the plan the customer has, says an unlimited speed, and explains level and validity', async () => {
    mocked.shopOldList!.mockResolvedValue(
      ok({
        products: [shopItem(), shopItem({ id: 5, shop_name: 'Yearly', node_speed_limit: 100, node_connector: 3 })],
      }),
    );
    mocked.servicesOldBills!.mockResolvedValue(
      ok({ total_count: 2, bills: [bill(), bill({ service_id: 8, shop_id: 5, status: 'expired' })] }),
    );
    renderRoute(routes, '/user/services/buy');
    const items = await screen.findAllByTestId('shop-item');
    expect(await within(items[0]!).findByText('Your plan')).toBeInTheDocument();
    expect(items[0]).toHaveAttribute('aria-current', 'true');
    expect(within(items[1]!).queryByText('Your plan')).toBeNull();
    expect(within(items[0]!).getAllByText('No limit')).toHaveLength(2);
    expect(within(items[1]!).getByText('100 Mbps')).toBeInTheDocument();
    expect(within(items[1]!).getByText('3 devices')).toBeInTheDocument();
    expect(screen.getByText('What level and validity mean')).toBeInTheDocument();
    expect(screen.getByText(/each node serves one level and those above it/)).toBeInTheDocument();
  });

  it("opens a plan's details, read fresh from its info endpoint", async () => {
    mocked.shopOldList!.mockResolvedValue(ok({ products: [shopItem()] }));
    mocked.shopOldInfo!.mockResolvedValue(
      ok(shopItem({ money_amount: '16.00', content_extra: 'Now with more nodes' })),
    );
    const user = userEvent.setup();
    const { location } = renderRoute(routes, '/user/services/buy');
    await user.click(await screen.findByRole('button', { name: 'Details' }));
    expect(currentUrl(location)).toBe('/user/services/buy?item=3');
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('Now with more nodes')).toBeInTheDocument();
    expect(within(dialog).getByText('¥16.00')).toBeInTheDocument();
    expect(mocked.shopOldInfo).toHaveBeenCalledWith(expect.objectContaining({ params: { shop_id: 3 } }));
  });

  it('shows an empty shop', async () => {
    mocked.shopOldList!.mockResolvedValue(ok({ products: [] }));
    renderRoute(routes, '/user/services/buy');
    expect(await screen.findByRole('heading', { name: 'No plans on sale' })).toBeInTheDocument();
  });
});

describe('renewals', () => {
  beforeEach(() => {
    mocked.servicesOldBills!.mockResolvedValue(
      ok({
        total_count: 3,
        bills: [
          bill(),
          bill({ service_id: 12, shop_name: 'Yearly', is_auto_renewal: true, renew_at: '2099-01-01T00:00:00.000Z' }),
          bill({ service_id: 9, shop_name: 'Trial', status: 'expired' }),
        ],
      }),
    );
    mocked.servicesOldBillDetail!.mockResolvedValue(
      ok({
        ...bill(),
        content_extra: '',
        ss_bandwidth_total_size: 100 * GB,
        user_level: 2,
        renewal_money_amount: '14.50',
      }),
    );
  });

  it('lists bills with their auto-renewal state', async () => {
    renderRoute(routes, '/user/services/renewals');
    const rows = await screen.findAllByTestId('bill-row');
    expect(rows).toHaveLength(3);
    expect(
      within(rows[0]!).getByRole('button', { name: 'Turn on auto-renewal for Monthly 100 GB' }),
    ).toBeInTheDocument();
    expect(within(rows[1]!).getByText(/^On · next/)).toBeInTheDocument();
    expect(within(rows[2]!).getByText('Off')).toBeInTheDocument();
  });

  it('turns auto-renewal on after a confirmation that shows the renewal price', async () => {
    mocked.servicesOldBillEnableAutoRenewal!.mockResolvedValue(ok({ service_id: 11, is_auto_renewal: true }));
    const user = userEvent.setup();
    renderRoute(routes, '/user/services/renewals');
    await user.click(await screen.findByRole('button', { name: 'Turn on auto-renewal for Monthly 100 GB' }));
    const dialog = await screen.findByRole('dialog', { name: 'Renew Monthly 100 GB automatically?' });
    expect(await within(dialog).findByText('Each renewal costs ¥14.50.')).toBeInTheDocument();
    expect(mocked.servicesOldBillEnableAutoRenewal).not.toHaveBeenCalled();

    mocked.servicesOldBills!.mockResolvedValue(ok({ total_count: 1, bills: [bill({ is_auto_renewal: true })] }));
    await user.click(within(dialog).getByRole('button', { name: 'Turn on auto-renewal' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(mocked.servicesOldBillEnableAutoRenewal).toHaveBeenCalledWith({ params: { service_id: 11 } });
    expect(await screen.findByText('Auto-renewal is on for Monthly 100 GB')).toBeInTheDocument();
    expect(await screen.findByText('On')).toBeInTheDocument();
  });

  it('keeps the dialog open and says why when the server refuses', async () => {
    mocked.servicesOldBillEnableAutoRenewal!.mockRejectedValue(httpError(402, 'Balance too low'));
    const user = userEvent.setup();
    renderRoute(routes, '/user/services/renewals');
    await user.click(await screen.findByRole('button', { name: 'Turn on auto-renewal for Monthly 100 GB' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Turn on auto-renewal' }));
    expect(await screen.findByText('Balance too low')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});
