// The customer's purchased plans (docs/product.md §7 "Old services and shop", the `services-old` URLs): the
// list, bills and auto-renewal, and the running plan at /api/v2/user/get_old_service.
import type { FastifyInstance } from 'fastify';
import {
  servicesOldBillDetail,
  servicesOldBillEnableAutoRenewal,
  servicesOldBills,
  servicesOldList,
  userGetOldService,
} from '@portal/shared/contract';
import { readerLanguage } from '../../http/language';
import { route } from '../../http/route';
import { billDetail, billList, currentOldService, enableAutoRenewal, oldServiceList } from './bills';

export function purchasedPlanRoutes(app: FastifyInstance): void {
  const ctx = app.portal;
  route(app, servicesOldList, ({ user, request }) => oldServiceList(ctx, user.id, readerLanguage(request)));
  route(app, servicesOldBills, ({ user, request }) => billList(ctx, user.id, readerLanguage(request)));
  route(app, servicesOldBillDetail, ({ user, params, request }) =>
    billDetail(ctx, user.id, params.service_id, readerLanguage(request)),
  );
  route(app, servicesOldBillEnableAutoRenewal, ({ user, params }) =>
    enableAutoRenewal(ctx, user.id, params.service_id),
  );
  route(app, userGetOldService, ({ user, request }) => currentOldService(ctx, user.id, readerLanguage(request)));
}
