// The customer's subscription devices (GET /api/v2/user/devices, DELETE /api/v2/user/devices/{id}).
import type { FastifyInstance } from 'fastify';
import { userDeviceRemove, userDevices } from '@portal/shared/contract';
import { route } from '../../http/route';
import { customerDevices, removeDevice } from './devices';

export function deviceRoutes(app: FastifyInstance): void {
  const ctx = app.portal;
  route(app, userDevices, ({ user }) => customerDevices(ctx, user.id));
  route(app, userDeviceRemove, ({ user, params }) => removeDevice(ctx, user.id, params.id));
}
