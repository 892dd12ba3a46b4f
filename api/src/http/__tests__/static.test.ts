import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { scriptSafeJson } from '@portal/shared/contract';
import { cacheControlFor } from '../static';

const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-dist-'));
const bigScript = `console.log(${JSON.stringify('portal '.repeat(400))});\n`;
function write(rel: string, content: string) {
  fs.mkdirSync(path.dirname(path.join(dist, rel)), { recursive: true });
  fs.writeFileSync(path.join(dist, rel), content);
}

let t: TestApp;
beforeAll(async () => {
  write(
    'index.html',
    '<!doctype html><html><head><title>Portal</title><!--PORTAL_CONFIG--></head><body><div id="root"></div><script src="/main.0123abcd89.js"></script></body></html>',
  );
  write('main.0123abcd89.js', bigScript);
  write('favicon.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>');
  write(
    'remotes.json',
    JSON.stringify({
      mfe_auth: { version: '0.1.0-cafe0001', entry: '/remotes/mfe_auth/0.1.0-cafe0001/remoteEntry.js' },
    }),
  );
  write(
    'build-info.json',
    JSON.stringify({ shell: { version: '0.1.0-beef0002', built_at: '2026-01-01T00:00:00.000Z' }, remotes: {} }),
  );
  write('remotes/mfe_auth/0.1.0-cafe0001/remoteEntry.js', bigScript);
  t = await createTestApp({
    STATIC_DIR: dist,
    SITE_NAME: 'Site </script><script>alert(1)</script>',
    LIVE_CHAT_CRISP_WEBSITE_ID: 'crisp-id',
  });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

function injectedConfig(html: string): Record<string, unknown> {
  const match = /<script>window\.__PORTAL_CONFIG__=(.*?);<\/script>/.exec(html);
  if (!match?.[1]) throw new Error('no config script');
  return JSON.parse(match[1]) as Record<string, unknown>;
}

describe('static portal', () => {
  it('serves index.html at / and for client routes with the runtime config injected, no-cache', async () => {
    for (const url of ['/', '/index.html', '/user/dashboard', '/auth/sign-in?next=%2Fuser']) {
      const res = await t.app.inject({ url, headers: { accept: 'text/html' } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).not.toContain('<!--PORTAL_CONFIG-->');
      expect(injectedConfig(res.body)).toEqual({
        siteName: 'Site </script><script>alert(1)</script>',
        footerCopyright: '© 2020-2025 极速云',
        apiBase: '',
        liveChat: { crispWebsiteId: 'crisp-id' },
        versionCheckSeconds: 300,
        buildId: '0.1.0-beef0002',
        builtWith: {},
      });
    }
  });

  it('escapes the config so it cannot end the script element', async () => {
    const res = await t.app.inject({ url: '/' });
    expect(res.body.match(/<\/script>/g)).toHaveLength(2);
    expect(scriptSafeJson({ a: '</script>&\u2028' })).toBe('{"a":"\\u003c/script\\u003e\\u0026\\u2028"}');
  });

  it('sends a CSP that allows the inline config script by hash, the live chat, and no framing', async () => {
    const csp = String((await t.app.inject({ url: '/' })).headers['content-security-policy']);
    expect(csp).toMatch(/script-src 'self' 'wasm-unsafe-eval' 'sha256-[A-Za-z0-9+/=]+' https:\/\/client\.crisp\.chat/);
    expect(csp).toContain("frame-ancestors 'none'");
    const api = await t.app.inject({ url: '/health' });
    expect(api.headers['x-content-type-options']).toBe('nosniff');
    expect(api.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(String(api.headers['content-security-policy'])).toContain("default-src 'self'");
  });

  it('lets any origin load the artifact store (a CDN in front of it), never its uploads in progress', async () => {
    const res = await t.app.inject({ url: '/remotes/mfe_auth/0.1.0-cafe0001/remoteEntry.js' });
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
    write('remotes/mfe_auth/.staging-0123/remoteEntry.js', bigScript);
    expect((await t.app.inject({ url: '/remotes/mfe_auth/.staging-0123/remoteEntry.js' })).statusCode).not.toBe(200);
  });

  it('caches hashed shell files and versioned remotes forever, registry files never', async () => {
    expect((await t.app.inject({ url: '/main.0123abcd89.js' })).headers['cache-control']).toBe(
      'public, max-age=31536000, immutable',
    );
    expect(
      (await t.app.inject({ url: '/remotes/mfe_auth/0.1.0-cafe0001/remoteEntry.js' })).headers['cache-control'],
    ).toBe('public, max-age=31536000, immutable');
    for (const url of ['/remotes.json', '/build-info.json', '/favicon.svg']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-cache');
    }
    expect(cacheControlFor('vendors-node_modules_react.js')).toBe('no-cache');
  });

  it('compresses static files and pages with brotli or gzip', async () => {
    const br = await t.app.inject({ url: '/main.0123abcd89.js', headers: { 'accept-encoding': 'br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(bigScript);
    const gz = await t.app.inject({
      url: '/remotes/mfe_auth/0.1.0-cafe0001/remoteEntry.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(bigScript);
    const page = await t.app.inject({ url: '/user/dashboard', headers: { 'accept-encoding': 'gzip' } });
    expect(page.statusCode).toBe(200);
  });

  it('answers /favicon.ico with an icon (browsers ask for it on pages that have none inline)', async () => {
    const res = await t.app.inject({ url: '/favicon.ico' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/x-icon');
    // An ICO holding one 32×32 PNG.
    expect([...res.rawPayload.subarray(0, 8)]).toEqual([0, 0, 1, 0, 1, 0, 32, 32]);
    expect(res.rawPayload.subarray(22, 26).toString('latin1')).toBe('\x89PNG');
  });

  it('answers 404 JSON for missing files, remotes and API paths instead of the page', async () => {
    for (const url of ['/missing.js', '/remotes/mfe_wallet/1.0.0/remoteEntry.js', '/api/v2/unknown', '/v1/unknown']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ is_success: false, code: 'not_found' });
    }
  });
});

describe('without a build', () => {
  let bare: TestApp;
  beforeAll(async () => {
    bare = await createTestApp({ STATIC_DIR: path.join(dist, 'does-not-exist') });
  });
  afterAll(() => bare.close());

  it('still serves the API and says how to build at /', async () => {
    const res = await bare.app.inject({ url: '/' });
    expect(res.statusCode).toBe(503);
    expect(res.body).toContain('npm run build');
    expect((await bare.app.inject({ url: '/health' })).statusCode).toBe(200);
  });
});

describe('a minified index.html without the placeholder', () => {
  const minified = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-dist-min-'));
  let app: TestApp;
  beforeAll(async () => {
    fs.writeFileSync(
      path.join(minified, 'index.html'),
      '<!doctype html><html><head><title>P</title></head><body></body></html>',
    );
    app = await createTestApp({ STATIC_DIR: minified });
  });
  afterAll(async () => {
    await app.close();
    fs.rmSync(minified, { recursive: true, force: true });
  });

  it('gets the config script at the end of <head>', async () => {
    const res = await app.app.inject({ url: '/' });
    expect(res.body).toMatch(/<script>window\.__PORTAL_CONFIG__=\{.*\};<\/script><\/head>/);
    expect(injectedConfig(res.body)).toMatchObject({ siteName: '极速云', buildId: 'dev' });
  });
});
