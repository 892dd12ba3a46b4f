// The customer's services (docs/product.md §7 "Services"): nodes, connection secrets, shared accounts,
// audit, traffic charts, and the subscription fetch log.
import { readerLanguage } from '../../http/language';
import type { FastifyInstance } from 'fastify';
import {
  servicesAuditRecord,
  servicesAuditRule,
  servicesLinkToken,
  servicesLinkTokenReset,
  servicesNodeConfig,
  servicesNodeDetail,
  servicesNodes,
  servicesShareAccount,
  servicesSsPassword,
  servicesSsPasswordReset,
  servicesSubscribeFetchLog,
  servicesSubscribeLogAreaTimeAxis,
  servicesSubscribeLogCalendarPie,
  servicesSubscribeLogDetailRecord,
} from '@portal/shared/contract';
import { route } from '../../http/route';
import { auditRecordList, auditRuleList, shareAccountList } from './audit-share';
import { listNodes, nodeConfig, nodeDetail } from './nodes';
import { linkToken, resetLinkToken, resetSsPassword, ssPassword, subscribeFetchLog } from './secrets';
import { areaTimeAxis, calendarPie, detailRecords } from './traffic-stats';

export function servicesRoutes(app: FastifyInstance): void {
  const ctx = app.portal;
  route(app, servicesNodes, ({ user, request }) => listNodes(ctx, user.id, readerLanguage(request)));
  route(app, servicesNodeDetail, ({ user, params, request }) =>
    nodeDetail(ctx, user.id, params.node_id, readerLanguage(request)),
  );
  route(app, servicesLinkToken, ({ user }) => linkToken(ctx, user.id));
  route(app, servicesLinkTokenReset, ({ user }) => resetLinkToken(ctx, user.id));
  route(app, servicesSubscribeFetchLog, ({ user, query }) => subscribeFetchLog(ctx, user.id, query));
  route(app, servicesSsPassword, ({ user }) => ssPassword(ctx, user.id));
  route(app, servicesSsPasswordReset, ({ user }) => resetSsPassword(ctx, user.id));
  route(app, servicesShareAccount, ({ user, request }) => shareAccountList(ctx, user.id, readerLanguage(request)));
  route(app, servicesAuditRecord, ({ user, query, request }) =>
    auditRecordList(ctx, user.id, query, readerLanguage(request)),
  );
  route(app, servicesAuditRule, ({ request }) => auditRuleList(ctx, readerLanguage(request)));
  route(app, servicesSubscribeLogAreaTimeAxis, ({ user, query }) => areaTimeAxis(ctx, user.id, query));
  route(app, servicesSubscribeLogCalendarPie, ({ user, query }) => calendarPie(ctx, user.id, query));
  route(app, servicesSubscribeLogDetailRecord, ({ user, query }) => detailRecords(ctx, user.id, query));
  route(app, servicesNodeConfig, ({ user, params }) => nodeConfig(ctx, user.id, params.node_id));
}
