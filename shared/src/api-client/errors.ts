// One error type for every failed call, whatever failed: the server, the network, the clock,
// the caller (cancel, missing parameter) or the answer's shape (SPEC.md §8).
import { isAxiosError, isCancel } from 'axios';

export type ApiErrorKind = 'http' | 'network' | 'timeout' | 'cancel' | 'invalid-response' | 'missing-parameter';

export interface ApiErrorInit {
  kind: ApiErrorKind;
  message: string;
  operation?: string;
  status?: number;
  code?: string;
  /** True when `message` is the server's own `message` field. */
  serverMessage?: boolean;
  cause?: unknown;
}

export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly operation?: string;
  readonly status?: number;
  readonly code?: string;
  readonly serverMessage: boolean;
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

/** The `{message, code}` of an error body, which may still be a JSON string (text responses). */
function readErrorBody(data: unknown): { message?: string; code?: string } {
  let body = data;
  if (typeof body === 'string') {
    try {
      body = JSON.parse(body);
    } catch {
      return {};
    }
  }
  if (!body || typeof body !== 'object') return {};
  const { message, code } = body as Record<string, unknown>;
  return {
    message: typeof message === 'string' && message.trim() !== '' ? message : undefined,
    code: typeof code === 'string' ? code : undefined,
  };
}

function isTimeout(code: string | undefined, message: string): boolean {
  return code === 'ETIMEDOUT' || (code === 'ECONNABORTED' && /timeout/i.test(message));
}

/** Turns whatever axios threw into an ApiError. */
export function toApiError(error: unknown, operation?: string): ApiError {
  if (isApiError(error)) return error;
  if (isCancel(error)) {
    return new ApiError({ kind: 'cancel', operation, message: 'canceled', cause: error });
  }
  if (isAxiosError(error)) {
    if (error.response) {
      const { message, code } = readErrorBody(error.response.data);
      return new ApiError({
        kind: 'http',
        operation,
        status: error.response.status,
        code,
        message: message ?? error.message,
        serverMessage: message !== undefined,
        cause: error,
      });
    }
    if (isTimeout(error.code, error.message)) {
      return new ApiError({ kind: 'timeout', operation, code: error.code, message: error.message, cause: error });
    }
    return new ApiError({
      kind: 'network',
      operation,
      code: error.code,
      message: error.message || 'Network Error',
      cause: error,
    });
  }
  const message = error instanceof Error ? error.message : String(error);
  return new ApiError({ kind: 'network', operation, message, cause: error });
}
