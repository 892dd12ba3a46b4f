// The one axios instance of the portal (DESIGN.md "Session and API client"). It is created once
// when @portal/shared loads; the federation singleton makes every remote share it.
import axios, { type AxiosError } from 'axios';
import axiosRetry from 'axios-retry';
import { getPortalConfig } from '../config/portal-config';

/** SPEC.md §9: statuses worth one more try. */
export const RETRY_STATUSES: ReadonlySet<number> = new Set([408, 409, 425, 429, 500, 502, 503, 504]);
/** SPEC.md §9: methods that are never retried (they may have changed something already). */
export const NON_RETRIED_METHODS: ReadonlySet<string> = new Set(['PATCH', 'POST', 'PUT', 'DELETE']);
/** Pause before the single retry; a server's longer Retry-After is not honoured beyond this cap. */
export const RETRY_DELAY_MS = 300;
const RETRY_DELAY_CAP_MS = 2_000;

export const http = axios.create({
  baseURL: getPortalConfig().apiBase,
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

export interface ApiSettings {
  /** API base URL; '' is the page's own origin. */
  baseURL?: string;
  /** Bearer token of the admin payment-notify call (credentials 'bearer-if-configured'); null removes it. */
  adminNotifyToken?: string | null;
}

let adminNotifyToken: string | null = null;

export function configureApi(settings: ApiSettings): void {
  if (settings.baseURL !== undefined) http.defaults.baseURL = settings.baseURL;
  if (settings.adminNotifyToken !== undefined) adminNotifyToken = settings.adminNotifyToken || null;
}

export function getAdminNotifyToken(): string | null {
  return adminNotifyToken;
}
