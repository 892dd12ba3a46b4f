import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '@portal/shared';
import { queryClient } from '@portal/shared/query';
import { currentUrl, renderRoute, signIn } from '@portal/shared/test/render-route';
import { ADMIN, ok, order, page } from '../../../test-utils/fixtures';
import { routes } from '../../../routes';

jest.mock('@portal/shared', () => ({
  ...jest.requireActual('@portal/shared'),
  api: { adminOrdersList: jest.fn(), adminOrderMarkPaid: jest.fn(), adminOrderReview: jest.fn() },
}));

jest.setTimeout(30_000);
const mocked = api as unknown as Record<string, jest.Mock>;
const unpaid = order();
const late = order({
  trade_no: 'T20260301000002',
  status: 'paid',
  paid_at: '2026-03-01T11:00:00.000Z',
  needs_review: true,
  settled_by: 'gateway',
  channel: 'wxpay',
});
const lastQuery = () => mocked.adminOrdersList!.mock.calls.at(-1)![0].query;

beforeEach(() => {
  queryClient.clear();
  for (const mock of Object.values(mocked)) mock.mockReset();
  mocked.adminOrdersList!.mockResolvedValue(page([unpaid, late]));
  signIn('admin');
});

describe('recharge orders', () => {
  it('lists orders with their gateway, state and the late ones to review; filters go to the URL', async () => {
    const user = userEvent.setup();
    const { location } = renderRoute(routes, '/admin/orders');
    const [first, second] = await screen.findAllByTestId('order-row');
    expect(within(first!).getByText('EPay · Alipay')).toBeInTheDocument();
    expect(within(first!).getByText('Not paid')).toBeInTheDocument();
    expect(within(second!).getByText('Paid late: review')).toBeInTheDocument();
    expect(within(second!).getByText('by the gateway')).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'State' }), 'Paid');
    await user.click(screen.getByRole('checkbox', { name: 'Needs review only' }));
    await waitFor(() => expect(currentUrl(location)).toBe('/admin/orders?state=paid&review=1'));
    await waitFor(() => expect(lastQuery()).toEqual({ state: 'paid', needs_review: true, page: 1, size: 20 }));
  });

  it("shows one customer's orders from the customer's page link", async () => {
    renderRoute(routes, '/admin/orders?user=42');
    await screen.findAllByTestId('order-row');
    expect(lastQuery()).toEqual({ user_id: 42, page: 1, size: 20 });
    expect(screen.getByText('The orders of customer #42.')).toBeInTheDocument();
  });

  it('marks an unpaid order paid after saying whom it credits', async () => {
    mocked.adminOrderMarkPaid!.mockResolvedValue(
      ok({
        order: { ...unpaid, status: 'paid', settled_by: 'admin', settled_by_staff: ADMIN },
        wallet_balance: '85.50',
        already_paid: false,
      }),
    );
    const user = userEvent.setup();
    renderRoute(routes, '/admin/orders');
    const [first] = await screen.findAllByTestId('order-row');
    await user.click(within(first!).getByRole('button', { name: 'Mark paid' }));
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText(
        'ann@example.com is credited CN¥50.00 at once. Do this only once the money has arrived.',
      ),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Mark paid' }));
    await waitFor(() =>
      expect(mocked.adminOrderMarkPaid).toHaveBeenCalledWith({ params: { trade_no: 'T20260301000001' } }),
    );
    expect(await screen.findByText('Their balance is now CN¥85.50.')).toBeInTheDocument();
  });

  it('closes the review of a late order with an optional note', async () => {
    mocked.adminOrderReview!.mockResolvedValue(ok({ ...late, needs_review: false }));
    const user = userEvent.setup();
    renderRoute(routes, '/admin/orders');
    const [, second] = await screen.findAllByTestId('order-row');
    await user.click(within(second!).getByRole('button', { name: 'Close review' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: 'Note' }), 'Matched the WeChat statement');
    await user.click(within(dialog).getByRole('button', { name: 'Close review' }));
    await waitFor(() =>
      expect(mocked.adminOrderReview).toHaveBeenCalledWith({
        params: { trade_no: 'T20260301000002' },
        body: { note: 'Matched the WeChat statement' },
      }),
    );
  });

  it('offers support staff no action', async () => {
    signIn('low_admin');
    renderRoute(routes, '/admin/orders');
    await screen.findAllByTestId('order-row');
    expect(screen.queryByRole('button', { name: 'Mark paid' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Close review' })).not.toBeInTheDocument();
  });
});
