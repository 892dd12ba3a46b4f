// Announcements for customers (docs/product.md §7 "Announcements"): the current one of a type (dashboard), every
// one with its read state (announcements page), marking read.
import type { FastifyInstance } from 'fastify';
import { userAnnouncementList, userAnnouncements, userAnnouncementsMarkRead } from '@portal/shared/contract';
import { readerLanguage } from '../../http/language';
import { route } from '../../http/route';
import { announcementList, currentAnnouncement, markAnnouncementsRead } from './customer-announcements';

export function announcementRoutes(app: FastifyInstance): void {
  const ctx = app.portal;
  route(app, userAnnouncements, ({ query, request }) =>
    currentAnnouncement(ctx, query.ann_type, readerLanguage(request)),
  );
  route(app, userAnnouncementList, ({ user, query, request }) =>
    announcementList(ctx, user.id, query, readerLanguage(request)),
  );
  route(app, userAnnouncementsMarkRead, ({ user, body }) => markAnnouncementsRead(ctx, user.id, body.announcement_ids));
}
