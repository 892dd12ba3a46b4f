// Error answers: `{is_success:false, message, code}` for every failure, never a stack trace.
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export interface ErrorBody {
  is_success: false;
  message: string;
  code?: string;
}

export function errorBody(message: string, code?: string): ErrorBody {
  return code ? { is_success: false, message, code } : { is_success: false, message };
}

export const unauthorized = (message = 'Sign in to continue') => new ApiError(401, 'unauthorized', message);
export const notFound = (message = 'Not found') => new ApiError(404, 'not_found', message);
