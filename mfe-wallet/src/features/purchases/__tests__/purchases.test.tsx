import { screen, within } from '@testing-library/react';
import { api } from '@portal/shared';
import { queryClient } from '@portal/shared/query';
import { signIn } from '@portal/shared/test/render-route';
import { ok, purchaseRecord, summary } from '../../../test-utils/fixtures';
import { renderPage } from '../../../test-utils/render-page';

jest.mock('@portal/shared', () => ({
  ...jest.requireActual('@portal/shared'),
  api: { walletIndex: jest.fn(), walletPurchaseRecords: jest.fn() },
}));

const mocked = api as unknown as Record<'walletIndex' | 'walletPurchaseRecords', jest.Mock>;

beforeEach(() => {
  queryClient.clear();
  for (const mock of Object.values(mocked)) mock.mockReset();
  signIn();
  mocked.walletIndex.mockResolvedValue(summary());
});

describe('/user/wallet/purchase-records-old', () => {
  it('lists the plans bought and renewed, until when they run and when they renew', async () => {
    const bought = purchaseRecord();
    const renewed = purchaseRecord({ kind: 'renewal', is_auto_renewal: false, renew_at: null, invoice_id: null });
    const legacy = purchaseRecord({
      kind: undefined,
      is_auto_renewal: undefined,
      renew_at: '2026-05-01T00:00:00.000Z',
    });
    mocked.walletPurchaseRecords.mockResolvedValue(ok([bought, renewed, legacy]));
    await renderPage('/user/wallet/purchase-records-old');
    const rows = await screen.findAllByTestId('purchase-row');
    expect(within(rows[0]!).getByText('VIP 2 · monthly')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('Purchase')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('CN¥25.00')).toBeInTheDocument();
    expect(within(rows[0]!).getByText(/^On, next on .*2026/)).toBeInTheDocument();
    expect(within(rows[0]!).getByRole('link', { name: 'Invoice' })).toHaveAttribute(
      'href',
      `/user/wallet/billing/view-invoice/${bought.invoice_id}`,
    );
    expect(within(rows[1]!).getByText('Renewal')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Off')).toBeInTheDocument();
    expect(within(rows[2]!).getByText(/May 1, 2026/)).toBeInTheDocument();
  });

  it('leads an empty list to the shop', async () => {
    mocked.walletPurchaseRecords.mockResolvedValue(ok([]));
    await renderPage('/user/wallet/purchase-records-old');
    expect(await screen.findByRole('heading', { name: 'No purchases yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the shop' })).toHaveAttribute('href', '/user/shop-old');
  });
});
