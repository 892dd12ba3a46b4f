// The status an error page shows (docs/product.md §2, §8).

/** 404 for an unknown page or failed route validation. */
export const NOT_FOUND = 404;

/**
 * Thrown while rendering a route that cannot exist (an unknown path, a parameter that fails route
 * validation); the root error boundary answers with the 404 page, in place of any layout.
 */
export class RouteNotFoundError extends Error {
  readonly status = NOT_FOUND;

  constructor(pathname: string) {
    super(`No page at ${pathname}`);
    this.name = 'RouteNotFoundError';
  }
}

/** The error's own HTTP status (4xx/5xx) when it carries one, else 500. */
export function errorStatus(error: unknown): number {
  const status = error && typeof error === 'object' ? (error as { status?: unknown }).status : undefined;
  return typeof status === 'number' && Number.isInteger(status) && status >= 400 && status <= 599 ? status : 500;
}
