// Starts the real portal server (node api/scripts/start.mjs) on the built dist/ and a fresh data folder,
// on a free loopback port; stop() ends it and removes the data folder. The fresh database gets the demo
// account (with its demo data) under a password we choose, so the bench can sign in through the form.
// `env(port)` adds to or overrides the server's environment (the release journeys run their own portal).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** A free loopback port. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function waitForHealth(url, child, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the server did not answer ${url} within ${timeoutMs} ms`);
}

const DEMO_ACCOUNT = {
  email: process.env.BENCH_DEMO_EMAIL ?? 'demo@example.com',
  password: process.env.BENCH_DEMO_PASSWORD ?? 'bench-demo-password-1',
};

/**
 * @param {{ repoRoot: string, staticDir: string, env?: (port: number) => Record<string, string> }} options
 */
export async function startPortalServer({ repoRoot, staticDir, env = () => ({}) }) {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-bench-'));
  const output = [];
  const child = spawn(process.execPath, ['api/scripts/start.mjs'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PORTAL_DATA_DIR: dataDir,
      STATIC_DIR: staticDir,
      PORTAL_DEMO_EMAIL: DEMO_ACCOUNT.email,
      PORTAL_DEMO_PASSWORD: DEMO_ACCOUNT.password,
      LOG_LEVEL: 'warn',
      ...env(port),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  for (const stream of [child.stdout, child.stderr]) stream.on('data', (chunk) => output.push(chunk));
  const baseURL = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(`${baseURL}/health`, child, 120_000);
  } catch (error) {
    child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
    throw new Error(`${error.message}\n${Buffer.concat(output).toString('utf8')}`, { cause: error });
  }
  return {
    baseURL,
    port,
    dataDir,
    demoAccount: DEMO_ACCOUNT,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
        await exited;
        clearTimeout(timer);
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
