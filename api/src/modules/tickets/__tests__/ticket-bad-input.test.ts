// Every malformed ticket request gets a 4xx `{is_success:false, message, code}` naming the problem, never a 500.
import type { InjectOptions } from 'fastify';
import { createTestApp, type TestApp } from '../../../test-support/test-app';
import { type Account, customer, openTicket, staffMember } from '../../../test-support/ticket-flows';

const BASE = '/api/v2/user/tickets-v2';
const STAFF = '/api/v2/low_admin_api/ticket';

let t: TestApp;
let me: Account;
let staff: Account;
let id: string;
beforeAll(async () => {
  t = await createTestApp();
  me = await customer(t, 'me@example.com');
  staff = await staffMember(t, 'staff@example.com', 'admin');
  id = await openTicket(t.app, me, { title: 'Valid', content: 'Valid content' });
});
afterAll(() => t.close());

type Who = 'customer' | 'staff';
type Case = [name: string, who: Who, request: () => InjectOptions, status: number, message: string | RegExp];

const create = (payload: unknown) => () => ({
  method: 'POST' as const,
  url: `${BASE}/`,
  payload: payload as Record<string, unknown>,
});

const cases: Case[] = [
  ['empty title', 'customer', create({ title: '', content: 'x' }), 400, 'title: Enter a title'],
  ['blank title', 'customer', create({ title: '   ', content: 'x' }), 400, 'title: Enter a title'],
  [
    'title of 201 characters',
    'customer',
    create({ title: 't'.repeat(201), content: 'x' }),
    400,
    'title: Use at most 200 characters',
  ],
  ['missing title', 'customer', create({ content: 'x' }), 400, 'title: This field is required'],
  ['empty content', 'customer', create({ title: 'x', content: '' }), 400, 'content: Enter a message'],
  [
    'content of 10 001 characters',
    'customer',
    create({ title: 'x', content: 'c'.repeat(10_001) }),
    400,
    'content: Use at most 10 000 characters',
  ],
  [
    'NUL character in the title',
    'customer',
    create({ title: 'a\u0000b', content: 'x' }),
    400,
    'title: Must not contain the NUL character',
  ],
  [
    'NUL character in a message',
    'customer',
    () => ({ method: 'POST', url: `${BASE}/${id}/messages`, payload: { content: '\u0000' } }),
    400,
    'content: Must not contain the NUL character',
  ],
  ['title as a number', 'customer', create({ title: 5, content: 'x' }), 400, 'title: Must be text'],
  ['no body', 'customer', () => ({ method: 'POST', url: `${BASE}/` }), 400, 'Request body: Send a JSON object'],
  ['size 101', 'customer', () => ({ url: `${BASE}/?size=101` }), 400, 'size: Use at most 100'],
  ['size 0', 'customer', () => ({ url: `${BASE}/?size=0` }), 400, 'size: Use at least 1'],
  ['page 0', 'customer', () => ({ url: `${BASE}/?page=0` }), 400, 'page: Use at least 1'],
  ['page not a number', 'customer', () => ({ url: `${BASE}/?page=two` }), 400, 'page: Use a whole number'],
  [
    'unknown status filter',
    'customer',
    () => ({ url: `${BASE}/?ticket_status=open` }),
    400,
    /^ticket_status: Must be one of: pending, processing, resolved, closed$/,
  ],
  [
    'empty status filter',
    'customer',
    () => ({ url: `${BASE}/?ticket_status=` }),
    400,
    /^ticket_status: Must be one of/,
  ],
  [
    'status "open"',
    'customer',
    () => ({ method: 'PUT', url: `${BASE}/${id}/edit-status`, payload: { ticket_status: 'open' } }),
    400,
    /^ticket_status: Must be one of: pending, closed$/,
  ],
  [
    'status "resolved" (staff only)',
    'customer',
    () => ({ method: 'PUT', url: `${BASE}/${id}/edit-status`, payload: { ticket_status: 'resolved' } }),
    400,
    /^ticket_status: Must be one of/,
  ],
  [
    'status missing',
    'customer',
    () => ({ method: 'PUT', url: `${BASE}/${id}/edit-status`, payload: {} }),
    400,
    'ticket_status: This field is required',
  ],
  [
    'non-uuid id (messages)',
    'customer',
    () => ({ url: `${BASE}/123/messages` }),
    400,
    'ticket_id: Must be a valid UUID',
  ],
  [
    'non-uuid id (send)',
    'customer',
    () => ({ method: 'POST', url: `${BASE}/abc/messages`, payload: { content: 'x' } }),
    400,
    'ticket_id: Must be a valid UUID',
  ],
  [
    'non-uuid id (edit-status)',
    'customer',
    () => ({ method: 'PUT', url: `${BASE}/${id}x/edit-status`, payload: { ticket_status: 'closed' } }),
    400,
    'ticket_id: Must be a valid UUID',
  ],
  [
    'message of 10 001 characters',
    'customer',
    () => ({ method: 'POST', url: `${BASE}/${id}/messages`, payload: { content: 'c'.repeat(10_001) } }),
    400,
    'content: Use at most 10 000 characters',
  ],
  [
    'empty message',
    'customer',
    () => ({ method: 'POST', url: `${BASE}/${id}/messages`, payload: { content: ' ' } }),
    400,
    'content: Enter a message',
  ],
  ['staff: non-uuid id (detail)', 'staff', () => ({ url: `${STAFF}/42` }), 400, 'ticket_id: Must be a valid UUID'],
  [
    'staff: non-uuid id (reply)',
    'staff',
    () => ({ method: 'POST', url: `${STAFF}/42/reply`, payload: { content: 'x' } }),
    400,
    'ticket_id: Must be a valid UUID',
  ],
  [
    'staff: status "open"',
    'staff',
    () => ({ method: 'POST', url: `${STAFF}/${id}/reply`, payload: { content: 'x', status: 'open' } }),
    400,
    /^status: Must be one of: pending, processing, resolved, closed$/,
  ],
  [
    'staff: reply of 10 001 characters',
    'staff',
    () => ({ method: 'POST', url: `${STAFF}/${id}/reply`, payload: { content: 'c'.repeat(10_001) } }),
    400,
    'content: Use at most 10 000 characters',
  ],
  [
    'staff: unknown status filter',
    'staff',
    () => ({ url: `${STAFF}/?ticket_status=open` }),
    400,
    /^ticket_status: Must be one of/,
  ],
  ['staff: bad date', 'staff', () => ({ url: `${STAFF}/?from_iso=yesterday` }), 400, /^from_iso: /],
  ['staff: limit 1001', 'staff', () => ({ url: `${STAFF}/?limit=1001` }), 400, 'limit: Use at most 1000'],
  ['staff: negative offset', 'staff', () => ({ url: `${STAFF}/?offset=-1` }), 400, 'offset: Use at least 0'],
  [
    'staff: NUL character in the search',
    'staff',
    () => ({ url: `${STAFF}/?q=a%00b` }),
    400,
    'q: Must not contain the NUL character',
  ],
  [
    'staff: search of 201 characters',
    'staff',
    () => ({ url: `${STAFF}/?q=${'q'.repeat(201)}` }),
    400,
    'q: Use at most 200 characters',
  ],
];

describe('ticket bad input', () => {
  it.each(cases)('%s', async (_name, who, request, status, message) => {
    const res = await t.app.inject({ ...request(), headers: (who === 'staff' ? staff : me).headers });
    expect(res.statusCode).toBe(status);
    const body = res.json();
    expect(body).toEqual({
      is_success: false,
      code: 'validation_error',
      message: typeof message === 'string' ? message : expect.stringMatching(message),
    });
  });

  it('left the ticket untouched', async () => {
    const res = await t.app.inject({ url: `${BASE}/${id}/messages`, headers: me.headers });
    expect(res.json().result).toMatchObject({
      ticket_status: 'pending',
      message_data: [expect.objectContaining({ content: 'Valid content' })],
    });
    expect((await t.app.inject({ url: `${BASE}/`, headers: me.headers })).json().result.total_count).toBe(1);
  });
});
