// The ticket inbox: open tickets first, the longest-waiting customer first, then the newest activity.
// A customer waits from their oldest message after staff last wrote (or from the opening message) while
// the ticket is open. A conversation comes with the customer's plan, traffic and balance beside it; a
// status set without a message is audited, like a reply (tickets/staff-tickets.ts).
import { count, inArray, sql, type SQL } from 'drizzle-orm';
import type { TicketStatus } from '@portal/shared/contract';
import type { InboxTicket } from '@portal/shared/contract/admin';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/raw-sql';
import { tickets, users } from '../../db/schema';
import type { AuthUser } from '../../http/auth-guard';
import type { ClientInfo } from '../../http/client-info';
import { ok } from '../../http/envelope';
import { containsPattern } from '../../lib/search';
import { audited } from '../admin/audit';
import { findTicket, messagesOf, ticketNotFound, touchTicket } from '../tickets/tickets-repo';
import { okPage, pageWindow, type PageRequest } from './paging';
import { readUserRow } from './user-rows';

export interface InboxQuery extends PageRequest {
  state?: 'open' | 'closed' | 'all';
  ticket_status?: TicketStatus;
  q?: string;
  user_id?: number;
}

interface InboxRow {
  id: string;
  title: string;
  status: TicketStatus;
  user_id: number;
  email: string;
  created_at: Date | string;
  updated_at: Date | string;
  waiting_since: Date | string | null;
  last_message_at: Date | string;
  last_by_staff: boolean;
  message_count: number | string;
}

const OPEN: TicketStatus[] = ['pending', 'processing'];
const CLOSED: TicketStatus[] = ['resolved', 'closed'];
const isoOf = (value: Date | string) => new Date(value).toISOString();

function statusFilter(query: InboxQuery): TicketStatus[] | null {
  if (query.ticket_status) return [query.ticket_status];
  if (query.state === 'all') return null;
  return query.state === 'closed' ? CLOSED : OPEN;
}

function conditions(query: InboxQuery): SQL {
  const parts: SQL[] = [sql`true`];
  const statuses = statusFilter(query);
  if (statuses)
    parts.push(
      sql`t.status in (${sql.join(
        statuses.map((status) => sql`${status}`),
        sql`, `,
      )})`,
    );
  if (query.user_id !== undefined) parts.push(sql`t.user_id = ${query.user_id}`);
  if (query.q) {
    const pattern = containsPattern(query.q);
    parts.push(sql`(t.title ilike ${pattern} or u.email ilike ${pattern}
      or exists (select 1 from ticket_messages m where m.ticket_id = t.id and m.content ilike ${pattern}))`);
  }
  return sql.join(parts, sql` and `);
}

/** The inbox rows of the tickets `where` picks, in inbox order. */
async function inboxRows(db: Db, where: SQL, page: { limit: number; offset: number }): Promise<InboxRow[]> {
  return queryRows<InboxRow>(
    db,
    sql`select t.id, t.title, t.status, t.user_id, u.email, t.created_at, t.updated_at,
        case when t.status in ('pending', 'processing') then w.waiting_since end as waiting_since,
        l.created_at as last_message_at, l.author_id <> t.user_id as last_by_staff, c.n as message_count
      from tickets t
      join users u on u.id = t.user_id
      left join lateral (select max(m.created_at) as at from ticket_messages m
        where m.ticket_id = t.id and m.author_id <> t.user_id) s on true
      left join lateral (select min(m.created_at) as waiting_since from ticket_messages m
        where m.ticket_id = t.id and m.author_id = t.user_id and (s.at is null or m.created_at > s.at)) w on true
      left join lateral (select m.created_at, m.author_id from ticket_messages m
        where m.ticket_id = t.id order by m.created_at desc, m.seq desc limit 1) l on true
      left join lateral (select count(*) as n from ticket_messages m where m.ticket_id = t.id) c on true
      where ${where}
      order by (t.status in ('pending', 'processing')) desc,
        (case when t.status in ('pending', 'processing') then w.waiting_since end) asc nulls last,
        t.updated_at desc, t.id
      limit ${page.limit} offset ${page.offset}`,
  );
}

function toInboxTicket(row: InboxRow): InboxTicket {
  return {
    id: row.id,
    title: row.title,
    ticket_status: row.status,
    customer: { id: row.user_id, email: row.email },
    created_at: isoOf(row.created_at),
    updated_at: isoOf(row.updated_at),
    waiting_since: row.waiting_since === null ? null : isoOf(row.waiting_since),
    last_message_at: isoOf(row.last_message_at ?? row.created_at),
    last_message_by: row.last_by_staff ? 'staff' : 'customer',
    message_count: Number(row.message_count),
  };
}

export async function ticketInbox(ctx: AppContext, query: InboxQuery) {
  const where = conditions(query);
  const [rows, [total]] = await Promise.all([
    inboxRows(ctx.db, where, pageWindow(query)),
    queryRows<{ n: number | string }>(
      ctx.db,
      sql`select count(*) as n from tickets t join users u on u.id = t.user_id where ${where}`,
    ),
  ]);
  return okPage(query, Number(total?.n ?? 0), rows.map(toInboxTicket));
}

async function inboxTicket(db: Db, ticketId: string): Promise<InboxTicket> {
  const [row] = await inboxRows(db, sql`t.id = ${ticketId}`, { limit: 1, offset: 0 });
  if (!row) throw ticketNotFound();
  return toInboxTicket(row);
}

export async function inboxConversation(ctx: AppContext, ticketId: string) {
  const ticket = await findTicket(ctx.db, ticketId);
  const [inbox, messages, customer, [open]] = await Promise.all([
    inboxTicket(ctx.db, ticketId),
    messagesOf(ctx.db, [ticketId]),
    readUserRow(ctx.db, ticket.userId, ctx.now()),
    ctx.db
      .select({ n: count() })
      .from(tickets)
      .where(sql`${tickets.userId} = ${ticket.userId} and ${inArray(tickets.status, OPEN)}`),
  ]);
  const conversation = messages.get(ticketId) ?? [];
  const authorIds = [...new Set(conversation.map((message) => message.authorId))];
  const authors = authorIds.length
    ? await ctx.db.select({ id: users.id, email: users.email }).from(users).where(inArray(users.id, authorIds))
    : [];
  const emailOf = new Map(authors.map((author) => [author.id, author.email]));
  return ok({
    ticket: inbox,
    messages: conversation.map((message) => ({
      id: message.id,
      created_at: message.createdAt.toISOString(),
      content: message.content,
      author: { id: message.authorId, email: emailOf.get(message.authorId) ?? '' },
      author_is_staff: message.authorId !== ticket.userId,
    })),
    customer: {
      id: customer.id,
      email: customer.email,
      name: customer.name,
      is_ban: customer.is_ban,
      created_at: customer.created_at,
      plan_name: customer.plan_name,
      level: customer.level,
      effective_level: customer.effective_level,
      level_expire_at: customer.level_expire_at,
      account_expire_at: customer.account_expire_at,
      traffic_used: customer.traffic_used,
      traffic_total: customer.traffic_total,
      balance: customer.balance,
      currency: ctx.config.payment.currency,
      open_tickets: open?.n ?? 0,
    },
  });
}

export async function setTicketStatus(
  ctx: AppContext,
  staff: AuthUser,
  client: ClientInfo,
  ticketId: string,
  status: TicketStatus,
) {
  await audited(ctx.db, staff, client, async (tx) => {
    const ticket = await findTicket(tx, ticketId, { forUpdate: true });
    if (ticket.status === status) return { result: null, change: null };
    await touchTicket(tx, ticketId, status);
    return {
      result: null,
      change: {
        action: 'ticket_status',
        target: { type: 'ticket', id: ticketId },
        targetUserId: ticket.userId,
        before: { ticket_status: ticket.status },
        after: { ticket_status: status },
      },
    };
  });
  return ok(await inboxTicket(ctx.db, ticketId), `The ticket is ${status}`);
}
