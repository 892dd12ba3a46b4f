// Per-test setup for the session: a fresh module graph (one "tab"), a fake clock, a scripted
// refresh endpoint and signed tokens.
import { installFakeXhr, type FakeReply, type FakeRequest, type FakeServer } from '../../../test/fake-xhr';
import { signAccessToken, signRefreshToken } from '../../../test/tokens';
import type * as SessionIndex from '../index';

export const T0 = Date.UTC(2026, 0, 1, 8, 0, 0);
export const REFRESH_PATH = '/api/v2/auth/refresh';
export const LOGOUT_PATH = '/api/v2/auth/logout';

type SessionModule = typeof SessionIndex;

export interface Harness {
  session: SessionModule;
  server: FakeServer;
  navigate: jest.Mock;
  refreshCalls(): FakeRequest[];
  /** The sign-outs this tab sent to the server. */
  logoutCalls(): FakeRequest[];
  /** Answers the refresh endpoint with newly signed tokens (access expiring in `accessExpiresIn` s). */
  answerRefreshWithNewTokens(options?: { accessExpiresIn?: number; rotate?: boolean }): {
    issued: { access: string; refresh: string | null }[];
  };
  answerRefresh(reply: FakeReply | ((request: FakeRequest) => FakeReply | Promise<FakeReply>)): void;
  /** Ends this "tab": removes its storage listener and the fake XHR. */
  dispose(): void;
}

export function useFakeClock(): void {
  jest.useFakeTimers({ doNotFake: ['nextTick', 'queueMicrotask', 'setImmediate'], now: T0 });
}

export async function createHarness(): Promise<Harness> {
  jest.resetModules();
  const server = installFakeXhr();
  const listeners: EventListenerOrEventListenerObject[] = [];
  const originalAdd = window.addEventListener.bind(window);
  const addSpy = jest
    .spyOn(window, 'addEventListener')
    .mockImplementation(
      (
        type: string,
        listener: EventListenerOrEventListenerObject | null,
        options?: boolean | AddEventListenerOptions,
      ) => {
        if (!listener) return;
        if (type === 'storage') listeners.push(listener);
        originalAdd(type, listener, options);
      },
    );
  const session = (await import('../index')) as SessionModule;
  const navigate = jest.fn();
  session.configureSession({ navigate });
  let refreshHandler: (request: FakeRequest) => FakeReply | Promise<FakeReply> = () => ({
    status: 500,
    body: { is_success: false, message: 'unset' },
  });
  server.setHandler((request) =>
    request.path === REFRESH_PATH
      ? refreshHandler(request)
      : { status: 404, body: { is_success: false, message: 'nope' } },
  );
  return {
    session,
    server,
    navigate,
    dispose() {
      // Forget the stored session first, so this last logout sends nothing after the fake XHR is gone.
      localStorage.clear();
      session.useSession.getState().logout();
      for (const listener of listeners) window.removeEventListener('storage', listener);
      addSpy.mockRestore();
      server.restore();
      sessionStorage.clear();
      localStorage.clear();
    },
    refreshCalls: () => server.requests.filter((request) => request.path === REFRESH_PATH),
    logoutCalls: () => server.requests.filter((request) => request.path === LOGOUT_PATH),
    answerRefresh(reply) {
      refreshHandler = typeof reply === 'function' ? reply : () => reply;
    },
    answerRefreshWithNewTokens({ accessExpiresIn = 1200, rotate = true } = {}) {
      const issued: { access: string; refresh: string | null }[] = [];
      refreshHandler = async () => {
        const access = await signAccessToken({ expiresIn: accessExpiresIn });
        const refresh = rotate ? await signRefreshToken() : null;
        issued.push({ access, refresh });
        return {
          status: 200,
          body: {
            is_success: true,
            message: 'ok',
            result: { access_token: access, refresh_token: refresh, user_id: 18401 },
          },
        };
      };
      return { issued };
    },
  };
}

export function storeTokens(access: string | null, refresh: string | null): void {
  if (access) sessionStorage.setItem('access_token', access);
  if (refresh) localStorage.setItem('refresh_token', refresh);
}
