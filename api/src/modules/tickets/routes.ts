// The customer's support tickets (docs/product.md §7 "Tickets", tickets-v2).
import type { FastifyInstance } from 'fastify';
import {
  userTicketsCreate,
  userTicketsEditStatus,
  userTicketsList,
  userTicketsMessages,
  userTicketsSendMessage,
} from '@portal/shared/contract';
import { route } from '../../http/route';
import {
  createTicket,
  customerTicketMessages,
  editTicketStatus,
  listCustomerTickets,
  sendCustomerMessage,
} from './customer-tickets';

export function ticketRoutes(app: FastifyInstance): void {
  const ctx = app.portal;
  route(app, userTicketsList, ({ user, query }) => listCustomerTickets(ctx, user.id, query));
  route(app, userTicketsCreate, ({ user, body }) => createTicket(ctx, user.id, body));
  route(app, userTicketsEditStatus, ({ user, params, body }) => editTicketStatus(ctx, user.id, params.ticket_id, body));
  route(app, userTicketsMessages, ({ user, params }) => customerTicketMessages(ctx, user.id, params.ticket_id));
  route(app, userTicketsSendMessage, ({ user, params, body }) =>
    sendCustomerMessage(ctx, user.id, params.ticket_id, body.content),
  );
}
