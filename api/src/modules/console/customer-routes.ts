// The console's customers (admin_api/users…) and their devices: staff read them; every change is for admins.
import type { FastifyInstance } from 'fastify';
import {
  adminUserBalance,
  adminUserBan,
  adminUserDetail,
  adminUserDeviceRemove,
  adminUserDevices,
  adminUserEndSessions,
  adminUserLedger,
  adminUserResetLink,
  adminUserResetTraffic,
  adminUserSetRole,
  adminUsersList,
  adminUserUnban,
  adminUserUpdate,
} from '@portal/shared/contract/admin';
import { clientOf } from '../../http/client-info';
import { route } from '../../http/route';
import { ADMIN_ROLES, STAFF_ROLES } from '../user/staff';
import { adjustBalance } from './balance';
import { banCustomer, unbanCustomer } from './bans';
import { staffCustomerDevices, staffRemoveDevice } from './customer-devices';
import { endSessions, resetLink, resetTraffic, setRole, updateCustomer } from './user-changes';
import { userDetail, userLedger } from './user-detail';
import { listUsers } from './users-list';

export function consoleCustomerRoutes(app: FastifyInstance): void {
  const ctx = app.portal;
  const staff = { roles: STAFF_ROLES };
  const admins = { roles: ADMIN_ROLES };
  route(app, adminUsersList, ({ query }) => listUsers(ctx, query), staff);
  route(app, adminUserDetail, ({ params }) => userDetail(ctx, params.user_id), staff);
  route(app, adminUserLedger, ({ params, query }) => userLedger(ctx, params.user_id, query), staff);
  route(
    app,
    adminUserUpdate,
    ({ user, params, body, request }) => updateCustomer(ctx, user, clientOf(request), params.user_id, body),
    admins,
  );
  route(
    app,
    adminUserBalance,
    ({ user, params, body, request }) => adjustBalance(ctx, user, clientOf(request), params.user_id, body),
    admins,
  );
  route(
    app,
    adminUserBan,
    ({ user, params, body, request }) => banCustomer(ctx, user, clientOf(request), params.user_id, body.reason),
    admins,
  );
  route(
    app,
    adminUserUnban,
    ({ user, params, request }) => unbanCustomer(ctx, user, clientOf(request), params.user_id),
    admins,
  );
  route(
    app,
    adminUserResetTraffic,
    ({ user, params, request }) => resetTraffic(ctx, user, clientOf(request), params.user_id),
    admins,
  );
  route(
    app,
    adminUserResetLink,
    ({ user, params, request }) => resetLink(ctx, user, clientOf(request), params.user_id),
    admins,
  );
  route(
    app,
    adminUserEndSessions,
    ({ user, params, request }) => endSessions(ctx, user, clientOf(request), params.user_id),
    admins,
  );
  route(
    app,
    adminUserSetRole,
    ({ user, params, body, request }) => setRole(ctx, user, clientOf(request), params.user_id, body.role),
    admins,
  );
  route(app, adminUserDevices, ({ params }) => staffCustomerDevices(ctx, params.user_id), staff);
  route(
    app,
    adminUserDeviceRemove,
    ({ user, params, request }) => staffRemoveDevice(ctx, user, clientOf(request), params.user_id, params.device_id),
    admins,
  );
}
