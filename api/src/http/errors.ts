// Error answers: `{is_success:false, message, code}` for every failure, never a stack trace.
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly headers: Record<string, string> = {},
    /** Facts the client shows in its own words (e.g. a ban's `reason`), sent beside `message`. */
    readonly details: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export interface ErrorBody {
  is_success: false;
  message: string;
  code?: string;
  [detail: string]: unknown;
}

export function errorBody(message: string, code?: string, details: Record<string, string> = {}): ErrorBody {
  return code ? { ...details, is_success: false, message, code } : { ...details, is_success: false, message };
}

export const unauthorized = (message = 'Sign in to continue') => new ApiError(401, 'unauthorized', message);
export const notFound = (message = 'Not found') => new ApiError(404, 'not_found', message);
