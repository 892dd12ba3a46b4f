// Support tickets: the customer's tickets-v2 calls and the staff (low-admin) queue (docs/product.md §7 "Tickets").
// Shapes from the reference's TicketModel / UserTicketView. Ticket ids are uuids everywhere (the
// reference's TicketModel.id), so one id works in the customer URL and the staff URL.
import * as z from 'zod/mini';
import { defineOperation, type OperationDef } from './operation';
import { envelope, listEnvelope, messageResponse, pageQuery, queryInt } from './envelope';
import { isoDateTime, searchText, ticketStatus, uuid } from './common';

const ticketTitle = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, { message: 'Enter a title' }),
    z.maxLength(200, { message: 'Use at most 200 characters' }),
  );
const ticketContent = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, { message: 'Enter a message' }),
    z.maxLength(10_000, { message: 'Use at most 10 000 characters' }),
  );

const ticketIdParams = z.object({ ticket_id: uuid });

const ticketMessage = z.object({
  id: uuid,
  created_at: isoDateTime,
  updated_at: isoDateTime,
  /** Author: the customer's id, or a staff member's id for replies from support. */
  user_id: z.int(),
  content: z.string(),
});
export type TicketMessage = z.infer<typeof ticketMessage>;

const ticketModel = z.object({
  id: uuid,
  created_at: isoDateTime,
  updated_at: isoDateTime,
  title: z.string(),
  content: z.string(),
  ticket_status: ticketStatus,
  message_data: z.optional(z.array(ticketMessage)),
  // The portal's additions (the reference has neither), kept on the server so they follow the
  // customer across devices. "Staff" is any author other than the ticket's customer.
  /** A staff message arrived after the customer last opened the conversation (or ever, if never opened). */
  has_unread_reply: z.boolean(),
  /** When staff last wrote on the ticket; null before any staff message. */
  last_staff_reply_at: z.nullable(isoDateTime),
});
export type TicketModel = z.infer<typeof ticketModel>;

export const userTicketsList = defineOperation({
  id: 'userTicketsList',
  method: 'GET',
  path: '/api/v2/user/tickets-v2/',
  credentials: 'bearer',
  summary: "The customer's tickets, newest activity first, one page, optionally of one status",
  tag: 'tickets',
  // `ticket_status` (the portal's addition) narrows the list; total_count then counts the matches.
  query: z.extend(pageQuery, { ticket_status: z.optional(ticketStatus) }),
  response: envelope(z.object({ total_count: z.int(), tickets: z.array(ticketModel) })),
});

export const createTicketBody = z.object({ title: ticketTitle, content: ticketContent });
export type CreateTicketBody = z.infer<typeof createTicketBody>;

export const userTicketsCreate = defineOperation({
  id: 'userTicketsCreate',
  method: 'POST',
  path: '/api/v2/user/tickets-v2/',
  credentials: 'bearer',
  summary: 'Open a ticket',
  tag: 'tickets',
  body: createTicketBody,
  bodyRequired: true,
  // The reference answers only {is_success, message}; the portal adds the new ticket's id to open it.
  response: z.extend(messageResponse, { result: z.object({ id: uuid }) }),
});

// The portal's design (the reference declares no body and an untyped result). A customer may close a
// ticket or reopen it (pending); processing and resolved are set by staff.
const editTicketStatusBody = z.object({ ticket_status: z.enum(['pending', 'closed']) });
export type EditTicketStatusBody = z.infer<typeof editTicketStatusBody>;

export const userTicketsEditStatus = defineOperation({
  id: 'userTicketsEditStatus',
  method: 'PUT',
  path: '/api/v2/user/tickets-v2/{ticket_id}/edit-status',
  credentials: 'bearer',
  summary: 'Close or reopen a ticket',
  tag: 'tickets',
  params: ticketIdParams,
  body: editTicketStatusBody,
  bodyRequired: true,
  response: envelope(z.object({ id: uuid, ticket_status: ticketStatus, updated_at: isoDateTime })),
});

// The portal's design (reference result is untyped): the ticket with every message, oldest first.
// Reading it marks the conversation as seen, so its answer has has_unread_reply false.
export const userTicketsMessages = defineOperation({
  id: 'userTicketsMessages',
  method: 'GET',
  path: '/api/v2/user/tickets-v2/{ticket_id}/messages',
  credentials: 'bearer',
  summary: 'A ticket and its conversation',
  tag: 'tickets',
  params: ticketIdParams,
  response: envelope(z.extend(ticketModel, { message_data: z.array(ticketMessage) })),
});

export const sendTicketMessageBody = z.object({ content: ticketContent });
export type SendTicketMessageBody = z.infer<typeof sendTicketMessageBody>;

// The portal's design (reference result is untyped): the stored message.
export const userTicketsSendMessage = defineOperation({
  id: 'userTicketsSendMessage',
  method: 'POST',
  path: '/api/v2/user/tickets-v2/{ticket_id}/messages',
  credentials: 'bearer',
  summary: 'Add a message to a ticket (reopens a resolved ticket)',
  tag: 'tickets',
  params: ticketIdParams,
  body: sendTicketMessageBody,
  bodyRequired: true,
  response: envelope(ticketMessage),
});

/** Staff search: free text, creation-date window and offset paging. */
const staffListQuery = z.object({
  q: z.optional(searchText),
  from_iso: z.optional(isoDateTime),
  to_iso: z.optional(isoDateTime),
  offset: z.optional(queryInt(0, 10_000_000)),
  limit: z.optional(queryInt(1, 1000)),
});

export const staffTicketList = defineOperation({
  id: 'staffTicketList',
  method: 'GET',
  path: '/api/v2/low_admin_api/ticket/',
  credentials: 'bearer',
  summary: 'Search every ticket (staff)',
  tag: 'tickets',
  query: z.extend(staffListQuery, { ticket_status: z.optional(ticketStatus) }),
  response: listEnvelope(
    z.object({
      id: uuid,
      created_at: isoDateTime,
      updated_at: isoDateTime,
      user_id: z.int(),
      title: z.string(),
      ticket_status: ticketStatus,
      is_markdown: z.boolean(),
    }),
  ),
});

export const staffTicketDetail = defineOperation({
  id: 'staffTicketDetail',
  method: 'GET',
  path: '/api/v2/low_admin_api/ticket/{ticket_id}',
  credentials: 'bearer',
  summary: 'A ticket with its conversation and participants (staff)',
  tag: 'tickets',
  params: ticketIdParams,
  response: envelope(
    z.object({
      id: uuid,
      created_at: isoDateTime,
      updated_at: isoDateTime,
      user_id: z.int(),
      title: z.string(),
      ticket_status: ticketStatus,
      is_markdown: z.boolean(),
      messages: z.array(z.extend(ticketMessage, { ticket_id: uuid })),
      user_ids: z.array(z.int()),
    }),
  ),
});

export const staffReplyBody = z.object({ content: ticketContent, status: z.nullish(ticketStatus) });
export type StaffReplyBody = z.infer<typeof staffReplyBody>;

export const staffTicketReply = defineOperation({
  id: 'staffTicketReply',
  method: 'POST',
  path: '/api/v2/low_admin_api/ticket/{ticket_id}/reply',
  credentials: 'bearer',
  summary: 'Reply to a ticket and optionally set its status (staff)',
  tag: 'tickets',
  params: ticketIdParams,
  body: staffReplyBody,
  bodyRequired: true,
  response: messageResponse,
});

/** This area's operations; contract/index.ts gathers every area's into `operations`. */
export const ticketsOperations = {
  userTicketsList,
  userTicketsCreate,
  userTicketsEditStatus,
  userTicketsMessages,
  userTicketsSendMessage,
  staffTicketList,
  staffTicketDetail,
  staffTicketReply,
} as const satisfies Record<string, OperationDef>;
