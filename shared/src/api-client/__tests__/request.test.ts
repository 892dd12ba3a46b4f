// callOperation with operations shaped like the rest of docs/product.md §7 (path params, text bodies,
// bearer-if-configured, PUT/PATCH/DELETE), retry rules and the 401 replay contract.
import * as z from 'zod/mini';
import { defineOperation, type HttpMethod } from '../../contract';
import { installFakeXhr, type FakeServer } from '../../../test/fake-xhr';
import { setAuthBridge } from '../auth-bridge';
import { isApiError, type ApiError } from '../errors';
import { configureApi } from '../settings';
import { RETRY_STATUSES, shouldRetry } from '../transport/http';
import { callOperation } from '../transport/request';
import { i18n } from '../../i18n/i18n';
import type { AxiosError } from 'axios';

const ok = z.object({ is_success: z.boolean(), message: z.string() });
const okBody = { is_success: true, message: 'ok' };

const ticketStatus = defineOperation({
  id: 'ticketEditStatus',
  method: 'PUT',
  path: '/api/v2/user/tickets-v2/{ticket_id}/edit-status',
  credentials: 'bearer',
  summary: 'test',
  tag: 'tickets',
  params: z.object({ ticket_id: z.int() }),
  body: z.object({ status: z.string() }),
  bodyRequired: true,
  response: ok,
});

const adminNotify = defineOperation({
  id: 'paymentAdminNotify',
  method: 'GET',
  path: '/v1/payment/admin_notify',
  credentials: 'bearer-if-configured',
  summary: 'test',
  tag: 'payment',
  query: z.object({ out_trade_no: z.string() }),
  response: ok,
});

const announcementPost = defineOperation({
  id: 'adminAnnouncementPost',
  method: 'POST',
  path: '/api/v2/admin_api/announcement',
  credentials: 'bearer',
  summary: 'test',
  tag: 'admin',
  query: z.object({ ann_type: z.string() }),
  body: z.string(),
  bodyRequired: true,
  bodyType: 'text',
  response: z.string(),
  responseType: 'text',
});

function opWithMethod(method: HttpMethod) {
  return defineOperation({
    id: `probe${method}`,
    method,
    path: '/probe',
    credentials: 'none',
    summary: 'test',
    tag: 'test',
    response: ok,
  });
}

let server: FakeServer;

beforeEach(() => {
  server = installFakeXhr();
  setAuthBridge({ getAccessToken: () => 'token-1', recoverFromUnauthorized: async () => false });
  configureApi({ adminNotifyToken: null });
});

afterEach(() => server.restore());

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const reason: unknown = await promise.then(
    () => new Error('expected a failure'),
    (error: unknown) => error,
  );
  if (!isApiError(reason)) throw reason;
  return reason;
}

describe('path parameters', () => {
  it('fills and encodes them', async () => {
    server.setHandler(() => ({ status: 200, body: okBody }));
    await callOperation(ticketStatus, { params: { ticket_id: 42 }, body: { status: 'closed' } });
    expect(server.requests[0]).toMatchObject({
      method: 'PUT',
      path: '/api/v2/user/tickets-v2/42/edit-status',
      json: { status: 'closed' },
    });
  });

  it('says the page’s language (Accept-Language), which the API words the demo catalogue in', async () => {
    server.setHandler(() => ({ status: 200, body: okBody }));
    await i18n.changeLanguage('zh-CN');
    try {
      await callOperation(ticketStatus, { params: { ticket_id: 42 }, body: { status: 'closed' } });
    } finally {
      await i18n.changeLanguage('en');
    }
    expect(server.requests[0]?.headers['accept-language']).toBe('zh-CN');
  });

  it.each([undefined, null])('rejects a %s path parameter before any request', async (ticketId) => {
    const error = await failure(
      callOperation(ticketStatus, { params: { ticket_id: ticketId }, body: { status: 'x' } }),
    );
    expect(error.message).toBe('Required parameter ticket_id was null or undefined when calling ticketEditStatus');
    expect(error.kind).toBe('missing-parameter');
    expect(server.requests).toHaveLength(0);
  });
});

describe("'bearer-if-configured' credentials", () => {
  it('sends no token until one is configured, then sends it', async () => {
    server.setHandler(() => ({ status: 200, body: okBody }));
    await callOperation(adminNotify, { query: { out_trade_no: 'T1' } });
    configureApi({ adminNotifyToken: 'admin-secret' });
    await callOperation(adminNotify, { query: { out_trade_no: 'T1' } });
    expect(server.requests.map((request) => request.headers.authorization)).toEqual([undefined, 'Bearer admin-secret']);
  });

  it('requires out_trade_no', async () => {
    const error = await failure(callOperation(adminNotify, {}));
    expect(error.message).toBe('Required parameter out_trade_no was null or undefined when calling paymentAdminNotify');
  });
});

describe('text bodies and answers', () => {
  it('sends text/plain and returns the text', async () => {
    server.setHandler(() => ({ status: 200, body: '# Hello' }));
    const answer = await callOperation(announcementPost, { query: { ann_type: 'home' }, body: '# Hello' });
    expect(answer).toBe('# Hello');
    expect(server.requests[0]?.headers['content-type']).toMatch(/^text\/plain/);
    expect(server.requests[0]?.body).toBe('# Hello');
    expect(server.requests[0]?.url).toBe('/api/v2/admin_api/announcement?ann_type=home');
  });

  it('reads the server message of a JSON error to a text call', async () => {
    server.setHandler(() => ({ status: 403, body: { is_success: false, message: 'Admins only', code: 'forbidden' } }));
    const error = await failure(callOperation(announcementPost, { query: { ann_type: 'home' }, body: 'x' }));
    expect(error).toMatchObject({ kind: 'http', status: 403, message: 'Admins only', code: 'forbidden' });
  });
});

describe('retry (docs/product.md §9)', () => {
  function axiosErrorFor(method: string, status: number) {
    return { config: { method }, response: { status } } as unknown as AxiosError;
  }

  it.each([...RETRY_STATUSES])('retries GET on %i', (status) => {
    expect(shouldRetry(axiosErrorFor('get', status))).toBe(true);
    expect(shouldRetry(axiosErrorFor('head', status))).toBe(true);
  });

  it.each(['post', 'put', 'patch', 'delete'])('never retries %s', (method) => {
    for (const status of RETRY_STATUSES) expect(shouldRetry(axiosErrorFor(method, status))).toBe(false);
  });

  it.each([400, 401, 403, 404, 422, 501])('does not retry GET on %i', (status) => {
    expect(shouldRetry(axiosErrorFor('get', status))).toBe(false);
  });

  it('does not retry network errors (no status)', () => {
    expect(shouldRetry({ config: { method: 'get' } } as unknown as AxiosError)).toBe(false);
  });

  it('retries a GET once and succeeds', async () => {
    let calls = 0;
    server.setHandler(() =>
      ++calls === 1 ? { status: 503, body: { is_success: false, message: 'busy' } } : { status: 200, body: okBody },
    );
    await expect(callOperation(opWithMethod('GET'))).resolves.toEqual(okBody);
    expect(server.requests).toHaveLength(2);
  });

  it('retries a GET only once', async () => {
    server.setHandler(() => ({ status: 429, body: { is_success: false, message: 'slow down', code: 'rate_limited' } }));
    const error = await failure(callOperation(opWithMethod('GET')));
    expect(error).toMatchObject({ kind: 'http', status: 429, code: 'rate_limited' });
    expect(server.requests).toHaveLength(2);
  });

  it('reads how long to wait from Retry-After', async () => {
    server.setHandler(() => ({
      status: 429,
      headers: { 'retry-after': '480' },
      body: { is_success: false, message: 'Too many attempts. Try again in 8 minutes.', code: 'rate_limited' },
    }));
    const error = await failure(callOperation(opWithMethod('POST')));
    expect(error).toMatchObject({ status: 429, code: 'rate_limited', retryAfter: 480 });
  });

  it.each(['POST', 'PUT', 'PATCH', 'DELETE'] as const)('sends %s once even on 503', async (method) => {
    server.setHandler(() => ({ status: 503, body: { is_success: false, message: 'busy' } }));
    const error = await failure(callOperation(opWithMethod(method)));
    expect(error.status).toBe(503);
    expect(server.requests).toHaveLength(1);
  });
});

describe('401 on a bearer call', () => {
  it('replays once with the token the session recovered', async () => {
    let token = 'token-1';
    const recover = jest.fn(async () => {
      token = 'token-2';
      return true;
    });
    setAuthBridge({ getAccessToken: () => token, recoverFromUnauthorized: recover });
    server.setHandler((request) =>
      request.headers.authorization === 'Bearer token-2'
        ? { status: 200, body: okBody }
        : { status: 401, body: { is_success: false, message: 'expired' } },
    );
    await expect(callOperation(ticketStatus, { params: { ticket_id: 1 }, body: { status: 'x' } })).resolves.toEqual(
      okBody,
    );
    expect(recover).toHaveBeenCalledWith('token-1');
    expect(server.requests.map((request) => request.headers.authorization)).toEqual([
      'Bearer token-1',
      'Bearer token-2',
    ]);
  });

  it('gives up after one replay', async () => {
    setAuthBridge({ getAccessToken: () => 'token-1', recoverFromUnauthorized: async () => true });
    server.setHandler(() => ({ status: 401, body: { is_success: false, message: 'no' } }));
    const error = await failure(callOperation(ticketStatus, { params: { ticket_id: 1 }, body: { status: 'x' } }));
    expect(error.status).toBe(401);
    expect(server.requests).toHaveLength(2);
  });

  it('surfaces the 401 when the session cannot recover', async () => {
    server.setHandler(() => ({
      status: 401,
      body: { is_success: false, message: 'Session ended', code: 'unauthorized' },
    }));
    const error = await failure(callOperation(ticketStatus, { params: { ticket_id: 1 }, body: { status: 'x' } }));
    expect(error).toMatchObject({ status: 401, code: 'unauthorized', message: 'Session ended' });
    expect(server.requests).toHaveLength(1);
  });

  it('sends no session call without a token: a signed-out page’s call is refused here, unsent', async () => {
    const recover = jest.fn(async () => false);
    setAuthBridge({ getAccessToken: () => null, recoverFromUnauthorized: recover });
    server.setHandler(() => ({ status: 200, body: okBody }));
    const error = await failure(callOperation(ticketStatus, { params: { ticket_id: 1 }, body: { status: 'x' } }));
    expect(error).toMatchObject({ status: 401, code: 'signed_out', operation: 'ticketEditStatus' });
    expect(recover).toHaveBeenCalledWith(null);
    expect(server.requests).toHaveLength(0);
  });

  it('refreshes first when only the access token is missing, then sends the call once', async () => {
    let token: string | null = null;
    setAuthBridge({
      getAccessToken: () => token,
      recoverFromUnauthorized: async () => {
        token = 'token-2';
        return true;
      },
    });
    server.setHandler(() => ({ status: 200, body: okBody }));
    await callOperation(ticketStatus, { params: { ticket_id: 1 }, body: { status: 'x' } });
    expect(server.requests.map((request) => request.headers.authorization)).toEqual(['Bearer token-2']);
  });

  it("never refreshes for a 'none' call", async () => {
    const recover = jest.fn(async () => true);
    setAuthBridge({ getAccessToken: () => 'token-1', recoverFromUnauthorized: recover });
    server.setHandler(() => ({ status: 401, body: { is_success: false, message: 'no' } }));
    await failure(callOperation(opWithMethod('GET')));
    expect(recover).not.toHaveBeenCalled();
  });
});
