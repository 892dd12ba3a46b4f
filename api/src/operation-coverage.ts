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
export const PENDING_OPERATIONS: Partial<Record<OperationId, number>> = {};
