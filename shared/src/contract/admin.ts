// '@portal/shared/contract/admin': the operator console's operations (issue 21), under /api/v2/admin_api/.
// A subpath of its own, outside the contract's `operations`, so customers' browsers never download it;
// `api.<id>()` calls these all the same: the transport loads this subpath with the first console call.
// Roles (checked by the API on every call): "(staff)" in a summary is low admins and admins, "(admin)"
// administrators only; customers get 403, a call without a token 401. The console also uses the staff
// calls of the main contract (staffNode*, staffTicketReply, staffCdKey*, adminReplaceUserEmail) and the
// remote registry's ('@portal/shared/contract/remote-registry').
import type { OperationDef } from './operation';
import { adminOverviewOperations } from './admin-overview';
import { adminUsersOperations } from './admin-users';
import { adminDevicesOperations } from './admin-devices';
import { adminCatalogueOperations } from './admin-catalogue';
import { adminNodesOperations } from './admin-nodes';
import { adminOrdersOperations } from './admin-orders';
import { adminSupportOperations } from './admin-support';

export * from './admin-common';
export * from './admin-overview';
export * from './admin-users';
export * from './admin-devices';
export * from './admin-catalogue';
export * from './admin-nodes';
export * from './admin-orders';
export * from './admin-support';

/** Every console operation, keyed by its id: each area's list, gathered. */
export const adminOperations = {
  ...adminOverviewOperations,
  ...adminUsersOperations,
  ...adminDevicesOperations,
  ...adminCatalogueOperations,
  ...adminNodesOperations,
  ...adminOrdersOperations,
  ...adminSupportOperations,
} as const satisfies Record<string, OperationDef>;

export type AdminOperations = typeof adminOperations;

/** Each area's list, as gathered above (a test checks no id is declared twice, here or in the main contract). */
export const adminOperationAreas: readonly Readonly<Record<string, OperationDef>>[] = [
  adminOverviewOperations,
  adminUsersOperations,
  adminDevicesOperations,
  adminCatalogueOperations,
  adminNodesOperations,
  adminOrdersOperations,
  adminSupportOperations,
];
