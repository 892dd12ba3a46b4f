// docs/product.md §4 refresh, setTokens, logout and the signed-in rule, on a fake clock.
import { flushPromises, waitUntil } from '../../../test/async';
import { signAccessToken, signRefreshToken } from '../../../test/tokens';
import { createHarness, LOGOUT_PATH, storeTokens, T0, useFakeClock, type Harness } from './harness';
import { REFRESH_RETRY_MS } from '../refresher';

let tab: Harness;
let warn: jest.SpyInstance;

beforeEach(async () => {
  useFakeClock();
  warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
  tab = await createHarness();
});

afterEach(() => {
  tab.dispose();
  jest.useRealTimers();
  jest.restoreAllMocks();
});

const state = () => tab.session.useSession.getState();

describe('refresh()', () => {
  it('stores the new tokens and restarts the timer from their expiry', async () => {
    const oldRefresh = await signRefreshToken();
    storeTokens(await signAccessToken(), oldRefresh);
    await state().init();
    const { issued } = tab.answerRefreshWithNewTokens({ accessExpiresIn: 600 });
    jest.setSystemTime(T0 + 100_000);
    await expect(state().refresh()).resolves.toBe(true);
    expect(state().accessToken).toBe(issued[0]?.access);
    expect(state().refreshToken).toBe(issued[0]?.refresh);
    expect(localStorage.getItem('refresh_token')).toBe(issued[0]?.refresh);
    expect(sessionStorage.getItem('access_token')).toBe(issued[0]?.access);
    // New access token expires at T0+100 s+600 s: the next refresh is due at T0+640 s.
    await jest.advanceTimersByTimeAsync(540_000 - 1);
    expect(tab.refreshCalls()).toHaveLength(1);
    await jest.advanceTimersByTimeAsync(1);
    await waitUntil(() => tab.refreshCalls().length >= 2);
    expect(tab.refreshCalls()).toHaveLength(2);
    expect(tab.refreshCalls()[1]?.json).toEqual({ refresh_token: issued[0]?.refresh });
  });

  it('keeps the current refresh token when the answer has none', async () => {
    const refresh = await signRefreshToken();
    storeTokens(await signAccessToken(), refresh);
    await state().init();
    tab.answerRefreshWithNewTokens({ rotate: false });
    await expect(state().refresh()).resolves.toBe(true);
    expect(state().refreshToken).toBe(refresh);
    expect(localStorage.getItem('refresh_token')).toBe(refresh);
  });

  it('returns false with a warning and no request when there is no refresh token', async () => {
    await state().init();
    await expect(state().refresh()).resolves.toBe(false);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('no refresh token'));
    expect(tab.refreshCalls()).toHaveLength(0);
  });

  it('shares one request between concurrent callers', async () => {
    storeTokens(await signAccessToken(), await signRefreshToken());
    await state().init();
    tab.answerRefreshWithNewTokens();
    const results = await Promise.all([state().refresh(), state().refresh(), state().refresh()]);
    expect(results).toEqual([true, true, true]);
    expect(tab.refreshCalls()).toHaveLength(1);
  });

  it.each([
    [
      'a 401 answer',
      { status: 401, body: { is_success: false, message: 'Refresh token revoked', code: 'unauthorized' } },
    ],
    [
      'a non-success answer',
      { status: 200, body: { is_success: false, message: 'nope', result: { access_token: 'x', user_id: 1 } } },
    ],
    ['an answer of the wrong shape', { status: 200, body: { is_success: true } }],
    [
      'an undecodable new access token',
      { status: 200, body: { is_success: true, message: 'ok', result: { access_token: 'garbage', user_id: 1 } } },
    ],
  ])('warns and logs out on %s', async (_label, reply) => {
    storeTokens(await signAccessToken(), await signRefreshToken());
    await state().init();
    tab.answerRefresh(reply);
    await expect(state().refresh()).resolves.toBe(false);
    expect(warn.mock.calls.some(([message]) => String(message).includes('signing out'))).toBe(true);
    expect(tab.navigate).toHaveBeenCalledWith('/auth/sign-in');
    expect(state()).toMatchObject({ accessToken: null, refreshToken: null, accessPayload: null, refreshPayload: null });
    expect(localStorage.getItem('refresh_token')).toBeNull();
    expect(sessionStorage.getItem('access_token')).toBeNull();
  });

  it.each([
    ['a network error (offline, or the answer lost on the way back)', 'network-error' as const],
    [
      'the server unavailable',
      { status: 503, body: { is_success: false, message: 'away', code: 'service_unavailable' } },
    ],
    ['a proxy error', { status: 502, body: '<html>Bad Gateway</html>' }],
  ])('keeps the session on %s, and sends the same token again shortly', async (_label, reply) => {
    const refresh = await signRefreshToken();
    storeTokens(await signAccessToken(), refresh);
    await state().init();
    tab.answerRefresh(reply);
    await expect(state().refresh()).resolves.toBe(false);
    expect(tab.navigate).not.toHaveBeenCalled();
    expect(state().refreshToken).toBe(refresh);
    expect(localStorage.getItem('refresh_token')).toBe(refresh);
    await flushPromises();
    expect(tab.logoutCalls()).toHaveLength(0);
    // Within the few seconds the server still takes a spent token, the same token goes again.
    const { issued } = tab.answerRefreshWithNewTokens();
    await jest.advanceTimersByTimeAsync(REFRESH_RETRY_MS);
    await waitUntil(() => tab.refreshCalls().length === 2);
    expect(tab.refreshCalls()[1]?.json).toEqual({ refresh_token: refresh });
    await waitUntil(() => state().refreshToken === issued[0]?.refresh);
    expect(state().accessToken).toBe(issued[0]?.access);
  });

  it('asks the server to end the session it failed to refresh (this tab ends it)', async () => {
    const refresh = await signRefreshToken();
    storeTokens(await signAccessToken(), refresh);
    await state().init();
    tab.answerRefresh({ status: 401, body: { is_success: false, message: 'ended', code: 'unauthorized' } });
    await expect(state().refresh()).resolves.toBe(false);
    await waitUntil(() => tab.logoutCalls().length === 1);
    expect(tab.logoutCalls()[0]?.json).toEqual({ refresh_token: refresh });
  });

  it('does not bring the session back when logout happens while a refresh is in flight', async () => {
    storeTokens(await signAccessToken(), await signRefreshToken());
    await state().init();
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const access = await signAccessToken();
    tab.answerRefresh(async () => {
      await gate;
      return {
        status: 200,
        body: { is_success: true, message: 'ok', result: { access_token: access, refresh_token: null, user_id: 1 } },
      };
    });
    const pending = state().refresh();
    await flushPromises();
    state().logout();
    release();
    await expect(pending).resolves.toBe(false);
    expect(state().accessToken).toBeNull();
  });
});

describe('setTokens and logout', () => {
  it('setTokens stores under the keys of docs/product.md §9, decodes and starts the timer', async () => {
    await state().init();
    const access = await signAccessToken({ expiresIn: 1200 });
    const refresh = await signRefreshToken();
    state().setTokens(access, refresh);
    expect(sessionStorage.getItem('access_token')).toBe(access);
    expect(localStorage.getItem('refresh_token')).toBe(refresh);
    expect(state().accessPayload?.subject_access.user_name).toBe('测试用户');
    tab.answerRefreshWithNewTokens();
    await jest.advanceTimersByTimeAsync(1_140_000);
    await waitUntil(() => tab.refreshCalls().length >= 1);
    expect(tab.refreshCalls()).toHaveLength(1);
  });

  it('logout clears the timer, both tokens and payloads, storage, and goes to sign-in', async () => {
    storeTokens(await signAccessToken(), await signRefreshToken());
    await state().init();
    state().logout();
    expect(state()).toMatchObject({ accessToken: null, refreshToken: null, accessPayload: null, refreshPayload: null });
    expect(sessionStorage.getItem('access_token')).toBeNull();
    expect(localStorage.getItem('refresh_token')).toBeNull();
    expect(tab.navigate).toHaveBeenCalledWith('/auth/sign-in');
    await jest.advanceTimersByTimeAsync(2 * 3600 * 1000);
    expect(tab.refreshCalls()).toHaveLength(0);
  });

  it('logout tells the server to end the session, and does not wait for its answer', async () => {
    const refresh = await signRefreshToken();
    storeTokens(await signAccessToken(), refresh);
    await state().init();
    tab.server.setHandler(() => 'hang');
    state().logout();
    // Everything is done at once: the answer (never coming here) holds nothing up.
    expect(tab.navigate).toHaveBeenCalledWith('/auth/sign-in');
    expect(state().refreshToken).toBeNull();
    expect(localStorage.getItem('refresh_token')).toBeNull();
    await waitUntil(() => tab.logoutCalls().length === 1);
    expect(tab.logoutCalls()[0]).toMatchObject({ method: 'POST', path: LOGOUT_PATH, json: { refresh_token: refresh } });
    expect(tab.logoutCalls()[0]?.headers.authorization).toBeUndefined();
  });

  it.each([
    ['fails', 'network-error' as const],
    ['answers an error', { status: 500, body: { is_success: false, message: 'down', code: 'internal_error' } }],
  ])('logout swallows a sign-out request that %s', async (_label, reply) => {
    const unhandled = jest.fn();
    process.on('unhandledRejection', unhandled);
    try {
      storeTokens(await signAccessToken(), await signRefreshToken());
      await state().init();
      tab.server.setHandler(() => reply);
      expect(() => state().logout()).not.toThrow();
      await waitUntil(() => tab.logoutCalls().length === 1);
      await flushPromises();
      expect(unhandled).not.toHaveBeenCalled();
      expect(tab.navigate).toHaveBeenCalledWith('/auth/sign-in');
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });

  it('logout sends nothing when there was no session', async () => {
    await state().init();
    state().logout();
    await flushPromises();
    expect(tab.server.requests).toHaveLength(0);
    expect(tab.navigate).toHaveBeenCalledWith('/auth/sign-in');
  });
});

describe('selectIsSignedIn', () => {
  it('needs an access token with a valid payload that has not expired', async () => {
    const { selectIsSignedIn } = tab.session;
    const access = await signAccessToken({ expiresIn: 600 });
    state().setTokens(access, await signRefreshToken());
    expect(selectIsSignedIn(state())).toBe(true);
    expect(selectIsSignedIn(state(), T0 + 600_000)).toBe(false);
    expect(selectIsSignedIn({ accessToken: access, accessPayload: null })).toBe(false);
    expect(selectIsSignedIn({ accessToken: null, accessPayload: state().accessPayload })).toBe(false);
  });
});

describe('selectStaffRole', () => {
  it("names a signed-in staff member's role and nobody else's", async () => {
    const { selectStaffRole } = tab.session;
    const as = async (role: string) => {
      state().setTokens(await signAccessToken({ overrides: { role } }), await signRefreshToken());
      return selectStaffRole(state());
    };
    expect(await as('malio_postgrest_admin')).toBe('admin');
    expect(await as('malio_postgrest_low_admin')).toBe('low_admin');
    expect(await as('malio_postgrest_user')).toBeNull();
    state().setTokens(
      await signAccessToken({ expiresIn: 600, overrides: { role: 'malio_postgrest_admin' } }),
      await signRefreshToken(),
    );
    expect(selectStaffRole(state(), T0 + 600_000)).toBeNull();
  });
});

describe('a refresh that never answers', () => {
  it('times out, so start-up cannot hang; the session is kept and tried again', async () => {
    const refresh = await signRefreshToken();
    storeTokens(null, refresh);
    tab.answerRefresh('hang');
    const starting = state().init();
    await waitUntil(() => tab.refreshCalls().length === 1);
    await jest.advanceTimersByTimeAsync(20_000);
    await starting;
    expect(state().ready).toBe(true);
    expect(tab.navigate).not.toHaveBeenCalled();
    expect(state().refreshToken).toBe(refresh);
    await jest.advanceTimersByTimeAsync(REFRESH_RETRY_MS);
    await waitUntil(() => tab.refreshCalls().length === 2);
  });
});

describe('adoptTokens (an account change answered a new pair)', () => {
  it('stores the pair at once: the header name and every call use it', async () => {
    storeTokens(await signAccessToken(), await signRefreshToken());
    await state().init();
    const access = await signAccessToken({ overrides: { subject_access: renamed } });
    const refresh = await signRefreshToken();
    await expect(state().adoptTokens(access, refresh)).resolves.toBe(true);
    expect(state().accessPayload?.subject_access.user_name).toBe('新名字');
    expect(sessionStorage.getItem('access_token')).toBe(access);
    expect(localStorage.getItem('refresh_token')).toBe(refresh);
  });

  it('waits for a refresh in flight, so the older pair it brings cannot overwrite the new one', async () => {
    storeTokens(await signAccessToken(), await signRefreshToken());
    await state().init();
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const older = { access: await signAccessToken(), refresh: await signRefreshToken() };
    tab.answerRefresh(async () => {
      await gate;
      return {
        status: 200,
        body: {
          is_success: true,
          message: 'ok',
          result: { access_token: older.access, refresh_token: older.refresh, user_id: 1 },
        },
      };
    });
    const refreshing = state().refresh();
    await flushPromises();
    const newer = {
      access: await signAccessToken({ overrides: { subject_access: renamed } }),
      refresh: await signRefreshToken(),
    };
    const adopting = state().adoptTokens(newer.access, newer.refresh);
    release();
    await refreshing;
    await expect(adopting).resolves.toBe(true);
    expect(state().accessToken).toBe(newer.access);
    expect(localStorage.getItem('refresh_token')).toBe(newer.refresh);
  });

  it('stores nothing once the session was signed out', async () => {
    storeTokens(await signAccessToken(), await signRefreshToken());
    await state().init();
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    tab.answerRefresh(async () => {
      await gate;
      return { status: 401, body: { is_success: false, message: 'ended' } };
    });
    const refreshing = state().refresh();
    await flushPromises();
    const adopting = state().adoptTokens(await signAccessToken(), await signRefreshToken());
    release();
    await refreshing;
    await expect(adopting).resolves.toBe(false);
    expect(state().accessToken).toBeNull();
    expect(localStorage.getItem('refresh_token')).toBeNull();
  });
});

const renamed = {
  user_id: 18401,
  user_new_id: '017aa5e9-e8c0-7000-a001-9e828b5fa184',
  user_name: '新名字',
  email: 'user@example.com',
};
