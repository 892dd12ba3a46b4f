// A document request for the dashboard (docs/adr/0011): from a browser with a live page session, the page the
// shell's server build rendered for that customer, its calls made in-process as that customer; from anyone
// else, or whenever rendering cannot be done, index.html as before. The shell's server build is stood in for
// by a small renderer that asks the API who it renders for and writes down what it was given.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PREFERENCES_COOKIE, serializePreferences } from '@portal/shared/contract';
import { login, newAccount } from '../../../test-support/account-flows';
import { pageCookieOf } from '../../../test-support/page-session-flows';
import { createTestApp, type TestApp } from '../../../test-support/test-app';
import { PREVIEW_COOKIE } from '../../remote-registry/preview';

const INDEX = `<!doctype html><html lang="zh-CN"><head><title>Portal</title><!--PORTAL_CONFIG--><script defer="defer" src="/main.abc.js"></script></head><body><div id="root"></div></body></html>`;

/** The stand-in for dist/server/shell-server.*.cjs: `mode.txt` beside it says how it behaves. */
const RENDERER = `
const fs = require('node:fs');
const path = require('node:path');
exports.renderer = {
  version: 1,
  paths: ['/user/dashboard'],
  sharedModules: {},
  async renderPage(request) {
    const { send, ...given } = request;
    fs.writeFileSync(path.join(__dirname, 'last-request.json'), JSON.stringify({ ...given, remotes: Object.keys(request.remotes) }));
    const mode = fs.readFileSync(path.join(__dirname, 'mode.txt'), 'utf8').trim();
    if (mode === 'throw') throw new Error('the renderer broke');
    if (mode === 'no-page') return { page: null, reason: 'a query failed' };
    const me = await send({ method: 'GET', url: '/api/v2/user/get_me', headers: { authorization: 'Bearer ' + request.accessToken } });
    if (me.status !== 200) return { page: null, reason: 'get_me answered ' + me.status };
    const user = JSON.parse(me.body).result;
    return {
      page: {
        html: '<main><h1>Dashboard</h1><p>Hello ' + user.user_name + '</p></main>',
        styles: '<style data-styled="true">main{color:red}</style>',
        title: 'Dashboard · ' + request.config.siteName,
        queries: { queries: [{ queryKey: ['me'], state: { data: user } }] },
        modules: ['mfe_services/./routes'],
      },
    };
  },
};`;

let t: TestApp;
let staticDir: string;
let cookie: string;
let userId: number;

function setMode(mode: 'render' | 'throw' | 'no-page') {
  fs.writeFileSync(path.join(staticDir, 'server', 'mode.txt'), mode);
}

function lastRequest(): Record<string, unknown> {
  return JSON.parse(fs.readFileSync(path.join(staticDir, 'server', 'last-request.json'), 'utf8')) as Record<
    string,
    unknown
  >;
}

function writeBuild(server: string | undefined) {
  fs.writeFileSync(
    path.join(staticDir, 'build-info.json'),
    JSON.stringify({ shell: { version: '0.1.0-test', ...(server ? { server } : {}) }, remotes: {} }),
  );
}

const dashboard = (headers: Record<string, string> = {}, url = '/user/dashboard') =>
  t.app.inject({ method: 'GET', url, headers: { 'accept-language': 'en', ...headers } });

beforeAll(async () => {
  staticDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-ssr-'));
  fs.mkdirSync(path.join(staticDir, 'server'));
  fs.writeFileSync(path.join(staticDir, 'index.html'), INDEX);
  fs.writeFileSync(path.join(staticDir, 'server', 'renderer.0123456789.cjs'), RENDERER);
  writeBuild('server/renderer.0123456789.cjs');
  // The build's record of what /about starts with: the shell's start of a page in the app frame.
  fs.mkdirSync(path.join(staticDir, 'prerendered'));
  fs.writeFileSync(
    path.join(staticDir, 'prerendered', 'pages.json'),
    JSON.stringify({
      shell: '0.1.0-test',
      pages: [
        {
          path: '/about',
          lang: 'en',
          file: 'en/about.html',
          remote: null,
          site: { siteName: 'Test Site', footerCopyright: '©' },
          scripts: ['/main.abc.js', '/frame.123.js'],
        },
      ],
    }),
  );
  t = await createTestApp({ STATIC_DIR: staticDir, SITE_NAME: 'Test Site' });
  userId = (await newAccount(t, 'sam@example.com', 'Sam Customer')).id;
  cookie = `portal_page=${pageCookieOf(await login(t, { email: 'sam@example.com' }))}`;
});
afterAll(async () => {
  await t.close();
  fs.rmSync(staticDir, { recursive: true, force: true });
});
beforeEach(() => setMode('render'));

describe('the dashboard rendered on the server', () => {
  test('a browser with a live page session gets the page rendered for its customer, kept out of every cache', async () => {
    const res = await dashboard({ cookie });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['content-language']).toBe('en');
    const html = res.body;
    expect(html).toContain('<p>Hello Sam Customer</p>');
    expect(html).toContain(`data-server-rendered="/user/dashboard"`);
    expect(html).toContain(`data-server-user="${userId}"`);
    expect(html).toContain('<title>Dashboard · Test Site</title>');
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('main{color:red}');
    // The cache it rendered from, for the browser to start with; the page never carries a token.
    expect(html).toMatch(/<script type="application\/json" id="portal-server-state">\{"queries":/);
    expect(html).not.toMatch(/eyJ[\w-]+\.eyJ/);
    // The app is fetched at idle and run at the first move, not at once because a session is stored.
    expect(html).not.toContain('<script defer="defer" src="/main.abc.js">');
    // Fetched once the page is idle: the shell's start of a page in the app frame (as the build recorded it).
    expect(html).toContain('["/main.abc.js","/frame.123.js"]');
    // Every inline script is allowed by its hash, and no other.
    const csp = String(res.headers['content-security-policy']);
    const inline = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)];
    expect(inline).toHaveLength(3);
    for (const [, body] of inline) {
      const hash = (await import('node:crypto'))
        .createHash('sha256')
        .update(body ?? '')
        .digest('base64');
      expect(csp).toContain(`'sha256-${hash}'`);
    }
  });

  test('it is rendered in the language, theme and zone the portal_prefs cookie names, else from Accept-Language', async () => {
    const prefs = serializePreferences({ lang: 'zh-CN', theme: 'dark', tz: 'America/New_York' });
    const res = await dashboard({ cookie: `${cookie}; ${PREFERENCES_COOKIE}=${prefs}` });
    expect(res.headers['content-language']).toBe('zh-CN');
    expect(lastRequest()).toMatchObject({
      path: '/user/dashboard',
      language: 'zh-CN',
      theme: 'dark',
      timeZone: 'America/New_York',
      config: { siteName: 'Test Site' },
    });
    const guessed = await dashboard({
      cookie: `${cookie}; ${PREFERENCES_COOKIE}=zh-CN%7Cblue%7CNowhere`,
      'accept-language': 'zh-CN,zh;q=0.9',
    });
    expect(guessed.statusCode).toBe(200);
    expect(lastRequest()).toMatchObject({ language: 'zh-CN', theme: 'light', timeZone: null });
  });

  test('without a page cookie, with an unknown one, with a query or in a preview, the browser renders the page', async () => {
    const cases: [Record<string, string>, string?][] = [
      [{}],
      [{ cookie: 'portal_page=00000000-0000-4000-8000-000000000000.AAAA' }],
      [{ cookie }, '/user/dashboard?tab=1'],
      [{ cookie: `${cookie}; ${PREVIEW_COOKIE}=anything` }],
    ];
    for (const [headers, url] of cases) {
      const res = await dashboard(headers, url);
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toContain('data-server-rendered');
      expect(res.body).toContain('<div id="root"></div>');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  test('another page is not rendered on the server', async () => {
    const res = await dashboard({ cookie }, '/user/nodes');
    expect(res.body).toContain('<div id="root"></div>');
  });

  test('a renderer that fails or gives no page leaves the page to the browser, never an error page', async () => {
    for (const mode of ['throw', 'no-page'] as const) {
      setMode(mode);
      const res = await dashboard({ cookie });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<div id="root"></div>');
    }
  });

  test("a build without the shell's server code, or SERVER_RENDERING=0, renders in the browser", async () => {
    writeBuild(undefined);
    try {
      expect((await dashboard({ cookie })).body).toContain('<div id="root"></div>');
    } finally {
      writeBuild('server/renderer.0123456789.cjs');
    }
    const off = await createTestApp({ STATIC_DIR: staticDir, SERVER_RENDERING: '0' });
    try {
      await newAccount(off, 'off@example.com');
      const offCookie = `portal_page=${pageCookieOf(await login(off, { email: 'off@example.com' }))}`;
      const res = await off.app.inject({ method: 'GET', url: '/user/dashboard', headers: { cookie: offCookie } });
      expect(res.body).toContain('<div id="root"></div>');
    } finally {
      await off.close();
    }
  });

  test('signing out ends it: the same cookie then gets index.html', async () => {
    await newAccount(t, 'leaving@example.com', 'Leaving Customer');
    const signedIn = await login(t, { email: 'leaving@example.com' });
    const leaving = `portal_page=${pageCookieOf(signedIn)}`;
    expect((await dashboard({ cookie: leaving })).body).toContain('Hello Leaving Customer');
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/v2/auth/logout',
      payload: { refresh_token: signedIn.json().result.refresh_token },
    });
    expect(out.statusCode).toBe(200);
    const after = await dashboard({ cookie: leaving });
    expect(after.body).not.toContain('Leaving Customer');
    expect(after.body).toContain('<div id="root"></div>');
  });

  test('the server code in the static folder is never sent to a browser', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/server/renderer.0123456789.cjs' });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('renderPage');
  });
});
