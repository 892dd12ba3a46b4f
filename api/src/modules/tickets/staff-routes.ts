// The staff ticket queue (low_admin_api/ticket): low admins and admins only; customers get 403.
import type { FastifyInstance } from 'fastify';
import { staffTicketDetail, staffTicketList, staffTicketReply } from '@portal/shared/contract';
import { clientOf } from '../../http/client-info';
import { route } from '../../http/route';
import { STAFF_ROLES } from '../user/staff';
import { listStaffTickets, replyAsStaff, readStaffTicket } from './staff-tickets';

export function staffTicketRoutes(app: FastifyInstance): void {
  const ctx = app.portal;
  const staffOnly = { roles: STAFF_ROLES };
  route(app, staffTicketList, ({ query }) => listStaffTickets(ctx, query), staffOnly);
  route(app, staffTicketDetail, ({ params }) => readStaffTicket(ctx, params.ticket_id), staffOnly);
  route(
    app,
    staffTicketReply,
    ({ user, params, body, request }) => replyAsStaff(ctx, user, clientOf(request), params.ticket_id, body),
    staffOnly,
  );
}
