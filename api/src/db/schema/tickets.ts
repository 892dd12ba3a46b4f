// Support tickets (docs/product.md §7 "Tickets"): one row per ticket, one row per message of its conversation.
import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { TicketStatus } from '@portal/shared/contract';
import { users } from './users';

export const tickets = pgTable(
  'tickets',
  {
    /** The uuid of customer and staff URLs. */
    id: uuid('id').primaryKey(),
    /** The customer who opened the ticket. */
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    /** The opening text; it is also the conversation's first message. */
    content: text('content').notNull(),
    status: text('status').$type<TicketStatus>().notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Last activity (a message or a status change): lists are ordered by it, newest first. */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * When the customer last opened the conversation; null until they do. A staff message created
     * after it is an unread reply. Reading does not count as activity, so updatedAt stays.
     */
    customerReadAt: timestamp('customer_read_at', { withTimezone: true }),
  },
  (t) => [
    index('tickets_user_activity_idx').on(t.userId, t.updatedAt),
    index('tickets_activity_idx').on(t.updatedAt),
    index('tickets_created_idx').on(t.createdAt),
    index('tickets_status_idx').on(t.status, t.updatedAt),
    check('tickets_status_check', sql`${t.status} in ('pending', 'processing', 'resolved', 'closed')`),
  ],
);

export const ticketMessages = pgTable(
  'ticket_messages',
  {
    id: uuid('id').primaryKey(),
    ticketId: uuid('ticket_id')
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    /** The author: the ticket's customer, or a staff member (their replies stay if the role is taken away). */
    authorId: integer('author_id')
      .notNull()
      .references(() => users.id),
    content: text('content').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Arrival order: breaks ties between messages stored within the same microsecond. */
    seq: bigserial('seq', { mode: 'number' }).notNull(),
  },
  (t) => [
    index('ticket_messages_ticket_idx').on(t.ticketId, t.createdAt, t.seq),
    index('ticket_messages_author_idx').on(t.authorId),
  ],
);
