// The contract operations (shared/src/contract) the API does not serve yet, each with the open issue that
// will. Every other operation must have a route: __tests__/operation-coverage.test.ts holds this list to
// what buildApp registers, so adding an operation to its area and serving it touches nothing here.
import type { operations } from '@portal/shared/contract';
import type { adminOperations } from '@portal/shared/contract/admin';
import type { remoteRegistryOperations } from '@portal/shared/contract/remote-registry';

/** The portal's operations, and those of its subpaths: the remote registry's and the console's. */
export type OperationId =
  keyof typeof operations | keyof typeof remoteRegistryOperations | keyof typeof adminOperations;

/** Operation id → the issue that will serve it. Empty: every operation of the contract is served. */
export const PENDING_OPERATIONS: Partial<Record<OperationId, number>> = {
  adminOverview: 21,
  adminAuditList: 21,
  adminUsersList: 21,
  adminUserDetail: 21,
  adminUserLedger: 21,
  adminUserUpdate: 21,
  adminUserBalance: 21,
  adminUserBan: 21,
  adminUserUnban: 21,
  adminUserResetTraffic: 21,
  adminUserResetLink: 21,
  adminUserEndSessions: 21,
  adminUserSetRole: 21,
  adminPlansList: 21,
  adminPlanCreate: 21,
  adminPlanUpdate: 21,
  adminPlansReorder: 21,
  adminAuditRulesList: 21,
  adminAuditRuleCreate: 21,
  adminAuditRuleUpdate: 21,
  adminAuditRuleDelete: 21,
  adminShareAccountsList: 21,
  adminShareAccountCreate: 21,
  adminShareAccountUpdate: 21,
  adminShareAccountDelete: 21,
  adminNodeSetup: 21,
  adminOrdersList: 21,
  adminOrderMarkPaid: 21,
  adminOrderReview: 21,
  adminCdKeysExport: 21,
  adminCdKeysVoid: 21,
  adminTicketsInbox: 21,
  adminTicketDetail: 21,
  adminTicketSetStatus: 21,
  adminAnnouncementsList: 21,
  adminAnnouncementCreate: 21,
  adminAnnouncementEdit: 21,
  adminAnnouncementDelete: 21,
};
