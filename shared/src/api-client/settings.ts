// Where the API client sends its calls, settable before the HTTP transport has loaded (the shell
// configures it at start; axios itself loads with the first call, see client.ts).
import { getPortalConfig } from '../config/portal-config';

export interface ApiSettings {
  /** API base URL; '' is the page's own origin. */
  baseURL?: string;
  /** Bearer token of the admin payment-notify call (credentials 'bearer-if-configured'); null removes it. */
  adminNotifyToken?: string | null;
  /**
   * The transport adds each call's credentials itself (the server's in-process renderer, which sends the
   * page's own token): the client then sends a session call even when the browser session holds no token.
   */
  transportAddsCredentials?: boolean;
}

let baseURL: string | undefined;
let adminNotifyToken: string | null = null;
let transportAddsCredentials = false;

export function configureApi(settings: ApiSettings): void {
  if (settings.baseURL !== undefined) baseURL = settings.baseURL;
  if (settings.adminNotifyToken !== undefined) adminNotifyToken = settings.adminNotifyToken || null;
  if (settings.transportAddsCredentials !== undefined) transportAddsCredentials = settings.transportAddsCredentials;
}

export function credentialsAddedByTransport(): boolean {
  return transportAddsCredentials;
}

/** The configured base, or the portal configuration's `apiBase` until one is configured. */
export function getApiBaseURL(): string {
  return baseURL ?? getPortalConfig().apiBase;
}

export function getAdminNotifyToken(): string | null {
  return adminNotifyToken;
}
