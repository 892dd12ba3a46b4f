// One error type for every failed call, whatever failed: the server, the network, the clock,
// the caller (cancel, missing parameter) or the answer's shape (docs/product.md §8).
export type ApiErrorKind = 'http' | 'network' | 'timeout' | 'cancel' | 'invalid-response' | 'missing-parameter';

export interface ApiErrorInit {
  kind: ApiErrorKind;
  message: string;
  operation?: string;
  status?: number;
  code?: string;
  /** True when `message` is the server's own `message` field. */
  serverMessage?: boolean;
  /** Seconds to wait before trying again, when the server said (Retry-After on a 429 or 503). */
  retryAfter?: number;
  /** Why an account is suspended, in staff's words (the body's `reason` with `account_banned`). */
  reason?: string;
  cause?: unknown;
}

export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly operation?: string;
  readonly status?: number;
  readonly code?: string;
  readonly serverMessage: boolean;
  readonly retryAfter?: number;
  readonly reason?: string;
  /** Brand checked by isApiError, so the check holds even across duplicated bundles. */
  readonly isApiError = true;

  constructor(init: ApiErrorInit) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.name = 'ApiError';
    this.kind = init.kind;
    this.operation = init.operation;
    this.status = init.status;
    this.code = init.code;
    this.serverMessage = init.serverMessage ?? false;
    this.retryAfter = init.retryAfter;
    this.reason = init.reason;
  }
}

export function isApiError(value: unknown): value is ApiError {
  return (
    value instanceof ApiError ||
    (typeof value === 'object' && value !== null && (value as ApiError).isApiError === true)
  );
}

export function missingParameterError(name: string, operation: string): ApiError {
  return new ApiError({
    kind: 'missing-parameter',
    operation,
    message: `Required parameter ${name} was null or undefined when calling ${operation}`,
  });
}
