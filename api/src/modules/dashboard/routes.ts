// The dashboard (its announcement card reads the announcements module's userAnnouncements).
import type { FastifyInstance } from 'fastify';
import { userDashboard } from '@portal/shared/contract';
import { readerLanguage } from '../../http/language';
import { route } from '../../http/route';
import { dashboard } from './dashboard';

export function dashboardRoutes(app: FastifyInstance): void {
  const ctx = app.portal;
  route(app, userDashboard, ({ user, request }) => dashboard(ctx, user.row, readerLanguage(request)));
}
