// The daily check-in (docs/product.md §7, `/api/v2/user/services-old/checkin/`).
import type { FastifyInstance } from 'fastify';
import { servicesOldCheckin, servicesOldCheckinStatus } from '@portal/shared/contract';
import { route } from '../../http/route';
import { checkIn, checkinStatus } from './checkin';

export function checkInRoutes(app: FastifyInstance): void {
  const ctx = app.portal;
  route(app, servicesOldCheckinStatus, ({ user }) => checkinStatus(ctx, user.id));
  route(app, servicesOldCheckin, ({ user }) => checkIn(ctx, user.id));
}
