import { createTestApp, type TestApp } from '../../../test-support/test-app';
import { type Account, customer, openTicket, staffMember } from '../../../test-support/ticket-flows';

const BASE = '/api/v2/user/tickets-v2';
const ISO = expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
const UUID = expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);

let t: TestApp;
let alice: Account;
let bob: Account;
let staff: Account;
beforeAll(async () => {
  t = await createTestApp();
  alice = await customer(t, 'alice@example.com');
  bob = await customer(t, 'bob@example.com');
  staff = await staffMember(t, 'support@example.com');
});
afterAll(() => t.close());

async function list(account: Account, query = '') {
  const res = await t.app.inject({ url: `${BASE}/${query}`, headers: account.headers });
  expect(res.statusCode).toBe(200);
  return res.json().result as {
    total_count: number;
    tickets: {
      id: string;
      title: string;
      ticket_status: string;
      message_data: { user_id: number; content: string }[];
    }[];
  };
}
const setStatus = (account: Account, id: string, ticket_status: string) =>
  t.app.inject({
    method: 'PUT',
    url: `${BASE}/${id}/edit-status`,
    headers: account.headers,
    payload: { ticket_status },
  });
const send = (account: Account, id: string, content: string) =>
  t.app.inject({ method: 'POST', url: `${BASE}/${id}/messages`, headers: account.headers, payload: { content } });
const read = (account: Account, id: string) =>
  t.app.inject({ url: `${BASE}/${id}/messages`, headers: account.headers });
const staffReply = (id: string, body: { content: string; status?: string }) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v2/low_admin_api/ticket/${id}/reply`,
    headers: staff.headers,
    payload: body,
  });

describe('customer tickets', () => {
  it('opens a pending ticket whose first message is its content', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `${BASE}/`,
      headers: alice.headers,
      payload: { title: '  VPN drops  ', content: 'It **drops** every hour.' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ is_success: true, message: expect.any(String), result: { id: UUID } });
    const { id } = res.json().result;

    const view = await read(alice, id);
    expect(view.statusCode).toBe(200);
    expect(view.json()).toEqual({
      is_success: true,
      message: 'OK',
      result: {
        id,
        created_at: ISO,
        updated_at: ISO,
        title: 'VPN drops',
        content: 'It **drops** every hour.',
        ticket_status: 'pending',
        message_data: [
          { id: UUID, created_at: ISO, updated_at: ISO, user_id: alice.id, content: 'It **drops** every hour.' },
        ],
        has_unread_reply: false,
        last_staff_reply_at: null,
      },
    });
  });

  it('lists only the caller’s tickets, newest activity first, page by page', async () => {
    const first = await openTicket(t.app, bob, { title: 'first', content: 'one' });
    const second = await openTicket(t.app, bob, { title: 'second', content: 'two' });
    const third = await openTicket(t.app, bob, { title: 'third', content: 'three' });
    expect((await list(bob)).tickets.map((ticket) => ticket.id)).toEqual([third, second, first]);

    // New activity (a message) brings the oldest ticket to the top.
    expect((await send(bob, first, 'any news?')).statusCode).toBe(200);
    const page1 = await list(bob, '?page=1&size=2');
    expect(page1.total_count).toBe(3);
    expect(page1.tickets.map((ticket) => ticket.title)).toEqual(['first', 'third']);
    const page2 = await list(bob, '?page=2&size=2');
    expect(page2).toEqual({
      total_count: 3,
      tickets: [expect.objectContaining({ id: second, title: 'second', content: 'two' })],
    });
    expect(await list(bob, '?page=3&size=2')).toEqual({ total_count: 3, tickets: [] });

    // A status change is activity too.
    expect((await setStatus(bob, second, 'closed')).statusCode).toBe(200);
    expect((await list(bob, '?size=1')).tickets.map((ticket) => ticket.id)).toEqual([second]);

    // Alice sees none of Bob's tickets.
    const alices = await list(alice, '?size=100');
    expect(alices.tickets.some((ticket) => [first, second, third].includes(ticket.id))).toBe(false);
    expect(alices.total_count).toBe(alices.tickets.length);
  });

  it('close → sending is refused → reopen → sending works', async () => {
    const id = await openTicket(t.app, alice, { title: 'Refund', content: 'Please refund order 12' });
    const closed = await setStatus(alice, id, 'closed');
    expect(closed.statusCode).toBe(200);
    expect(closed.json()).toEqual({
      is_success: true,
      message: 'The ticket is closed',
      result: { id, ticket_status: 'closed', updated_at: ISO },
    });

    const refused = await send(alice, id, 'one more thing');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      is_success: false,
      code: 'ticket_closed',
      message: 'This ticket is closed; reopen it before sending a message',
    });
    // Closing again changes nothing.
    expect((await setStatus(alice, id, 'closed')).json().result.ticket_status).toBe('closed');

    const reopened = await setStatus(alice, id, 'pending');
    expect(reopened.statusCode).toBe(200);
    expect(reopened.json().result.ticket_status).toBe('pending');
    const sent = await send(alice, id, 'one more thing');
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({
      is_success: true,
      message: 'Message sent',
      result: { id: UUID, created_at: ISO, updated_at: ISO, user_id: alice.id, content: 'one more thing' },
    });
    expect((await read(alice, id)).json().result.message_data.map((m: { content: string }) => m.content)).toEqual([
      'Please refund order 12',
      'one more thing',
    ]);
  });

  it('reopening an open ticket keeps it as staff left it', async () => {
    const id = await openTicket(t.app, alice, { title: 'Speed', content: 'Slow in the evening' });
    expect((await staffReply(id, { content: 'Looking into it' })).statusCode).toBe(200);
    const res = await setStatus(alice, id, 'pending');
    expect(res.statusCode).toBe(200);
    expect(res.json().result.ticket_status).toBe('processing');
  });

  it('a customer message on a resolved ticket moves it back to pending', async () => {
    const id = await openTicket(t.app, alice, { title: 'Login', content: 'Cannot log in' });
    expect((await staffReply(id, { content: 'Fixed, try again', status: 'resolved' })).statusCode).toBe(200);
    expect((await read(alice, id)).json().result.ticket_status).toBe('resolved');
    expect((await send(alice, id, 'Still broken')).statusCode).toBe(200);
    expect((await read(alice, id)).json().result.ticket_status).toBe('pending');
  });

  it('tells staff replies from the customer’s messages by author and brings the ticket to the top', async () => {
    const id = await openTicket(t.app, bob, { title: 'Billing', content: 'Charged twice' });
    await openTicket(t.app, bob, { title: 'Newer', content: 'Another question' });
    expect((await staffReply(id, { content: 'We refunded one charge.' })).statusCode).toBe(200);

    const [top] = (await list(bob)).tickets;
    expect(top?.id).toBe(id);
    expect(top?.ticket_status).toBe('processing');
    expect(top?.message_data).toEqual([
      expect.objectContaining({ user_id: bob.id, content: 'Charged twice' }),
      expect.objectContaining({ user_id: staff.id, content: 'We refunded one charge.' }),
    ]);
    const conversation = (await read(bob, id)).json().result.message_data;
    expect(conversation.map((m: { user_id: number }) => m.user_id)).toEqual([bob.id, staff.id]);
  });

  it('answers another customer’s ticket exactly like an unknown one (404) on every endpoint', async () => {
    const alicesTicket = await openTicket(t.app, alice, { title: 'Private', content: 'Alice only' });
    const unknown = '3f2b8c4e-1d5a-4b6f-9c7e-2a1b3c4d5e6f';
    for (const id of [alicesTicket, unknown]) {
      const answers = [
        await read(bob, id),
        await send(bob, id, 'hi'),
        await setStatus(bob, id, 'closed'),
        await setStatus(bob, id, 'pending'),
      ];
      for (const res of answers) {
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({ is_success: false, code: 'not_found', message: 'No ticket with this id' });
      }
    }
    // Nothing changed on Alice's ticket.
    const view = (await read(alice, alicesTicket)).json().result;
    expect(view.ticket_status).toBe('pending');
    expect(view.message_data).toHaveLength(1);
  });

  it('needs a signed-in customer', async () => {
    for (const [method, url] of [
      ['GET', `${BASE}/`],
      ['POST', `${BASE}/`],
      ['GET', `${BASE}/3f2b8c4e-1d5a-4b6f-9c7e-2a1b3c4d5e6f/messages`],
    ] as const) {
      const res = await t.app.inject({
        method,
        url,
        payload: method === 'POST' ? { title: 'a', content: 'b' } : undefined,
      });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ is_success: false, code: 'unauthorized' });
    }
  });
});
