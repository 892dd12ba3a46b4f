// Previews: a link loads the portal with a candidate in place of the live version, for that browser only
// (a signed, expiring cookie /remotes.json honours); everyone else keeps the live version.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { generateKeyPair } from 'jose';
import { remoteBuild, writeShellBuild } from '../../../test-support/remote-fixtures';
import {
  candidate,
  liveVersions,
  operatorHeaders,
  publish,
  REGISTRY,
  upload,
} from '../../../test-support/registry-flows';
import { createTestApp, type TestApp } from '../../../test-support/test-app';
import { PREVIEW_COOKIE, signPreview } from '../preview';

let t: TestApp;
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-dist-'));
const live = remoteBuild('mfe_tickets', { marker: 'live' });
const next = remoteBuild('mfe_tickets', { marker: 'candidate' });
const account = remoteBuild('mfe_account', { marker: 'account candidate' });
beforeAll(async () => {
  writeShellBuild(dist);
  t = await createTestApp({ STATIC_DIR: dist, PUBLIC_URL: 'https://portal.example.com' });
  await candidate(t.app, live);
  expect((await publish(t.app, live)).statusCode).toBe(200);
  await upload(t.app, next);
  await upload(t.app, account);
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

async function previewLink(remote: string, version: string, hours?: number) {
  const res = await t.app.inject({
    method: 'POST',
    url: `${REGISTRY}/${remote}/versions/${version}/preview`,
    headers: operatorHeaders(t.app),
    payload: hours ? { hours } : {},
  });
  expect(res.statusCode).toBe(200);
  return res.json().result as { url: string; expires_at: string };
}

/**
 * Opens a link as a browser would when the person pastes it into the address bar (Sec-Fetch-Site: none):
 * answers where it goes and the cookie it sets.
 */
async function open(url: string, cookie?: string) {
  const { pathname, search } = new URL(url);
  const res = await t.app.inject({
    url: `${pathname}${search}`,
    headers: { 'sec-fetch-site': 'none', ...(cookie ? { cookie } : {}) },
  });
  const setCookie = String(res.headers['set-cookie'] ?? '');
  return { res, cookie: setCookie.split(';')[0] ?? '', setCookie };
}

describe('previews', () => {
  it('gives a link good for 8 hours unless told otherwise, for a version the registry has', async () => {
    const { url, expires_at } = await previewLink('mfe_tickets', next.version);
    expect(url).toMatch(/^https:\/\/portal\.example\.com\/preview\?token=[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(Date.parse(expires_at) - Date.now()).toBeGreaterThan(7.9 * 3600_000);
    expect(Date.parse(expires_at) - Date.now()).toBeLessThan(8.1 * 3600_000);
    const unknown = await t.app.inject({
      method: 'POST',
      url: `${REGISTRY}/mfe_tickets/versions/0.1.0-ffffffff/preview`,
      headers: operatorHeaders(t.app),
      payload: {},
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('shows the candidate to the browser that opened the link, and the live version to everyone else', async () => {
    const { url } = await previewLink('mfe_tickets', next.version, 2);
    const { res, cookie, setCookie } = await open(url);
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/user/tickets');
    expect(setCookie).toMatch(new RegExp(`^${PREVIEW_COOKIE}=`));
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Lax/);
    expect(setCookie).toMatch(/Secure/);
    expect(setCookie).toMatch(/Path=\//);
    expect(Number(/Max-Age=(\d+)/.exec(setCookie)?.[1])).toBeGreaterThan(7100);

    const previewed = await t.app.inject({ url: '/remotes.json', headers: { cookie } });
    expect(previewed.headers['cache-control']).toBe('private, no-store');
    expect(previewed.json().mfe_tickets).toMatchObject({ version: next.version, preview: true });
    expect(await liveVersions(t.app)).toEqual({ mfe_tickets: live.version });
  });

  it('adds up links opened one after another, so QA can preview candidates of several remotes', async () => {
    const first = await open((await previewLink('mfe_tickets', next.version)).url);
    const second = await open((await previewLink('mfe_account', account.version)).url, first.cookie);
    expect(second.res.headers.location).toBe('/user/my-account');
    expect(await liveVersions(t.app, second.cookie)).toEqual({
      mfe_tickets: next.version,
      mfe_account: account.version,
    });
  });

  it('ends the preview on /preview/end', async () => {
    const { cookie } = await open((await previewLink('mfe_tickets', next.version)).url);
    const end = await t.app.inject({ url: '/preview/end', headers: { cookie } });
    expect(end.statusCode).toBe(303);
    expect(end.headers.location).toBe('/');
    expect(String(end.headers['set-cookie'])).toMatch(new RegExp(`^${PREVIEW_COOKIE}=;.*Max-Age=0`));
  });

  it('refuses an expired or forged link, and ignores such a cookie', async () => {
    const expired = await signPreview(t.app.portal.keys, {
      mfe_tickets: { version: next.version, exp: Math.floor(Date.now() / 1000) - 60 },
    });
    const refused = await t.app.inject({ url: `/preview?token=${expired.token}` });
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toMatchObject({ is_success: false, code: 'preview_expired' });

    const otherKeys = await generateKeyPair('ES256');
    const forged = await signPreview(otherKeys, {
      mfe_tickets: { version: next.version, exp: Math.floor(Date.now() / 1000) + 600 },
    });
    expect((await t.app.inject({ url: `/preview?token=${forged.token}` })).statusCode).toBe(404);
    expect(await liveVersions(t.app, `${PREVIEW_COOKIE}=${forged.token}`)).toEqual({ mfe_tickets: live.version });
    expect(await liveVersions(t.app, `${PREVIEW_COOKIE}=${expired.token}`)).toEqual({ mfe_tickets: live.version });
  });

  it('shows the live version for a previewed version this registry does not have', async () => {
    const elsewhere = await signPreview(t.app.portal.keys, {
      mfe_tickets: { version: '0.1.0-abcabcab', exp: Math.floor(Date.now() / 1000) + 600 },
    });
    expect(await liveVersions(t.app, `${PREVIEW_COOKIE}=${elsewhere.token}`)).toEqual({ mfe_tickets: live.version });
  });

  it.each([
    ['a link on another site', { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'navigate' }],
    ['a link in a ticket on this site', { 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'navigate' }],
    ['a browser that sends no Fetch Metadata', {}],
  ])('asks before starting a preview opened from %s, and says what it previews', async (_from, headers) => {
    const { url } = await previewLink('mfe_tickets', next.version);
    const { pathname, search } = new URL(url);
    const res = await t.app.inject({ url: `${pathname}${search}`, headers });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.body).toContain('<code>mfe_tickets</code>');
    expect(res.body).toContain(`<code>${next.version}</code>`);
    expect(res.body).toMatch(/<form method="post" action="\/preview"/);
    expect(res.body).toContain('<a href="/">No, go to the portal</a>');
    expect(await liveVersions(t.app)).toEqual({ mfe_tickets: live.version });
  });

  it('words the question in the reader’s language', async () => {
    const { url } = await previewLink('mfe_tickets', next.version);
    const { pathname, search } = new URL(url);
    const res = await t.app.inject({
      url: `${pathname}${search}`,
      headers: { 'sec-fetch-site': 'cross-site', 'accept-language': 'zh-CN,zh;q=0.9,en;q=0.8' },
    });
    expect(res.body).toContain('<html lang="zh-CN">');
    expect(res.body).toContain('开始预览');
  });

  it('starts the preview from its own page only: a form on another site is refused', async () => {
    const { url } = await previewLink('mfe_tickets', next.version);
    const token = new URL(url).searchParams.get('token') ?? '';
    const post = (headers: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: '/preview',
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
        payload: new URLSearchParams({ token }).toString(),
      });
    const refusedHeaders: Record<string, string>[] = [
      { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example.net' },
      { 'sec-fetch-site': 'same-site', origin: 'https://shop.portal.example.com' },
      { origin: 'https://evil.example.net' },
      {},
    ];
    for (const headers of refusedHeaders) {
      const refused = await post(headers);
      expect(refused.statusCode).toBe(403);
      expect(refused.headers['set-cookie']).toBeUndefined();
    }
    const started = await post({ 'sec-fetch-site': 'same-origin', origin: 'https://portal.example.com' });
    expect(started.statusCode).toBe(303);
    expect(started.headers.location).toBe('/user/tickets');
    const cookie = String(started.headers['set-cookie']).split(';')[0] ?? '';
    expect(await liveVersions(t.app, cookie)).toEqual({ mfe_tickets: next.version });
  });
});
