// The session (docs/product.md §4, docs/architecture.md "Session and API client"): tokens loaded at start, a refresh
// timer 60 s before the earlier expiry, silent refresh shared by all callers and tabs, logout.
import { createPortalStore } from '../store/portal-store';
import type { AccessTokenPayload, RefreshTokenPayload } from '@portal/shared/contract';
import { getPortalConfig } from '../config/portal-config';
import { api } from '../api-client/client';
import { readToken, writeToken } from './storage';
import { decodeAccessToken, decodeRefreshToken } from './tokens';
import { createRefresher } from './refresher';

export interface SessionData {
  siteName: string;
  footerCopyright: string;
  accessToken: string | null;
  refreshToken: string | null;
  accessPayload: AccessTokenPayload | null;
  refreshPayload: RefreshTokenPayload | null;
  /** True once init() has loaded (and if needed refreshed) the stored session. */
  ready: boolean;
}

export interface SessionActions {
  init(): Promise<void>;
  setTokens(access: string, refresh: string): void;
  /**
   * Adopts the new pair an account change answered for this session (a new name, email or password),
   * so the header and every call use it at once. Waits for a refresh in flight in this tab or another
   * first; false when the session ended meanwhile.
   */
  adoptTokens(access: string, refresh: string): Promise<boolean>;
  refresh(): Promise<boolean>;
  /** Signs out: asks the server to end the session (not awaited), forgets both tokens, opens sign-in. */
  logout(): void;
}

export type SessionState = SessionData & SessionActions;

export const SIGN_IN_PATH = '/auth/sign-in';

let navigate: (to: string) => void = (to) => window.location.assign(to);

export function configureSession(options: { navigate(to: string): void }): void {
  navigate = options.navigate;
}

/** Signed in: an access token with a valid payload that has not expired (docs/product.md §2, §4). */
export function selectIsSignedIn(
  state: Pick<SessionData, 'accessToken' | 'accessPayload'>,
  now: number = Date.now(),
): boolean {
  if (!state.accessToken || !state.accessPayload) return false;
  const { exp } = state.accessPayload;
  return exp === undefined || exp * 1000 > now;
}

/** A staff member's role as the console names it (the token's malio_postgrest_low_admin / _admin). */
export type StaffRole = 'low_admin' | 'admin';

/**
 * The signed-in user's staff role, or null for a customer (or nobody). What the browser shows only:
 * the API checks the role on every call, and a role taken away counts there at once.
 */
export function selectStaffRole(
  state: Pick<SessionData, 'accessToken' | 'accessPayload'>,
  now: number = Date.now(),
): StaffRole | null {
  if (!selectIsSignedIn(state, now)) return null;
  const role = state.accessPayload?.role;
  return role === 'malio_postgrest_admin' ? 'admin' : role === 'malio_postgrest_low_admin' ? 'low_admin' : null;
}

/** A token with an invalid payload is treated as absent (the decoder has warned). */
function decoded<P>(
  token: string | null,
  decode: (token: string) => P | null,
): { token: string | null; payload: P | null } {
  const payload = token ? decode(token) : null;
  return payload ? { token, payload } : { token: null, payload: null };
}

export const useSession = createPortalStore<SessionState>((set, get) => {
  let initPromise: Promise<void> | null = null;

  function applyAccessToken(token: string | null, persist: boolean): void {
    const access = decoded(token, decodeAccessToken);
    // Persist new tokens; also drop a stored one that turned out invalid.
    if (persist || (token && !access.token)) writeToken('access', access.token);
    set({ accessToken: access.token, accessPayload: access.payload });
  }

  function applyRefreshToken(token: string | null, persist: boolean): void {
    const refresh = decoded(token, decodeRefreshToken);
    if (persist || (token && !refresh.token)) writeToken('refresh', refresh.token);
    set({ refreshToken: refresh.token, refreshPayload: refresh.payload });
  }

  function logout(): void {
    // Ends the session on the server too, without waiting or caring how it goes. Not when another tab's
    // sign-out brought us here (it removed the stored token first, and told the server itself).
    const { refreshToken } = get();
    if (refreshToken && readToken('refresh') !== null)
      api.authLogout({ body: { refresh_token: refreshToken } }).catch(() => {});
    refresher.stop();
    writeToken('access', null);
    writeToken('refresh', null);
    set({ accessToken: null, accessPayload: null, refreshToken: null, refreshPayload: null });
    navigate(SIGN_IN_PATH);
  }

  const refresher = createRefresher({
    get,
    applyAccessToken,
    applyRefreshToken,
    logout,
  });

  async function runInit(): Promise<void> {
    refresher.listenToOtherTabs();
    applyAccessToken(readToken('access') ?? null, false);
    applyRefreshToken(readToken('refresh') ?? null, false);
    const { accessToken, refreshToken } = get();
    if (!accessToken && refreshToken) await refresher.refresh();
    else if (accessToken && refresher.isRefreshDue()) await refresher.refresh();
    else if (accessToken) refresher.start();
    set({ ready: true });
  }

  const config = getPortalConfig();
  return {
    siteName: config.siteName,
    footerCopyright: config.footerCopyright,
    accessToken: null,
    refreshToken: null,
    accessPayload: null,
    refreshPayload: null,
    ready: false,
    init: () => (initPromise ??= runInit()),
    setTokens(access, refresh) {
      refresher.listenToOtherTabs();
      applyAccessToken(access, true);
      applyRefreshToken(refresh, true);
      set({ ready: true });
      refresher.start();
    },
    adoptTokens: (access, refresh) => refresher.adoptTokens(access, refresh),
    refresh: () => refresher.refresh(),
    logout,
  };
});
