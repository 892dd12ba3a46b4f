// Announcements for customers (docs/product.md §7 "Announcements"): the current one of a type (dashboard), every
// one with its read state (announcements page), marking read.
import type { FastifyInstance } from 'fastify';
import { userAnnouncementList, userAnnouncements, userAnnouncementsMarkRead } from '@portal/shared/contract';
import { route } from '../../http/route';
import { announcementList, currentAnnouncement, markAnnouncementsRead } from './customer-announcements';

export function announcementRoutes(app: FastifyInstance): void {
  const ctx = app.portal;
  route(app, userAnnouncements, ({ query }) => currentAnnouncement(ctx, query.ann_type));
  route(app, userAnnouncementList, ({ user, query }) => announcementList(ctx, user.id, query));
  route(app, userAnnouncementsMarkRead, ({ user, body }) => markAnnouncementsRead(ctx, user.id, body.announcement_ids));
}
