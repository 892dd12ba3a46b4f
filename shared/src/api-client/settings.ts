// Where the API client sends its calls, settable before the HTTP transport has loaded (the shell
// configures it at start; axios itself loads with the first call, see client.ts).
import { getPortalConfig } from '../config/portal-config';

export interface ApiSettings {
  /** API base URL; '' is the page's own origin. */
  baseURL?: string;
  /** Bearer token of the admin payment-notify call (credentials 'bearer-if-configured'); null removes it. */
  adminNotifyToken?: string | null;
}

let baseURL: string | undefined;
let adminNotifyToken: string | null = null;

export function configureApi(settings: ApiSettings): void {
  if (settings.baseURL !== undefined) baseURL = settings.baseURL;
  if (settings.adminNotifyToken !== undefined) adminNotifyToken = settings.adminNotifyToken || null;
}

/** The configured base, or the portal configuration's `apiBase` until one is configured. */
export function getApiBaseURL(): string {
  return baseURL ?? getPortalConfig().apiBase;
}

export function getAdminNotifyToken(): string | null {
  return adminNotifyToken;
}
