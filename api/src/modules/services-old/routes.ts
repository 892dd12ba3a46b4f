// Old-style services (docs/product.md §7 "Old services and shop"): the list, bills and auto-renewal, check-in;
// and the current plan at /api/v2/user/get_old_service.
import type { FastifyInstance } from 'fastify';
import {
  servicesOldBillDetail,
  servicesOldBillEnableAutoRenewal,
  servicesOldBills,
  servicesOldCheckin,
  servicesOldCheckinStatus,
  servicesOldList,
  userGetOldService,
} from '@portal/shared/contract';
import { route } from '../../http/route';
import { billDetail, billList, currentOldService, enableAutoRenewal, oldServiceList } from './bills';
import { checkIn, checkinStatus } from './checkin';

export function servicesOldRoutes(app: FastifyInstance): void {
  const ctx = app.portal;
  route(app, servicesOldList, ({ user }) => oldServiceList(ctx, user.id));
  route(app, servicesOldBills, ({ user }) => billList(ctx, user.id));
  route(app, servicesOldBillDetail, ({ user, params }) => billDetail(ctx, user.id, params.service_id));
  route(app, servicesOldBillEnableAutoRenewal, ({ user, params }) =>
    enableAutoRenewal(ctx, user.id, params.service_id),
  );
  route(app, servicesOldCheckinStatus, ({ user }) => checkinStatus(ctx, user.id));
  route(app, servicesOldCheckin, ({ user }) => checkIn(ctx, user.id));
  route(app, userGetOldService, ({ user }) => currentOldService(ctx, user.id));
}
