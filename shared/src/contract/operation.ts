// How one call of docs/product.md §7 is described. The API client builds one typed function per
// operation from this; the API server declares its route (validation, OpenAPI) from the same object.
// Typed against zod's core (`$ZodType`), which every zod 4 schema implements: the contract's zod/mini
// schemas, and classic ones where a caller still has them. Parse with the functions (`safeParse(schema, x)`).
import type { $ZodObject, $ZodType, input, output } from 'zod/v4/core';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';

/**
 * Which credentials a call carries (docs/product.md §6):
 * - `bearer`: the access token (user and admin calls);
 * - `none`: nothing (node, payment notify, version, health, captcha key, CSRF, login, register, forgot-password);
 * - `bearer-if-configured`: the admin payment-notify call, which sends a bearer token only when one is configured.
 */
type Credentials = 'bearer' | 'none' | 'bearer-if-configured';

export interface OperationDef {
  /** camelCase name: the client function's name and the `{operation}` of the required-parameter error. */
  readonly id: string;
  readonly method: HttpMethod;
  /** Path relative to the API base, parameters in braces: `/api/v2/user/tickets-v2/{ticket_id}/messages`. */
  readonly path: string;
  readonly credentials: Credentials;
  readonly summary: string;
  /** Path parameters; every one is required. */
  readonly params?: $ZodObject;
  /** Query parameters; required ones are the non-optional keys. */
  readonly query?: $ZodObject;
  /** Request body schema. */
  readonly body?: $ZodType;
  /** The body must be given (docs/product.md §5 lists which). */
  readonly bodyRequired?: boolean;
  /** `json` (default) or `text` (text/plain, e.g. the admin announcement POST). */
  readonly bodyType?: 'json' | 'text';
  /** Schema of a 2xx answer. */
  readonly response: $ZodType;
  /** `json` (default) or `text` for calls answering text/plain (or YAML). */
  readonly responseType?: 'json' | 'text';
  /** OpenAPI tag / slice that owns the endpoint. */
  readonly tag: string;
}

/** Identity helper that keeps the literal types of an operation. */
export function defineOperation<const T extends OperationDef>(op: T): T {
  return op;
}

type Infer<T> = T extends $ZodType ? output<T> : never;

export type OperationParams<O extends OperationDef> = O['params'] extends $ZodObject ? Infer<O['params']> : undefined;
export type OperationQuery<O extends OperationDef> = O['query'] extends $ZodObject ? input<O['query']> : undefined;
export type OperationBody<O extends OperationDef> = O['body'] extends $ZodType ? input<O['body']> : undefined;
export type OperationResponse<O extends OperationDef> = Infer<O['response']>;
