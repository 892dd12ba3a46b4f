// The typed client against a scripted XHR: parameters, credentials, XSRF, errors, zod parsing.
import { installFakeXhr, type FakeServer } from '../../../test/fake-xhr';
import { api } from '../client';
import { setAuthBridge } from '../auth-bridge';
import { ApiError, isApiError } from '../errors';
import { configureApi } from '../settings';
import { http } from '../transport/http';
import { i18n } from '../../i18n/i18n';

let server: FakeServer;

beforeEach(() => {
  server = installFakeXhr();
  setAuthBridge(null);
  configureApi({ baseURL: '', adminNotifyToken: null });
});

afterEach(() => {
  server.restore();
  document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  delete http.defaults.headers.common.Authorization;
});

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (reason: unknown) => reason,
  );
  expect(isApiError(error)).toBe(true);
  return error as ApiError;
}

const health = { status: 'ok', database: 'ok', uptime_s: 12 };

describe('required parameters', () => {
  it('rejects a missing required query parameter before any request', async () => {
    const error = await rejection(api.getCaptchaKey({} as never));
    expect(error.kind).toBe('missing-parameter');
    expect(error.message).toBe('Required parameter captcha_key_type was null or undefined when calling getCaptchaKey');
    expect(server.requests).toHaveLength(0);
  });

  it('treats null like undefined', async () => {
    const error = await rejection(api.getCaptchaKey({ query: { captcha_key_type: null } } as never));
    expect(error.message).toBe('Required parameter captcha_key_type was null or undefined when calling getCaptchaKey');
  });

  it('rejects a missing required body before any request', async () => {
    const error = await rejection(api.authLogin({} as never));
    expect(error.message).toBe('Required parameter body was null or undefined when calling authLogin');
    expect(server.requests).toHaveLength(0);
  });

  it('sends optional query parameters only when given', async () => {
    server.setHandler(() => ({ status: 200, body: { data: [] } }));
    await api.getVersionList();
    await api.getVersionList({ query: { type: 'web' } });
    expect(server.requests.map((request) => request.url)).toEqual(['/v1/version_list', '/v1/version_list?type=web']);
  });
});

describe('credentials', () => {
  it("attaches the session's access token to 'bearer' calls", async () => {
    setAuthBridge({ getAccessToken: () => 'access-1', recoverFromUnauthorized: async () => false });
    server.setHandler(() => ({
      status: 200,
      body: {
        is_success: true,
        message: '',
        result: { user_id: 1, access_type: 'user', token_type: 'access', issued_at: 1, expires_at: 2 },
      },
    }));
    await api.userIndex();
    expect(server.requests[0]?.headers.authorization).toBe('Bearer access-1');
  });

  it("attaches nothing to 'none' calls, even with a token and an instance-wide header", async () => {
    setAuthBridge({ getAccessToken: () => 'access-1', recoverFromUnauthorized: async () => false });
    http.defaults.headers.common.Authorization = 'Bearer leaked';
    server.setHandler(() => ({ status: 200, body: health }));
    await api.getHealth();
    expect(server.requests[0]?.headers.authorization).toBeUndefined();
  });

  it('sends JSON bodies as JSON', async () => {
    server.setHandler(() => ({ status: 200, body: { is_success: true, message: 'ok' } }));
    await api.authRegisterCheckInviteCode({ body: { invite_code: 'ABC' } });
    expect(server.requests[0]).toMatchObject({
      method: 'POST',
      path: '/api/v2/auth/register/check-invite-code',
      json: { invite_code: 'ABC' },
    });
    expect(server.requests[0]?.headers['content-type']).toMatch(/^application\/json/);
  });
});

describe('a suspended account', () => {
  it('ends the session where it is open: a call refused as banned asks the session to recover, once, and fails with the reason', async () => {
    const rejected: (string | null)[] = [];
    setAuthBridge({
      getAccessToken: () => 'access-1',
      recoverFromUnauthorized: async (token) => {
        rejected.push(token);
        return false; // the refresh is refused too: the session signs out
      },
    });
    server.setHandler(() => ({
      status: 403,
      body: {
        is_success: false,
        message: 'This account is suspended: spam. Contact support',
        code: 'account_banned',
        reason: 'spam',
      },
    }));
    const error = await rejection(api.userIndex());
    expect(error).toMatchObject({ status: 403, code: 'account_banned', reason: 'spam' });
    expect(rejected).toEqual(['access-1']);
    expect(server.requests).toHaveLength(1);
  });

  it('does not treat any other 403 as the end of the session', async () => {
    let recoveries = 0;
    setAuthBridge({
      getAccessToken: () => 'access-1',
      recoverFromUnauthorized: async () => {
        recoveries += 1;
        return false;
      },
    });
    server.setHandler(() => ({ status: 403, body: { is_success: false, message: 'Staff only', code: 'forbidden' } }));
    await rejection(api.userIndex());
    expect(recoveries).toBe(0);
  });
});

describe('HTTP settings', () => {
  it('has no default timeout and the XSRF names of docs/product.md §9', () => {
    expect(http.defaults.timeout).toBe(0);
    expect(http.defaults.xsrfCookieName).toBe('XSRF-TOKEN');
    expect(http.defaults.xsrfHeaderName).toBe('X-XSRF-TOKEN');
  });

  it('echoes the XSRF-TOKEN cookie in the X-XSRF-TOKEN header', async () => {
    document.cookie = 'XSRF-TOKEN=csrf-123; path=/';
    server.setHandler(() => ({ status: 200, body: health }));
    await api.getHealth();
    expect(server.requests[0]?.headers['x-xsrf-token']).toBe('csrf-123');
  });

  it('uses the configured API base', async () => {
    configureApi({ baseURL: 'http://localhost/base' });
    server.setHandler(() => ({ status: 200, body: health }));
    await api.getHealth();
    expect(server.requests[0]?.path).toBe('/base/health');
  });
});

describe('error normalisation', () => {
  it('reports 4xx with the server message and code', async () => {
    server.setHandler(() => ({
      status: 401,
      body: { is_success: false, message: 'Wrong email or password', code: 'invalid_credentials' },
    }));
    const error = await rejection(
      api.authLogin({
        body: {
          email: 'a@example.com',
          password: 'x',
          captcha_key: '019a4fb2-ff91-778b-bb28-adccad5ca701',
          tiago2_cap_token: 't',
        },
      }),
    );
    expect(error).toMatchObject({
      kind: 'http',
      status: 401,
      code: 'invalid_credentials',
      message: 'Wrong email or password',
      serverMessage: true,
      operation: 'authLogin',
    });
    expect(error).toBeInstanceOf(ApiError);
  });

  it('reports an error status without a server message by its status', async () => {
    server.setHandler(() => ({ status: 400, body: '' }));
    const error = await rejection(api.getHealth());
    expect(error).toMatchObject({ kind: 'http', status: 400, serverMessage: false });
  });

  it('reports a network error', async () => {
    server.setHandler(() => 'network-error');
    const error = await rejection(api.getHealth());
    expect(error).toMatchObject({ kind: 'network', message: 'Network Error' });
  });

  it('reports a timeout as "timeout of {n}ms exceeded"', async () => {
    server.setHandler(() => 'hang');
    const error = await rejection(api.getHealth({ timeout: 30 }));
    expect(error).toMatchObject({ kind: 'timeout', message: 'timeout of 30ms exceeded' });
  });

  it('reports a cancellation', async () => {
    server.setHandler(() => 'hang');
    const controller = new AbortController();
    const pending = api.getHealth({ signal: controller.signal });
    await Promise.resolve();
    controller.abort();
    const error = await rejection(pending);
    expect(error.kind).toBe('cancel');
  });

  it('rejects an answer that does not match the contract (never a silent any)', async () => {
    server.setHandler(() => ({ status: 200, body: { status: 'sideways', database: 'ok', uptime_s: 1 } }));
    const error = await rejection(api.getHealth());
    expect(error).toMatchObject({ kind: 'invalid-response', status: 200, operation: 'getHealth' });
    expect(error.message).toContain('status: ');
    expect(error.message).toContain('(invalid_value)');
  });

  it('resolves to the parsed answer', async () => {
    server.setHandler(() => ({ status: 200, body: { ...health, extra: 'dropped' } }));
    await expect(api.getHealth()).resolves.toEqual(health);
  });
});

describe('types (checked by tsc)', () => {
  it('derives each function from its operation', async () => {
    server.setHandler(() => ({ status: 200, body: { is_success: true, message: 'ok' } }));
    const typed = async () => {
      // @ts-expect-error the login body is required
      await api.authLogin();
      // @ts-expect-error captcha_key_type must be one of the contract's enum values
      await api.getCaptchaKey({ query: { captcha_key_type: 'nope' } });
      const me = await api.userGetMe();
      const name: string = me.result.user_name;
      // @ts-expect-error the answer is typed, not any
      const wrong: number = me.result.user_name;
      return [name, wrong];
    };
    expect(typeof typed).toBe('function');
    await expect(api.authRegisterCheckInviteCode({ body: { invite_code: 'X' } })).resolves.toEqual({
      is_success: true,
      message: 'ok',
    });
  });
});

describe('language', () => {
  it("sends the page's language as Accept-Language, so the API words plan names in it", async () => {
    server.setHandler(() => ({ status: 200, body: health }));
    await i18n.changeLanguage('zh-CN');
    await api.getHealth();
    await i18n.changeLanguage('en');
    await api.getHealth();
    expect(server.requests.map((request) => request.headers['accept-language'])).toEqual(['zh-CN', 'en']);
  });
});

describe('operation ids', () => {
  it("calls the console's operations, which live in a subpath of their own, like the contract's", async () => {
    setAuthBridge({ getAccessToken: () => 'staff-access', recoverFromUnauthorized: async () => false });
    server.setHandler(() => ({ status: 200, body: { is_success: true, message: '', result: { ended: 2 } } }));
    await expect(api.adminUserEndSessions({ params: { user_id: 7 } })).resolves.toEqual({
      is_success: true,
      message: '',
      result: { ended: 2 },
    });
    expect(server.requests.map((request) => `${request.method} ${request.url}`)).toEqual([
      'POST /api/v2/admin_api/users/7/end-sessions',
    ]);
  });

  it('rejects an id the contract does not have, without a request', async () => {
    const unknown = (api as unknown as Record<string, () => Promise<unknown>>).notAnOperation;
    await expect(unknown!()).rejects.toThrow(
      new TypeError('api.notAnOperation: the contract has no operation "notAnOperation"'),
    );
    await expect((api as unknown as Record<string, () => Promise<unknown>>).toString!()).rejects.toThrow(TypeError);
    expect(server.requests).toHaveLength(0);
  });
});
