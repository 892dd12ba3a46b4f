// The staff queue (low_admin_api/ticket): search every ticket, read one, reply. Routes allow only
// staff roles (staff-routes.ts), so these functions do not check roles again.
import { and, desc, eq, exists, gte, ilike, lte, or, type SQL } from 'drizzle-orm';
import type { StaffReplyBody, TicketStatus } from '@portal/shared/contract';
import type { AppContext } from '../../context';
import { ticketMessages, tickets, users } from '../../db/schema';
import { ApiError } from '../../http/errors';
import { findTicket, insertMessage, messagesOf, toTicketMessage, touchTicket } from './tickets-repo';
import { statusAfterStaffReply } from './status-rules';
import { ok, okList, done } from '../../http/envelope';
import { containsPattern } from '../../lib/search';
import type { AuthUser } from '../../http/auth-guard';
import type { ClientInfo } from '../../http/client-info';
import { audited } from '../admin/audit';

const DEFAULT_LIMIT = 50;

/** Every portal ticket is written and shown as markdown (rendered safely by the portal). */
const IS_MARKDOWN = true;

export interface StaffTicketQuery {
  q?: string;
  from_iso?: string;
  to_iso?: string;
  offset?: number;
  limit?: number;
  ticket_status?: TicketStatus;
}

// Bounds of a filter instant: PostgreSQL has no year 0 and Date.toISOString writes years past 9999
// as "+010000", which it cannot read. No ticket lies outside, so clamping never changes an answer.
const EARLIEST = Date.parse('0001-01-01T00:00:00Z');
const LATEST = Date.parse('9999-12-31T23:59:59.999Z');

function filterInstant(iso: string): Date {
  return new Date(Math.min(Math.max(Date.parse(iso), EARLIEST), LATEST));
}

function filters(ctx: AppContext, query: StaffTicketQuery): SQL[] {
  const conditions: SQL[] = [];
  if (query.ticket_status) conditions.push(eq(tickets.status, query.ticket_status));
  if (query.from_iso) conditions.push(gte(tickets.createdAt, filterInstant(query.from_iso)));
  if (query.to_iso) conditions.push(lte(tickets.createdAt, filterInstant(query.to_iso)));
  if (query.q) {
    const pattern = containsPattern(query.q);
    // The opening content is the first message, so searching the messages covers it.
    const inMessages = ctx.db
      .select({ id: ticketMessages.id })
      .from(ticketMessages)
      .where(and(eq(ticketMessages.ticketId, tickets.id), ilike(ticketMessages.content, pattern)));
    const match = or(ilike(tickets.title, pattern), ilike(users.email, pattern), exists(inMessages));
    if (match) conditions.push(match);
  }
  return conditions;
}

/** Tickets matching the search (title, any message, the customer's email), created in [from, to], newest activity first. */
export async function listStaffTickets(ctx: AppContext, query: StaffTicketQuery) {
  if (query.from_iso && query.to_iso && Date.parse(query.from_iso) > Date.parse(query.to_iso)) {
    throw new ApiError(400, 'validation_error', 'to_iso: Must not be before from_iso');
  }
  const rows = await ctx.db
    .select({ ticket: tickets })
    .from(tickets)
    .innerJoin(users, eq(users.id, tickets.userId))
    .where(and(...filters(ctx, query)))
    .orderBy(desc(tickets.updatedAt), desc(tickets.createdAt), desc(tickets.id))
    .limit(query.limit ?? DEFAULT_LIMIT)
    .offset(query.offset ?? 0);
  return okList(
    rows.map(({ ticket }) => ({
      id: ticket.id,
      created_at: ticket.createdAt.toISOString(),
      updated_at: ticket.updatedAt.toISOString(),
      user_id: ticket.userId,
      title: ticket.title,
      ticket_status: ticket.status,
      is_markdown: IS_MARKDOWN,
    })),
  );
}

/** A ticket with every message (oldest first) and everyone who took part (the customer first). */
export async function readStaffTicket(ctx: AppContext, ticketId: string) {
  const ticket = await findTicket(ctx.db, ticketId);
  const messages = (await messagesOf(ctx.db, [ticket.id])).get(ticket.id) ?? [];
  return ok({
    id: ticket.id,
    created_at: ticket.createdAt.toISOString(),
    updated_at: ticket.updatedAt.toISOString(),
    user_id: ticket.userId,
    title: ticket.title,
    ticket_status: ticket.status,
    is_markdown: IS_MARKDOWN,
    messages: messages.map((message) => ({ ...toTicketMessage(message), ticket_id: ticket.id })),
    user_ids: [...new Set([ticket.userId, ...messages.map((message) => message.authorId)])],
  });
}

/**
 * A staff reply, on any ticket (also closed ones, e.g. a final note); the status follows status-rules.ts.
 * Audited with the reply (its length, not its text: the conversation keeps that).
 */
export async function replyAsStaff(
  ctx: AppContext,
  staff: Pick<AuthUser, 'id'>,
  client: ClientInfo,
  ticketId: string,
  body: StaffReplyBody,
) {
  const status = await audited(ctx.db, staff, client, async (tx) => {
    const ticket = await findTicket(tx, ticketId, { forUpdate: true });
    const next = statusAfterStaffReply(ticket.status, body.status);
    const message = await insertMessage(tx, ticket.id, staff.id, body.content);
    await touchTicket(tx, ticket.id, next);
    return {
      result: next,
      change: {
        action: 'ticket_reply',
        target: { type: 'ticket', id: ticket.id },
        targetUserId: ticket.userId,
        before: { ticket_status: ticket.status },
        after: { ticket_status: next },
        detail: { message_id: message.id, characters: body.content.length },
      },
    };
  });
  return done(`Reply sent; the ticket is ${status}`);
}
