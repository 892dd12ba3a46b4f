// The page server this API process starts and keeps running (docs/adr/0012-page-server.md): the live
// build's dist/server/page-server.<hash>.cjs, in a process of its own that holds nothing worth stealing:
//   - its environment is built from the list below, never inherited (no key, database, payment, release,
//     node, job or SMTP setting reaches it);
//   - Node's permission model confines it: it reads the build, the artifact store and the packages it
//     requires at run time, and writes nothing, starts no process, no worker, loads no addon;
//   - run by root, it runs as `nobody`, so it cannot signal this process either;
//   - it runs at a lower CPU priority than this process: rendering never slows the API's calls down.
// It is restarted when it exits, when the build names another page server, and when it has failed
// FAILURES_BEFORE_RESTART requests in a row and answered none for SILENCE_BEFORE_RESTART_MS; meanwhile every
// page renders in the browser.
import { spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';

const FAILURES_BEFORE_RESTART = 5;
/** …and no answer for this long: a page server that answers some requests is slow (the machine is busy), not stuck. */
const SILENCE_BEFORE_RESTART_MS = 10_000;
const FIRST_RESTART_DELAY_MS = 250;
const LONGEST_RESTART_DELAY_MS = 10_000;
/** A page server that lived this long starts its restarts from the shortest delay again. */
const STABLE_AFTER_MS = 30_000;
const NOBODY = 65_534;
/** How much lower the page server's CPU priority is than the API's (nice 10: about a tenth of its share). */
const PAGE_SERVER_NICENESS = 10;

export interface SupervisorOptions {
  staticDir: string;
  remotesDir: string;
  remotesBaseUrl: string | undefined;
  /** The API's own origin as the page server reaches it (loopback). */
  apiUrl: () => string | null;
  /** Called when a page server it started listens (to warm it up). */
  onListening?: (url: string) => void;
  log: FastifyBaseLogger;
}

export interface PageServerSupervisor {
  /** The origin of the page server running `file` (started when needed), or null while there is none. */
  urlFor(file: string): string | null;
  /** A request that failed or was too slow; enough in a row and the page server is restarted. */
  failed(): void;
  succeeded(): void;
  close(): Promise<void>;
}

/** The folder of installed packages the page server requires at run time (jsdom, which reads its own files). */
function packagesDir(): string {
  // Resolved, not imported: this process never loads jsdom. npm installs it at the workspace root.
  const jsdom = createRequire(path.join(process.cwd(), 'package.json')).resolve('jsdom/package.json');
  return path.dirname(path.dirname(jsdom));
}

type Folders = Pick<SupervisorOptions, 'staticDir' | 'remotesDir' | 'remotesBaseUrl'>;

/** Exactly what the page server is given: the folders it reads and where the API is. */
export function pageServerEnvironment(
  options: Folders,
  apiUrl: string,
  listen: { host: string; port: number } = { host: '127.0.0.1', port: 0 },
): Record<string, string> {
  return {
    NODE_ENV: 'production',
    STATIC_DIR: options.staticDir,
    REMOTES_DIR: options.remotesDir,
    ...(options.remotesBaseUrl ? { REMOTES_BASE_URL: options.remotesBaseUrl } : {}),
    PORTAL_API_URL: apiUrl,
    PAGE_SERVER_HOST: listen.host,
    PAGE_SERVER_PORT: String(listen.port),
    NODE_PATH: packagesDir(),
    ...(process.env.TZ ? { TZ: process.env.TZ } : {}),
  };
}

/** Node's flags for the page server: read these folders, nothing else allowed. */
export function pageServerFlags(options: Folders): string[] {
  const readable = [options.staticDir, options.remotesDir, packagesDir()];
  return [
    '--experimental-permission',
    ...readable.map((folder) => `--allow-fs-read=${folder}`),
    '--disable-warning=ExperimentalWarning',
    '--max-old-space-size=512',
  ];
}

export function createPageServerSupervisor(options: SupervisorOptions): PageServerSupervisor {
  let child: ChildProcess | null = null;
  let running: { file: string; url: string | null; startedAt: number } | null = null;
  let failures = 0;
  let lastAnswer = Date.now();
  let restartDelay = FIRST_RESTART_DELAY_MS;
  let restartTimer: NodeJS.Timeout | null = null;
  let closing = false;

  function start(file: string): void {
    const apiUrl = options.apiUrl();
    if (!apiUrl || closing) return;
    const script = path.resolve(options.staticDir, file);
    const asNobody = process.getuid?.() === 0 ? { uid: NOBODY, gid: NOBODY } : {};
    const started = spawn(process.execPath, [...pageServerFlags(options), script], {
      env: pageServerEnvironment(options, apiUrl),
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      ...asNobody,
    });
    child = started;
    // Below the API in the CPU's queue: on a busy machine renders wait (and the reader gets the page rendered
    // in the browser after PAGE_SERVER_TIMEOUT_MS), the API's calls do not.
    if (started.pid) {
      try {
        os.setPriority(started.pid, PAGE_SERVER_NICENESS);
      } catch (error) {
        options.log.warn({ err: error }, 'the page server runs at the API’s priority');
      }
    }
    running = { file, url: null, startedAt: Date.now() };
    failures = 0;
    lastAnswer = Date.now();
    const state = running;
    started.on('message', (message: { pageServer?: string; port?: number }) => {
      if (message.pageServer === 'listening' && typeof message.port === 'number') {
        state.url = `http://127.0.0.1:${message.port}`;
        options.onListening?.(state.url);
      }
    });
    started.on('error', (error) => options.log.warn({ err: error }, 'the page server could not be started'));
    started.on('exit', (code, signal) => {
      if (child !== started) return;
      child = null;
      state.url = null;
      if (closing) return;
      options.log.warn({ code, signal }, 'the page server stopped: pages render in the browser until it is back');
      if (Date.now() - state.startedAt > STABLE_AFTER_MS) restartDelay = FIRST_RESTART_DELAY_MS;
      restartTimer = setTimeout(() => {
        restartTimer = null;
        if (running === state) start(state.file);
      }, restartDelay);
      restartTimer.unref();
      restartDelay = Math.min(restartDelay * 2, LONGEST_RESTART_DELAY_MS);
    });
  }

  function stopChild(signal: NodeJS.Signals): void {
    const current = child;
    child = null;
    current?.kill(signal);
  }

  return {
    urlFor(file) {
      if (running?.file !== file) {
        // A new build names another page server: the old one goes, the new one starts.
        if (restartTimer) clearTimeout(restartTimer);
        stopChild('SIGTERM');
        start(file);
      }
      return running?.url ?? null;
    },
    failed() {
      failures += 1;
      if (failures < FAILURES_BEFORE_RESTART || Date.now() - lastAnswer < SILENCE_BEFORE_RESTART_MS || !child) return;
      options.log.warn({ failures }, 'the page server keeps failing: restarting it');
      failures = 0;
      // Its exit handler starts the next one.
      child.kill('SIGKILL');
    },
    succeeded() {
      failures = 0;
      lastAnswer = Date.now();
    },
    async close() {
      closing = true;
      if (restartTimer) clearTimeout(restartTimer);
      const current = child;
      if (!current || current.exitCode !== null) return;
      const exited = new Promise((resolve) => current.once('exit', resolve));
      current.kill('SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 2_000).unref())]);
      if (current.exitCode === null) current.kill('SIGKILL');
    },
  };
}
