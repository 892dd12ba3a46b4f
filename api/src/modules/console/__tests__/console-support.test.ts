// Support in the console: the inbox puts open tickets first and the longest-waiting customer first, a
// conversation comes with the customer's plan beside it, staff reply (audited) and close or reopen; and
// announcements are published per language, read by customers in theirs, corrected and removed.
import { auditRows, callAs, consoleCast, resultOf, type ConsoleCast } from '../../../test-support/console-fixtures';
import { createTestApp, type TestApp } from '../../../test-support/test-app';
import { openTicket } from '../../../test-support/ticket-flows';
import { quickAccount, type WalletAccount } from '../../../test-support/wallet-fixtures';

let t: TestApp;
let cast: ConsoleCast;
let amy: WalletAccount;
let ben: WalletAccount;

beforeAll(async () => {
  t = await createTestApp();
  cast = await consoleCast(t);
  amy = await quickAccount(t, 'amy@example.com');
  ben = await quickAccount(t, 'ben@example.com');
});
afterAll(() => t.close());

const INBOX = '/api/v2/admin_api/tickets';
type Inbox = {
  total_count: number;
  records: { id: string; ticket_status: string; waiting_since: string | null; last_message_by: string }[];
};

describe('the ticket inbox', () => {
  let first: string;
  let second: string;
  let answered: string;

  it('lists open tickets first, the customer waiting longest first', async () => {
    first = await openTicket(t.app, amy, { title: 'Cannot connect', content: 'Since Monday.' });
    second = await openTicket(t.app, ben, { title: 'Invoice', content: 'Please send it.' });
    answered = await openTicket(t.app, ben, { title: 'Speed', content: 'Slow at night.' });
    await callAs(t, cast.support, 'POST', `/api/v2/low_admin_api/ticket/${answered}/reply`, {
      content: 'Try Tokyo 02.',
    });
    const inbox = resultOf<Inbox>(await callAs(t, cast.support, 'GET', INBOX));
    expect(inbox.records.map((ticket) => ticket.id)).toEqual([first, second, answered]);
    expect(inbox.records[2]).toMatchObject({
      ticket_status: 'processing',
      waiting_since: null,
      last_message_by: 'staff',
    });
    expect(inbox.records[0]!.waiting_since).not.toBeNull();
    // Amy writes again after an answer: she waits from that message, behind Ben.
    await callAs(t, cast.support, 'POST', `/api/v2/low_admin_api/ticket/${first}/reply`, { content: 'Which app?' });
    await t.app.inject({
      method: 'POST',
      url: `/api/v2/user/tickets-v2/${first}/messages`,
      headers: amy.headers,
      payload: { content: 'Clash Verge.' },
    });
    const after = resultOf<Inbox>(await callAs(t, cast.support, 'GET', INBOX));
    expect(after.records.map((ticket) => ticket.id)).toEqual([second, first, answered]);
    const mine = resultOf<Inbox>(await callAs(t, cast.support, 'GET', `${INBOX}?q=invoice`));
    expect(mine.records.map((ticket) => ticket.id)).toEqual([second]);
  });

  it("shows a conversation with the customer's plan and balance beside it", async () => {
    const detail = resultOf<{
      messages: { author_is_staff: boolean; content: string }[];
      customer: Record<string, unknown>;
    }>(await callAs(t, cast.support, 'GET', `${INBOX}/${first}`));
    expect(detail.messages.map((message) => [message.author_is_staff, message.content])).toEqual([
      [false, 'Since Monday.'],
      [true, 'Which app?'],
      [false, 'Clash Verge.'],
    ]);
    expect(detail.customer).toMatchObject({
      id: amy.id,
      email: 'amy@example.com',
      balance: '0.00',
      currency: 'CNY',
      open_tickets: 1,
    });
    expect((await callAs(t, cast.support, 'GET', `${INBOX}/0195a3e1-0000-7000-8000-000000000000`)).statusCode).toBe(
      404,
    );
  });

  it('closes and reopens without writing, and audits every reply and status change', async () => {
    const closed = resultOf<{ ticket_status: string }>(
      await callAs(t, cast.support, 'POST', `${INBOX}/${second}/status`, { ticket_status: 'closed' }),
    );
    expect(closed.ticket_status).toBe('closed');
    expect(
      resultOf<Inbox>(await callAs(t, cast.support, 'GET', `${INBOX}?state=closed`)).records.map((r) => r.id),
    ).toEqual([second]);
    resultOf(await callAs(t, cast.support, 'POST', `${INBOX}/${second}/status`, { ticket_status: 'pending' }));
    // Asking for what already holds changes nothing and writes no row.
    resultOf(await callAs(t, cast.support, 'POST', `${INBOX}/${second}/status`, { ticket_status: 'pending' }));
    expect((await auditRows(t, 'ticket_status')).map((row) => row.after)).toEqual([
      { ticket_status: 'closed' },
      { ticket_status: 'pending' },
    ]);
    expect(await auditRows(t, 'ticket_reply')).toEqual([
      expect.objectContaining({ actorUserId: cast.support.id, targetId: answered, targetUserId: ben.id }),
      expect.objectContaining({
        targetId: first,
        before: { ticket_status: 'pending' },
        after: { ticket_status: 'processing' },
      }),
    ]);
    expect(
      (await callAs(t, cast.support, 'POST', `${INBOX}/${second}/status`, { ticket_status: 'gone' })).statusCode,
    ).toBe(400);
  });
});

describe('announcements', () => {
  const ANNOUNCEMENTS = '/api/v2/admin_api/announcements';
  const dashboardText = (language: string) =>
    t.app.inject({
      url: '/api/v2/user/system/announcements?ann_type=index_ann',
      headers: { ...amy.headers, 'accept-language': language },
    });

  it('publishes one per language: customers read theirs, and the default where none was written', async () => {
    const published = resultOf<{ id: number; is_current: boolean }>(
      await callAs(t, cast.support, 'POST', ANNOUNCEMENTS, {
        ann_type: 'index_ann',
        markdown_text: '**Maintenance** on Sunday',
        markdown_i18n: { 'zh-CN': '周日**维护**' },
      }),
    );
    expect(published.is_current).toBe(true);
    expect(resultOf<{ content: string }>(await dashboardText('zh-CN')).content.trim()).toBe(
      '<p>周日<strong>维护</strong></p>',
    );
    expect(resultOf<{ content: string }>(await dashboardText('en-US')).content.trim()).toBe(
      '<p><strong>Maintenance</strong> on Sunday</p>',
    );
    const list = resultOf<{ announcements: { markdown_text: string }[] }>(
      await t.app.inject({
        url: '/api/v2/user/system/announcements/list',
        headers: { ...amy.headers, 'accept-language': 'zh-CN' },
      }),
    );
    expect(list.announcements[0]?.markdown_text).toBe('周日**维护**');

    const edited = await callAs(t, cast.support, 'PATCH', `${ANNOUNCEMENTS}/${published.id}`, {
      markdown_text: '**Maintenance** on Saturday',
    });
    expect(resultOf(edited)).toMatchObject({ markdown_text: '**Maintenance** on Saturday' });
    expect(resultOf<{ content: string }>(await dashboardText('en')).content).toContain('Saturday');
    expect((await auditRows(t, 'announcement_update'))[0]).toMatchObject({
      before: { markdown_text: '**Maintenance** on Sunday' },
      after: { markdown_text: '**Maintenance** on Saturday' },
    });

    expect(resultOf(await callAs(t, cast.support, 'DELETE', `${ANNOUNCEMENTS}/${published.id}`))).toBeUndefined();
    expect((await dashboardText('en')).statusCode).toBe(404);
    expect((await auditRows(t, 'announcement_delete'))[0]).toMatchObject({ targetId: String(published.id) });
  });

  it('refuses an empty text, an unknown type and an unknown id', async () => {
    for (const body of [
      { ann_type: 'index_ann', markdown_text: '   ' },
      { ann_type: 'banner', markdown_text: 'Hi' },
      { ann_type: 'index_ann', markdown_text: 'Hi', markdown_i18n: { fr: 'Salut' } },
    ]) {
      expect((await callAs(t, cast.support, 'POST', ANNOUNCEMENTS, body)).statusCode).toBe(400);
    }
    expect((await callAs(t, cast.support, 'PATCH', `${ANNOUNCEMENTS}/999999`, { markdown_text: 'x' })).statusCode).toBe(
      404,
    );
    expect(await auditRows(t, 'announcement_create')).toHaveLength(1);
  });
});
