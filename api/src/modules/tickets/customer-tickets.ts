// The customer's tickets (tickets-v2): list, open, close/reopen, read and write the conversation.
// Every lookup is restricted to the caller's own tickets; anyone else's answers 404 like an unknown id.
import crypto from 'node:crypto';
import { count, desc, eq } from 'drizzle-orm';
import type { CreateTicketBody, EditTicketStatusBody } from '@portal/shared/contract';
import type { AppContext } from '../../context';
import { tickets } from '../../db/schema';
import { findTicket, insertMessage, messagesOf, toTicketMessage, toTicketModel, touchTicket } from './tickets-repo';
import { statusAfterCustomerEdit, statusAfterCustomerMessage } from './status-rules';

const DEFAULT_PAGE_SIZE = 20;

/**
 * One page of the caller's tickets, newest activity first. Each ticket carries its whole
 * conversation (`message_data`): the portal tells staff replies from the customer's own messages by
 * author and shows an unread marker for replies newer than the customer last saw.
 */
export async function listCustomerTickets(ctx: AppContext, userId: number, query: { page?: number; size?: number }) {
  const page = query.page ?? 1;
  const size = query.size ?? DEFAULT_PAGE_SIZE;
  const [total] = await ctx.db.select({ n: count() }).from(tickets).where(eq(tickets.userId, userId));
  const rows = await ctx.db
    .select()
    .from(tickets)
    .where(eq(tickets.userId, userId))
    .orderBy(desc(tickets.updatedAt), desc(tickets.createdAt), desc(tickets.id))
    .limit(size)
    .offset((page - 1) * size);
  const messages = await messagesOf(ctx.db, rows.map((row) => row.id));
  return {
    is_success: true,
    message: 'OK',
    result: { total_count: total?.n ?? 0, tickets: rows.map((row) => toTicketModel(row, messages.get(row.id) ?? [])) },
  };
}

/** Opens a pending ticket whose first message is its content. */
export async function createTicket(ctx: AppContext, userId: number, body: CreateTicketBody) {
  const id = crypto.randomUUID();
  await ctx.db.transaction(async (tx) => {
    await tx.insert(tickets).values({ id, userId, title: body.title, content: body.content, status: 'pending' });
    await insertMessage(tx, id, userId, body.content);
  });
  return { is_success: true, message: 'Your ticket was opened; support will answer here', result: { id } };
}

/** Close or reopen (status rules in status-rules.ts). */
export async function editTicketStatus(ctx: AppContext, userId: number, ticketId: string, body: EditTicketStatusBody) {
  const ticket = await ctx.db.transaction(async (tx) => {
    const current = await findTicket(tx, ticketId, { ownerId: userId, forUpdate: true });
    const next = statusAfterCustomerEdit(current.status, body.ticket_status);
    return next === current.status ? current : touchTicket(tx, ticketId, next);
  });
  const message = ticket.status === 'closed' ? 'The ticket is closed' : 'The ticket is open';
  return {
    is_success: true,
    message,
    result: { id: ticket.id, ticket_status: ticket.status, updated_at: ticket.updatedAt.toISOString() },
  };
}

/** The ticket and its whole conversation, oldest message first. */
export async function customerTicketMessages(ctx: AppContext, userId: number, ticketId: string) {
  const ticket = await findTicket(ctx.db, ticketId, { ownerId: userId });
  const messages = await messagesOf(ctx.db, [ticket.id]);
  return { is_success: true, message: 'OK', result: toTicketModel(ticket, messages.get(ticket.id) ?? []) };
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
  return { is_success: true, message: 'Message sent', result: toTicketMessage(message) };
}
