// `npm start` as an operator meets it: the banner shows the demo password only when it was made up,
// `npm run demo-password` gives a new one, and stopping npm start — Ctrl-C, a signal to npm, or
// start.mjs killed outright — stops the server too. Real processes on a free port, the API alone
// (STATIC_DIR points at a folder that does not exist, so nothing is built).
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { openDatabase } from '../db/client';
import { users } from '../db/schema';
import { verifyPassword } from '../lib/passwords';
import { freePort } from '../test-support/free-port';

const repoRoot = path.resolve(__dirname, '../../..');
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-start-'));
afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

/** Every process and its parent, from ps. */
function processTable(): Map<number, number> {
  const out = spawnSync('ps', ['-e', '-o', 'pid=,ppid='], { encoding: 'utf8' }).stdout;
  const table = new Map<number, number>();
  for (const line of out.trim().split('\n')) {
    const [pid, ppid] = line.trim().split(/\s+/).map(Number);
    if (pid && ppid !== undefined) table.set(pid, ppid);
  }
  return table;
}

function descendants(root: number): number[] {
  const table = processTable();
  const found: number[] = [];
  let frontier = [root];
  while (frontier.length > 0) {
    const children = [...table].filter(([, ppid]) => frontier.includes(ppid)).map(([pid]) => pid);
    found.push(...children);
    frontier = children;
  }
  return found;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function waitFor(what: string, check: () => boolean | Promise<boolean>, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`Timed out waiting for ${what}`);
}

interface Started {
  npm: ChildProcess;
  output: () => string;
  /** start.mjs and the server (node … main.ts). */
  startScript: number;
  server: number;
}

/** npm start in its own process group (as in a terminal), once the banner is out. */
async function npmStart(dataDir: string, env: Record<string, string> = {}): Promise<Started> {
  const port = await freePort();
  const npm = spawn('npm', ['start'], {
    cwd: repoRoot,
    detached: true,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? os.tmpdir(),
      PORT: String(port),
      HOST: '127.0.0.1',
      PORTAL_DATA_DIR: dataDir,
      STATIC_DIR: path.join(work, 'not-built'),
      CAP_DIFFICULTY: '1',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  npm.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  npm.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  running.push(npm);
  // A fresh database migrates and seeds the demo data first: slow on a busy machine.
  await waitFor('the start banner', () => output.includes('Stop ') || npm.exitCode !== null, 150_000);
  if (npm.exitCode !== null) throw new Error(`npm start exited ${npm.exitCode}:\n${output}`);
  const table = processTable();
  const tree = descendants(npm.pid!);
  const cmd = (pid: number) => spawnSync('ps', ['-o', 'args=', '-p', String(pid)], { encoding: 'utf8' }).stdout;
  const startScript = tree.find((pid) => /^\S*node api\/scripts\/start\.mjs/.test(cmd(pid).trim()));
  const server = tree.find((pid) => cmd(pid).includes('main.ts') && table.get(pid) === startScript);
  if (!startScript || !server) throw new Error(`No start.mjs/server among ${tree.join(', ')}`);
  return { npm, output: () => output, startScript, server };
}

async function expectAllGone(started: Started) {
  await waitFor('the server to stop', () => !isAlive(started.server), 20_000);
  await waitFor('start.mjs to stop', () => !isAlive(started.startScript), 20_000);
}

/** Every npm start of this file: whatever a failed test left running is stopped after it. */
const running: ChildProcess[] = [];
afterEach(() => {
  for (const npm of running.splice(0)) {
    try {
      process.kill(-npm.pid!, 'SIGKILL');
    } catch {
      // already gone
    }
  }
});

// Real processes on PGlite whatever the database of the run: the PostgreSQL pass of CI skips it.
const describeOnce = process.env.TEST_DATABASE_URL ? describe.skip : describe;

describeOnce('npm start', () => {
  jest.setTimeout(300_000);
  const dataDir = path.join(work, 'data');

  it('prints a made-up demo password once, and stops the server when npm gets SIGTERM', async () => {
    const started = await npmStart(dataDir);
    const banner = started.output();
    const password = /Demo account\s+demo@example\.com \/ (\S+)/.exec(banner)?.[1];
    expect(password).toMatch(/^[A-Za-z0-9_-]{16}$/);
    expect(banner).toMatch(/Stop\s+Ctrl-C/);
    expect(banner).toMatch(/Releases\s+npm run release -- <remote>, npm run remotes -- list/);
    expect(banner).toContain(`(release key in ${path.join(dataDir, 'release-api-key')})`);
    expect(banner).not.toMatch(/"level":30/); // no info-level JSON (request logs) by default
    process.kill(started.npm.pid!, 'SIGTERM');
    await expectAllGone(started);
  });

  it('does not print it again, says how to reset it, and stops on Ctrl-C', async () => {
    const started = await npmStart(dataDir);
    expect(started.output()).toMatch(/demo@example\.com \(lost its password\? npm run demo-password/);
    expect(started.output()).not.toMatch(/demo@example\.com \//);
    process.kill(-started.npm.pid!, 'SIGINT'); // the terminal signals the whole foreground group
    await expectAllGone(started);
    await waitFor('npm to exit', () => started.npm.exitCode !== null || started.npm.signalCode !== null);
  });

  it('never prints a password chosen with PORTAL_DEMO_PASSWORD, and stops when start.mjs is killed outright', async () => {
    const chosen = 'chosen-demo-password-1';
    const started = await npmStart(path.join(work, 'chosen'), { PORTAL_DEMO_PASSWORD: chosen });
    expect(started.output()).toContain('demo@example.com (password from PORTAL_DEMO_PASSWORD)');
    expect(started.output()).not.toContain(chosen);
    process.kill(started.startScript, 'SIGKILL');
    await expectAllGone(started);
  });

  it('npm run demo-password sets a new password and ends the sessions', async () => {
    const result = spawnSync('npm', ['run', '--silent', 'demo-password', '--', 'a-new-demo-password'], {
      cwd: repoRoot,
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? os.tmpdir(), PORTAL_DATA_DIR: dataDir },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(result.status).toBe(0);
    expect(result.stdout).toContain('Demo account: demo@example.com / a-new-demo-password');
    const database = await openDatabase({ pgliteDir: path.join(dataDir, 'pglite') });
    try {
      const [demo] = await database.db.select().from(users).where(eq(users.email, 'demo@example.com'));
      expect(await verifyPassword(demo!.passwordHash, 'a-new-demo-password')).toBe(true);
    } finally {
      await database.close();
    }
  });
});
