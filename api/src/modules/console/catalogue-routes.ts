// The console's catalogues (admin_api/plans, audit-rules, share-accounts): staff read plans and rules;
// shared accounts (they hold passwords) and every change are for admins.
import type { FastifyInstance } from 'fastify';
import {
  adminAuditRuleCreate,
  adminAuditRuleDelete,
  adminAuditRulesList,
  adminAuditRuleUpdate,
  adminPlanCreate,
  adminPlansList,
  adminPlansReorder,
  adminPlanUpdate,
  adminShareAccountCreate,
  adminShareAccountDelete,
  adminShareAccountsList,
  adminShareAccountUpdate,
} from '@portal/shared/contract/admin';
import { clientOf } from '../../http/client-info';
import { route } from '../../http/route';
import { ADMIN_ROLES, STAFF_ROLES } from '../user/staff';
import { createAuditRule, deleteAuditRule, listAuditRules, updateAuditRule } from './audit-rules';
import { createShareAccount, deleteShareAccount, listShareAccounts, updateShareAccount } from './share-accounts';
import { createPlan, listPlans, reorderPlans, updatePlan } from './plans';

export function consoleCatalogueRoutes(app: FastifyInstance): void {
  const ctx = app.portal;
  const staff = { roles: STAFF_ROLES };
  const admins = { roles: ADMIN_ROLES };
  route(app, adminPlansList, () => listPlans(ctx), staff);
  route(app, adminPlanCreate, ({ user, body, request }) => createPlan(ctx, user, clientOf(request), body), admins);
  route(
    app,
    adminPlanUpdate,
    ({ user, params, body, request }) => updatePlan(ctx, user, clientOf(request), params.plan_id, body),
    admins,
  );
  route(
    app,
    adminPlansReorder,
    ({ user, body, request }) => reorderPlans(ctx, user, clientOf(request), body.plan_ids),
    admins,
  );
  route(app, adminAuditRulesList, () => listAuditRules(ctx), staff);
  route(
    app,
    adminAuditRuleCreate,
    ({ user, body, request }) => createAuditRule(ctx, user, clientOf(request), body),
    admins,
  );
  route(
    app,
    adminAuditRuleUpdate,
    ({ user, params, body, request }) => updateAuditRule(ctx, user, clientOf(request), params.rule_id, body),
    admins,
  );
  route(
    app,
    adminAuditRuleDelete,
    ({ user, params, request }) => deleteAuditRule(ctx, user, clientOf(request), params.rule_id),
    admins,
  );
  route(app, adminShareAccountsList, () => listShareAccounts(ctx), admins);
  route(
    app,
    adminShareAccountCreate,
    ({ user, body, request }) => createShareAccount(ctx, user, clientOf(request), body),
    admins,
  );
  route(
    app,
    adminShareAccountUpdate,
    ({ user, params, body, request }) =>
      updateShareAccount(ctx, user, clientOf(request), params.share_account_id, body),
    admins,
  );
  route(
    app,
    adminShareAccountDelete,
    ({ user, params, request }) => deleteShareAccount(ctx, user, clientOf(request), params.share_account_id),
    admins,
  );
}
