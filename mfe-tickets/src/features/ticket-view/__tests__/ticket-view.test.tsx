import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '@portal/shared';
import { queryClient } from '@portal/shared/query';
import type { TicketModel } from '@portal/shared/contract';
import { conversationAnswer, deferred, httpError, message, ticket } from '../../../test-utils/fixtures';
import { renderRoute, signIn } from '@portal/shared/test/render-route';
import { routes } from '../../../routes';

jest.mock('@portal/shared', () => ({
  ...jest.requireActual('@portal/shared'),
  api: { userTicketsMessages: jest.fn(), userTicketsSendMessage: jest.fn(), userTicketsEditStatus: jest.fn() },
}));

const userTicketsMessages = api.userTicketsMessages as jest.Mock;
const userTicketsSendMessage = api.userTicketsSendMessage as jest.Mock;
const userTicketsEditStatus = api.userTicketsEditStatus as jest.Mock;

/** A tiny in-memory tickets API around one ticket. */
function serve(initial: TicketModel) {
  let current = initial;
  userTicketsMessages.mockImplementation(async () => conversationAnswer(current));
  userTicketsSendMessage.mockImplementation(async ({ body }: { body: { content: string } }) => {
    const sent = message({ from: 'customer', content: body.content, created_at: '2026-03-05T12:00:00.000Z' });
    current = { ...current, message_data: [...(current.message_data ?? []), sent] };
    return { is_success: true, message: 'ok', result: sent };
  });
  userTicketsEditStatus.mockImplementation(async ({ body }: { body: { ticket_status: 'closed' | 'pending' } }) => {
    current = { ...current, ticket_status: body.ticket_status, updated_at: '2026-03-06T12:00:00.000Z' };
    return {
      is_success: true,
      message: 'ok',
      result: { id: current.id, ticket_status: current.ticket_status, updated_at: current.updated_at },
    };
  });
}

beforeEach(() => {
  queryClient.clear();
  for (const mock of [userTicketsMessages, userTicketsSendMessage, userTicketsEditStatus]) mock.mockReset();
  signIn();
});

const staffReply = message({
  from: 'staff',
  content: 'Please restart the **client**.',
  created_at: '2026-03-02T10:00:00.000Z',
});
const customerReply = message({
  from: 'customer',
  content: 'Restarted, still broken.',
  created_at: '2026-03-03T10:00:00.000Z',
});

describe('ticket conversation', () => {
  it('tells staff and customer messages apart', async () => {
    const open = ticket({ title: 'VPN is down', message_data: [customerReply, staffReply] });
    serve(open);
    renderRoute(routes, `/user/tickets/view/${open.id}`);

    expect(await screen.findByRole('heading', { level: 1, name: 'VPN is down' })).toBeInTheDocument();
    const log = screen.getByRole('log', { name: 'Conversation' });
    expect(log).toHaveAttribute('aria-live', 'polite');
    const items = within(log).getAllByRole('listitem');
    expect(items.map((item) => item.dataset.author)).toEqual(['customer', 'staff', 'customer']);
    expect(within(items[1]!).getByText('Support')).toBeInTheDocument();
    expect(within(items[2]!).getByText('You')).toBeInTheDocument();
    expect(await within(items[1]!).findByText('client', { selector: 'strong' })).toBeInTheDocument();
    expect(within(items[0]!).getByText(/It fails since/)).toBeInTheDocument();
    expect(screen.getByText('Pending')).toBeInTheDocument();
  });

  it('sends a reply, empties the box and keeps the focus there', async () => {
    const open = ticket({ message_data: [staffReply] });
    serve(open);
    const pending = deferred<void>();
    const user = userEvent.setup();
    renderRoute(routes, `/user/tickets/view/${open.id}`);
    const box = await screen.findByRole('textbox', { name: 'Your reply' });

    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Enter a message.')).toBeInTheDocument();
    expect(userTicketsSendMessage).not.toHaveBeenCalled();

    const send = userTicketsSendMessage.getMockImplementation()!;
    userTicketsSendMessage.mockImplementationOnce(async (args: unknown) => {
      await pending.promise;
      return send(args);
    });
    await user.type(box, 'Thanks, that **worked**');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled());
    pending.resolve();

    expect(await screen.findByText('worked', { selector: 'strong' })).toBeInTheDocument();
    expect(userTicketsSendMessage).toHaveBeenCalledWith({
      params: { ticket_id: open.id },
      body: { content: 'Thanks, that **worked**' },
    });
    await waitFor(() => expect(box).toHaveValue(''));
    expect(box).toHaveFocus();
  });

  it('closes after a confirmation, then takes no message until reopened', async () => {
    const open = ticket({ ticket_status: 'processing', message_data: [staffReply] });
    serve(open);
    const user = userEvent.setup();
    renderRoute(routes, `/user/tickets/view/${open.id}`);
    await screen.findByRole('textbox', { name: 'Your reply' });

    await user.click(screen.getByRole('button', { name: 'Close ticket' }));
    const dialog = await screen.findByRole('dialog', { name: 'Close this ticket?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(userTicketsEditStatus).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Close ticket' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Close ticket' }));
    expect(userTicketsEditStatus).toHaveBeenCalledWith({
      params: { ticket_id: open.id },
      body: { ticket_status: 'closed' },
    });

    expect(await screen.findByText('This ticket is closed — reopen it to send a message.')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Your reply' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Send' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Close ticket' })).toBeNull();
    expect(screen.getByText('Closed')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Reopen ticket' }));
    expect(userTicketsEditStatus).toHaveBeenLastCalledWith({
      params: { ticket_id: open.id },
      body: { ticket_status: 'pending' },
    });
    expect(await screen.findByRole('textbox', { name: 'Your reply' })).toBeInTheDocument();
    expect(screen.queryByText('This ticket is closed — reopen it to send a message.')).toBeNull();
    expect(screen.getByText('Pending')).toBeInTheDocument();
  });

  it('shows a not-found message in the page for a ticket that is not the customer’s', async () => {
    userTicketsMessages.mockRejectedValue(httpError(404, 'Ticket not found'));
    renderRoute(routes, '/user/tickets/view/9b1deb4d-3b7d-4bad-9bdd-2b0d7b3dcb6d');
    expect(await screen.findByRole('heading', { level: 1, name: 'Ticket not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to tickets/ })).toHaveAttribute('href', '/user/tickets');
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(userTicketsMessages).toHaveBeenCalledTimes(1);
  });

  it('renders hostile messages inertly', async () => {
    const hostile = message({
      from: 'staff',
      content:
        '<script>window.__pwned=1</script> <img src=x onerror="window.__pwned=1"> [x](javascript:alert(1)) <style>*{display:none}</style>',
    });
    const open = ticket({ content: '<a href="data:text/html,<b>hi</b>">d</a>', message_data: [hostile] });
    serve(open);
    renderRoute(routes, `/user/tickets/view/${open.id}`);
    const log = await screen.findByRole('log');
    await waitFor(() => expect(log.querySelector('p')).not.toBeNull());
    expect(log.querySelectorAll('script, style, img, iframe')).toHaveLength(0);
    expect(log.querySelector('a[href]')).toBeNull();
    expect(
      Array.from(log.querySelectorAll('*'))
        .flatMap((element) => element.getAttributeNames())
        .filter((name) => /^on|^style$/.test(name)),
    ).toEqual([]);
    expect((window as unknown as { __pwned?: number }).__pwned).toBeUndefined();
  });
});
