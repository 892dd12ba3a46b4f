// The dashboard and the customers' announcements read.
import type { FastifyInstance } from 'fastify';
import { userAnnouncements, userDashboard } from '@portal/shared/contract';
import { route } from '../../http/route';
import { currentAnnouncement } from './announcements';
import { dashboard } from './dashboard';

export function dashboardRoutes(app: FastifyInstance): void {
  const ctx = app.portal;
  route(app, userDashboard, ({ user }) => dashboard(ctx, user.id));
  route(app, userAnnouncements, ({ query }) => currentAnnouncement(ctx, query.ann_type));
}
