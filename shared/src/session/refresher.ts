// The refresh half of the session: the timer, the refresh itself (one at a time per tab and,
// through a Web Lock, per browser), adoption of tokens other tabs rotated, and the API client's
// 401 recovery. Kept apart from store.ts so each file reads on its own.
import { api } from '../api-client/client';
import { isApiError } from '../api-client/errors';
import { setAuthBridge } from '../api-client/auth-bridge';
import type { SessionData } from './store';
import { isRefreshTokenArea, readToken, REFRESH_TOKEN_KEY } from './storage';
import { withRefreshLock } from './refresh-lock';

/** docs/product.md §9: refresh 60 000 ms before the earlier expiry. */
export const REFRESH_MARGIN_MS = 60_000;
/** setTimeout's largest delay; longer waits are chained. */
const MAX_TIMER_DELAY_MS = 2_147_483_647;
/** A refresh that hangs would keep start-up waiting forever; past this it counts as a refresh error. */
const REFRESH_TIMEOUT_MS = 20_000;
/** If fresh tokens are already due (a server issuing very short lifetimes), wait this long instead of looping. */
const MIN_DELAY_AFTER_REFRESH_MS = 10_000;
/**
 * A refresh that did not reach the server, or whose answer did not come back, is tried again this soon with
 * the same token: the server takes a spent token again for a few seconds after its use, for exactly this.
 */
export const REFRESH_RETRY_MS = 5_000;

/**
 * True when a refresh failed without the server refusing it: offline, a dropped connection, a timeout, a
 * proxy or the server unavailable (5xx), too many requests. The session goes on; only a refusal ends it.
 */
function unanswered(error: unknown): boolean {
  if (!isApiError(error)) return false;
  if (error.kind === 'network' || error.kind === 'timeout' || error.kind === 'cancel') return true;
  const status = error.status ?? 0;
  return error.kind === 'http' && (status >= 500 || status === 408 || status === 429);
}

interface RefresherDeps {
  get(): SessionData;
  applyAccessToken(token: string | null, persist: boolean): void;
  applyRefreshToken(token: string | null, persist: boolean): void;
  logout(): void;
}

export function createRefresher(deps: RefresherDeps) {
  const { get, applyAccessToken, applyRefreshToken, logout } = deps;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let inFlight: Promise<boolean> | null = null;
  let lastRefreshAt = -Infinity;
  /** Bumped by logout, so a refresh that finishes afterwards cannot resurrect the session. */
  let epoch = 0;
  let listening = false;

  /** Epoch ms at which to refresh, or null when neither token has an expiry. */
  function refreshMoment(): number | null {
    const { accessPayload, refreshPayload } = get();
    const expiries = [accessPayload?.exp, refreshPayload?.exp].filter((exp): exp is number => typeof exp === 'number');
    return expiries.length === 0 ? null : Math.min(...expiries) * 1000 - REFRESH_MARGIN_MS;
  }

  function stop(): void {
    clearTimeout(timer);
    timer = undefined;
  }

  function start(): void {
    stop();
    if (!get().accessToken) return;
    const moment = refreshMoment();
    if (moment === null) {
      console.error('[session] Neither the access token nor the refresh token has an expiry: signing out.');
      logout();
      return;
    }
    let delay = moment - Date.now();
    if (Date.now() - lastRefreshAt < MIN_DELAY_AFTER_REFRESH_MS) delay = Math.max(delay, MIN_DELAY_AFTER_REFRESH_MS);
    if (delay <= 0) {
      void refresh();
      return;
    }
    timer = setTimeout(delay > MAX_TIMER_DELAY_MS ? start : () => void refresh(), Math.min(delay, MAX_TIMER_DELAY_MS));
  }

  function retryLater(delayMs: number): void {
    stop();
    timer = setTimeout(() => void refresh(), delayMs);
  }

  function isRefreshDue(): boolean {
    const moment = refreshMoment();
    return moment !== null && moment <= Date.now();
  }

  function endSession(reason: string, detail?: unknown): false {
    console.warn(`[session] ${reason}: signing out.`, ...(detail === undefined ? [] : [detail]));
    logout();
    return false;
  }

  /** The refresh itself, inside the cross-tab lock. */
  async function refreshLocked(needNewAccess: boolean, startedEpoch: number): Promise<boolean> {
    if (epoch !== startedEpoch) return false;
    let refreshToken = get().refreshToken;
    const stored = readToken('refresh');
    if (stored === null) return endSession('Another tab signed out');
    if (stored !== undefined && stored !== refreshToken) {
      // Another tab rotated the token while we waited: ours is spent on the server.
      applyRefreshToken(stored, false);
      refreshToken = get().refreshToken;
      if (!refreshToken) return endSession('The refresh token another tab stored is invalid');
      if (!needNewAccess && get().accessToken && !isRefreshDue()) {
        start();
        return true;
      }
    }
    if (!refreshToken) return endSession('No valid refresh token');
    try {
      const answer = await api.authRefresh({ body: { refresh_token: refreshToken }, timeout: REFRESH_TIMEOUT_MS });
      if (epoch !== startedEpoch) return false;
      if (!answer.is_success) return endSession(`The server refused the refresh (${answer.message})`);
      applyAccessToken(answer.result.access_token, true);
      // The refresh token rotates; an answer without one keeps the current token.
      applyRefreshToken(answer.result.refresh_token ?? refreshToken, true);
      if (!get().accessToken) return endSession('The refreshed access token is invalid');
      lastRefreshAt = Date.now();
      start();
      return true;
    } catch (error) {
      if (epoch !== startedEpoch) return false;
      if (unanswered(error)) {
        const retryAfter = isApiError(error) && error.retryAfter ? error.retryAfter * 1000 : REFRESH_RETRY_MS;
        console.warn('[session] The token refresh got no answer; trying again shortly.', error);
        retryLater(retryAfter);
        return false;
      }
      return endSession('The server refused the refresh', error);
    }
  }

  function runRefresh(needNewAccess: boolean): Promise<boolean> {
    if (inFlight) return inFlight;
    if (!get().refreshToken) {
      console.warn('[session] Cannot refresh: there is no refresh token.');
      return Promise.resolve(false);
    }
    const startedEpoch = epoch;
    inFlight = withRefreshLock(() => refreshLocked(needNewAccess, startedEpoch)).finally(() => {
      inFlight = null;
    });
    return inFlight;
  }

  function refresh(): Promise<boolean> {
    return runRefresh(false);
  }

  /**
   * An account call answered a new pair for this session (a new name, email or password): store it
   * after any refresh this tab is running and inside the cross-tab lock, so no refresh that started
   * earlier, here or in another tab, can overwrite it with an older pair. Other tabs pick the new
   * refresh token up from storage. Nothing is stored once the session was signed out meanwhile.
   */
  async function adoptTokens(access: string, refreshToken: string): Promise<boolean> {
    const startedEpoch = epoch;
    while (inFlight) await inFlight;
    return withRefreshLock(async () => {
      if (epoch !== startedEpoch) return false;
      applyAccessToken(access, true);
      applyRefreshToken(refreshToken, true);
      if (!get().accessToken || !get().refreshToken) return endSession('The new tokens of this session are invalid');
      lastRefreshAt = Date.now();
      start();
      return true;
    });
  }

  /** Another tab rotated the refresh token (adopt it) or signed out (follow it). */
  function onStorage(event: StorageEvent): void {
    if (event.key !== null && event.key !== REFRESH_TOKEN_KEY) return;
    if (!isRefreshTokenArea(event.storageArea)) return;
    const next = readToken('refresh');
    const { accessToken, refreshToken } = get();
    if (next === null) {
      if (accessToken || refreshToken) logout();
      return;
    }
    if (next === undefined || next === refreshToken) return;
    applyRefreshToken(next, false);
    if (!get().refreshToken) return;
    // A signed-out tab joins the session another tab started; a signed-in one only reschedules.
    if (get().accessToken) start();
    else void refresh();
  }

  function listenToOtherTabs(): void {
    if (listening || typeof window === 'undefined') return;
    listening = true;
    window.addEventListener('storage', onStorage);
  }

  setAuthBridge({
    getAccessToken: () => get().accessToken,
    async recoverFromUnauthorized(rejectedToken) {
      const current = get().accessToken;
      if (current && current !== rejectedToken) return true;
      return runRefresh(true);
    },
  });

  return {
    start,
    stop: () => {
      stop();
      epoch += 1;
    },
    refresh,
    adoptTokens,
    isRefreshDue,
    listenToOtherTabs,
  };
}
