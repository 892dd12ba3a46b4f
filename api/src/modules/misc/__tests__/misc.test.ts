import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { remoteBuild, writeShellBuild } from '../../../test-support/remote-fixtures';
import { createTestApp, type TestApp } from '../../../test-support/test-app';

let t: TestApp;
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-dist-'));
const auth = remoteBuild('mfe_auth');
beforeAll(async () => {
  writeShellBuild(dist, { buildId: 'build-1', remotes: [auth] });
  t = await createTestApp({ STATIC_DIR: dist });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

describe('version, health, ip, csrf', () => {
  it('answers the API version in both shapes', async () => {
    const v1 = (await t.app.inject({ url: '/v1/version' })).json();
    expect(v1).toEqual({ data: expect.stringMatching(/^\d+\.\d+\.\d+/) });
    expect((await t.app.inject({ url: '/api/version' })).json()).toEqual({ version: v1.data });
  });

  it('answers the latest migration as the database version', async () => {
    expect((await t.app.inject({ url: '/v1/version_db' })).json()).toEqual({
      data: expect.stringMatching(/^\d{4}_\w+$/),
    });
  });

  it("lists the shell of build-info.json and each remote's live version from the registry", async () => {
    const web = (await t.app.inject({ url: '/v1/version_list?type=web' })).json();
    expect(web).toEqual({
      data: [
        { type: 'web', name: 'shell', version: '0.1.0-5e11a000', built_at: expect.any(String) },
        { type: 'web', name: 'mfe_auth', version: auth.version, built_at: expect.any(String) },
      ],
    });
    const all = (await t.app.inject({ url: '/v1/version_list' })).json();
    expect(all.data.map((e: { type: string }) => e.type)).toEqual(['api', 'web', 'web', 'db']);
    const bad = await t.app.inject({ url: '/v1/version_list?type=nope' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'validation_error', message: 'type: Must be one of: api, web, db' });
  });

  it('reports health with a database check', async () => {
    expect((await t.app.inject({ url: '/health' })).json()).toEqual({
      status: 'ok',
      database: 'ok',
      uptime_s: expect.any(Number),
    });
  });

  it('answers 503 degraded when the database does not answer', async () => {
    const real = t.app.portal.db;
    t.app.portal.db = new Proxy(real, {
      get(target, prop, receiver) {
        if (prop === 'execute') return () => Promise.reject(new Error('connection refused'));
        return Reflect.get(target, prop, receiver) as unknown;
      },
    });
    try {
      const res = await t.app.inject({ url: '/health' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ status: 'degraded', database: 'down', uptime_s: expect.any(Number) });
    } finally {
      t.app.portal.db = real;
    }
  });

  it('answers the caller IP', async () => {
    expect((await t.app.inject({ url: '/ip', remoteAddress: '203.0.113.9' })).json()).toEqual({ ip: '203.0.113.9' });
  });

  it('answers a CSRF token for clients of the original API, and sets no XSRF cookie (ADR 0013)', async () => {
    const res = await t.app.inject({ url: '/api/v2/csrf' });
    expect(res.json()).toEqual({ is_success: true, csrf_token: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('publishes the OpenAPI document generated from the route schemas', async () => {
    const doc = (await t.app.inject({ url: '/docs/json' })).json();
    expect(doc.openapi).toBe('3.1.0');
    for (const p of [
      '/api/v2/auth/login',
      '/api/v2/auth/register',
      '/api/v2/auth/refresh',
      '/api/v2/captcha-key',
      '/api/v2/cap/{key}/redeem',
      '/api/v2/user/get_me',
      '/v1/version_list',
      '/health',
    ]) {
      expect(doc.paths).toHaveProperty([p]);
    }
    const loginSchema = doc.paths['/api/v2/auth/login'].post.requestBody.content['application/json'].schema;
    expect(loginSchema.required).toEqual(expect.arrayContaining(['email', 'password']));
    // The human check is required, but on a two-factor code step a ticket stands in for it.
    expect(Object.keys(loginSchema.properties)).toEqual(expect.arrayContaining(['captcha_key', 'tiago2_cap_token']));
    expect(doc.paths['/api/v2/user/get_me'].get.security).toEqual([{ bearerAuth: [] }]);
    expect((await t.app.inject({ url: '/docs' })).statusCode).toBeLessThan(400);
  });
});
