// Ticket storage shared by the customer and the staff endpoints, and the contract shapes they answer.
import crypto from 'node:crypto';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { TicketMessage, TicketModel, TicketStatus } from '@portal/shared/contract';
import type { Db, Tx } from '../../db/client';
import { ticketMessages, tickets } from '../../db/schema';
import { notFound } from '../../http/errors';
import type { ReadState } from './read-state';

export type TicketRow = typeof tickets.$inferSelect;
export type TicketMessageRow = typeof ticketMessages.$inferSelect;

/** One answer for an unknown id and for another customer's ticket, so existence never leaks. */
export const ticketNotFound = () => notFound('No ticket with this id');

/**
 * The ticket `ticketId`, restricted to `ownerId`'s tickets when given. With `forUpdate` (inside a
 * transaction) the row stays locked until commit, so concurrent messages and status changes queue up.
 */
export async function findTicket(
  db: Db | Tx,
  ticketId: string,
  options: { ownerId?: number; forUpdate?: boolean } = {},
): Promise<TicketRow> {
  const where =
    options.ownerId === undefined
      ? eq(tickets.id, ticketId)
      : and(eq(tickets.id, ticketId), eq(tickets.userId, options.ownerId));
  const query = db.select().from(tickets).where(where).limit(1);
  const [ticket] = options.forUpdate ? await query.for('update') : await query;
  if (!ticket) throw ticketNotFound();
  return ticket;
}

/** The messages of these tickets, oldest first, grouped by ticket id. */
export async function messagesOf(db: Db | Tx, ticketIds: string[]): Promise<Map<string, TicketMessageRow[]>> {
  const byTicket = new Map<string, TicketMessageRow[]>(ticketIds.map((id) => [id, []]));
  if (ticketIds.length === 0) return byTicket;
  const rows = await db
    .select()
    .from(ticketMessages)
    .where(inArray(ticketMessages.ticketId, ticketIds))
    .orderBy(asc(ticketMessages.createdAt), asc(ticketMessages.seq));
  for (const row of rows) byTicket.get(row.ticketId)?.push(row);
  return byTicket;
}

/**
 * Stores a message, timed when it is stored (clock_timestamp(), not the transaction's start): callers
 * hold the ticket's row lock, so message times follow the lock order, which the unread marker relies
 * on (read-state.ts).
 */
export async function insertMessage(
  tx: Tx,
  ticketId: string,
  authorId: number,
  content: string,
): Promise<TicketMessageRow> {
  const storedAt = sql`clock_timestamp()`;
  const [message] = await tx
    .insert(ticketMessages)
    .values({ id: crypto.randomUUID(), ticketId, authorId, content, createdAt: storedAt, updatedAt: storedAt })
    .returning();
  if (!message) throw new Error('The message was not stored');
  return message;
}

/** Records activity on a ticket (a message or a status change): its status and last-activity time. */
export async function touchTicket(tx: Tx, ticketId: string, status: TicketStatus): Promise<TicketRow> {
  const [ticket] = await tx
    .update(tickets)
    .set({ status, updatedAt: sql`now()` })
    .where(eq(tickets.id, ticketId))
    .returning();
  if (!ticket) throw ticketNotFound();
  return ticket;
}

/** A message as the contract shows it: `user_id` is its author (the customer, or staff). */
export function toTicketMessage(row: TicketMessageRow): TicketMessage {
  return {
    id: row.id,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    user_id: row.authorId,
    content: row.content,
  };
}

export function toTicketModel(
  row: TicketRow,
  messages: TicketMessageRow[],
  readState: ReadState,
): TicketModel & { message_data: TicketMessage[] } {
  return {
    id: row.id,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    title: row.title,
    content: row.content,
    ticket_status: row.status,
    message_data: messages.map(toTicketMessage),
    has_unread_reply: readState.hasUnreadReply,
    last_staff_reply_at: readState.lastStaffReplyAt?.toISOString() ?? null,
  };
}
