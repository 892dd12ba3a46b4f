// The console's support side (admin_api/tickets, announcements): low admins and admins.
import type { FastifyInstance } from 'fastify';
import {
  adminAnnouncementCreate,
  adminAnnouncementDelete,
  adminAnnouncementEdit,
  adminAnnouncementsList,
  adminTicketDetail,
  adminTicketSetStatus,
  adminTicketsInbox,
} from '@portal/shared/contract/admin';
import { clientOf } from '../../http/client-info';
import { route } from '../../http/route';
import { STAFF_ROLES } from '../user/staff';
import { editAnnouncement, listAnnouncements, publishAnnouncement, removeAnnouncement } from './announcements';
import { inboxConversation, setTicketStatus, ticketInbox } from './ticket-inbox';

export function consoleSupportRoutes(app: FastifyInstance): void {
  const ctx = app.portal;
  const staff = { roles: STAFF_ROLES };
  route(app, adminTicketsInbox, ({ query }) => ticketInbox(ctx, query), staff);
  route(app, adminTicketDetail, ({ params }) => inboxConversation(ctx, params.ticket_id), staff);
  route(
    app,
    adminTicketSetStatus,
    ({ user, params, body, request }) =>
      setTicketStatus(ctx, user, clientOf(request), params.ticket_id, body.ticket_status),
    staff,
  );
  route(app, adminAnnouncementsList, ({ query }) => listAnnouncements(ctx, query), staff);
  route(
    app,
    adminAnnouncementCreate,
    ({ user, body, request }) => publishAnnouncement(ctx, user, clientOf(request), body),
    staff,
  );
  route(
    app,
    adminAnnouncementEdit,
    ({ user, params, body, request }) => editAnnouncement(ctx, user, clientOf(request), params.announcement_id, body),
    staff,
  );
  route(
    app,
    adminAnnouncementDelete,
    ({ user, params, request }) => removeAnnouncement(ctx, user, clientOf(request), params.announcement_id),
    staff,
  );
}
