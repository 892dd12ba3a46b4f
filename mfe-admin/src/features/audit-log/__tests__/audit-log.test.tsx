import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '@portal/shared';
import { queryClient } from '@portal/shared/query';
import { currentUrl, renderRoute, signIn } from '@portal/shared/test/render-route';
import { auditEntry, page } from '../../../test-utils/fixtures';
import { routes } from '../../../routes';

jest.mock('@portal/shared', () => ({
  ...jest.requireActual('@portal/shared'),
  api: { adminAuditList: jest.fn() },
}));

jest.setTimeout(30_000);
const mocked = api as unknown as Record<string, jest.Mock>;
const lastQuery = () => mocked.adminAuditList!.mock.calls.at(-1)![0].query;

beforeEach(() => {
  queryClient.clear();
  mocked.adminAuditList!.mockReset().mockResolvedValue(page([auditEntry()]));
  signIn('admin');
});

describe('the audit log', () => {
  it('says who changed what, for which customer, before and after', async () => {
    renderRoute(routes, '/admin/audit');
    const [row] = await screen.findAllByTestId('audit-row');
    expect(within(row!).getByText('Adjusted a balance')).toBeInTheDocument();
    expect(within(row!).getByText('admin@example.com')).toBeInTheDocument();
    expect(within(row!).getByRole('link', { name: 'Customer 42' })).toHaveAttribute('href', '/admin/customers/42');
    expect(within(row!).getByText('35.50')).toBeInTheDocument();
    expect(within(row!).getByText('45.50')).toBeInTheDocument();
    expect(
      within(row!).getByText((_, node) => node?.textContent === 'reason: Outage compensation'),
    ).toBeInTheDocument();
  });

  it('filters by actor, action and target, in the URL', async () => {
    const user = userEvent.setup();
    const { location } = renderRoute(routes, '/admin/audit');
    await screen.findAllByTestId('audit-row');
    await user.type(screen.getByRole('searchbox', { name: 'Staff member' }), 'admin@{Enter}');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Change' }), 'Banned a customer');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Object' }), 'Customer');
    await user.type(screen.getByRole('textbox', { name: 'Its id' }), '42{Enter}');
    await waitFor(() =>
      expect(currentUrl(location)).toBe('/admin/audit?actor=admin%40&action=user_ban&target=user&id=42'),
    );
    await waitFor(() =>
      expect(lastQuery()).toEqual({
        actor: 'admin@',
        action: 'user_ban',
        target_type: 'user',
        target_id: '42',
        page: 1,
        size: 20,
      }),
    );
  });

  it('is for administrators only', async () => {
    signIn('low_admin');
    renderRoute(routes, '/admin/audit');
    expect(await screen.findByText('For administrators')).toBeInTheDocument();
    expect(mocked.adminAuditList).not.toHaveBeenCalled();
  });
});
