// The one axios instance of the portal (docs/architecture.md "Session and API client"). It is created when the
// transport loads (the first API call); the federation singleton makes every remote share it.
import axios, { type AxiosError } from 'axios';
import axiosRetry from 'axios-retry';

/** docs/product.md §9: statuses worth one more try. */
export const RETRY_STATUSES: ReadonlySet<number> = new Set([408, 409, 425, 429, 500, 502, 503, 504]);
/** docs/product.md §9: methods that are never retried (they may have changed something already). */
export const NON_RETRIED_METHODS: ReadonlySet<string> = new Set(['PATCH', 'POST', 'PUT', 'DELETE']);
/** Pause before the single retry; a server's longer Retry-After is not honoured beyond this cap. */
export const RETRY_DELAY_MS = 300;
const RETRY_DELAY_CAP_MS = 2_000;

/** The base URL is not set here: each call takes the current one from settings.ts. */
export const http = axios.create({
  timeout: 0,
  xsrfCookieName: 'XSRF-TOKEN',
  xsrfHeaderName: 'X-XSRF-TOKEN',
  headers: { Accept: 'application/json' },
});

export function shouldRetry(error: AxiosError): boolean {
  const status = error.response?.status;
  const method = (error.config?.method ?? 'get').toUpperCase();
  return status !== undefined && RETRY_STATUSES.has(status) && !NON_RETRIED_METHODS.has(method);
}

axiosRetry(http, {
  retries: 1,
  retryCondition: shouldRetry,
  retryDelay: (retryCount, error) =>
    Math.min(axiosRetry.linearDelay(RETRY_DELAY_MS)(retryCount, error), RETRY_DELAY_CAP_MS),
});
