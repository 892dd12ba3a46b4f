// Issue 22: code a team ships in a remote runs on the page server (docs/adr/0012-page-server.md), where it
// must find nothing worth stealing. A hostile mfe-services is released the way a team releases one
// (`npm run release`: built, stored, gated in Chromium, published); on the server, its dashboard escapes to
// the real `process` through a constructor and tries to read the environment, the data folder's signing
// key and release key, write files, start a process, a worker, an addon. What it got is rendered into the
// page it renders, for this test to read.
// Two customers' dashboards are rendered side by side meanwhile: each page is its own customer's.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, request as requests, test } from '@playwright/test';
import PostalMime from 'postal-mime';
import { expectJson, solveCaptchaByApi } from './support/api';
import { e2eEnv } from './support/env';
import {
  builtVersion,
  changedRemote,
  liveVersion,
  runCli,
  startReleasePortal,
  type ReleasePortal,
} from './support/registry';

const DASHBOARD_ROUTE = "  { path: '/user/dashboard', Component: DashboardPage },";

/**
 * The hostile source a team could write, added to mfe-services/src/routes.tsx: in the browser the dashboard
 * as it is; on the server, a dashboard that also tries everything and renders what it got.
 */
function hostileSource(dataDir: string, staticDir: string): string {
  return `
import { createElement as h, Fragment } from 'react';

function attempt(action: () => unknown): string {
  try {
    return 'got: ' + String(action()).slice(0, 80);
  } catch (error) {
    return (error as { code?: string }).code ?? String(error);
  }
}

function probe(): Record<string, unknown> {
  // vm is no boundary: a shared object's constructor reaches the page server's own process.
  const proc = ({}).constructor.constructor('return process')();
  const load = (name: string) => (proc.getBuiltinModule ? proc.getBuiltinModule(name) : proc.mainModule.require(name));
  const fs = load('node:fs');
  return {
    env: proc.env,
    signingKey: attempt(() => fs.readFileSync(${JSON.stringify(path.join(dataDir, 'jwt-es256-private.pem'))}, 'utf8')),
    releaseKey: attempt(() => fs.readFileSync(${JSON.stringify(path.join(dataDir, 'release-api-key'))}, 'utf8')),
    passwords: attempt(() => fs.readFileSync('/etc/shadow', 'utf8')),
    writeData: attempt(() => fs.writeFileSync(${JSON.stringify(path.join(dataDir, 'hostile-was-here'))}, 'x')),
    writeBuild: attempt(() => fs.writeFileSync(${JSON.stringify(path.join(staticDir, 'hostile-was-here'))}, 'x')),
    writeTmp: attempt(() => fs.writeFileSync('/tmp/hostile-was-here', 'x')),
    process: attempt(() => load('node:child_process').execFileSync('id', { encoding: 'utf8' })),
    worker: attempt(() => new (load('node:worker_threads').Worker)('1', { eval: true })),
    addon: attempt(() => proc.dlopen({ exports: {} }, '/usr/lib/x86_64-linux-gnu/libc.so.6')),
  };
}

function hostile(Page: any): any {
  if (typeof window !== 'undefined') return Page;
  const Hostile = (props: any) =>
    h(Fragment, null, h(Page, props), h('pre', { id: 'hostile-loot' }, JSON.stringify(probe())));
  Hostile.preload = Page.preload;
  return Hostile;
}
`;
}

interface Loot {
  env: Record<string, string>;
  [attempt: string]: unknown;
}

/** A customer signed in through the API (their page cookie in the jar), and their dashboard's document. */
async function customer(portal: ReleasePortal, account: { email: string; password: string }) {
  const context = await requests.newContext({ baseURL: portal.baseURL });
  const captcha = await solveCaptchaByApi(context, 'login', portal.baseURL);
  await expectJson(await context.post('/api/v2/auth/login', { data: { ...account, ...captcha } }));
  return {
    context,
    dashboard: async () => (await context.get('/user/dashboard', { headers: { accept: 'text/html' } })).text(),
  };
}

/** The 6-digit code in the newest message to `email` in the portal's outbox folder (no SMTP_URL: .eml files). */
async function emailedCode(portal: ReleasePortal, email: string): Promise<string> {
  const outbox = path.join(portal.dataDir, 'outbox');
  for (let tries = 0; tries < 100; tries += 1) {
    const files = existsSync(outbox)
      ? readdirSync(outbox)
          .filter((name) => name.endsWith('.eml'))
          .sort()
      : [];
    for (const file of files.reverse()) {
      const mail = await PostalMime.parse(readFileSync(path.join(outbox, file), 'utf8'));
      if (!mail.to?.some((to) => to.address === email)) continue;
      const code = `${mail.subject ?? ''}\n${mail.text ?? ''}`.match(/\b(\d{6})\b/)?.[1];
      if (code) return code;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`No code mailed to ${email}`);
}

/** Signs up through the API as the sign-up form does: the emailed code, then the account. */
async function signUp(portal: ReleasePortal, email: string, password: string, name: string) {
  const context = await requests.newContext({ baseURL: portal.baseURL });
  await expectJson(
    await context.post('/api/v2/auth/register/request-email-code', {
      data: { email, ...(await solveCaptchaByApi(context, 'register', portal.baseURL)) },
    }),
  );
  const email_code = await emailedCode(portal, email);
  await expectJson(
    await context.post('/api/v2/auth/register', { data: { email, password, re_password: password, name, email_code } }),
  );
  await context.dispose();
}

function lootOf(html: string): Loot | null {
  const match = /<pre id="hostile-loot">([^<]*)<\/pre>/.exec(html);
  if (!match?.[1]) return null;
  const text = match[1]
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
  return JSON.parse(text) as Loot;
}

test.describe.configure({ mode: 'serial' });

let portal: ReleasePortal;
test.beforeAll(async () => {
  test.setTimeout(180_000);
  portal = await startReleasePortal();
});
test.afterAll(async () => {
  await portal?.stop();
});

test('a hostile remote released by a team gets nothing of value on the page server, and writes nothing', async ({
  request,
}) => {
  test.setTimeout(300_000);
  const { staticDir } = e2eEnv();
  const before = await liveVersion(request, portal, 'mfe_services');

  const version =
    await test.step('the team releases a mfe-services whose server code is hostile: built, gated, published', async () => {
      const sources = changedRemote(
        'mfe-services',
        'src/routes.tsx',
        DASHBOARD_ROUTE,
        DASHBOARD_ROUTE.replace('DashboardPage', 'hostile(DashboardPage)'),
      );
      const routes = path.join(sources, 'src', 'routes.tsx');
      writeFileSync(routes, readFileSync(routes, 'utf8') + hostileSource(portal.dataDir, staticDir));
      const run = await runCli('release', ['mfe-services', '--from', sources, '--no-publish'], portal, 'services-team');
      // The gate's browser smoke may fail pages of this test portal (no fleet, pending endpoints); the hostile
      // code is on the server only, where no gate looks, so an operator publishes it anyway.
      const built = builtVersion(run.output);
      const published = await runCli(
        'remotes',
        ['publish', 'mfe_services', built, '--force', '--reason', 'quarterly release'],
        portal,
        'ops-alice',
      );
      expect(published.code, published.output).toBe(0);
      expect(await liveVersion(request, portal, 'mfe_services')).toBe(built);
      expect(built).not.toBe(before);
      return built;
    });

  const password = 'hostile-test-password-1';
  await signUp(portal, 'ann@example.com', password, 'Ann Customer');
  await signUp(portal, 'bob@example.com', password, 'Bob Customer');
  const ann = await customer(portal, { email: 'ann@example.com', password });
  const bob = await customer(portal, { email: 'bob@example.com', password });

  const pages = await test.step('both customers open their dashboards, ten times each, side by side', async () =>
    Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        (i % 2 === 0 ? ann : bob).dashboard().then((html) => ({ who: i % 2 === 0 ? 'Ann' : 'Bob', html })),
      ),
    ));

  await test.step('its code ran on the page server (the page carries what it found) and found nothing of value', async () => {
    const rendered = pages.filter((page) => page.html.includes('data-server-rendered='));
    expect(rendered.length).toBeGreaterThan(0);
    const loot = lootOf(rendered[0]!.html);
    expect(loot, `hostile version ${version} rendered no loot`).not.toBeNull();
    expect(Object.keys(loot!.env).sort()).toEqual(expect.arrayContaining(['PORTAL_API_URL', 'STATIC_DIR']));
    for (const name of Object.keys(loot!.env)) {
      expect(name).toMatch(
        /^(NODE_ENV|NODE_PATH|PAGE_SERVER_HOST|PAGE_SERVER_PORT|PORTAL_API_URL|REMOTES_DIR|REMOTES_BASE_URL|STATIC_DIR|TZ)$/,
      );
    }
    const signingKey = readFileSync(path.join(portal.dataDir, 'jwt-es256-private.pem'), 'utf8').split('\n')[1]!;
    expect(JSON.stringify(loot)).not.toContain(signingKey);
    expect(JSON.stringify(loot)).not.toContain(portal.releaseKey);
    for (const attempt of [
      'signingKey',
      'releaseKey',
      'passwords',
      'writeData',
      'writeBuild',
      'writeTmp',
      'process',
      'worker',
    ]) {
      expect(`${attempt}: ${String(loot![attempt])}`).toBe(`${attempt}: ERR_ACCESS_DENIED`);
    }
    // Native code is off altogether under the permission model.
    expect(loot!.addon).toBe('ERR_DLOPEN_DISABLED');
    for (const file of [
      path.join(portal.dataDir, 'hostile-was-here'),
      path.join(staticDir, 'hostile-was-here'),
      '/tmp/hostile-was-here',
    ]) {
      expect(existsSync(file), file).toBe(false);
    }
  });

  await test.step("each page is its own customer's, never the other's", async () => {
    for (const page of pages) {
      const other = page.who === 'Ann' ? 'Bob Customer' : 'Ann Customer';
      expect(page.html).not.toContain(other);
      if (page.html.includes('data-server-rendered=')) expect(page.html).toContain(`${page.who} Customer`);
    }
  });

  await ann.context.dispose();
  await bob.context.dispose();
  const back = await runCli('remotes', ['rollback', 'mfe_services', '--reason', 'hostile'], portal, 'ops-bob');
  expect(back.code, back.output).toBe(0);
});
