import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '@portal/shared';
import { queryClient } from '@portal/shared/query';
import { GB, ok } from '../../../test-utils/fixtures';
import { currentUrl, renderRoute, signIn } from '@portal/shared/test/render-route';
import { routes } from '../../../routes';

jest.mock('@portal/shared', () => ({
  ...jest.requireActual('@portal/shared'),
  api: { servicesSubscribeLogDetailRecord: jest.fn() },
}));

const detail = (api as unknown as Record<string, jest.Mock>).servicesSubscribeLogDetailRecord!;

function page(limit: number, offset: number, total: number) {
  const count = Math.max(0, Math.min(limit, total - offset));
  return ok(
    Array.from({ length: count }, (_, index) => ({
      user_id: 7,
      node_id: 1,
      node_name: `Node ${offset + index + 1}`,
      created_at: '2026-03-01T10:00:00.000Z',
      ss_tx_size: GB,
      ss_rx_size: GB,
      node_rate: '1.5',
      total_traffic: 2 * GB,
      effective_traffic: 3 * GB,
    })),
  );
}

beforeEach(() => {
  queryClient.clear();
  detail.mockReset();
  signIn();
  detail.mockImplementation(async ({ query }: { query: { limit: number; offset: number } }) =>
    page(query.limit, query.offset, 30),
  );
});

describe('traffic records', () => {
  it('shows each record with its rate and effective traffic', async () => {
    renderRoute(routes, '/user/subscribe-log-detail');
    expect(await screen.findByRole('heading', { level: 1, name: 'Traffic records' })).toBeInTheDocument();
    const rows = await screen.findAllByTestId('detail-row');
    expect(rows).toHaveLength(20);
    expect(within(rows[0]!).getByText('Node 1')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('×1.5')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('2.00 GB')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('3.00 GB')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Effective' })).toBeInTheDocument();
  });

  it('pages with limit and offset in the URL', async () => {
    const user = userEvent.setup();
    const { location } = renderRoute(routes, '/user/subscribe-log-detail');
    await screen.findByText('Node 1');
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(currentUrl(location)).toBe('/user/subscribe-log-detail?offset=20'));
    expect(await screen.findByText('Node 21')).toBeInTheDocument();
    expect(detail).toHaveBeenLastCalledWith(expect.objectContaining({ query: { limit: 20, offset: 20 } }));
    // A short page is the last one.
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(screen.getByText('Rows 21–30')).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Per page'), '100');
    await waitFor(() => expect(currentUrl(location)).toBe('/user/subscribe-log-detail?limit=100'));
    expect(detail).toHaveBeenLastCalledWith(expect.objectContaining({ query: { limit: 100, offset: 0 } }));
  });

  it('reads the window from the URL and says when there is nothing', async () => {
    detail.mockResolvedValue(ok([]));
    renderRoute(routes, '/user/subscribe-log-detail?limit=50&offset=0');
    expect(await screen.findByRole('heading', { name: 'No traffic yet' })).toBeInTheDocument();
    expect(detail).toHaveBeenCalledWith(expect.objectContaining({ query: { limit: 50, offset: 0 } }));
  });
});
