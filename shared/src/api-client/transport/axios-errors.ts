// Turns whatever axios threw into the portal's ApiError (docs/product.md §8). Lives with the transport so
// axios loads only with the first call.
import { isAxiosError, isCancel } from 'axios';
import { ApiError, isApiError } from '../errors';

/** The `{message, code, reason}` of an error body, which may still be a JSON string (text responses). */
function readErrorBody(data: unknown): { message?: string; code?: string; reason?: string } {
  let body = data;
  if (typeof body === 'string') {
    try {
      body = JSON.parse(body);
    } catch {
      return {};
    }
  }
  if (!body || typeof body !== 'object') return {};
  const { message, code, reason } = body as Record<string, unknown>;
  return {
    message: typeof message === 'string' && message.trim() !== '' ? message : undefined,
    code: typeof code === 'string' ? code : undefined,
    reason: typeof reason === 'string' && reason.trim() !== '' ? reason : undefined,
  };
}

/** Retry-After in seconds: a number of seconds or an HTTP date; undefined when absent or unreadable. */
function retryAfterSeconds(header: unknown, now = Date.now()): number | undefined {
  if (typeof header !== 'string' || header.trim() === '') return undefined;
  const seconds = /^\d+$/.test(header.trim()) ? Number(header) : (Date.parse(header) - now) / 1000;
  return Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds) : undefined;
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
      const { message, code, reason } = readErrorBody(error.response.data);
      return new ApiError({
        kind: 'http',
        operation,
        status: error.response.status,
        code,
        message: message ?? error.message,
        serverMessage: message !== undefined,
        retryAfter: retryAfterSeconds(error.response.headers?.['retry-after']),
        reason,
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
