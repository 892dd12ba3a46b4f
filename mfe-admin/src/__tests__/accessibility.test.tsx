// Every console page, with its data, has no serious or critical axe finding (contrast is checked in the
// browser by e2e/scripts/console-screenshots.ts: jsdom computes no colours).
import { act, screen, waitFor } from '@testing-library/react';
import axe from 'axe-core';
import { api } from '@portal/shared';
import { queryClient } from '@portal/shared/query';
import { renderRoute, signIn } from '@portal/shared/test/render-route';
import * as fixtures from '../test-utils/fixtures';
import { routes } from '../routes';

const TICKET = fixtures.inboxTicket();
const ANSWERS: Record<string, unknown> = {
  adminOverview: fixtures.ok(fixtures.overview()),
  adminUsersList: fixtures.moneyPage([fixtures.userRow(), fixtures.userRow({ id: 43, is_ban: true, role: 'admin' })]),
  adminUserDetail: fixtures.ok(fixtures.userDetail()),
  adminUserLedger: fixtures.page([]),
  adminPlansList: fixtures.ok({ currency: fixtures.CURRENCY, plans: [fixtures.plan()] }),
  adminAuditRulesList: fixtures.ok({ rules: [fixtures.auditRule()] }),
  adminShareAccountsList: fixtures.ok({ share_accounts: [] }),
  staffNodeList: { is_success: true, message: 'ok', result_list: [fixtures.node()] },
  adminOrdersList: fixtures.page([fixtures.order()]),
  staffCdKeyList: fixtures.ok({ currency: fixtures.CURRENCY, total_count: 1, records: [fixtures.cdKey()] }),
  adminTicketsInbox: fixtures.page([TICKET]),
  adminTicketDetail: fixtures.ok({
    ticket: TICKET,
    messages: [],
    customer: {
      id: 42,
      email: 'ann@example.com',
      name: 'Ann',
      is_ban: false,
      created_at: '2026-01-05T08:00:00.000Z',
      plan_name: null,
      level: 0,
      effective_level: 0,
      level_expire_at: null,
      account_expire_at: '2027-01-05T08:00:00.000Z',
      traffic_used: 0,
      traffic_total: 0,
      balance: '0.00',
      currency: fixtures.CURRENCY,
      open_tickets: 1,
    },
  }),
  adminAnnouncementsList: fixtures.page([fixtures.announcement()]),
  adminRemotesList: fixtures.ok({ shell: { version: '0.1.0', built_with: {} }, remotes: [fixtures.remoteSummary()] }),
  adminAuditList: fixtures.page([fixtures.auditEntry()]),
  adminUserDevices: fixtures.ok(fixtures.devices()),
};

jest.mock('@portal/shared', () => ({
  ...jest.requireActual('@portal/shared'),
  api: new Proxy({}, { get: (cache: Record<string, jest.Mock>, id: string) => (cache[id] ??= jest.fn()) }),
}));
jest.mock('../features/overview/lib/echarts-setup', () => ({
  echarts: { init: () => ({ setOption: jest.fn(), resize: jest.fn(), dispose: jest.fn() }) },
}));
jest.setTimeout(60_000);

async function seriousFindings(container: HTMLElement): Promise<string[]> {
  const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
  return result.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(' | ')}`);
}

beforeEach(() => {
  queryClient.clear();
  for (const [id, answer] of Object.entries(ANSWERS))
    (api as unknown as Record<string, jest.Mock>)[id]!.mockResolvedValue(answer);
  signIn('admin');
});

const PAGES = [
  ...routes.map((route) => route.path.replace(':id', route.path.startsWith('/admin/tickets') ? TICKET.id : '42')),
  // A customer's tab with its own query and actions (their devices).
  '/admin/customers/42?tab=access',
];

test.each(PAGES)('%s has no serious accessibility finding', async (path) => {
  const { container } = renderRoute(routes, path);
  await screen.findByRole('heading', { level: 1 });
  // The page with its data: every query answered.
  await waitFor(() => expect(queryClient.isFetching()).toBe(0));
  // react-query hands the last answers to the page on its next tick.
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
  expect(await seriousFindings(container)).toEqual([]);
});
