// "Staff replied since the customer last looked", kept on the server so it follows the customer
// across devices. tickets.customer_read_at is when the customer last opened the conversation; a
// staff message (any author but the ticket's customer) created after it, or any staff message
// while it is null, is an unread reply. Compared in SQL, at PostgreSQL's microsecond precision.
import { and, eq, exists, gt, isNull, ne, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { ticketMessages, tickets } from '../../db/schema';

export interface ReadState {
  hasUnreadReply: boolean;
  lastStaffReplyAt: Date | null;
}

const byStaff = and(eq(ticketMessages.ticketId, tickets.id), ne(ticketMessages.authorId, tickets.userId));

/**
 * Select fields giving each ticket row its read state; use in a select from `tickets`:
 * `db.select({ ticket: tickets, ...readStateFields(db) }).from(tickets)`.
 */
export function readStateFields(db: Db | Tx) {
  const unreadStaffMessage = db
    .select({ id: ticketMessages.id })
    .from(ticketMessages)
    .where(and(byStaff, or(isNull(tickets.customerReadAt), gt(ticketMessages.createdAt, tickets.customerReadAt))));
  return {
    hasUnreadReply: sql<boolean>`${exists(unreadStaffMessage)}`.mapWith(Boolean),
    lastStaffReplyAt:
      sql<Date | null>`(select max(${ticketMessages.createdAt}) from ${ticketMessages} where ${byStaff})`.mapWith(
        ticketMessages.createdAt,
      ),
  };
}

/**
 * Records that the customer has just seen the whole conversation. Call it inside the transaction
 * that holds the ticket's row lock (findTicket forUpdate) and read the messages after it: a staff
 * reply being stored meanwhile then either is in the answer or, stored after this moment, stays unread.
 * clock_timestamp() (not now(), the transaction's start) so that the order of times is the order of
 * the lock, like the messages' created_at (see insertMessage).
 */
export async function markConversationRead(tx: Tx, ticketId: string): Promise<void> {
  await tx
    .update(tickets)
    .set({ customerReadAt: sql`clock_timestamp()` })
    .where(eq(tickets.id, ticketId));
}
