// docs/product.md §4 start-up and refresh timer, on a fake clock.
import { waitUntil } from '../../../test/async';
import { signAccessToken, signPayload, accessPayload, signRefreshToken } from '../../../test/tokens';
import { createHarness, storeTokens, useFakeClock, type Harness } from './harness';

let tab: Harness;
let warn: jest.SpyInstance;
let error: jest.SpyInstance;

beforeEach(async () => {
  useFakeClock();
  warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
  error = jest.spyOn(console, 'error').mockImplementation(() => {});
  tab = await createHarness();
});

afterEach(() => {
  tab.dispose();
  jest.useRealTimers();
  jest.restoreAllMocks();
});

const state = () => tab.session.useSession.getState();

describe('start-up (init)', () => {
  it('loads the access token from sessionStorage and the refresh token from localStorage', async () => {
    const access = await signAccessToken();
    const refresh = await signRefreshToken();
    storeTokens(access, refresh);
    expect(state().ready).toBe(false);
    await state().init();
    expect(state()).toMatchObject({ accessToken: access, refreshToken: refresh, ready: true });
    expect(state().accessPayload?.subject_access.email).toBe('user@example.com');
    expect(state().refreshPayload?.subject_refresh.is_remember_me).toBe(false);
    expect(tab.session.selectIsSignedIn(state())).toBe(true);
    expect(tab.refreshCalls()).toHaveLength(0);
  });

  it('restores the session from the refresh token when there is no access token (a new tab)', async () => {
    const refresh = await signRefreshToken();
    storeTokens(null, refresh);
    const { issued } = tab.answerRefreshWithNewTokens();
    await state().init();
    expect(tab.refreshCalls()).toHaveLength(1);
    expect(tab.refreshCalls()[0]?.json).toEqual({ refresh_token: refresh });
    expect(state().accessToken).toBe(issued[0]?.access);
    expect(sessionStorage.getItem('access_token')).toBe(issued[0]?.access);
    expect(localStorage.getItem('refresh_token')).toBe(issued[0]?.refresh);
    expect(state().ready).toBe(true);
  });

  it('stays signed out quietly with no tokens at all', async () => {
    await state().init();
    expect(state()).toMatchObject({ accessToken: null, refreshToken: null, ready: true });
    expect(tab.refreshCalls()).toHaveLength(0);
    expect(tab.navigate).not.toHaveBeenCalled();
  });

  it('treats an access token with an invalid payload as absent, with a warning, and refreshes', async () => {
    const badAccess = await signPayload(
      accessPayload({
        overrides: { subject_access: { user_id: 1, user_new_id: 'not-a-uuid', user_name: 'x', email: 'no-email' } },
      }),
    );
    storeTokens(badAccess, await signRefreshToken());
    tab.answerRefreshWithNewTokens();
    await state().init();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('access token'), expect.anything());
    expect(tab.refreshCalls()).toHaveLength(1);
    expect(state().accessToken).not.toBe(badAccess);
  });

  it('treats an undecodable refresh token as absent, with a warning', async () => {
    storeTokens(null, 'not-a-jwt');
    await state().init();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('refresh token'), expect.anything());
    expect(state().refreshToken).toBeNull();
    expect(localStorage.getItem('refresh_token')).toBeNull();
    expect(tab.refreshCalls()).toHaveLength(0);
  });

  it('is idempotent', async () => {
    storeTokens(null, await signRefreshToken());
    tab.answerRefreshWithNewTokens();
    await Promise.all([state().init(), state().init()]);
    expect(tab.refreshCalls()).toHaveLength(1);
  });
});

describe('refresh timer', () => {
  it('fires 60 s before the access expiry when it is the earlier one', async () => {
    storeTokens(await signAccessToken({ expiresIn: 1200 }), await signRefreshToken({ expiresIn: 7200 }));
    tab.answerRefreshWithNewTokens();
    await state().init();
    await jest.advanceTimersByTimeAsync(1_140_000 - 1);
    expect(tab.refreshCalls()).toHaveLength(0);
    await jest.advanceTimersByTimeAsync(1);
    await waitUntil(() => tab.refreshCalls().length >= 1);
    expect(tab.refreshCalls()).toHaveLength(1);
  });

  it('fires 60 s before the refresh expiry when it is the earlier one', async () => {
    storeTokens(await signAccessToken({ expiresIn: 1200 }), await signRefreshToken({ expiresIn: 600 }));
    tab.answerRefreshWithNewTokens();
    await state().init();
    await jest.advanceTimersByTimeAsync(540_000 - 1);
    expect(tab.refreshCalls()).toHaveLength(0);
    await jest.advanceTimersByTimeAsync(1);
    await waitUntil(() => tab.refreshCalls().length >= 1);
    expect(tab.refreshCalls()).toHaveLength(1);
  });

  it('refreshes at once when that moment has passed', async () => {
    storeTokens(await signAccessToken({ expiresIn: 30 }), await signRefreshToken());
    const { issued } = tab.answerRefreshWithNewTokens();
    await state().init();
    expect(tab.refreshCalls()).toHaveLength(1);
    expect(state().accessToken).toBe(issued[0]?.access);
  });

  it('logs an error and logs out when neither token has an expiry', async () => {
    storeTokens(await signAccessToken({ expiresIn: null }), await signRefreshToken({ expiresIn: null }));
    await state().init();
    expect(error).toHaveBeenCalledWith(expect.stringContaining('expiry'));
    expect(tab.navigate).toHaveBeenCalledWith('/auth/sign-in');
    expect(state().accessToken).toBeNull();
    expect(sessionStorage.getItem('access_token')).toBeNull();
  });

  it('uses the one expiry there is', async () => {
    storeTokens(await signAccessToken({ expiresIn: null }), await signRefreshToken({ expiresIn: 300 }));
    tab.answerRefreshWithNewTokens();
    await state().init();
    await jest.advanceTimersByTimeAsync(240_000);
    await waitUntil(() => tab.refreshCalls().length >= 1);
    expect(tab.refreshCalls()).toHaveLength(1);
    expect(error).not.toHaveBeenCalled();
  });

  it('chains waits longer than setTimeout allows', async () => {
    const days = 40 * 24 * 3600;
    storeTokens(await signAccessToken({ expiresIn: days }), await signRefreshToken({ expiresIn: days }));
    tab.answerRefreshWithNewTokens();
    await state().init();
    await jest.advanceTimersByTimeAsync(days * 1000 - 60_001);
    expect(tab.refreshCalls()).toHaveLength(0);
    await jest.advanceTimersByTimeAsync(1);
    await waitUntil(() => tab.refreshCalls().length >= 1);
    expect(tab.refreshCalls()).toHaveLength(1);
  });
});
