// The admin API (docs/product.md §7 "Announcements", admin_api): administrators only — customers and low admins
// get 403. Every change is audited (admin_audit_log).
import type { FastifyInstance } from 'fastify';
import {
  adminAnnouncement,
  adminAnnouncementHtml,
  adminAnnouncementMarkdown,
  adminAnnouncementUpdate,
  adminReplaceUserEmail,
} from '@portal/shared/contract';
import { clientOf } from '../../http/client-info';
import { route } from '../../http/route';
import {
  adminAnnouncementHtmlOf,
  adminAnnouncementMarkdownOf,
  adminCurrentAnnouncement,
  postAnnouncement,
} from '../announcements/admin-announcements';
import { ADMIN_ROLES } from '../user/staff';
import { replaceUserEmail } from './replace-email';

export function adminRoutes(app: FastifyInstance): void {
  const ctx = app.portal;
  const adminOnly = { roles: ADMIN_ROLES };
  route(app, adminAnnouncement, ({ query }) => adminCurrentAnnouncement(ctx, query.ann_type), adminOnly);
  route(app, adminAnnouncementHtml, ({ query }) => adminAnnouncementHtmlOf(ctx, query.ann_type), adminOnly);
  route(
    app,
    adminAnnouncementMarkdown,
    async ({ query, reply }) => {
      reply.type('text/plain; charset=utf-8');
      return adminAnnouncementMarkdownOf(ctx, query.ann_type);
    },
    adminOnly,
  );
  route(
    app,
    adminAnnouncementUpdate,
    ({ user, query, body, request }) => postAnnouncement(ctx, user, query.ann_type, body ?? '', clientOf(request)),
    adminOnly,
  );
  route(
    app,
    adminReplaceUserEmail,
    ({ user, query, request }) => replaceUserEmail(ctx, user, query, clientOf(request)),
    adminOnly,
  );
}
