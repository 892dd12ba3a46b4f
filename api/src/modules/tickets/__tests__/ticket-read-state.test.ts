// The unread marker's server state (has_unread_reply, last_staff_reply_at) and the list's status filter.
import { bearer, signIn } from '../../../test-support/flows';
import { createTestApp, type TestApp } from '../../../test-support/test-app';
import { type Account, customer, openTicket, staffMember } from '../../../test-support/ticket-flows';

const BASE = '/api/v2/user/tickets-v2';

interface ListedTicket {
  id: string;
  title: string;
  ticket_status: string;
  updated_at: string;
  has_unread_reply: boolean;
  last_staff_reply_at: string | null;
}

let t: TestApp;
let carol: Account;
let dave: Account;
let staff: Account;
beforeAll(async () => {
  t = await createTestApp();
  carol = await customer(t, 'carol@example.com');
  dave = await customer(t, 'dave@example.com');
  staff = await staffMember(t, 'helpdesk@example.com');
});
afterAll(() => t.close());

async function list(account: Account, query = '') {
  const res = await t.app.inject({ url: `${BASE}/${query}`, headers: account.headers });
  expect(res.statusCode).toBe(200);
  return res.json().result as { total_count: number; tickets: ListedTicket[] };
}
async function listed(account: Account, id: string): Promise<ListedTicket> {
  const found = (await list(account, '?size=100')).tickets.find((ticket) => ticket.id === id);
  if (!found) throw new Error(`ticket ${id} is not in the list`);
  return found;
}
const read = (account: Account, id: string) =>
  t.app.inject({ url: `${BASE}/${id}/messages`, headers: account.headers });
const send = (account: Account, id: string, content: string) =>
  t.app.inject({ method: 'POST', url: `${BASE}/${id}/messages`, headers: account.headers, payload: { content } });
const setStatus = (account: Account, id: string, ticket_status: 'closed' | 'pending') =>
  t.app.inject({
    method: 'PUT',
    url: `${BASE}/${id}/edit-status`,
    headers: account.headers,
    payload: { ticket_status },
  });
async function staffReply(id: string, body: { content: string; status?: string }) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/v2/low_admin_api/ticket/${id}/reply`,
    headers: staff.headers,
    payload: body,
  });
  expect(res.statusCode).toBe(200);
}
/** The newest staff message's time, as the conversation shows it. */
async function newestStaffMessageAt(id: string): Promise<string> {
  const messages = (await read(carol, id)).json().result.message_data as { user_id: number; created_at: string }[];
  const fromStaff = messages.filter((message) => message.user_id === staff.id);
  return fromStaff[fromStaff.length - 1]!.created_at;
}

describe('unread staff replies', () => {
  it('a customer’s own ticket and own messages are never unread', async () => {
    const id = await openTicket(t.app, carol, { title: 'Own', content: 'My question' });
    expect(await listed(carol, id)).toMatchObject({ has_unread_reply: false, last_staff_reply_at: null });
    expect((await send(carol, id, 'More detail')).statusCode).toBe(200);
    expect(await listed(carol, id)).toMatchObject({ has_unread_reply: false, last_staff_reply_at: null });
  });

  it('staff reply → unread; reading the conversation → read; another reply → unread again', async () => {
    const id = await openTicket(t.app, carol, { title: 'Round trip', content: 'Hello support' });

    await staffReply(id, { content: 'First answer' });
    const afterReply = await listed(carol, id);
    expect(afterReply.has_unread_reply).toBe(true);
    expect(afterReply.last_staff_reply_at).toEqual(expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/));

    const view = await read(carol, id);
    expect(view.statusCode).toBe(200);
    expect(view.json().result).toMatchObject({
      has_unread_reply: false,
      last_staff_reply_at: afterReply.last_staff_reply_at,
    });
    const afterRead = await listed(carol, id);
    expect(afterRead).toMatchObject({ has_unread_reply: false, last_staff_reply_at: afterReply.last_staff_reply_at });
    // Reading is not activity: the ticket keeps its place in the list.
    expect(afterRead.updated_at).toBe(afterReply.updated_at);
    expect(afterReply.last_staff_reply_at).toBe(await newestStaffMessageAt(id));

    await staffReply(id, { content: 'Second answer', status: 'resolved' });
    const again = await listed(carol, id);
    expect(again.has_unread_reply).toBe(true);
    expect(Date.parse(again.last_staff_reply_at!)).toBeGreaterThanOrEqual(Date.parse(afterReply.last_staff_reply_at!));
    // Opening the conversation (to find the reply's time) reads it again.
    expect(again.last_staff_reply_at).toBe(await newestStaffMessageAt(id));
    expect((await listed(carol, id)).has_unread_reply).toBe(false);
  });

  it('the customer replying or closing does not mark staff replies read; only opening the conversation does', async () => {
    const id = await openTicket(t.app, carol, { title: 'Still unread', content: 'Question' });
    await staffReply(id, { content: 'Answer' });
    expect((await send(carol, id, 'Answered from the list')).statusCode).toBe(200);
    expect((await setStatus(carol, id, 'closed')).statusCode).toBe(200);
    expect((await listed(carol, id)).has_unread_reply).toBe(true);
  });

  it('follows the customer to another device (a second sign-in) and is kept per ticket', async () => {
    const first = await openTicket(t.app, carol, { title: 'Device A', content: 'One' });
    const second = await openTicket(t.app, carol, { title: 'Device B', content: 'Two' });
    await staffReply(first, { content: 'Reply one' });
    await staffReply(second, { content: 'Reply two' });

    const login = await signIn(t.app, { email: carol.email, password: 'correct horse battery' });
    expect(login.statusCode).toBe(200);
    const otherDevice: Account = { ...carol, headers: bearer(login.json().result.access_token) };
    expect((await read(otherDevice, first)).statusCode).toBe(200);

    expect((await listed(carol, first)).has_unread_reply).toBe(false);
    expect((await listed(carol, second)).has_unread_reply).toBe(true);
  });

  it('another customer opening the id (404) marks nothing read', async () => {
    const id = await openTicket(t.app, carol, { title: 'Private', content: 'Carol only' });
    await staffReply(id, { content: 'For Carol' });
    expect((await read(dave, id)).statusCode).toBe(404);
    expect((await listed(carol, id)).has_unread_reply).toBe(true);
  });
});

describe('status filter', () => {
  it('lists one status, newest activity first, page by page; total_count counts the matches', async () => {
    const erin = await customer(t, 'erin@example.com');
    const ids: Record<string, string> = {};
    for (const title of ['p1', 'c1', 'p2', 'r1', 'c2', 'c3', 'x1'])
      ids[title] = await openTicket(t.app, erin, { title, content: title });
    for (const title of ['c1', 'c2', 'c3']) expect((await setStatus(erin, ids[title]!, 'closed')).statusCode).toBe(200);
    await staffReply(ids.r1!, { content: 'Done', status: 'resolved' });
    await staffReply(ids.x1!, { content: 'On it' });

    const closedPage1 = await list(erin, '?ticket_status=closed&size=2');
    expect(closedPage1.total_count).toBe(3);
    expect(closedPage1.tickets.map((ticket) => ticket.title)).toEqual(['c3', 'c2']);
    const closedPage2 = await list(erin, '?ticket_status=closed&size=2&page=2');
    expect(closedPage2).toEqual({
      total_count: 3,
      tickets: [expect.objectContaining({ title: 'c1', ticket_status: 'closed' })],
    });

    const pending = await list(erin, '?ticket_status=pending');
    expect(pending.total_count).toBe(2);
    expect(pending.tickets.map((ticket) => ticket.title)).toEqual(['p2', 'p1']);
    expect(await list(erin, '?ticket_status=resolved')).toEqual({
      total_count: 1,
      tickets: [expect.objectContaining({ title: 'r1', has_unread_reply: true })],
    });
    expect((await list(erin, '?ticket_status=processing')).tickets.map((ticket) => ticket.title)).toEqual(['x1']);
    expect((await list(erin)).total_count).toBe(7);

    // Only the caller's tickets: Dave has none, although Erin has closed ones.
    expect((await list(dave, '?ticket_status=closed')).total_count).toBe(0);
  });
});
