// The zod/mini functions an app may use to write its own schemas (route params, a form that adds a
// field or a cross-field rule to a contract body), exported by the contract as `z`:
//
//   import { z, registerBody } from '@portal/shared/contract';
//   const signUpForm = registerBody.check(z.refine((form) => form.password === form.re_password, …));
//
// Why not `import * as z from 'zod/mini'` in the app: zod is not a federated shared package, so each
// remote build that imports it bundles a copy of its own. The contract is shared (one copy, provided by
// the shell), and a shared module cannot be tree-shaken by the apps that use it — everything listed
// here is shipped to every page. So the list holds only functions the contract itself already uses (they
// cost nothing more); add one only when an app needs it. Dates and coerced numbers: use the contract's
// `isoDateTime`, `numericId` and `queryInt`.
export {
  // parsing
  parse,
  safeParse,
  // schemas
  object,
  strictObject,
  looseObject,
  extend,
  string,
  number,
  int,
  boolean,
  literal,
  enum,
  array,
  record,
  union,
  discriminatedUnion,
  unknown,
  email,
  uuid,
  // wrappers
  optional,
  nullable,
  nullish,
  _default,
  pipe,
  transform,
  // checks, for `schema.check(...)`
  minLength,
  maxLength,
  regex,
  trim,
  minimum,
  maximum,
  positive,
  refine,
} from 'zod/mini';
export type { infer, input, output, ZodMiniType, ZodMiniObject } from 'zod/mini';
