// The release journeys' tools: a portal of their own (its registry changes must not reach the other
// journeys), the team's and operators' CLIs run as people run them, customers signed in through the API,
// and a changed copy of a remote's sources to release.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Browser, BrowserContext } from '@playwright/test';
import { changedRemoteCopy } from '../../bench/remote-copy.mjs';
import { startPortalServer, type PortalServer } from '../../bench/server.mjs';
import { expectJson, solveCaptchaByApi } from './api';
import { e2eEnv, REPO_ROOT } from './env';

export interface ReleasePortal extends PortalServer {
  releaseKey: string;
  /** The artifact store's base URL: the same server under another origin (localhost), as a CDN would be. */
  storeBaseURL: string;
}

/**
 * A portal for the release journeys alone, on the built dist/, loading remotes from another origin
 * (http://localhost:<port>/remotes while pages are on http://127.0.0.1:<port>): cross-origin like a CDN.
 */
export async function startReleasePortal(): Promise<ReleasePortal> {
  const releaseKey = randomBytes(32).toString('base64url');
  const server = await startPortalServer({
    repoRoot: REPO_ROOT,
    staticDir: e2eEnv().staticDir,
    env: (port) => ({
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      CAP_DIFFICULTY: '1',
      RATE_LIMIT_SCALE: '100',
      RELEASE_API_KEY: releaseKey,
      REMOTES_BASE_URL: `http://localhost:${port}/remotes`,
      PORTAL_JOBS_SCHEDULE: '0',
      PORTAL_DEMO_FLEET: '0',
      // As the journeys' own server (env.ts): a busy machine may render slower than a reader waits.
      PAGE_SERVER_TIMEOUT_MS: '5000',
    }),
  });
  return { ...server, releaseKey, storeBaseURL: `http://localhost:${server.port}/remotes` };
}

export interface CliRun {
  code: number | null;
  output: string;
}

/** `npm run release -- …` or `npm run remotes -- …`, as the team and the operators run them. */
export function runCli(
  script: 'release' | 'remotes',
  args: string[],
  portal: ReleasePortal,
  operator = 'qa-bot',
): Promise<CliRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', `shared/tooling/release/${script}.ts`, ...args], {
      cwd: REPO_ROOT,
      env: {
        ...process.env,
        PORTAL_URL: portal.baseURL,
        RELEASE_API_KEY: portal.releaseKey,
        PORTAL_OPERATOR: operator,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    for (const stream of [child.stdout, child.stderr])
      stream.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) => resolve({ code, output }));
  });
}

/** The version `/remotes.json` gives a remote, as a browser without a preview sees it. */
export async function liveVersion(
  request: APIRequestContext,
  portal: Pick<PortalServer, 'baseURL'>,
  remote: string,
): Promise<string> {
  const registry = await expectJson<Record<string, { version: string }>>(
    await request.get(`${portal.baseURL}/remotes.json`),
  );
  return registry[remote]?.version ?? '';
}

/** A browser context signed in as `account` (through the API, as the sign-in form does), on `portal`. */
export async function signedInContext(
  browser: Browser,
  request: APIRequestContext,
  portal: Pick<PortalServer, 'baseURL' | 'demoAccount'>,
  account = portal.demoAccount,
): Promise<BrowserContext> {
  const captcha = await solveCaptchaByApi(request, 'login', portal.baseURL);
  const { result } = await expectJson<{ result: { access_token: string; refresh_token: string } }>(
    await request.post(`${portal.baseURL}/api/v2/auth/login`, { data: { ...account, ...captcha } }),
  );
  const context = await browser.newContext({ baseURL: portal.baseURL });
  // As a sign-in leaves them, once per tab; the session refreshes them from there.
  await context.addInitScript((tokens) => {
    if (!window.sessionStorage.getItem('access_token'))
      window.sessionStorage.setItem('access_token', tokens.access_token);
    if (!window.localStorage.getItem('refresh_token'))
      window.localStorage.setItem('refresh_token', tokens.refresh_token);
  }, result);
  return context;
}

/** A copy of a remote's folder (its sources and config) with one text of its sources changed. */
export function changedRemote(folder: string, file: string, from: string, to: string): string {
  return changedRemoteCopy({
    repoRoot: REPO_ROOT,
    folder,
    into: path.join(e2eEnv().runDir, 'sources'),
    file,
    from,
    to,
  });
}

/** The version `npm run release` built (its "build ✓ <version>" line). */
export function builtVersion(output: string): string {
  const match = /build\s+✓ (\d+\.\d+\.\d+-[0-9a-f]{8})/.exec(output);
  if (!match?.[1]) throw new Error(`No built version in:\n${output}`);
  return match[1];
}

/** Stores a version folder through the admin API, as npm run release does; answers the registered version. */
export async function uploadFolder(
  request: APIRequestContext,
  portal: ReleasePortal,
  remote: string,
  version: string,
  dir: string,
) {
  const files = readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .map((file) => ({ path: file, content_base64: readFileSync(path.join(dir, file)).toString('base64') }));
  const body = await expectJson<{
    result: { version: { gate: { status: string; checks: { id: string; ok: boolean; details: string[] }[] } } };
  }>(
    await request.put(`${portal.baseURL}/api/v2/admin_api/remotes/${remote}/versions/${version}`, {
      headers: { authorization: `Bearer ${portal.releaseKey}`, 'x-portal-operator': 'qa-bot' },
      data: { files },
    }),
  );
  return body.result.version;
}
