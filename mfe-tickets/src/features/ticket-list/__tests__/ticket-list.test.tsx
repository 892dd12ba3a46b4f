import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, queryClient } from '@portal/shared';
import { httpError, listAnswer, message, ticket } from '../../../test-utils/fixtures';
import { CUSTOMER_ID, currentUrl, renderRoute, signIn } from '../../../test-utils/render-route';
import { markSeen } from '../../../lib/unread';

jest.mock('@portal/shared', () => ({
  ...jest.requireActual('@portal/shared'),
  api: { userTicketsList: jest.fn() },
}));

const userTicketsList = api.userTicketsList as jest.Mock;

beforeEach(() => {
  queryClient.clear();
  window.localStorage.clear();
  userTicketsList.mockReset();
  signIn();
});

const rows = () => screen.getAllByTestId('ticket-row');

describe('tickets list', () => {
  it('lists tickets newest activity first with their status', async () => {
    const older = ticket({ title: 'Old question', ticket_status: 'resolved', updated_at: '2026-03-01T09:00:00.000Z' });
    const newer = ticket({
      title: 'Fresh question',
      ticket_status: 'processing',
      message_data: [message({ from: 'customer', created_at: '2026-03-09T09:00:00.000Z' })],
    });
    userTicketsList.mockResolvedValue(listAnswer([older, newer]));
    renderRoute('/user/tickets');

    expect(await screen.findByRole('heading', { level: 1, name: 'Support tickets' })).toBeInTheDocument();
    await screen.findByText('Fresh question');
    expect(rows().map((row) => within(row).getByRole('link').textContent)).toEqual(['Fresh question', 'Old question']);
    expect(within(rows()[0]!).getByText('Processing')).toHaveAttribute('data-status', 'processing');
    expect(within(rows()[1]!).getByText('Resolved')).toBeInTheDocument();
    expect(within(rows()[0]!).getByRole('link')).toHaveAttribute('href', `/user/tickets/view/${newer.id}`);
    expect(userTicketsList).toHaveBeenCalledWith(expect.objectContaining({ query: { page: 1, size: 20 } }));
  });

  it('pages through the URL: ?page and ?size reach the API, Next moves on', async () => {
    userTicketsList.mockImplementation(async ({ query }: { query: { page: number; size: number } }) =>
      listAnswer([ticket({ title: `Ticket on page ${query.page}` })], 25),
    );
    const user = userEvent.setup();
    const { location } = renderRoute('/user/tickets?page=2&size=10');

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

  it('filters by status through the URL, over every page of tickets', async () => {
    const first = Array.from({ length: 100 }, (_, index) =>
      ticket({ title: `Pending ${index}`, ticket_status: 'pending' }),
    );
    const closed = ticket({ title: 'Closed one', ticket_status: 'closed' });
    userTicketsList.mockImplementation(async ({ query }: { query: { page: number } }) =>
      query.page === 1 ? listAnswer(first, 101) : listAnswer([closed], 101),
    );
    const user = userEvent.setup();
    const { location } = renderRoute('/user/tickets?page=3');
    await screen.findByText('Closed one');

    await user.selectOptions(screen.getByLabelText('Status'), 'closed');
    await waitFor(() => expect(currentUrl(location)).toBe('/user/tickets?status=closed'));
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(screen.getByText('Closed one')).toBeInTheDocument();
    expect(userTicketsList).toHaveBeenCalledWith(expect.objectContaining({ query: { page: 1, size: 100 } }));
    expect(userTicketsList).toHaveBeenCalledWith(expect.objectContaining({ query: { page: 2, size: 100 } }));
    expect(screen.getByText('1 ticket')).toBeInTheDocument();
  });

  it('ignores unreadable URL params', async () => {
    userTicketsList.mockResolvedValue(listAnswer([ticket()]));
    renderRoute('/user/tickets?page=-4&size=7&status=deleted');
    await screen.findByText('VPN does not connect');
    expect(userTicketsList).toHaveBeenCalledWith(expect.objectContaining({ query: { page: 1, size: 20 } }));
    expect(screen.getByLabelText('Status')).toHaveValue('');
  });

  it('marks tickets with a staff reply the customer has not seen', async () => {
    const reply = message({ from: 'staff', created_at: '2026-03-02T10:00:00.000Z' });
    const unseen = ticket({ title: 'Answered, unseen', message_data: [reply] });
    const seen = ticket({
      title: 'Answered, seen',
      message_data: [{ ...reply, id: '00000000-0000-4000-8000-999999999999' }],
    });
    const own = ticket({ title: 'Only mine', message_data: [message({ from: 'customer' })] });
    markSeen(CUSTOMER_ID, seen.id, reply.created_at);
    userTicketsList.mockResolvedValue(listAnswer([unseen, seen, own]));
    renderRoute('/user/tickets');

    const unseenRow = (await screen.findByText('Answered, unseen')).closest('li')!;
    expect(within(unseenRow).getByText('New reply')).toBeInTheDocument();
    expect(within(screen.getByText('Answered, seen').closest('li')!).queryByText('New reply')).toBeNull();
    expect(within(screen.getByText('Only mine').closest('li')!).queryByText('New reply')).toBeNull();
  });

  it('leads an empty list to the new-ticket page', async () => {
    userTicketsList.mockResolvedValue(listAnswer([]));
    renderRoute('/user/tickets');
    expect(await screen.findByRole('heading', { name: 'No tickets yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open your first ticket' })).toHaveAttribute('href', '/user/tickets/new');
    expect(screen.queryByRole('navigation', { name: 'Pages' })).toBeNull();
  });

  it('offers to clear an empty filter', async () => {
    userTicketsList.mockResolvedValue(listAnswer([ticket({ ticket_status: 'pending' })]));
    renderRoute('/user/tickets?status=resolved');
    expect(await screen.findByRole('heading', { name: 'No tickets with this status' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Show all tickets' })).toHaveAttribute('href', '/user/tickets');
  });

  it('explains a failure and retries', async () => {
    // A 4xx is final (no automatic retry), so the error shows at once.
    userTicketsList.mockRejectedValueOnce(httpError(403, 'Maintenance until noon'));
    userTicketsList.mockResolvedValue(listAnswer([ticket({ title: 'Back again' })]));
    const user = userEvent.setup();
    renderRoute('/user/tickets');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your tickets could not be loaded.');
    expect(alert).toHaveTextContent('Maintenance until noon');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Back again')).toBeInTheDocument();
  });
});
