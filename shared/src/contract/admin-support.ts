// Support in the console (the portal's design, issue 21): the ticket inbox (open first, the longest
// waiting first), a conversation with the customer's plan beside it, closing and reopening, and the
// announcements customers read. Staff (low admins too) work both; every change is audited. A reply is
// staffTicketReply (tickets.ts), which can also set the status.
import * as z from 'zod/mini';
import { defineOperation, type OperationDef } from './operation';
import { envelope, messageResponse } from './envelope';
import { annType, isoDateTime, money, numericId, searchText, ticketStatus, uuid } from './common';
import { adminPage, adminPageQuery, localizedTexts, personRef } from './admin-common';
import { currencyCode } from './wallet';

/** Which tickets the inbox shows: open (pending or processing; the default), closed (resolved or closed), or all. */
export const inboxState = z.enum(['open', 'closed', 'all']);

export const inboxTicket = z.object({
  id: uuid,
  title: z.string(),
  ticket_status: ticketStatus,
  customer: personRef,
  created_at: isoDateTime,
  updated_at: isoDateTime,
  /** Since when the customer has waited for staff (their oldest message after staff last wrote); null: not waiting. */
  waiting_since: z.nullable(isoDateTime),
  last_message_at: isoDateTime,
  last_message_by: z.enum(['customer', 'staff']),
  message_count: z.int(),
});
export type InboxTicket = z.infer<typeof inboxTicket>;

export const adminTicketsQuery = z.extend(adminPageQuery, {
  state: z.optional(inboxState),
  /** One status exactly (overrides `state`). */
  ticket_status: z.optional(ticketStatus),
  /** Title, any message, or the customer's email. */
  q: z.optional(searchText),
  user_id: z.optional(numericId),
});

export const adminTicketsInbox = defineOperation({
  id: 'adminTicketsInbox',
  method: 'GET',
  path: '/api/v2/admin_api/tickets',
  credentials: 'bearer',
  summary: 'The ticket inbox: open first, the longest waiting first, then the newest activity (staff)',
  tag: 'admin',
  query: adminTicketsQuery,
  response: adminPage(inboxTicket),
});

export const adminTicketMessage = z.object({
  id: uuid,
  created_at: isoDateTime,
  /** Markdown as written (render it with @portal/shared/markdown). */
  content: z.string(),
  author: personRef,
  author_is_staff: z.boolean(),
});

export const adminTicketDetailResult = z.object({
  ticket: inboxTicket,
  messages: z.array(adminTicketMessage),
  /** The customer beside the conversation: who they are and what they have. */
  customer: z.object({
    id: z.int(),
    email: z.string(),
    name: z.string(),
    is_ban: z.boolean(),
    created_at: isoDateTime,
    plan_name: z.nullable(z.string()),
    level: z.int(),
    effective_level: z.int(),
    level_expire_at: z.nullable(isoDateTime),
    account_expire_at: isoDateTime,
    traffic_used: z.int(),
    traffic_total: z.int(),
    balance: money,
    /** The portal's (PAYMENT_CURRENCY), which the balance is in. */
    currency: currencyCode,
    open_tickets: z.int(),
  }),
});
export type AdminTicketDetailResult = z.infer<typeof adminTicketDetailResult>;

const ticketIdParams = z.object({ ticket_id: uuid });

export const adminTicketDetail = defineOperation({
  id: 'adminTicketDetail',
  method: 'GET',
  path: '/api/v2/admin_api/tickets/{ticket_id}',
  credentials: 'bearer',
  summary: "A ticket's conversation with the customer's plan, traffic and balance beside it (staff)",
  tag: 'admin',
  params: ticketIdParams,
  response: envelope(adminTicketDetailResult),
});

export const ticketStatusBody = z.strictObject({ ticket_status: ticketStatus });

export const adminTicketSetStatus = defineOperation({
  id: 'adminTicketSetStatus',
  method: 'POST',
  path: '/api/v2/admin_api/tickets/{ticket_id}/status',
  credentials: 'bearer',
  summary: 'Close, resolve or reopen a ticket without writing to the customer (staff)',
  tag: 'admin',
  params: ticketIdParams,
  body: ticketStatusBody,
  bodyRequired: true,
  response: envelope(inboxTicket),
});

const announcementMarkdown = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, { message: 'Write the announcement' }),
    z.maxLength(100_000, { message: 'Use at most 100 000 characters' }),
  );

export const adminAnnouncementRow = z.object({
  id: z.int(),
  ann_type: annType,
  /** The default text (Markdown), read where no text of the reader's language was written. */
  markdown_text: z.string(),
  markdown_i18n: localizedTexts(z.string()),
  /** The default text rendered and sanitised, as customers see it. */
  html_text: z.string(),
  /** The newest of a type is the one the dashboard (index_ann) or the pop-up (pop_up_ann) shows. */
  is_current: z.boolean(),
  created_at: isoDateTime,
  updated_at: isoDateTime,
  created_by: z.nullable(personRef),
});
export type AdminAnnouncementRow = z.infer<typeof adminAnnouncementRow>;

export const adminAnnouncementsList = defineOperation({
  id: 'adminAnnouncementsList',
  method: 'GET',
  path: '/api/v2/admin_api/announcements',
  credentials: 'bearer',
  summary: 'Every announcement published, newest first, optionally of one type (staff)',
  tag: 'admin',
  query: z.extend(adminPageQuery, { ann_type: z.optional(annType) }),
  response: adminPage(adminAnnouncementRow),
});

export const announcementCreateBody = z.strictObject({
  ann_type: annType,
  markdown_text: announcementMarkdown,
  markdown_i18n: z.optional(localizedTexts(announcementMarkdown)),
});
export const announcementUpdateBody = z
  .partial(announcementCreateBody)
  .check(z.refine((body) => Object.keys(body).length > 0, { message: 'Change at least one field' }));

const announcementIdParams = z.object({ announcement_id: numericId });

export const adminAnnouncementCreate = defineOperation({
  id: 'adminAnnouncementCreate',
  method: 'POST',
  path: '/api/v2/admin_api/announcements',
  credentials: 'bearer',
  summary: 'Publish an announcement (Markdown, per language if wished); it becomes the current one of its type (staff)',
  tag: 'admin',
  body: announcementCreateBody,
  bodyRequired: true,
  response: envelope(adminAnnouncementRow),
});

export const adminAnnouncementEdit = defineOperation({
  id: 'adminAnnouncementEdit',
  method: 'PATCH',
  path: '/api/v2/admin_api/announcements/{announcement_id}',
  credentials: 'bearer',
  summary: 'Correct a published announcement in place (staff)',
  tag: 'admin',
  params: announcementIdParams,
  body: announcementUpdateBody,
  bodyRequired: true,
  response: envelope(adminAnnouncementRow),
});

export const adminAnnouncementDelete = defineOperation({
  id: 'adminAnnouncementDelete',
  method: 'DELETE',
  path: '/api/v2/admin_api/announcements/{announcement_id}',
  credentials: 'bearer',
  summary: 'Remove an announcement; the one before it of its type becomes current again (staff)',
  tag: 'admin',
  params: announcementIdParams,
  response: messageResponse,
});

/** This area's operations; admin.ts gathers the console's areas into `adminOperations`. */
export const adminSupportOperations = {
  adminTicketsInbox,
  adminTicketDetail,
  adminTicketSetStatus,
  adminAnnouncementsList,
  adminAnnouncementCreate,
  adminAnnouncementEdit,
  adminAnnouncementDelete,
} as const satisfies Record<string, OperationDef>;
