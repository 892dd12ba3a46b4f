// The console's overview, audit log, orders, cd-key export and voiding, and node setup texts.
import type { FastifyInstance } from 'fastify';
import {
  adminAuditList,
  adminCdKeysExport,
  adminCdKeysVoid,
  adminNodeSetup,
  adminOrderMarkPaid,
  adminOrderReview,
  adminOrdersList,
  adminOverview,
} from '@portal/shared/contract/admin';
import { clientOf } from '../../http/client-info';
import { ok } from '../../http/envelope';
import { route } from '../../http/route';
import { readNode } from '../node-admin/node-admin';
import { nodeSetup } from '../node-admin/node-setup';
import { ADMIN_ROLES, STAFF_ROLES } from '../user/staff';
import { auditLog } from './audit-log';
import { exportCdKeys, voidKeys } from './cd-keys';
import { closeReview, listOrders, markPaid } from './orders';
import { overview } from './overview';

export function consoleOperationsRoutes(app: FastifyInstance): void {
  const ctx = app.portal;
  const staff = { roles: STAFF_ROLES };
  const admins = { roles: ADMIN_ROLES };
  route(app, adminOverview, () => overview(ctx), staff);
  route(app, adminAuditList, ({ query }) => auditLog(ctx, query), admins);
  route(app, adminOrdersList, ({ query }) => listOrders(ctx, query), staff);
  route(
    app,
    adminOrderMarkPaid,
    ({ user, params, request }) => markPaid(ctx, user, clientOf(request), params.trade_no),
    admins,
  );
  route(
    app,
    adminOrderReview,
    ({ user, params, body, request }) => closeReview(ctx, user, clientOf(request), params.trade_no, body?.note),
    admins,
  );
  route(
    app,
    adminCdKeysExport,
    async ({ query, reply }) => {
      reply.type('text/csv; charset=utf-8');
      reply.header('content-disposition', 'attachment; filename="cd-keys.csv"');
      return exportCdKeys(ctx, query);
    },
    admins,
  );
  route(app, adminCdKeysVoid, ({ user, body, request }) => voidKeys(ctx, user, clientOf(request), body.ids), admins);
  route(
    app,
    adminNodeSetup,
    async ({ params }) => ok(nodeSetup(await readNode(ctx.db, params.node_id), ctx.config.publicUrl)),
    admins,
  );
}
