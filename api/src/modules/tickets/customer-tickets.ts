// The customer's tickets (tickets-v2): list, open, close/reopen, read and write the conversation.
// Every lookup is restricted to the caller's own tickets; anyone else's answers 404 like an unknown id.
import crypto from 'node:crypto';
import { and, count, desc, eq } from 'drizzle-orm';
import type { CreateTicketBody, EditTicketStatusBody, TicketStatus } from '@portal/shared/contract';
import type { AppContext } from '../../context';
import { tickets } from '../../db/schema';
import {
  findTicket,
  insertMessage,
  messagesOf,
  ticketNotFound,
  toTicketMessage,
  toTicketModel,
  touchTicket,
} from './tickets-repo';
import { markConversationRead, readStateFields } from './read-state';
import { statusAfterCustomerEdit, statusAfterCustomerMessage } from './status-rules';
import { ok } from '../../http/envelope';

const DEFAULT_PAGE_SIZE = 20;

export interface CustomerListQuery {
  page?: number;
  size?: number;
  ticket_status?: TicketStatus;
}

/**
 * One page of the caller's tickets (of one status when `ticket_status` is given), newest activity
 * first; `total_count` counts every match. Each ticket carries its conversation (`message_data`, as
 * the reference does) and its read state (`has_unread_reply`, `last_staff_reply_at`).
 */
export async function listCustomerTickets(ctx: AppContext, userId: number, query: CustomerListQuery) {
  const page = query.page ?? 1;
  const size = query.size ?? DEFAULT_PAGE_SIZE;
  const where = and(
    eq(tickets.userId, userId),
    query.ticket_status ? eq(tickets.status, query.ticket_status) : undefined,
  );
  const [total] = await ctx.db.select({ n: count() }).from(tickets).where(where);
  const rows = await ctx.db
    .select({ ticket: tickets, ...readStateFields(ctx.db) })
    .from(tickets)
    .where(where)
    .orderBy(desc(tickets.updatedAt), desc(tickets.createdAt), desc(tickets.id))
    .limit(size)
    .offset((page - 1) * size);
  const messages = await messagesOf(
    ctx.db,
    rows.map((row) => row.ticket.id),
  );
  return ok({
    total_count: total?.n ?? 0,
    tickets: rows.map(({ ticket, ...readState }) => toTicketModel(ticket, messages.get(ticket.id) ?? [], readState)),
  });
}

/** Opens a pending ticket whose first message is its content. */
export async function createTicket(ctx: AppContext, userId: number, body: CreateTicketBody) {
  const id = crypto.randomUUID();
  await ctx.db.transaction(async (tx) => {
    await tx.insert(tickets).values({ id, userId, title: body.title, content: body.content, status: 'pending' });
    await insertMessage(tx, id, userId, body.content);
  });
  return ok({ id }, 'Your ticket was opened; support will answer here');
}

/** Close or reopen (status rules in status-rules.ts). */
export async function editTicketStatus(ctx: AppContext, userId: number, ticketId: string, body: EditTicketStatusBody) {
  const ticket = await ctx.db.transaction(async (tx) => {
    const current = await findTicket(tx, ticketId, { ownerId: userId, forUpdate: true });
    const next = statusAfterCustomerEdit(current.status, body.ticket_status);
    return next === current.status ? current : touchTicket(tx, ticketId, next);
  });
  const message = ticket.status === 'closed' ? 'The ticket is closed' : 'The ticket is open';
  return ok({ id: ticket.id, ticket_status: ticket.status, updated_at: ticket.updatedAt.toISOString() }, message);
}

/**
 * The ticket and its whole conversation, oldest message first. Opening it is the customer looking:
 * it marks the conversation read (has_unread_reply is false in this answer and in the list).
 */
export async function customerTicketMessages(ctx: AppContext, userId: number, ticketId: string) {
  const result = await ctx.db.transaction(async (tx) => {
    // The row lock orders this read against a staff reply being stored (see markConversationRead).
    await findTicket(tx, ticketId, { ownerId: userId, forUpdate: true });
    await markConversationRead(tx, ticketId);
    const [row] = await tx
      .select({ ticket: tickets, ...readStateFields(tx) })
      .from(tickets)
      .where(eq(tickets.id, ticketId));
    if (!row) throw ticketNotFound();
    const { ticket, ...readState } = row;
    const messages = await messagesOf(tx, [ticket.id]);
    return toTicketModel(ticket, messages.get(ticket.id) ?? [], readState);
  });
  return ok(result);
}

/** Adds the customer's message: refused (409) on a closed ticket; a resolved one goes back to pending. */
export async function sendCustomerMessage(ctx: AppContext, userId: number, ticketId: string, content: string) {
  const message = await ctx.db.transaction(async (tx) => {
    const ticket = await findTicket(tx, ticketId, { ownerId: userId, forUpdate: true });
    const next = statusAfterCustomerMessage(ticket.status);
    const stored = await insertMessage(tx, ticket.id, userId, content);
    await touchTicket(tx, ticket.id, next);
    return stored;
  });
  return ok(toTicketMessage(message), 'Message sent');
}
