// docs/product.md §5: the parameters and bodies it calls required are required in the schemas, and no
// other query key is (so the client's "Required parameter" check matches the spec).
import { safeParse } from 'zod/mini';
import type { $ZodType } from 'zod/v4/core';
import { operationList, operations, type OperationId } from '../index';
import { remoteRegistryOperations } from '../remote-registry';
import { adminOperations } from '../admin';

/** The portal's operations and those of its subpaths (remote-registry.ts, admin.ts). */
const everyOperation = [
  ...operationList,
  ...Object.values(remoteRegistryOperations),
  ...Object.values(adminOperations),
];

/** Required query keys per operation; path parameters are always required. */
const REQUIRED_QUERY: Partial<Record<OperationId | keyof typeof remoteRegistryOperations, string[]>> = {
  getCaptchaKey: ['captcha_key_type'],
  userAnnouncements: ['ann_type'],
  adminAnnouncement: ['ann_type'],
  adminAnnouncementHtml: ['ann_type'],
  adminAnnouncementMarkdown: ['ann_type'],
  adminAnnouncementUpdate: ['ann_type'],
  adminReplaceUserEmail: ['user_id', 'user_old_email', 'user_new_email'],
  paymentStatus: ['tradeno'],
  paymentAdminNotify: ['out_trade_no'],
  paymentAdminNotifyByCookies: ['out_trade_no'],
  casinoFunction: ['api_key', 'sql_table'],
  // Not in §5's list, but required by the reference and meaningless without (documented deviation).
  embyFunction: ['api_key', 'sql_table'],
  // Not in §5 either: issue 12 guards every integration call with an API key from the environment.
  embyLink: ['api_key'],
  // Not in §5: the portal's preview link (issue 13) is nothing without its token.
  remotePreviewStart: ['token'],
};

/** Path parameters §5 names, per operation. */
const REQUIRED_PARAMS: Partial<Record<OperationId, string[]>> = {
  nodeNodeInfo: ['id'],
  nodeNodeInfoReport: ['id'],
  paymentNotify: ['payment_system'],
  paymentNotifyPost: ['payment_system'],
  subscriptionLink: ['token'],
  subscriptionLinkV1: ['token'],
  embyLink: ['token'],
  shopOldInfo: ['shop_id'],
  shopOldPreOrder: ['shop_id'],
  shopOldConfirmOrder: ['shop_id'],
  userTicketsEditStatus: ['ticket_id'],
  userTicketsMessages: ['ticket_id'],
  userTicketsSendMessage: ['ticket_id'],
  staffTicketDetail: ['ticket_id'],
  staffTicketReply: ['ticket_id'],
  servicesOldBillDetail: ['service_id'],
  servicesOldBillEnableAutoRenewal: ['service_id'],
  servicesNodeDetail: ['node_id'],
  servicesNodeConfig: ['node_id'],
  walletCdKeyRedeem: ['cd_key'],
  walletRecharge: ['recharge_id'],
};

/** §5: "the body for login, refresh, ticket creation, password change, security update,
 * forgot-password steps, block IP, traffic, add-alive-ip and add-detect-log". */
const BODY_REQUIRED: OperationId[] = [
  'authLogin',
  'authRefresh',
  'userTicketsCreate',
  'accountChangePassword',
  'accountSecurityUpdate',
  'authForgotPasswordRequestEmailCode',
  'authForgotPasswordResetPassword',
  'nodeFuncBlockIpReport',
  'nodeUsersTraffic',
  'nodeUsersAliveIp',
  'nodeUsersDetectLog',
];

function isRequired(schema: $ZodType): boolean {
  return !safeParse(schema, undefined).success;
}

function requiredKeys(shape: Readonly<Record<string, $ZodType>> | undefined): string[] {
  return Object.entries(shape ?? {})
    .filter(([, schema]) => isRequired(schema))
    .map(([key]) => key)
    .sort();
}

describe('required parameters (docs/product.md §5)', () => {
  it('requires the query keys §5 names and no others', () => {
    for (const op of everyOperation) {
      const shape = 'query' in op ? op.query?.shape : undefined;
      const expected = [...(REQUIRED_QUERY[op.id as keyof typeof REQUIRED_QUERY] ?? [])].sort();
      expect({ id: op.id, required: requiredKeys(shape) }).toEqual({ id: op.id, required: expected });
    }
  });

  it('requires the path parameters §5 names (and every path parameter)', () => {
    for (const [id, keys] of Object.entries(REQUIRED_PARAMS)) {
      const op = operations[id as OperationId];
      const shape = 'params' in op ? op.params?.shape : undefined;
      expect({ id, required: requiredKeys(shape) }).toEqual({ id, required: [...(keys ?? [])].sort() });
    }
    for (const op of everyOperation) {
      if ('params' in op && op.params) {
        const keys = Object.keys(op.params.shape).sort();
        expect({ id: op.id, required: requiredKeys(op.params.shape) }).toEqual({ id: op.id, required: keys });
      }
    }
  });

  it('marks the bodies §5 names as required', () => {
    for (const id of BODY_REQUIRED) {
      const op = operations[id];
      expect({ id, bodyRequired: 'bodyRequired' in op && op.bodyRequired }).toEqual({ id, bodyRequired: true });
      expect('body' in op && op.body ? isRequired(op.body) : false).toBe(true);
    }
  });
});
