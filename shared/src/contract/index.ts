// The API contract: every call of SPEC.md §7 as an operation object (see operation.ts).
// Import from '@portal/shared/contract'. Keep one file per area; add new areas to `operations` below.
import * as auth from './auth';
import * as user from './user';
import * as misc from './misc';
import type { OperationDef } from './operation';

export * from './operation';
export * from './envelope';
export * from './common';
export * from './token';
export * from './auth';
export * from './user';
export * from './misc';

function collect(...modules: Record<string, unknown>[]) {
  const out: Record<string, OperationDef> = {};
  for (const mod of modules) {
    for (const value of Object.values(mod)) {
      if (value && typeof value === 'object' && 'id' in value && 'method' in value && 'path' in value) {
        const op = value as OperationDef;
        if (out[op.id]) throw new Error(`Duplicate operation id ${op.id}`);
        out[op.id] = op;
      }
    }
  }
  return out;
}

/** Every operation, keyed by id. */
export const operations = collect(auth, user, misc);
