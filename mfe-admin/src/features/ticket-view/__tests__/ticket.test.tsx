import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '@portal/shared';
import { queryClient } from '@portal/shared/query';
import { currentUrl, renderRoute, signIn } from '@portal/shared/test/render-route';
import type { AdminTicketDetailResult } from '@portal/shared/contract/admin';
import { ADMIN, inboxTicket, ok, page, uuid } from '../../../test-utils/fixtures';
import { routes } from '../../../routes';

jest.mock('@portal/shared', () => ({
  ...jest.requireActual('@portal/shared'),
  api: {
    adminTicketsInbox: jest.fn(),
    adminTicketDetail: jest.fn(),
    adminTicketSetStatus: jest.fn(),
    staffTicketReply: jest.fn(),
  },
}));

jest.setTimeout(30_000);
const mocked = api as unknown as Record<string, jest.Mock>;
const waiting = inboxTicket({ waiting_since: new Date(Date.now() - 30 * 3600_000).toISOString() });

function detail(ticket = waiting): AdminTicketDetailResult {
  return {
    ticket,
    messages: [
      {
        id: uuid(),
        created_at: '2026-03-28T10:00:00.000Z',
        content: 'Since **Monday** nothing connects.',
        author: ticket.customer,
        author_is_staff: false,
      },
      {
        id: uuid(),
        created_at: '2026-03-28T11:00:00.000Z',
        content: 'Which node?',
        author: ADMIN,
        author_is_staff: true,
      },
    ],
    customer: {
      id: 42,
      email: 'ann@example.com',
      name: 'Ann',
      is_ban: false,
      created_at: '2026-01-05T08:00:00.000Z',
      plan_name: 'Standard',
      level: 1,
      effective_level: 1,
      level_expire_at: '2026-04-05T08:00:00.000Z',
      account_expire_at: '2027-01-05T08:00:00.000Z',
      traffic_used: 0,
      traffic_total: 0,
      balance: '35.50',
      currency: 'CNY',
      open_tickets: 1,
    },
  };
}

beforeEach(() => {
  queryClient.clear();
  for (const mock of Object.values(mocked)) mock.mockReset();
  mocked.adminTicketsInbox!.mockResolvedValue(
    page([waiting, inboxTicket({ title: 'Refund', waiting_since: null, last_message_by: 'staff' })]),
  );
  mocked.adminTicketDetail!.mockResolvedValue(ok(detail()));
  signIn('low_admin');
});

describe('the ticket inbox', () => {
  it('lists open tickets, how long each customer has waited, and searches', async () => {
    const user = userEvent.setup();
    const { location } = renderRoute(routes, '/admin/tickets');
    const [first, second] = await screen.findAllByTestId('inbox-row');
    expect(within(first!).getByText('For 1 day')).toBeInTheDocument();
    expect(within(second!).getByText('Answered')).toBeInTheDocument();
    expect(within(second!).getByText('by staff')).toBeInTheDocument();
    expect(mocked.adminTicketsInbox!.mock.calls[0]![0].query).toEqual({ state: 'open', page: 1, size: 20 });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Show' }), 'All');
    await user.type(screen.getByRole('searchbox', { name: 'Search tickets' }), 'office{Enter}');
    await waitFor(() => expect(currentUrl(location)).toBe('/admin/tickets?state=all&q=office'));
    await waitFor(() =>
      expect(mocked.adminTicketsInbox!.mock.calls.at(-1)![0].query).toEqual({
        state: 'all',
        q: 'office',
        page: 1,
        size: 20,
      }),
    );
  });
});

describe('a ticket', () => {
  it('shows the conversation with the customer beside it', async () => {
    renderRoute(routes, `/admin/tickets/${waiting.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: waiting.title })).toBeInTheDocument();
    const conversation = screen.getByRole('list', { name: 'Conversation' });
    expect(await within(conversation).findByText('Monday', { selector: 'strong' })).toBeInTheDocument();
    expect(within(conversation).getByText('Staff')).toBeInTheDocument();
    const customer = screen.getByRole('region', { name: 'Customer' });
    expect(within(customer).getByText('Standard')).toBeInTheDocument();
    expect(within(customer).getByText('CN¥35.50')).toBeInTheDocument();
    expect(within(customer).getByRole('link', { name: 'Open' })).toHaveAttribute('href', '/admin/customers/42');
  });

  it('replies in markdown, previewed first, and can resolve the ticket with it', async () => {
    mocked.staffTicketReply!.mockResolvedValue({ is_success: true, message: 'ok' });
    const user = userEvent.setup();
    renderRoute(routes, `/admin/tickets/${waiting.id}`);
    const box = await screen.findByRole('textbox', { name: 'Your reply' });
    await user.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(box).toHaveAccessibleDescription(expect.stringContaining('Fill this in.'));
    await user.type(box, 'Use **Osaka 1** for now.');
    await user.click(screen.getByRole('tab', { name: 'Preview' }));
    expect(await screen.findByText('Osaka 1', { selector: 'strong' })).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'After sending' }), 'Mark it resolved');
    await user.click(screen.getByRole('button', { name: 'Send reply' }));
    await waitFor(() =>
      expect(mocked.staffTicketReply).toHaveBeenCalledWith({
        params: { ticket_id: waiting.id },
        body: { content: 'Use **Osaka 1** for now.', status: 'resolved' },
      }),
    );
    expect(await screen.findByText('Reply sent')).toBeInTheDocument();
  });

  it('closes an open ticket and reopens a closed one', async () => {
    mocked.adminTicketSetStatus!.mockResolvedValue(ok({ ...waiting, ticket_status: 'closed' }));
    const user = userEvent.setup();
    renderRoute(routes, `/admin/tickets/${waiting.id}`);
    await user.click(await screen.findByRole('button', { name: 'Close ticket' }));
    await waitFor(() =>
      expect(mocked.adminTicketSetStatus).toHaveBeenCalledWith({
        params: { ticket_id: waiting.id },
        body: { ticket_status: 'closed' },
      }),
    );
    mocked.adminTicketDetail!.mockResolvedValue(ok(detail({ ...waiting, ticket_status: 'closed' })));
    await queryClient.invalidateQueries();
    await user.click(await screen.findByRole('button', { name: 'Reopen' }));
    await waitFor(() =>
      expect(mocked.adminTicketSetStatus).toHaveBeenLastCalledWith({
        params: { ticket_id: waiting.id },
        body: { ticket_status: 'processing' },
      }),
    );
  });
});
