// Every refusal is the envelope `{is_success:false, message, code}`, whichever layer refuses:
// Fastify's router (bad %-escapes, over-long path parameters), Node's server (missing Host, an
// unmet Expect) and Node's HTTP parser (oversized headers, conflicting lengths, bad chunking), whose
// answers are written to the socket by hand. A request line in absolute form is routed by its path.
import net from 'node:net';
import type { InjectOptions } from 'fastify';
import { operations } from '@portal/shared/contract';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { servedOperations } from '../route';

type Method = NonNullable<InjectOptions['method']>;

let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as net.AddressInfo).port;
});
afterAll(() => t.close());

function hex(byte: number): string {
  return `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
}

/** %-escapes that do not decode to UTF-8 text: broken escapes, stray, overlong, truncated, surrogate bytes. */
function badEscapes(): string[] {
  const kinds = new Set<string>(['%', '%0', '%G0', '%0G', '%%', '%zz', 'a%', 'a%2']);
  for (let b = 0x80; b <= 0xbf; b++) kinds.add(hex(b)); // continuation byte with no lead
  for (let b = 0xc0; b <= 0xff; b++) kinds.add(hex(b)); // lead byte with nothing after it
  for (const overlong of ['%C0%AF', '%C0%80', '%C1%BF', '%E0%80%AF', '%E0%9F%BF', '%F0%80%80%AF', '%F0%8F%BF%BF'])
    kinds.add(overlong);
  for (const surrogate of ['%ED%A0%80', '%ED%AD%BF', '%ED%AE%80', '%ED%BF%BF', '%ED%A0%80%ED%B0%80'])
    kinds.add(surrogate);
  for (const truncated of ['%E0%A4', '%E2%82', '%F0%9F%98', '%F0%9F', '%E0%A4%A', '%C3%28', '%E2%28%A1'])
    kinds.add(truncated);
  for (const beyond of ['%F4%90%80%80', '%F5%80%80%80', '%F8%88%80%80%80', '%FC%84%80%80%80%80', '%FE', '%FF'])
    kinds.add(beyond);
  return [...kinds];
}

interface ParamRoute {
  method: Method;
  path: string;
}

/** Every contract operation with a path parameter, and the API's other parameterised paths. */
function paramRoutes(): ParamRoute[] {
  const fromContract = Object.values(operations)
    .filter((op) => op.path.includes('{'))
    .map((op) => ({ method: op.method as Method, path: op.path }));
  return [
    ...fromContract,
    { method: 'GET', path: '/link/{token}' },
    { method: 'GET', path: '/v1/link/{token}' },
    { method: 'GET', path: '/remotes/{name}/{version}/remoteEntry.js' },
  ];
}

function fill(path: string, value: string): string {
  return path.replace(/\{[^}]+\}/g, value);
}

function expectEnvelope(status: number, body: string, what: string) {
  if (status < 400 || status >= 500) throw new Error(`${what}: status ${status}`);
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    throw new Error(`${what}: ${status} with a body that is not JSON: ${body.slice(0, 200)}`);
  }
  expect(parsed).toEqual({ is_success: false, message: expect.any(String), code: expect.any(String) });
}

describe('refused by the router', () => {
  it('answers every bad %-escape in every path parameter, on every method, with the envelope', async () => {
    const escapes = badEscapes();
    expect(escapes.length).toBeGreaterThanOrEqual(140);
    let sent = 0;
    for (const route of paramRoutes()) {
      for (const escape of escapes) {
        const url = fill(route.path, `x${escape}y`);
        const res = await t.app.inject({
          method: route.method,
          url,
          ...(route.method === 'GET' ? {} : { payload: {} }),
        });
        expectEnvelope(res.statusCode, res.body, `${route.method} ${url}`);
        sent += 1;
      }
    }
    expect(sent).toBeGreaterThan(3000);
  });

  it('names the problem of a bad escape in plain words', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v2/user/tickets-v2/%ED%A0%80/messages' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      is_success: false,
      code: 'bad_url',
      message: 'The address contains a %-escape that is not valid UTF-8; check the link',
    });
  });

  it('answers a path parameter over the length limit with 414 in the envelope, on any method', async () => {
    const long = 'a'.repeat(300);
    const served = servedOperations(t.app);
    const routes = [
      ...Object.values(operations)
        .filter((op) => op.path.includes('{') && served.has(op.id))
        .map((op) => ({ method: op.method as Method, path: op.path })),
      { method: 'GET' as const, path: '/link/{token}' },
    ];
    for (const method of ['GET', 'POST', 'PUT']) expect(routes.some((route) => route.method === method)).toBe(true);
    for (const route of routes) {
      const res = await t.app.inject({
        method: route.method,
        url: fill(route.path, long),
        ...(route.method === 'GET' ? {} : { payload: {} }),
      });
      expectEnvelope(res.statusCode, res.body, `${route.method} ${route.path}`);
      expect(res.statusCode).toBe(414);
      expect(res.json().code).toBe('uri_too_long');
    }
  });
});

/** Sends raw bytes and answers the status and body of the first response. */
function rawRequest(bytes: string): Promise<{ status: number; headers: string; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(bytes));
    let out = '';
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => (out += chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const match = /^HTTP\/1\.1 (\d{3})[^\r]*\r\n([\s\S]*?)\r\n\r\n([\s\S]*)$/.exec(out);
      if (!match) return reject(new Error(`Not an HTTP answer: ${JSON.stringify(out.slice(0, 200))}`));
      const headers = match[2] ?? '';
      let body = match[3] ?? '';
      if (/transfer-encoding: chunked/i.test(headers))
        body = body.replace(/^[0-9a-f]+\r\n/i, '').replace(/\r\n0\r\n\r\n$/, '');
      resolve({ status: Number(match[1]), headers, body: Buffer.from(body, 'latin1').toString('utf8') });
    });
  });
}

const close = 'Connection: close\r\n';

describe('refused by Node before any route', () => {
  const cases: [name: string, bytes: string, status: number][] = [
    ['headers too large', `GET /api/v2/nope HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n${close}\r\n`, 431],
    [
      'conflicting lengths',
      `POST /api/v2/auth/login HTTP/1.1\r\nHost: x\r\nContent-Length: 5\r\nContent-Length: 6\r\n${close}\r\nhello`,
      400,
    ],
    [
      'length and chunking together',
      `POST /api/v2/auth/login HTTP/1.1\r\nHost: x\r\nContent-Length: 5\r\nTransfer-Encoding: chunked\r\n${close}\r\n5\r\nhello\r\n0\r\n\r\n`,
      400,
    ],
    [
      'bad chunk size',
      `POST /api/v2/auth/login HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n${close}\r\nzz\r\nhello\r\n0\r\n\r\n`,
      400,
    ],
    ['negative length', `POST /api/v2/auth/login HTTP/1.1\r\nHost: x\r\nContent-Length: -1\r\n${close}\r\n`, 400],
    ['unknown method', `FOO /api/v2/nope HTTP/1.1\r\nHost: x\r\n${close}\r\n`, 400],
    ['bad header name', `GET /health HTTP/1.1\r\nHost: x\r\nBad Header: 1\r\n${close}\r\n`, 400],
    ['NUL in a header', `GET /health HTTP/1.1\r\nHost: x\r\nX-A: a\u0000b\r\n${close}\r\n`, 400],
    ['bad version', `GET /health HTTP/9.9\r\nHost: x\r\n${close}\r\n`, 400],
    ['space in the path', `GET /api/v2 /nope HTTP/1.1\r\nHost: x\r\n${close}\r\n`, 400],
    ['request line too long', `GET /api/${'a'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\n${close}\r\n`, 431],
    ['no Host header', `GET /api/v2/nope HTTP/1.1\r\n${close}\r\n`, 400],
    ['unmet Expect', `GET /api/v2/nope HTTP/1.1\r\nHost: x\r\nExpect: teapot\r\n${close}\r\n`, 417],
  ];

  it.each(cases)('%s', async (_name, bytes, status) => {
    const res = await rawRequest(bytes);
    expect(res.status).toBe(status);
    expect(res.headers).toMatch(/content-type: application\/json/i);
    expectEnvelope(res.status, res.body, _name);
  });
});

describe('a request line in absolute form', () => {
  it('reaches the API: an unknown API path is the API 404, not the portal page', async () => {
    const res = await rawRequest(
      `GET http://other.example/api/v2/nope HTTP/1.1\r\nHost: other.example\r\n${close}\r\n`,
    );
    expect(res.status).toBe(404);
    expect(JSON.parse(res.body)).toEqual({
      is_success: false,
      code: 'not_found',
      message: 'No such endpoint or file: GET /api/v2/nope',
    });
  });

  it('is answered by the route its path names', async () => {
    const res = await rawRequest(`GET http://other.example/health HTTP/1.1\r\nHost: other.example\r\n${close}\r\n`);
    expect(res.status).toBe(200);
  });
});
