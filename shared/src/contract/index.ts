// The API contract: every call of docs/product.md §7 as an operation object (see operation.ts).
// Import from '@portal/shared/contract'. One file per area, each exporting its own `<area>Operations`;
// a new operation goes into its area's list, a new area into `operations` below.
// The auth area is also a singleton of its own, '@portal/shared/contract/auth': the sign-in and sign-up
// forms validate with it without loading every other area. It is imported here by that name so the
// shell provides that one copy to the remotes.
import type { OperationDef } from './operation';
import { authOperations } from '@portal/shared/contract/auth';
import { userOperations } from './user';
import { miscOperations } from './misc';
import { accountOperations } from './account';
import { accountLogsOperations } from './account-logs';
import { accountSecurityOperations } from './account-security';
import { announcementsOperations } from './announcements';
import { ticketsOperations } from './tickets';
import { servicesOperations } from './services';
import { subscribeLogOperations } from './subscribe-log';
import { servicesOldOperations } from './services-old';
import { shopOperations } from './shop';
import { walletOperations } from './wallet';
import { billingOperations } from './billing';
import { inviteOperations } from './invite';
import { walletAdminOperations } from './wallet-admin';
import { paymentOperations } from './payment';
import { nodeOperations } from './node';
import { nodeFuncOperations } from './node-func';
import { nodeJobsOperations } from './node-jobs';
import { nodeAdminOperations } from './node-admin';
import { functionsOperations } from './functions';
import { linkOperations } from './link';
import { devicesOperations } from './devices';
import { notificationsOperations } from './notifications';
// remote-registry (issue 13): admin-only calls no page makes, so a subpath of their own that browsers
// never load — '@portal/shared/contract/remote-registry' (its `remoteRegistryOperations`).
// The operator console (issue 21): '@portal/shared/contract/admin' (admin.ts gathers its admin-*.ts areas
// into `adminOperations`), for the same reason; `api` types and calls them too (api-client/client.ts).
export * from './operation';
export * from './envelope';
export * from './common';
export * from './token';
export * from '@portal/shared/contract/auth';
export * from './user';
export * from './misc';
export * from './account';
export * from './account-logs';
export * from './account-security';
export * from './announcements';
export * from './tickets';
export * from './services';
export * from './subscribe-log';
export * from './services-old';
export * from './shop';
export * from './wallet';
export * from './invite';
export * from './billing';
export * from './wallet-admin';
export * from './page-preferences';
export * from './page-render';
export * from './payment';
export * from './node';
export * from './node-func';
export * from './node-jobs';
export * from './node-admin';
export * from './functions';
export * from './link';
export * from './devices';
export * from './notifications';
/** zod/mini functions for apps' own schemas, so no app bundles a zod of its own (see schema-kit.ts). */
export * as z from './schema-kit';

/** Every operation, keyed by its id (the key always equals the value's `id`): each area's list, gathered. */
export const operations = {
  ...authOperations,
  ...userOperations,
  ...miscOperations,
  ...accountOperations,
  ...accountLogsOperations,
  ...accountSecurityOperations,
  ...announcementsOperations,
  ...ticketsOperations,
  ...servicesOperations,
  ...subscribeLogOperations,
  ...servicesOldOperations,
  ...shopOperations,
  ...walletOperations,
  ...billingOperations,
  ...inviteOperations,
  ...walletAdminOperations,
  ...paymentOperations,
  ...nodeOperations,
  ...nodeFuncOperations,
  ...nodeJobsOperations,
  ...nodeAdminOperations,
  ...functionsOperations,
  ...linkOperations,
  ...devicesOperations,
  ...notificationsOperations,
} as const satisfies Record<string, OperationDef>;

export type Operations = typeof operations;
export type OperationId = keyof Operations;

/** Each area's list, as gathered above (a test checks no id is declared in two areas). */
export const operationAreas: readonly Readonly<Record<string, OperationDef>>[] = [
  authOperations,
  userOperations,
  miscOperations,
  accountOperations,
  accountLogsOperations,
  accountSecurityOperations,
  announcementsOperations,
  ticketsOperations,
  servicesOperations,
  subscribeLogOperations,
  servicesOldOperations,
  shopOperations,
  walletOperations,
  billingOperations,
  inviteOperations,
  walletAdminOperations,
  paymentOperations,
  nodeOperations,
  nodeFuncOperations,
  nodeJobsOperations,
  nodeAdminOperations,
  functionsOperations,
  linkOperations,
  devicesOperations,
  notificationsOperations,
];

/** Every operation as a list (OpenAPI registration, route tables). */
export const operationList: readonly Operations[OperationId][] = Object.values(operations);
