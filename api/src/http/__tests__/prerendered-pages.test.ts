// The pages prerendered at build time (prerendered-pages.ts): served in the visitor's language while the
// shell, the remote's live version, the site name and footer are the ones they were rendered with, and
// nothing in the request asks for something else; index.html otherwise. The build's output is written by
// hand into a temporary STATIC_DIR, as shared/tooling/prerender.mjs writes it; the remote's live version is
// the registry's pointer, moved by publishing and rolling back as operators do.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { FastifyRequest, LightMyRequestResponse } from 'fastify';
import { PREVIEW_COOKIE } from '../../modules/remote-registry/preview';
import { candidate, publish, rollback } from '../../test-support/registry-flows';
import { remoteBuild, SHELL_BUILT_WITH } from '../../test-support/remote-fixtures';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { createPrerenderedPages, languageOf } from '../prerendered-pages';

const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-dist-prerendered-'));
const SHELL = '0.1.0-5e11a000';
const SITE = { siteName: 'Acme Portal', footerCopyright: '© 2026 Acme' };
const ENV = { STATIC_DIR: dist, SITE_NAME: SITE.siteName, FOOTER_COPYRIGHT: SITE.footerCopyright };
/** The mfe_auth build the pages were rendered with, and one published after the build. */
const rendered = remoteBuild('mfe_auth', { marker: 'rendered with' });
const newer = remoteBuild('mfe_auth', { marker: 'published since' });

const PLACEHOLDER = '<!--PORTAL_CONFIG-->';
const INDEX = `<!doctype html><html lang="en"><head><title>Portal</title>${PLACEHOLDER}</head><body><div id="root"></div><script defer="defer" src="/main.0123abcd89.js"></script></body></html>`;

interface PageFile {
  path: string;
  lang: 'en' | 'zh-CN';
  file: string;
  remote: 'mfe_auth' | null;
  html: string;
  /** The text of each inline script of the page, as the browser hashes it for the CSP. */
  scripts: string[];
}

/** A prerendered page as the build writes it: the shell's index.html with the markup, a stale check and a start script. */
function pageFile(pagePath: string, lang: PageFile['lang'], remote: PageFile['remote'], heading: string): PageFile {
  const scripts = [
    `(function(){var l=localStorage.getItem('portal_language');if(l&&l!==${JSON.stringify(lang)})document.documentElement.setAttribute('data-prerender-stale','')})();`,
    `(function(){var s=document.createElement('script');s.src='/main.0123abcd89.js';document.body.appendChild(s);})();`,
  ];
  // Enough markup to be compressed (over the 1 KiB threshold), as a real page is.
  const field = (i: number) => `<label>${heading} ${i}<input name="field${i}"></label>`;
  const fields = Array.from({ length: 12 }, (_, i) => field(i)).join('');
  const html = `<!doctype html><html lang="${lang}"><head><title>${heading}</title>${PLACEHOLDER}<script>${scripts[0]}</script><style>html[data-prerender-stale] #root{visibility:hidden}</style></head><body><div id="root" data-prerendered-path="${pagePath}" data-prerendered-lang="${lang}"><h1>${heading}</h1><form>${fields}</form></div><script>${scripts[1]}</script></body></html>`;
  return { path: pagePath, lang, file: path.posix.join(lang, `${pagePath.slice(1)}.html`), remote, html, scripts };
}

const PAGES = {
  signInEn: pageFile('/auth/sign-in', 'en', 'mfe_auth', 'Sign in'),
  signInZh: pageFile('/auth/sign-in', 'zh-CN', 'mfe_auth', '登录'),
  aboutEn: pageFile('/about', 'en', null, 'About'),
  aboutZh: pageFile('/about', 'zh-CN', null, '关于'),
};

function manifestOf(pages: PageFile[] = Object.values(PAGES)) {
  return {
    shell: SHELL,
    pages: pages.map((page) => ({
      path: page.path,
      lang: page.lang,
      file: page.file,
      remote: page.remote ? { name: page.remote, version: rendered.version } : null,
      site: SITE,
    })),
  };
}

/** Each write gets a later modification time than any before it, as a new build's files have. */
let clock = Math.floor(Date.now() / 1000);
function write(rel: string, content: string) {
  const file = path.join(dist, rel);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
  clock += 10;
  fs.utimesSync(file, clock, clock);
}

function writeBuildInfo(shellVersion: string) {
  write(
    'build-info.json',
    JSON.stringify({
      shell: { version: shellVersion, built_at: '2026-01-01T00:00:00.000Z', built_with: SHELL_BUILT_WITH },
      remotes: {},
    }),
  );
}

/** The whole build as `npm run build` leaves it: index.html, build-info.json and the prerendered pages. */
function writeBuild() {
  write('index.html', INDEX);
  writeBuildInfo(SHELL);
  for (const page of Object.values(PAGES)) write(path.join('prerendered', page.file), page.html);
  write('prerendered/pages.json', JSON.stringify(manifestOf()));
}

function sha256(script: string): string {
  return `sha256-${crypto.createHash('sha256').update(script).digest('base64')}`;
}

/** The config script the server injected into a page. */
function configScript(body: string): string {
  const script = /<script>(window\.__PORTAL_CONFIG__=.*?;)<\/script>/.exec(body)?.[1];
  if (!script) throw new Error('no config script');
  return script;
}

function expectPage(res: LightMyRequestResponse, page: PageFile) {
  expect(res.statusCode).toBe(200);
  expect(res.body).toBe(page.html.replace(PLACEHOLDER, `<script>${configScript(res.body)}</script>`));
  expect(res.headers['content-language']).toBe(page.lang);
}

function expectIndex(res: LightMyRequestResponse) {
  expect(res.statusCode).toBe(200);
  expect(res.body).toBe(INDEX.replace(PLACEHOLDER, `<script>${configScript(res.body)}</script>`));
  expect(res.headers['content-language']).toBeUndefined();
}

function cspScriptSources(res: LightMyRequestResponse): string[] {
  const directive = String(res.headers['content-security-policy'])
    .split('; ')
    .find((part) => part.startsWith('script-src '));
  return directive?.split(' ').slice(1) ?? [];
}

afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));

describe('prerendered pages while the build is still live', () => {
  let t: TestApp;
  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ url, headers: { accept: 'text/html', ...headers } });

  beforeAll(async () => {
    writeBuild();
    t = await createTestApp(ENV);
    await candidate(t.app, rendered);
    expect((await publish(t.app, rendered)).statusCode).toBe(200);
  });
  afterAll(() => t.close());
  // Each test starts from the untouched build (later modification times, so the server reads it again).
  beforeEach(writeBuild);

  it('serves the English page with the config injected, its language, and CSP hashes for each of its scripts', async () => {
    const res = await get('/auth/sign-in', { 'accept-language': 'en' });
    expectPage(res, PAGES.signInEn);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers.vary).toBe('accept-language');
    const sources = cspScriptSources(res);
    for (const script of [configScript(res.body), ...PAGES.signInEn.scripts]) {
      expect(sources).toContain(`'${sha256(script)}'`);
    }
    expect(sources.filter((source) => source.startsWith("'sha256-"))).toHaveLength(3);
  });

  it('keeps the language in Vary when the page is compressed', async () => {
    const res = await get('/auth/sign-in', { 'accept-language': 'zh-CN', 'accept-encoding': 'gzip' });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(
      String(res.headers.vary)
        .split(',')
        .map((name) => name.trim().toLowerCase()),
    ).toEqual(expect.arrayContaining(['accept-language', 'accept-encoding']));
    expect(zlib.gunzipSync(res.rawPayload).toString()).toContain('data-prerendered-lang="zh-CN"');
  });

  it('serves the Chinese page to any Chinese preference, the English one to no preference or another language', async () => {
    for (const accept of ['zh', 'zh-CN', 'zh-TW;q=0.9', 'fr, zh-TW;q=0.9, en;q=0.8']) {
      expectPage(await get('/auth/sign-in', { 'accept-language': accept }), PAGES.signInZh);
    }
    expectPage(await get('/auth/sign-in'), PAGES.signInEn);
    expectPage(await get('/auth/sign-in', { 'accept-language': 'fr' }), PAGES.signInEn);
    expectPage(await get('/about', { 'accept-language': 'zh-CN,zh;q=0.9' }), PAGES.aboutZh);
  });

  it('serves index.html for a path the build did not prerender', async () => {
    expectIndex(await get('/auth/reset-password'));
    expectIndex(await get('/'));
  });

  it('serves index.html once the shell is rebuilt (build-info.json names another shell version)', async () => {
    writeBuildInfo('0.1.0-5e11a001');
    const res = await get('/auth/sign-in');
    expectIndex(res);
    expect(cspScriptSources(res).filter((source) => source.startsWith("'sha256-"))).toEqual([
      `'${sha256(configScript(res.body))}'`,
    ]);
    expectIndex(await get('/about'));
    write('prerendered/pages.json', JSON.stringify({ ...manifestOf(), shell: null }));
    writeBuildInfo(SHELL);
    expectIndex(await get('/about'));
  });

  it('serves index.html to a browser previewing another version (the preview cookie)', async () => {
    expectIndex(await get('/auth/sign-in', { cookie: `theme=dark; ${PREVIEW_COOKIE}=token` }));
    expectIndex(await get('/about', { cookie: `${PREVIEW_COOKIE}=token` }));
    expectPage(await get('/auth/sign-in', { cookie: 'theme=dark' }), PAGES.signInEn);
  });

  it('serves index.html when the site name or the footer configured is not the one rendered', async () => {
    const renderedWith = (site: object) =>
      JSON.stringify({
        ...manifestOf(),
        pages: manifestOf().pages.map((page) => ({ ...page, site: { ...SITE, ...site } })),
      });
    write('prerendered/pages.json', renderedWith({ siteName: '极速云' }));
    expectIndex(await get('/auth/sign-in'));
    expectIndex(await get('/about'));
    write('prerendered/pages.json', renderedWith({ footerCopyright: '© 2020-2025 极速云' }));
    expectIndex(await get('/auth/sign-in'));
  });

  it('serves the page with a redirect to go to after sign-in, index.html for any other query', async () => {
    expectPage(await get('/auth/sign-in?redirect=/user/wallet'), PAGES.signInEn);
    expectPage(await get('/auth/sign-in?redirect=%2Fuser%2Fwallet&redirect=/x'), PAGES.signInEn);
    expectPage(await get('/auth/sign-in?'), PAGES.signInEn);
    for (const query of ['?email=a%40b.example', '?redirect=/user/wallet&lang=zh-CN', '?next=/user']) {
      expectIndex(await get(`/auth/sign-in${query}`));
    }
  });

  it('serves index.html when the page file is missing, the other language still prerendered', async () => {
    fs.rmSync(path.join(dist, 'prerendered', PAGES.signInEn.file));
    expectIndex(await get('/auth/sign-in', { 'accept-language': 'en' }));
    expectPage(await get('/auth/sign-in', { 'accept-language': 'zh' }), PAGES.signInZh);
  });

  it('serves index.html when pages.json is missing, broken or not a manifest', async () => {
    fs.rmSync(path.join(dist, 'prerendered', 'pages.json'));
    expectIndex(await get('/auth/sign-in'));
    write('prerendered/pages.json', JSON.stringify(manifestOf()).slice(0, 80));
    expectIndex(await get('/auth/sign-in'));
    const [signIn] = manifestOf().pages;
    for (const manifest of [
      [],
      { shell: SHELL, pages: {} },
      { shell: SHELL, pages: [{ ...signIn, site: undefined }] },
      { shell: SHELL, pages: [{ ...signIn, remote: { name: 'mfe_auth' } }] },
    ]) {
      write('prerendered/pages.json', JSON.stringify(manifest));
      expectIndex(await get('/auth/sign-in'));
    }
    write('prerendered/pages.json', JSON.stringify(manifestOf()));
    expectPage(await get('/auth/sign-in'), PAGES.signInEn);
  });

  it('sees a page or pages.json changed on disk at the next request', async () => {
    expectPage(await get('/auth/sign-in'), PAGES.signInEn);
    const rebuilt = {
      ...PAGES.signInEn,
      html: PAGES.signInEn.html.replace('<h1>Sign in</h1>', '<h1>Welcome back</h1>'),
    };
    write(path.join('prerendered', rebuilt.file), rebuilt.html);
    expectPage(await get('/auth/sign-in'), rebuilt);
    write('prerendered/pages.json', JSON.stringify(manifestOf([PAGES.signInZh, PAGES.aboutEn, PAGES.aboutZh])));
    expectIndex(await get('/auth/sign-in'));
    expectPage(await get('/auth/sign-in', { 'accept-language': 'zh' }), PAGES.signInZh);
  });
});

describe("prerendered pages and the remote's live version", () => {
  let t: TestApp;
  const get = (url: string) => t.app.inject({ url, headers: { accept: 'text/html' } });

  beforeAll(async () => {
    writeBuild();
    t = await createTestApp(ENV);
    await candidate(t.app, rendered);
    await candidate(t.app, newer);
  });
  afterAll(() => t.close());

  it('serves a page only while its remote is live at the version it was rendered with', async () => {
    // Not published yet: no live pointer. The shell's own page needs none.
    expectIndex(await get('/auth/sign-in'));
    expectPage(await get('/about'), PAGES.aboutEn);

    expect((await publish(t.app, rendered)).statusCode).toBe(200);
    expectPage(await get('/auth/sign-in'), PAGES.signInEn);

    expect((await publish(t.app, newer)).statusCode).toBe(200);
    expectIndex(await get('/auth/sign-in'));
    expectPage(await get('/about'), PAGES.aboutEn);

    expect((await rollback(t.app, 'mfe_auth')).statusCode).toBe(200);
    expectPage(await get('/auth/sign-in'), PAGES.signInEn);
  });
});

describe('createPrerenderedPages', () => {
  const warn = jest.fn();
  const request = (url: string, headers: Record<string, string> = {}) =>
    ({ url, headers, log: { warn } }) as unknown as FastifyRequest;
  beforeAll(writeBuild);

  it("looks up no live version for the shell's own page, and the page's remote for a remote's", async () => {
    const liveVersion = jest.fn((_remote: string) => Promise.resolve<string | undefined>(rendered.version));
    const pageFor = createPrerenderedPages(dist, SITE, liveVersion);
    expect(await pageFor(request('/about', { 'accept-language': 'zh-CN' }), SHELL)).toMatchObject({
      html: PAGES.aboutZh.html,
      lang: 'zh-CN',
    });
    expect(liveVersion).not.toHaveBeenCalled();
    expect(await pageFor(request('/auth/sign-in'), SHELL)).toMatchObject({ html: PAGES.signInEn.html, lang: 'en' });
    expect(liveVersion.mock.calls).toEqual([['mfe_auth']]);
  });

  it('answers no page, rather than failing the request, when the live version cannot be read', async () => {
    const pageFor = createPrerenderedPages(dist, SITE, () => Promise.reject(new Error('database unavailable')));
    await expect(pageFor(request('/auth/sign-in'), SHELL)).resolves.toBeNull();
    expect(warn).toHaveBeenCalledWith(expect.objectContaining({ remote: 'mfe_auth' }), expect.any(String));
    await expect(pageFor(request('/about'), SHELL)).resolves.toMatchObject({ lang: 'en' });
  });
});

describe('languageOf', () => {
  it.each([
    [undefined, 'en'],
    ['', 'en'],
    ['*', 'en'],
    ['fr', 'en'],
    ['zh', 'zh-CN'],
    ['ZH-cn', 'zh-CN'],
    ['zh-TW;q=0.9', 'zh-CN'],
    ['zh-Hant-HK', 'zh-CN'],
    ['en-GB', 'en'],
    // The first supported language in the browser's order...
    ['en-US, zh-CN', 'en'],
    ['zh-CN, en-US', 'zh-CN'],
    ['fr-FR, de;q=0.9, zh;q=0.1', 'zh-CN'],
    // ...which is the order of the q-values, not of the header.
    ['en;q=0.5, zh;q=0.8', 'zh-CN'],
    ['zh;q=0.5, en', 'en'],
    ['en-US;q=0.7 , zh-CN ; q=0.9', 'zh-CN'],
    // q=0 means "not this one".
    ['zh;q=0, en;q=0.1', 'en'],
    ['zh;q=0', 'en'],
    ['zhx, zh', 'zh-CN'],
  ])('%p → %s', (header, language) => {
    expect(languageOf(header)).toBe(language);
  });
});
