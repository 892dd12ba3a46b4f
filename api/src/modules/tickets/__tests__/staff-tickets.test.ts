import { eq } from 'drizzle-orm';
import { tickets } from '../../../db/schema';
import { setRole } from '../../user/staff';
import { createTestApp, type TestApp } from '../../../test-support/test-app';
import { type Account, customer, openTicket, staffMember } from '../../../test-support/ticket-flows';

const STAFF = '/api/v2/low_admin_api/ticket';
const ISO = expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);

let t: TestApp;
let carol: Account;
let dave: Account;
let lowAdmin: Account;
let admin: Account;
let printerTicket: string;
let routerTicket: string;
let oldTicket: string;
beforeAll(async () => {
  t = await createTestApp();
  carol = await customer(t, 'carol@example.com');
  dave = await customer(t, 'dave@shop.example');
  lowAdmin = await staffMember(t, 'helper@example.com', 'low_admin');
  admin = await staffMember(t, 'boss@example.com', 'admin');
  oldTicket = await openTicket(t.app, carol, { title: 'Old question', content: 'From last year' });
  await t.database.db
    .update(tickets)
    .set({ createdAt: new Date('2025-01-15T10:00:00Z'), updatedAt: new Date('2025-01-15T10:00:00Z') })
    .where(eq(tickets.id, oldTicket));
  printerTicket = await openTicket(t.app, carol, {
    title: 'Printer on fire',
    content: 'Smoke from the 100%_rated printer',
  });
  routerTicket = await openTicket(t.app, dave, { title: 'Router', content: 'Which **port** should I open?' });
});
afterAll(() => t.close());

type ListItem = { id: string; user_id: number; title: string; ticket_status: string; is_markdown: boolean };
async function search(account: Account, query: string) {
  const res = await t.app.inject({ url: `${STAFF}/${query}`, headers: account.headers });
  expect(res.statusCode).toBe(200);
  return (res.json().result_list as ListItem[]).map((item) => item.id);
}
const reply = (account: Account, id: string, body: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: `${STAFF}/${id}/reply`, headers: account.headers, payload: body });

describe('staff tickets', () => {
  it('lists every ticket, newest activity first, with offset and limit', async () => {
    const res = await t.app.inject({ url: `${STAFF}/`, headers: lowAdmin.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      is_success: true,
      message: 'OK',
      result_list: [
        {
          id: routerTicket,
          created_at: ISO,
          updated_at: ISO,
          user_id: dave.id,
          title: 'Router',
          ticket_status: 'pending',
          is_markdown: true,
        },
        expect.objectContaining({ id: printerTicket, user_id: carol.id }),
        expect.objectContaining({ id: oldTicket, user_id: carol.id }),
      ],
    });
    expect(await search(admin, '?limit=1')).toEqual([routerTicket]);
    expect(await search(admin, '?offset=1&limit=1')).toEqual([printerTicket]);
    expect(await search(admin, '?offset=3')).toEqual([]);
  });

  it('searches title, messages and the customer’s email, literally and case-insensitively', async () => {
    expect(await search(lowAdmin, '?q=printer')).toEqual([printerTicket]);
    expect(await search(lowAdmin, '?q=PORT')).toEqual([routerTicket]);
    expect(await search(lowAdmin, '?q=shop.example')).toEqual([routerTicket]);
    expect(await search(lowAdmin, '?q=carol%40')).toEqual([printerTicket, oldTicket]);
    // % and _ are plain characters, not wildcards.
    expect(await search(lowAdmin, `?q=${encodeURIComponent('100%_rated')}`)).toEqual([printerTicket]);
    expect(await search(lowAdmin, `?q=${encodeURIComponent('%')}`)).toEqual([printerTicket]);
    expect(await search(lowAdmin, '?q=nothing-like-this')).toEqual([]);
    // A later message is searchable too.
    expect((await reply(lowAdmin, oldTicket, { content: 'Try the firmware update' })).statusCode).toBe(200);
    expect(await search(lowAdmin, '?q=firmware')).toEqual([oldTicket]);
  });

  it('filters by creation date and status', async () => {
    const since2026 = encodeURIComponent('2026-01-01T00:00:00Z');
    expect(await search(admin, `?from_iso=${since2026}`)).toEqual(
      expect.arrayContaining([printerTicket, routerTicket]),
    );
    expect(await search(admin, `?from_iso=${since2026}`)).not.toContain(oldTicket);
    expect(await search(admin, `?to_iso=${since2026}`)).toEqual([oldTicket]);
    expect(
      await search(
        admin,
        `?from_iso=${encodeURIComponent('2025-01-15T10:00:00+00:00')}&to_iso=${encodeURIComponent('2025-01-15T10:00:00Z')}`,
      ),
    ).toEqual([oldTicket]);
    expect(await search(admin, '?ticket_status=pending')).toEqual(
      expect.arrayContaining([printerTicket, routerTicket]),
    );
    expect(await search(admin, '?ticket_status=closed')).toEqual([]);

    // Extreme but valid instants are answered, not turned into a database fault.
    expect(
      await search(
        admin,
        `?from_iso=0000-01-01T00:00:00Z&to_iso=${encodeURIComponent('9999-12-31T23:59:59-14:00')}&ticket_status=closed`,
      ),
    ).toEqual([]);

    const reversed = await t.app.inject({
      url: `${STAFF}/?from_iso=${since2026}&to_iso=2025-01-01T00:00:00Z`,
      headers: admin.headers,
    });
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json()).toEqual({
      is_success: false,
      code: 'validation_error',
      message: 'to_iso: Must not be before from_iso',
    });
  });

  it('shows a ticket with its conversation and participants', async () => {
    const id = await openTicket(t.app, carol, { title: 'Detail', content: 'First words' });
    expect((await reply(admin, id, { content: 'Admin here' })).statusCode).toBe(200);
    const res = await t.app.inject({ url: `${STAFF}/${id}`, headers: lowAdmin.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      is_success: true,
      message: 'OK',
      result: {
        id,
        created_at: ISO,
        updated_at: ISO,
        user_id: carol.id,
        title: 'Detail',
        ticket_status: 'processing',
        is_markdown: true,
        messages: [
          {
            id: expect.any(String),
            created_at: ISO,
            updated_at: ISO,
            ticket_id: id,
            user_id: carol.id,
            content: 'First words',
          },
          {
            id: expect.any(String),
            created_at: ISO,
            updated_at: ISO,
            ticket_id: id,
            user_id: admin.id,
            content: 'Admin here',
          },
        ],
        user_ids: [carol.id, admin.id],
      },
    });
  });

  it('a reply moves pending to processing; an explicit status wins', async () => {
    const id = await openTicket(t.app, dave, { title: 'Status', content: 'Help' });
    const status = async () =>
      (await t.app.inject({ url: `${STAFF}/${id}`, headers: admin.headers })).json().result.ticket_status;

    const first = await reply(lowAdmin, id, { content: 'On it' });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ is_success: true, message: 'Reply sent; the ticket is processing' });
    expect(await status()).toBe('processing');

    expect((await reply(lowAdmin, id, { content: 'Done', status: 'resolved' })).statusCode).toBe(200);
    expect(await status()).toBe('resolved');
    expect((await reply(lowAdmin, id, { content: 'A note', status: null })).statusCode).toBe(200);
    expect(await status()).toBe('resolved');
    expect((await reply(admin, id, { content: 'Closing', status: 'closed' })).statusCode).toBe(200);
    expect(await status()).toBe('closed');

    // A pending ticket answered with an explicit status takes that status, not processing.
    const other = await openTicket(t.app, dave, { title: 'Quick', content: 'Quick one' });
    expect((await reply(admin, other, { content: 'Answered', status: 'resolved' })).statusCode).toBe(200);
    expect((await t.app.inject({ url: `${STAFF}/${other}`, headers: admin.headers })).json().result.ticket_status).toBe(
      'resolved',
    );
  });

  it('answers 404 for an unknown ticket', async () => {
    const unknown = '3f2b8c4e-1d5a-4b6f-9c7e-2a1b3c4d5e6f';
    for (const res of [
      await t.app.inject({ url: `${STAFF}/${unknown}`, headers: admin.headers }),
      await reply(admin, unknown, { content: 'Hello?' }),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ is_success: false, code: 'not_found', message: 'No ticket with this id' });
    }
  });

  it('refuses customers with 403 on every staff endpoint, before looking at the input', async () => {
    const requests = [
      { url: `${STAFF}/` },
      { url: `${STAFF}/?limit=5000` },
      { url: `${STAFF}/${printerTicket}` },
      { url: `${STAFF}/not-a-uuid` },
      { method: 'POST' as const, url: `${STAFF}/${printerTicket}/reply`, payload: { content: 'I am staff, honest' } },
      { method: 'POST' as const, url: `${STAFF}/${printerTicket}/reply`, payload: {} },
    ];
    for (const request of requests) {
      const res = await t.app.inject({ ...request, headers: carol.headers });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({
        is_success: false,
        code: 'forbidden',
        message: 'Your account is not allowed to do this (staff only)',
      });
    }
    expect((await t.app.inject({ url: `${STAFF}/` })).statusCode).toBe(401);
    const detail = await t.app.inject({ url: `${STAFF}/${printerTicket}`, headers: admin.headers });
    expect(detail.json().result.messages).toHaveLength(1);
  });

  it('a staff role taken away counts at once, a new one from the next token', async () => {
    const former = await staffMember(t, 'former@example.com', 'admin');
    expect((await t.app.inject({ url: `${STAFF}/`, headers: former.headers })).statusCode).toBe(200);
    await setRole(t.database.db, 'former@example.com', 'user');
    expect((await t.app.inject({ url: `${STAFF}/`, headers: former.headers })).statusCode).toBe(403);

    await setRole(t.database.db, carol.email, 'low_admin');
    expect((await t.app.inject({ url: `${STAFF}/`, headers: carol.headers })).statusCode).toBe(403);
    await setRole(t.database.db, carol.email, 'user');
  });
});
