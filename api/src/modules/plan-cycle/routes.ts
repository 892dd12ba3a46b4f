// The account's reminder settings (GET and PUT /api/v2/user/account/notifications).
import type { FastifyInstance } from 'fastify';
import { accountNotifications, accountNotificationsUpdate } from '@portal/shared/contract';
import { clientOf } from '../../http/client-info';
import { route } from '../../http/route';
import { notificationSettingsOf, updateNotificationSettings } from './preferences';

export function reminderSettingsRoutes(app: FastifyInstance): void {
  const ctx = app.portal;
  route(app, accountNotifications, ({ user }) => notificationSettingsOf(ctx, user.id));
  route(app, accountNotificationsUpdate, ({ user, body, request }) =>
    updateNotificationSettings(ctx, user.id, body, clientOf(request)),
  );
}
