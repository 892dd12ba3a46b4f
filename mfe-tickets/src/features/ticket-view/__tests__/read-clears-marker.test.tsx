// Opening a conversation is what the server counts as reading it; back in the list the marker is gone
// at once, before the list's own refetch answers.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '@portal/shared';
import { queryClient } from '@portal/shared/query';
import { ticketKeys } from '../../../lib/query-keys';
import type { TicketPage } from '../../../lib/list-cache';
import { conversationAnswer, deferred, listAnswer, message, ticket } from '../../../test-utils/fixtures';
import { renderRoute, signIn } from '@portal/shared/test/render-route';
import { routes } from '../../../routes';

jest.mock('@portal/shared', () => ({
  ...jest.requireActual('@portal/shared'),
  api: { userTicketsList: jest.fn(), userTicketsMessages: jest.fn() },
}));

const userTicketsList = api.userTicketsList as jest.Mock;
const userTicketsMessages = api.userTicketsMessages as jest.Mock;

beforeEach(() => {
  queryClient.clear();
  userTicketsList.mockReset();
  userTicketsMessages.mockReset();
  signIn();
});

const reply = message({ from: 'staff', content: 'We fixed it.', created_at: '2026-03-02T10:00:00.000Z' });
const answered = ticket({
  title: 'Answered',
  message_data: [reply],
  has_unread_reply: true,
  last_staff_reply_at: reply.created_at,
});
const other = ticket({
  title: 'Other answered',
  message_data: [reply],
  has_unread_reply: true,
  last_staff_reply_at: reply.created_at,
});
const rowOf = (title: string) => screen.getByText(title, { selector: 'a' }).closest('li')!;

describe('reading a conversation', () => {
  it('drops the ticket’s marker in the list at once and has the list refetched', async () => {
    userTicketsList.mockResolvedValueOnce(listAnswer([answered, other]));
    userTicketsMessages.mockResolvedValue(conversationAnswer({ ...answered, has_unread_reply: false }));
    const user = userEvent.setup();
    renderRoute(routes, '/user/tickets');
    await screen.findByText('Answered', { selector: 'a' });
    expect(within(rowOf('Answered')).getByText('New reply')).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Answered' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Answered' })).toBeInTheDocument();
    expect(userTicketsMessages).toHaveBeenCalledWith(expect.objectContaining({ params: { ticket_id: answered.id } }));

    // The list's refetch stays pending: what shows is the cached page, already without the marker.
    const refetch = deferred<ReturnType<typeof listAnswer>>();
    userTicketsList.mockReturnValueOnce(refetch.promise);
    await user.click(screen.getByRole('link', { name: /Back to tickets/ }));
    await screen.findByText('Answered', { selector: 'a' });
    expect(within(rowOf('Answered')).queryByText('New reply')).toBeNull();
    expect(within(rowOf('Other answered')).getByText('New reply')).toBeInTheDocument();
    await waitFor(() => expect(userTicketsList).toHaveBeenCalledTimes(2));

    // The server's answer is then shown as it is: a reply that came meanwhile is unread again.
    refetch.resolve(listAnswer([{ ...answered, has_unread_reply: true }, other]));
    await waitFor(() => expect(within(rowOf('Answered')).getByText('New reply')).toBeInTheDocument());
  });

  it('leaves cached pages without the ticket untouched', async () => {
    const page: TicketPage = { tickets: [other], total_count: 1 };
    queryClient.setQueryData(ticketKeys.list(1, 20, 'closed'), page);
    userTicketsMessages.mockResolvedValue(conversationAnswer(answered));
    renderRoute(routes, `/user/tickets/view/${answered.id}`);
    await screen.findByRole('heading', { level: 1, name: 'Answered' });
    expect(queryClient.getQueryData(ticketKeys.list(1, 20, 'closed'))).toBe(page);
    expect(queryClient.getQueryState(ticketKeys.list(1, 20, 'closed'))?.isInvalidated).toBe(true);
  });
});
