// Refusals as the API client raises them, for the page tests.
import { ApiError } from '@portal/shared';

export function httpError(status: number, message = 'Request failed', code?: string): ApiError {
  return new ApiError({ kind: 'http', status, message, serverMessage: true, ...(code ? { code } : {}) });
}
