import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '@portal/shared';
import { queryClient } from '@portal/shared/query';
import { httpError, listAnswer, message, ticket } from '../../../test-utils/fixtures';
import { currentUrl, renderRoute, signIn } from '@portal/shared/test/render-route';
import { routes } from '../../../routes';

jest.mock('@portal/shared', () => ({
  ...jest.requireActual('@portal/shared'),
  api: { userTicketsList: jest.fn() },
}));

const userTicketsList = api.userTicketsList as jest.Mock;

beforeEach(() => {
  queryClient.clear();
  userTicketsList.mockReset();
  signIn();
});

const rows = () => screen.getAllByTestId('ticket-row');

describe('tickets list', () => {
  it('lists tickets in the server’s order (newest activity first) with their status', async () => {
    const newer = ticket({
      title: 'Fresh question',
      ticket_status: 'processing',
      updated_at: '2026-03-09T09:00:00.000Z',
      message_data: [message({ from: 'customer', created_at: '2026-03-09T09:00:00.000Z' })],
    });
    const older = ticket({ title: 'Old question', ticket_status: 'resolved', updated_at: '2026-03-01T09:00:00.000Z' });
    userTicketsList.mockResolvedValue(listAnswer([newer, older]));
    renderRoute(routes, '/user/tickets');

    expect(await screen.findByRole('heading', { level: 1, name: 'Support tickets' })).toBeInTheDocument();
    await screen.findByText('Fresh question');
    expect(rows().map((row) => within(row).getByRole('link').textContent)).toEqual(['Fresh question', 'Old question']);
    expect(within(rows()[0]!).getByText('Processing')).toHaveAttribute('data-status', 'processing');
    expect(within(rows()[1]!).getByText('Resolved')).toBeInTheDocument();
    expect(within(rows()[0]!).getByRole('link')).toHaveAttribute('href', `/user/tickets/view/${newer.id}`);
    expect(within(rows()[0]!).getByText(/^Last activity /)).toHaveTextContent('2026');
    expect(userTicketsList).toHaveBeenCalledWith(expect.objectContaining({ query: { page: 1, size: 20 } }));
  });

  it('pages through the URL: ?page and ?size reach the API, Next moves on', async () => {
    userTicketsList.mockImplementation(async ({ query }: { query: { page: number; size: number } }) =>
      listAnswer([ticket({ title: `Ticket on page ${query.page}` })], 25),
    );
    const user = userEvent.setup();
    const { location } = renderRoute(routes, '/user/tickets?page=2&size=10');

    expect(await screen.findByText('Ticket on page 2')).toBeInTheDocument();
    expect(userTicketsList).toHaveBeenLastCalledWith(expect.objectContaining({ query: { page: 2, size: 10 } }));
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Ticket on page 3')).toBeInTheDocument();
    expect(currentUrl(location)).toBe('/user/tickets?page=3&size=10');
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();

    await user.selectOptions(screen.getByLabelText('Per page'), '50');
    await waitFor(() => expect(currentUrl(location)).toBe('/user/tickets?size=50'));
    expect(userTicketsList).toHaveBeenLastCalledWith(expect.objectContaining({ query: { page: 1, size: 50 } }));
  });

  it('filters by status on the server: ?status becomes ticket_status, pages come from the server', async () => {
    userTicketsList.mockImplementation(async ({ query }: { query: { page: number; ticket_status?: string } }) =>
      query.ticket_status === 'closed'
        ? listAnswer([ticket({ title: `Closed on page ${query.page}`, ticket_status: 'closed' })], 41)
        : listAnswer([ticket({ title: 'Any ticket' })], 60),
    );
    const user = userEvent.setup();
    const { location } = renderRoute(routes, '/user/tickets?page=3');
    await screen.findByText('Any ticket');

    await user.selectOptions(screen.getByLabelText('Status'), 'closed');
    await waitFor(() => expect(currentUrl(location)).toBe('/user/tickets?status=closed'));
    expect(await screen.findByText('Closed on page 1')).toBeInTheDocument();
    expect(userTicketsList).toHaveBeenLastCalledWith(
      expect.objectContaining({ query: { page: 1, size: 20, ticket_status: 'closed' } }),
    );
    // One request per page shown: the server counts and pages the matches.
    expect(userTicketsList).toHaveBeenCalledTimes(2);
    expect(screen.getByText('41 tickets')).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Closed on page 2')).toBeInTheDocument();
    expect(currentUrl(location)).toBe('/user/tickets?status=closed&page=2');
    expect(userTicketsList).toHaveBeenLastCalledWith(
      expect.objectContaining({ query: { page: 2, size: 20, ticket_status: 'closed' } }),
    );
    expect(userTicketsList).toHaveBeenCalledTimes(3);
  });

  it('ignores unreadable URL params', async () => {
    userTicketsList.mockResolvedValue(listAnswer([ticket()]));
    renderRoute(routes, '/user/tickets?page=-4&size=7&status=deleted');
    await screen.findByText('VPN does not connect');
    expect(userTicketsList).toHaveBeenCalledWith(expect.objectContaining({ query: { page: 1, size: 20 } }));
    expect(screen.getByLabelText('Status')).toHaveValue('');
  });

  it('shows the unread marker exactly where the server says a staff reply is unread', async () => {
    const reply = message({ from: 'staff', created_at: '2026-03-02T10:00:00.000Z' });
    const unseen = ticket({
      title: 'Answered, unseen',
      message_data: [reply],
      has_unread_reply: true,
      last_staff_reply_at: reply.created_at,
    });
    const seen = ticket({
      title: 'Answered, seen',
      message_data: [reply],
      has_unread_reply: false,
      last_staff_reply_at: reply.created_at,
    });
    // The server's word wins over the messages: marked although the list carries none.
    const noMessages = ticket({ title: 'Unread, no messages', message_data: undefined, has_unread_reply: true });
    const own = ticket({ title: 'Only mine', message_data: [message({ from: 'customer' })] });
    userTicketsList.mockResolvedValue(listAnswer([unseen, seen, noMessages, own]));
    renderRoute(routes, '/user/tickets');

    const rowOf = (title: string) => screen.getByText(title).closest('li')!;
    await screen.findByText('Answered, unseen');
    const marker = within(rowOf('Answered, unseen')).getByText('New reply');
    expect(marker).toHaveAttribute('title', 'Support replied since you last looked');
    expect(within(rowOf('Unread, no messages')).getByText('New reply')).toBeInTheDocument();
    expect(within(rowOf('Answered, seen')).queryByText('New reply')).toBeNull();
    expect(within(rowOf('Only mine')).queryByText('New reply')).toBeNull();
  });

  it('leads an empty list to the new-ticket page', async () => {
    userTicketsList.mockResolvedValue(listAnswer([]));
    renderRoute(routes, '/user/tickets');
    expect(await screen.findByRole('heading', { name: 'No tickets yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open your first ticket' })).toHaveAttribute('href', '/user/tickets/new');
    expect(screen.queryByRole('navigation', { name: 'Pages' })).toBeNull();
  });

  it('offers to clear an empty filter', async () => {
    userTicketsList.mockResolvedValue(listAnswer([]));
    renderRoute(routes, '/user/tickets?status=resolved');
    expect(await screen.findByRole('heading', { name: 'No tickets with this status' })).toBeInTheDocument();
    expect(userTicketsList).toHaveBeenCalledWith(
      expect.objectContaining({ query: { page: 1, size: 20, ticket_status: 'resolved' } }),
    );
    expect(screen.getByRole('link', { name: 'Show all tickets' })).toHaveAttribute('href', '/user/tickets');
  });

  it('explains a failure and retries', async () => {
    // A 4xx is final (no automatic retry), so the error shows at once.
    userTicketsList.mockRejectedValueOnce(httpError(403, 'Maintenance until noon'));
    userTicketsList.mockResolvedValue(listAnswer([ticket({ title: 'Back again' })]));
    const user = userEvent.setup();
    renderRoute(routes, '/user/tickets');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your tickets could not be loaded.');
    expect(alert).toHaveTextContent('Maintenance until noon');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Back again')).toBeInTheDocument();
  });
});
