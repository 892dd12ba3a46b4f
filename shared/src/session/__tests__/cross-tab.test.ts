// One refresh at a time across tabs (Web Locks), adoption of tokens other tabs rotated,
// logout that follows another tab, and the API client's 401 → one refresh → one replay.
import { flushPromises, waitUntil } from '../../../test/async';
import { installWebLocks, type FakeLocks } from '../../../test/web-locks';
import { signAccessToken, signRefreshToken } from '../../../test/tokens';
import { createHarness, REFRESH_PATH, storeTokens, useFakeClock, type Harness } from './harness';

let tab: Harness;
let locks: FakeLocks;

beforeEach(async () => {
  useFakeClock();
  jest.spyOn(console, 'warn').mockImplementation(() => {});
  locks = installWebLocks();
  tab = await createHarness();
});

afterEach(() => {
  tab.dispose();
  locks.uninstall();
  jest.useRealTimers();
  jest.restoreAllMocks();
});

const state = () => tab.session.useSession.getState();

/** What another tab does: write a rotated refresh token, which fires `storage` here. */
function otherTabWrites(value: string | null): void {
  const oldValue = localStorage.getItem('refresh_token');
  if (value === null) localStorage.removeItem('refresh_token');
  else localStorage.setItem('refresh_token', value);
  window.dispatchEvent(
    new StorageEvent('storage', { key: 'refresh_token', oldValue, newValue: value, storageArea: localStorage }),
  );
}

describe('Web Locks', () => {
  it('refreshes inside the portal-token-refresh lock', async () => {
    storeTokens(await signAccessToken(), await signRefreshToken());
    await state().init();
    tab.answerRefreshWithNewTokens();
    await state().refresh();
    expect(locks.request).toHaveBeenCalledWith('portal-token-refresh', expect.any(Function));
  });

  it('uses the token another tab rotated while this tab waited for the lock', async () => {
    const r1 = await signRefreshToken();
    const r2 = await signRefreshToken();
    storeTokens(await signAccessToken({ expiresIn: 30 }), r1);
    // Another tab holds the lock and rotates r1 → r2 before releasing it.
    let release!: () => void;
    const otherTab = navigator.locks.request('portal-token-refresh', async () => {
      await new Promise<void>((resolve) => (release = resolve));
      localStorage.setItem('refresh_token', r2);
    });
    const { issued } = tab.answerRefreshWithNewTokens();
    const starting = state().init();
    await flushPromises();
    expect(tab.refreshCalls()).toHaveLength(0);
    release();
    await otherTab;
    await starting;
    // r1 is spent on the server: this tab refreshed with r2 (its access token was due).
    expect(tab.refreshCalls().map((request) => request.json)).toEqual([{ refresh_token: r2 }]);
    expect(state().refreshToken).toBe(issued[0]?.refresh);
  });

  it('adopts the rotated token without refreshing when its own access token is still fresh', async () => {
    const r1 = await signRefreshToken();
    const r2 = await signRefreshToken();
    storeTokens(await signAccessToken({ expiresIn: 1200 }), r1);
    await state().init();
    localStorage.setItem('refresh_token', r2);
    await expect(state().refresh()).resolves.toBe(true);
    expect(tab.refreshCalls()).toHaveLength(0);
    expect(state().refreshToken).toBe(r2);
  });

  it('still refreshes (deduped in the tab) when the browser has no Web Locks', async () => {
    locks.uninstall();
    storeTokens(await signAccessToken(), await signRefreshToken());
    await state().init();
    tab.answerRefreshWithNewTokens();
    await expect(Promise.all([state().refresh(), state().refresh()])).resolves.toEqual([true, true]);
    expect(tab.refreshCalls()).toHaveLength(1);
  });
});

describe('storage events from other tabs', () => {
  it('adopts a refresh token another tab rotated, without a request', async () => {
    storeTokens(await signAccessToken(), await signRefreshToken());
    await state().init();
    const rotated = await signRefreshToken({ expiresIn: 9000 });
    otherTabWrites(rotated);
    expect(state().refreshToken).toBe(rotated);
    expect(state().refreshPayload?.exp).toBeGreaterThan(0);
    await flushPromises();
    expect(tab.refreshCalls()).toHaveLength(0);
  });

  it('logs out when another tab logs out', async () => {
    storeTokens(await signAccessToken(), await signRefreshToken());
    await state().init();
    otherTabWrites(null);
    expect(tab.navigate).toHaveBeenCalledWith('/auth/sign-in');
    expect(state().accessToken).toBeNull();
    expect(sessionStorage.getItem('access_token')).toBeNull();
    // The tab that signed out told the server: this one only follows.
    await flushPromises();
    expect(tab.logoutCalls()).toHaveLength(0);
  });

  it('follows a sign-out it finds when its refresh gets the lock, without telling the server again', async () => {
    storeTokens(await signAccessToken(), await signRefreshToken());
    await state().init();
    // Another tab signed out while this one waited for the lock (its storage event not seen yet).
    let release!: () => void;
    const otherTab = navigator.locks.request('portal-token-refresh', async () => {
      await new Promise<void>((resolve) => (release = resolve));
      localStorage.removeItem('refresh_token');
    });
    const refreshing = state().refresh();
    await flushPromises();
    release();
    await otherTab;
    await expect(refreshing).resolves.toBe(false);
    expect(tab.navigate).toHaveBeenCalledWith('/auth/sign-in');
    await flushPromises();
    expect(tab.refreshCalls()).toHaveLength(0);
    expect(tab.logoutCalls()).toHaveLength(0);
  });

  it('joins a session another tab signed in to', async () => {
    await state().init();
    const { issued } = tab.answerRefreshWithNewTokens();
    const refresh = await signRefreshToken();
    otherTabWrites(refresh);
    await waitUntil(() => state().accessToken !== null);
    expect(tab.refreshCalls().map((request) => request.json)).toEqual([{ refresh_token: refresh }]);
    expect(state().accessToken).toBe(issued[0]?.access);
  });

  it('ignores other keys', async () => {
    storeTokens(await signAccessToken(), await signRefreshToken());
    await state().init();
    window.dispatchEvent(
      new StorageEvent('storage', { key: 'portal_theme', newValue: 'dark', storageArea: localStorage }),
    );
    expect(tab.navigate).not.toHaveBeenCalled();
  });
});

describe('401 → one refresh → one replay', () => {
  const me = {
    is_success: true,
    message: '',
    result: {
      user_id: 18401,
      user_new_id: '017aa5e9-e8c0-7000-a001-9e828b5fa184',
      email: 'user@example.com',
      user_name: '测试用户',
      user_account_expire_in: '2027-01-01T00:00:00+00:00',
    },
  };

  async function signedInWithServer() {
    const oldAccess = await signAccessToken();
    storeTokens(oldAccess, await signRefreshToken());
    await state().init();
    const newAccess = await signAccessToken();
    tab.server.setHandler(async (request) => {
      if (request.path === REFRESH_PATH) {
        await flushPromises(1);
        return {
          status: 200,
          body: {
            is_success: true,
            message: 'ok',
            result: { access_token: newAccess, refresh_token: await signRefreshToken(), user_id: 18401 },
          },
        };
      }
      return request.headers.authorization === `Bearer ${newAccess}`
        ? { status: 200, body: me }
        : { status: 401, body: { is_success: false, message: 'expired', code: 'unauthorized' } };
    });
    const { api } = await import('../../api-client/client');
    return { api, newAccess };
  }

  it('refreshes once and replays the call with the new token', async () => {
    const { api, newAccess } = await signedInWithServer();
    await expect(api.userGetMe()).resolves.toEqual(me);
    expect(tab.refreshCalls()).toHaveLength(1);
    const meCalls = tab.server.requests.filter((request) => request.path === '/api/v2/user/get_me');
    expect(meCalls).toHaveLength(2);
    expect(meCalls[1]?.headers.authorization).toBe(`Bearer ${newAccess}`);
  });

  it('shares one refresh between concurrent 401s', async () => {
    const { api } = await signedInWithServer();
    const answers = await Promise.all([
      api.userGetMe(),
      api.userGetMe(),
      api.userGetMe(),
      api.userGetOldService().catch(() => 'other'),
    ]);
    expect(answers.slice(0, 3)).toEqual([me, me, me]);
    expect(tab.refreshCalls()).toHaveLength(1);
  });

  it('logs out and reports the 401 when the refresh fails', async () => {
    storeTokens(await signAccessToken(), await signRefreshToken());
    await state().init();
    tab.server.setHandler(() => ({
      status: 401,
      body: { is_success: false, message: 'revoked', code: 'unauthorized' },
    }));
    const { api } = await import('../../api-client/client');
    await expect(api.userGetMe()).rejects.toMatchObject({ kind: 'http', status: 401 });
    expect(tab.refreshCalls()).toHaveLength(1);
    expect(tab.navigate).toHaveBeenCalledWith('/auth/sign-in');
  });
});
