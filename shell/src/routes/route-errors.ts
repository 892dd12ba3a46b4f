// Errors that route loaders throw, read back by the fatal error page (SPEC.md §2, §8).
import { data, isRouteErrorResponse } from '@portal/shared';

/** Unknown page or failed route validation: the fatal 404 page. */
export function notFound(): never {
  throw data(null, { status: 404, statusText: 'Not Found' });
}

/** 404 for "not found"; otherwise the error's own HTTP status (4xx/5xx), else 500. */
export function errorStatus(error: unknown): number {
  if (isRouteErrorResponse(error)) return error.status;
  const status = error && typeof error === 'object' ? (error as { status?: unknown }).status : undefined;
  return typeof status === 'number' && Number.isInteger(status) && status >= 400 && status <= 599 ? status : 500;
}
