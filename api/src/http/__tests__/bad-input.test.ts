// Every malformed request gets a 4xx `{is_success:false, message, code}` in plain words, never a 500.
import type { InjectOptions } from 'fastify';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { quickAccount } from '../../test-support/wallet-fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const json = { 'content-type': 'application/json' };
const proof = { captcha_key: '00000000-0000-4000-8000-000000000000', tiago2_cap_token: 'a:b' };

type Case = [name: string, request: InjectOptions, status: number, message: RegExp | string];

const cases: Case[] = [
  [
    'malformed JSON',
    { method: 'POST', url: '/api/v2/auth/login', headers: json, payload: '{"email":' },
    400,
    'The request body is not valid JSON',
  ],
  [
    'empty JSON body',
    { method: 'POST', url: '/api/v2/auth/login', headers: json, payload: '' },
    400,
    /request body is empty/,
  ],
  [
    'JSON null',
    { method: 'POST', url: '/api/v2/auth/login', headers: json, payload: 'null' },
    400,
    'Request body: Send a JSON object',
  ],
  [
    'JSON array',
    { method: 'POST', url: '/api/v2/auth/login', headers: json, payload: '[]' },
    400,
    'Request body: Send a JSON object',
  ],
  ['no body', { method: 'POST', url: '/api/v2/auth/refresh' }, 400, 'Request body: Send a JSON object'],
  [
    'text/plain body',
    { method: 'POST', url: '/api/v2/auth/refresh', headers: { 'content-type': 'text/plain' }, payload: 'x' },
    415,
    /Content-Type: application\/json/,
  ],
  [
    'form body',
    {
      method: 'POST',
      url: '/api/v2/auth/refresh',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'a=b',
    },
    415,
    /Content-Type: application\/json/,
  ],
  [
    'missing fields',
    { method: 'POST', url: '/api/v2/auth/register', payload: {} },
    400,
    'email: This field is required; name: This field is required; password: This field is required; re_password: This field is required',
  ],
  [
    'bad email',
    { method: 'POST', url: '/api/v2/auth/login', payload: { ...proof, email: 'not-an-email', password: 'x' } },
    400,
    'email: Enter a valid email address',
  ],
  [
    'wrong types',
    {
      method: 'POST',
      url: '/api/v2/auth/login',
      payload: { ...proof, email: 'a@b.co', password: 5, is_remember_me: 'yes' },
    },
    400,
    /password: Must be text.*is_remember_me: Must be true or false/,
  ],
  [
    'bad uuid',
    {
      method: 'POST',
      url: '/api/v2/auth/login',
      payload: { ...proof, captcha_key: 'nope', email: 'a@b.co', password: 'x' },
    },
    400,
    'captcha_key: Must be a valid UUID',
  ],
  [
    'NUL character',
    { method: 'POST', url: '/api/v2/auth/login', payload: { ...proof, email: 'a@b.co', password: 'pass\u0000word' } },
    400,
    'password: Must not contain the NUL character',
  ],
  [
    'extra-long password',
    { method: 'POST', url: '/api/v2/auth/login', payload: { ...proof, email: 'a@b.co', password: 'x'.repeat(10_000) } },
    400,
    'password: Use at most 128 characters',
  ],
  [
    'extra-long name',
    {
      method: 'POST',
      url: '/api/v2/auth/register',
      payload: {
        email: 'a@b.co',
        name: 'n'.repeat(65),
        password: 'password1',
        re_password: 'password1',
        email_code: '123456',
      },
    },
    400,
    'name: Use at most 64 characters',
  ],
  [
    'short password',
    {
      method: 'POST',
      url: '/api/v2/auth/register',
      payload: { email: 'a@b.co', name: 'n', password: 'short', re_password: 'short', email_code: '123456' },
    },
    400,
    'password: Use at least 8 characters',
  ],
  [
    'bad email code',
    {
      method: 'POST',
      url: '/api/v2/auth/register',
      payload: { email: 'a@b.co', name: 'n', password: 'password1', re_password: 'password1', email_code: '12ab' },
    },
    400,
    'email_code: The code has 6 digits',
  ],
  [
    'bad 2FA code',
    {
      method: 'POST',
      url: '/api/v2/auth/login',
      payload: { ...proof, email: 'a@b.co', password: 'x', two_fa_code: 'abcdef' },
    },
    400,
    'two_fa_code: Enter the 6-digit code or a recovery code',
  ],
  [
    'huge body',
    { method: 'POST', url: '/api/v2/auth/refresh', payload: { refresh_token: 'x'.repeat(100_000) } },
    413,
    'The request body is too large',
  ],
  [
    'non-hex Cap id',
    { method: 'POST', url: '/api/v2/cap/123/redeem', payload: { token: 'a', solutions: [1] } },
    400,
    'key: Not a captcha id',
  ],
  [
    'non-numeric solutions',
    { method: 'POST', url: `/api/v2/cap/${'a'.repeat(32)}/redeem`, payload: { token: 'a', solutions: ['x'] } },
    400,
    'solutions.0: Must be a number',
  ],
  [
    'deeply nested JSON',
    { method: 'POST', url: '/api/v2/auth/login', headers: json, payload: '['.repeat(20_000) + ']'.repeat(20_000) },
    400,
    'The request body is nested too deeply (at most 32 levels)',
  ],
  [
    'deeply nested JSON in a field that takes anything',
    {
      method: 'POST',
      url: '/v1/payment/notify/epay',
      headers: json,
      payload: `{"param":${'{"a":'.repeat(5_000)}1${'}'.repeat(5_000)}}`,
    },
    400,
    'The request body is nested too deeply (at most 32 levels)',
  ],
  [
    'brackets inside strings do not count as nesting',
    {
      method: 'POST',
      url: '/api/v2/auth/login',
      headers: json,
      payload: JSON.stringify({ ...proof, email: 'not-an-email', password: '['.repeat(100) }),
    },
    400,
    'email: Enter a valid email address',
  ],
  ['unknown API path', { method: 'GET', url: '/api/v2/nope' }, 404, 'No such endpoint or file: GET /api/v2/nope'],
  ['unknown v1 path', { method: 'POST', url: '/v1/nope' }, 404, /No such endpoint/],
  ['wrong method', { method: 'DELETE', url: '/api/v2/auth/login' }, 404, /No such endpoint/],
  ['bearer route without token', { method: 'GET', url: '/api/v2/user/crisp_data' }, 401, /Sign in/],
  [
    'malformed authorization header',
    { method: 'GET', url: '/api/v2/user/get_me', headers: { authorization: 'Basic abc' } },
    401,
    /Sign in/,
  ],
];

describe('bad input', () => {
  it.each(cases)('%s', async (_name, request, status, message) => {
    const res = await t.app.inject(request);
    expect(res.statusCode).toBe(status);
    const body = res.json();
    expect(body.is_success).toBe(false);
    expect(typeof body.code).toBe('string');
    expect(body.message).toEqual(typeof message === 'string' ? message : expect.stringMatching(message));
    expect(res.body).not.toMatch(/at .*\.(ts|js):\d+/);
  });

  it('refuses an id past 2^31 in a body, a path and a query with a 400', async () => {
    const { headers } = await quickAccount(t, 'ids@example.com');
    const body = await t.app.inject({
      method: 'POST',
      url: '/api/v2/user/system/announcements/read',
      headers,
      payload: { announcement_ids: [2147483648] },
    });
    expect(body.statusCode).toBe(400);
    expect(body.json()).toMatchObject({
      code: 'validation_error',
      message: 'announcement_ids.0: Use a smaller number',
    });
    const path = await t.app.inject({ url: '/api/v2/user/services/nodes/2147483648/', headers });
    expect(path.statusCode).toBe(400);
    const query = await t.app.inject({ url: '/api/v2/user/wallet/ledger?offset=99999999999999999999', headers });
    expect(query.statusCode).toBe(400);
  });

  it('answers a genuine server fault with a bare 500', async () => {
    t.app.portal.db = new Proxy(t.app.portal.db, {
      get(target, prop, receiver) {
        if (prop === 'select') throw new Error('database exploded');
        return Reflect.get(target, prop, receiver) as unknown;
      },
    });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v2/auth/register/check-invite-code',
      payload: { invite_code: 'ABCDEFGH' },
    });
    t.app.portal.db = t.database.db;
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ is_success: false, message: 'Internal server error', code: 'internal_error' });
  });
});
