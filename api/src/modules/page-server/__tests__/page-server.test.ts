// The page server as this process starts it (supervisor.ts) and asks it (forward.ts), with a stand-in page
// server that speaks the protocol and reports what its process was given: the real spawn, permissions,
// environment and restarts; the real document answers. What it renders is the journeys' (e2e/) to check.
import fs from 'node:fs';
import path from 'node:path';
import { login, newAccount } from '../../../test-support/account-flows';
import { pageCookieOf } from '../../../test-support/page-session-flows';
import { createTestApp, type TestApp } from '../../../test-support/test-app';

const STAND_IN = `
const http = require('node:http');
const fs = require('node:fs');
function tried(action) { try { action(); return 'allowed'; } catch (error) { return error.code || String(error); } }
const server = http.createServer((request, response) => {
  let body = '';
  request.on('data', (chunk) => (body += chunk));
  request.on('end', () => {
    const page = JSON.parse(body);
    const report = {
      env: Object.keys(process.env).sort(),
      uid: process.getuid(),
      write: tried(() => fs.writeFileSync(process.env.STATIC_DIR + '/written', 'x')),
      process: tried(() => require('node:child_process').execFileSync('id')),
      secret: tried(() => fs.readFileSync(process.env.STATIC_DIR + '/../jwt-es256-private.pem')),
      session: page.session,
    };
    let status = page.path === '/missing' ? 404 : 200;
    try { decodeURIComponent(page.path); } catch { status = 400; }
    const answer = { status, lang: page.language,
      html: '<!doctype html><html><head><title>T</title></head><body><script>1</script><pre id="report">' +
        JSON.stringify(report) + '</pre></body></html>' };
    const mode = fs.readFileSync(process.env.STATIC_DIR + '/stand-in-mode', 'utf8').trim();
    if (mode !== 'stuck') setTimeout(() => response.end(JSON.stringify(answer)), mode === 'slow' ? 1500 : 0);
  });
});
server.listen(0, '127.0.0.1', () => process.send({ pageServer: 'listening', port: server.address().port }));
process.on('disconnect', () => process.exit(0));
`;

let t: TestApp;
let dist: string;
let base: string;

function mode(value: 'fast' | 'slow' | 'stuck') {
  fs.writeFileSync(path.join(dist, 'stand-in-mode'), value);
}

/** The stand-in's report in a document, or null when the document is index.html. */
function reportOf(html: string): Record<string, unknown> | null {
  const match = /<pre id="report">(.*)<\/pre>/.exec(html);
  return match?.[1] ? (JSON.parse(match[1]) as Record<string, unknown>) : null;
}

async function until<T>(probe: () => Promise<T | null>, ms = 15_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (value !== null) return value;
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The stand-in page server's process id, or null when none (or more than one) runs. */
function standInPid(): string | null {
  const pids = fs
    .readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .filter((pid) => {
      try {
        return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(dist);
      } catch {
        return false;
      }
    });
  return pids.length === 1 ? pids[0]! : null;
}

const about = () => fetch(`${base}/about`).then(async (response) => ({ response, html: await response.text() }));

beforeAll(async () => {
  t = await createTestApp({ PAGE_SERVER_TIMEOUT_MS: '300' });
  dist = t.config.staticDir;
  fs.mkdirSync(path.join(dist, 'server'), { recursive: true });
  // Run by root, the page server runs as nobody: the folders it reads must be readable by anyone.
  fs.chmodSync(t.dataDir, 0o755);
  fs.writeFileSync(path.join(dist, 'server', 'page-server.test.cjs'), STAND_IN);
  fs.writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html><head><title>Index</title></head><body><div id="root"></div></body></html>',
  );
  fs.writeFileSync(
    path.join(dist, 'build-info.json'),
    JSON.stringify({ shell: { version: '0.1.0-test', server: 'server/page-server.test.cjs' }, remotes: {} }),
  );
  mode('fast');
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  await until(async () => reportOf((await about()).html));
});
afterAll(() => t.close());

describe('the page server', () => {
  it('answers documents, their status kept, their inline scripts listed in the CSP', async () => {
    const { response, html } = await about();
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(response.headers.get('content-security-policy')).toMatch(/'sha256-[^']+'.*'sha256-[^']+'/);
    expect(html).toContain('window.__PORTAL_CONFIG__=');
    expect((await fetch(`${base}/missing`)).status).toBe(404);
  });

  it('holds no secret and is confined: only its own variables, no write, no process, no data folder', async () => {
    const report = reportOf((await about()).html)!;
    expect(report.env).toEqual([
      'NODE_ENV',
      'NODE_PATH',
      'PAGE_SERVER_HOST',
      'PAGE_SERVER_PORT',
      'PORTAL_API_URL',
      'REMOTES_DIR',
      'STATIC_DIR',
      ...(process.env.TZ ? ['TZ'] : []),
    ]);
    expect(report.write).toBe('ERR_ACCESS_DENIED');
    expect(report.process).toBe('ERR_ACCESS_DENIED');
    expect(report.secret).toBe('ERR_ACCESS_DENIED');
    expect(fs.existsSync(path.join(dist, 'written'))).toBe(false);
    if (process.getuid?.() === 0) expect(report.uid).toBe(65_534);
  });

  it("forwards a customer's page token only for their signed-in page, with no query; a preview is not forwarded", async () => {
    const account = await newAccount(t, 'lea@example.com', 'Lea');
    const signedIn = await login(t, { email: 'lea@example.com' });
    const cookie = `portal_page=${pageCookieOf(signedIn)}`;
    const document = async (url: string, headers: Record<string, string> = {}) =>
      reportOf(await (await fetch(`${base}${url}`, { headers: { cookie, ...headers } })).text());
    const dashboard = (await document('/user/dashboard'))?.session as {
      token: string;
      userId: number;
      payload: unknown;
    };
    expect(dashboard.userId).toBe(account.id);
    const claims = JSON.parse(Buffer.from(dashboard.token.split('.')[1]!, 'base64url').toString()) as Record<
      string,
      unknown
    >;
    expect(claims).toMatchObject({
      token_type: 'page',
      subject_page: { operations: expect.arrayContaining(['userDashboard']) },
    });
    // The customer's own tokens and cookies never reach the page server.
    expect(JSON.stringify(await document('/user/dashboard'))).not.toContain(pageCookieOf(signedIn));
    expect((await document('/user/dashboard?tab=1'))?.session).toBeNull();
    expect((await document('/user/nodes'))?.session).toBeNull();
    expect((await document('/about'))?.session).toBeNull();
    expect(await document('/user/dashboard', { cookie: `${cookie}; portal_preview=x` })).toBeNull();
    expect((await document('/user/dashboard', { cookie: 'portal_page=1.forged' }))?.session).toBeNull();
  });

  it('too slow: the reader gets index.html at once, the page rendered in the browser', async () => {
    mode('slow');
    try {
      const started = Date.now();
      const { response, html } = await about();
      expect(Date.now() - started).toBeLessThan(1_200);
      expect(response.status).toBe(200);
      expect(html).toContain('<title>Index</title>');
    } finally {
      mode('fast');
    }
  });

  it('down: index.html meanwhile, and it is started again', async () => {
    const killed = await until(async () => standInPid());
    process.kill(Number(killed), 'SIGKILL');
    // Meanwhile every page is still answered (index.html until the new page server listens).
    expect((await about()).response.status).toBe(200);
    const report = await until(async () => reportOf((await about()).html));
    expect(report.uid).toBeDefined();
  });

  it('stuck (answering nothing for 10 s): the reader gets index.html each time, and it is started again', async () => {
    const pidBefore = standInPid();
    mode('stuck');
    try {
      const deadline = Date.now() + 20_000;
      while (standInPid() === pidBefore && Date.now() < deadline) {
        const { response } = await about();
        expect(response.status).toBe(200);
      }
      expect(standInPid()).not.toBe(pidBefore);
    } finally {
      mode('fast');
    }
    await until(async () => reportOf((await about()).html));
  }, 30_000);

  it('a page address with a bad %-escape is a page (the page server answers it); an API address keeps the envelope', async () => {
    const page = await fetch(`${base}/user/%E0%A4%A`);
    expect(page.status).toBe(400);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(reportOf(await page.text())).not.toBeNull();
    const api = await fetch(`${base}/api/v2/user/%E0%A4%A`);
    expect(api.status).toBe(400);
    expect(await api.json()).toMatchObject({ is_success: false, code: 'bad_url' });
  });
});
