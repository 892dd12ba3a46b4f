import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '@portal/shared';
import { queryClient } from '@portal/shared/query';
import { ok } from '../../../test-utils/fixtures';
import { currentUrl, renderRoute, signIn } from '@portal/shared/test/render-route';
import { routes } from '../../../routes';

jest.mock('@portal/shared', () => ({
  ...jest.requireActual('@portal/shared'),
  api: { servicesAuditRule: jest.fn(), servicesAuditRecord: jest.fn() },
}));

const mocked = api as unknown as Record<string, jest.Mock>;

function records(limit: number, offset: number, total: number) {
  const count = Math.max(0, Math.min(limit, total - offset));
  return ok({
    total_count: total,
    records: Array.from({ length: count }, (_, index) => ({
      id: offset + index + 1,
      created_at: '2026-03-01T10:00:00.000Z',
      node_id: 1,
      node_name: index === 0 ? null : 'Tokyo 1',
      rule_id: 2,
      rule_name: `Hit ${offset + index + 1}`,
    })),
  });
}

beforeEach(() => {
  queryClient.clear();
  for (const mock of Object.values(mocked)) mock.mockReset();
  signIn();
  mocked.servicesAuditRecord!.mockImplementation(async ({ query }: { query: { limit: number; offset: number } }) =>
    records(query.limit, query.offset, 45),
  );
});

describe('audit', () => {
  it('lists the audit rules', async () => {
    mocked.servicesAuditRule!.mockResolvedValue(
      ok({
        total_count: 1,
        rules: [{ id: 2, name: 'BitTorrent', text: 'Peer-to-peer downloads', regex: 'BitTorrent protocol', type: 1 }],
      }),
    );
    renderRoute(routes, '/user/audit');
    expect(await screen.findByRole('heading', { level: 1, name: 'Audit rules' })).toBeInTheDocument();
    const row = await screen.findByTestId('audit-rule');
    expect(within(row).getByText('BitTorrent')).toBeInTheDocument();
    expect(within(row).getByText('Peer-to-peer downloads')).toBeInTheDocument();
    expect(within(row).getByText('BitTorrent protocol')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Pattern' })).toBeInTheDocument();
  });

  it("pages through the customer's own hits with limit and offset in the URL", async () => {
    const user = userEvent.setup();
    const { location } = renderRoute(routes, '/user/audit/view?offset=20');
    expect(await screen.findByText('Hit 21')).toBeInTheDocument();
    expect(mocked.servicesAuditRecord).toHaveBeenLastCalledWith(
      expect.objectContaining({ query: { limit: 20, offset: 20 } }),
    );
    expect(screen.getByText('21–40 of 45')).toBeInTheDocument();
    expect(screen.getAllByTestId('audit-record')[0]).toHaveTextContent('#1');

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(currentUrl(location)).toBe('/user/audit/view?offset=40'));
    expect(await screen.findByText('Hit 41')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();

    await user.selectOptions(screen.getByLabelText('Per page'), '50');
    await waitFor(() => expect(currentUrl(location)).toBe('/user/audit/view?limit=50'));
    expect(mocked.servicesAuditRecord).toHaveBeenLastCalledWith(
      expect.objectContaining({ query: { limit: 50, offset: 0 } }),
    );
  });

  it('says when there are no hits', async () => {
    mocked.servicesAuditRecord!.mockResolvedValue(records(20, 0, 0));
    renderRoute(routes, '/user/audit/view');
    expect(await screen.findByRole('heading', { name: 'No records' })).toBeInTheDocument();
  });
});
