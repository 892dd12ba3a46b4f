// One description of the e2e run, shared by playwright.config.ts, the global setup, the tests and
// Playwright's worker processes. The main process picks free ports and a fresh run folder once and
// stores them in process.env; workers inherit that environment, so everyone agrees.
import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const E2E_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const REPO_ROOT = path.resolve(E2E_DIR, '..');

/** Short enough that the session's refresh timer (60 s before expiry) fires ~15 s after sign-in. */
export const ACCESS_TOKEN_TTL_SECONDS = 75;
export const REFRESH_TIMER_LEAD_SECONDS = 60;

export interface E2eEnv {
  baseURL: string;
  port: number;
  smtpPort: number;
  runDir: string;
  dataDir: string;
  mailDir: string;
  demoEmail: string;
  demoPassword: string;
  /**
   * The staff account the server creates at start, for the staff side of the journeys: an admin, so it
   * can answer tickets (low-admin API) and post announcements (admin API) alike.
   */
  staffEmail: string;
  staffPassword: string;
  staticDir: string;
  /** Where the start script writes the node the operator added with the CLI: `{"id":…,"key":"…"}`. */
  nodeFile: string;
}

/** A port nobody listens on right now (asked of the OS by a short-lived child process, so it stays synchronous). */
export function freePortSync(): number {
  const script =
    "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close();});";
  return Number(execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' }));
}

export function e2eEnv(): E2eEnv {
  if (!process.env.E2E_RUN_DIR) {
    const runDir = path.join(E2E_DIR, '.artifacts', 'run');
    rmSync(runDir, { recursive: true, force: true });
    mkdirSync(path.join(runDir, 'mail'), { recursive: true });
    process.env.E2E_RUN_DIR = runDir;
    process.env.E2E_PORT ??= String(freePortSync());
    process.env.E2E_SMTP_PORT ??= String(freePortSync());
  }
  const runDir = process.env.E2E_RUN_DIR;
  const port = Number(process.env.E2E_PORT);
  return {
    baseURL: `http://127.0.0.1:${port}`,
    port,
    smtpPort: Number(process.env.E2E_SMTP_PORT),
    runDir,
    dataDir: path.join(runDir, 'data'),
    mailDir: path.join(runDir, 'mail'),
    demoEmail: process.env.E2E_DEMO_EMAIL ?? 'demo@example.com',
    demoPassword: process.env.E2E_DEMO_PASSWORD ?? 'e2e-demo-password-1',
    staffEmail: process.env.E2E_STAFF_EMAIL ?? 'support@example.com',
    staffPassword: process.env.E2E_STAFF_PASSWORD ?? 'e2e-staff-password-1',
    // The built portal; E2E_STATIC_DIR points the server at another build folder.
    staticDir: path.resolve(REPO_ROOT, process.env.E2E_STATIC_DIR ?? 'dist'),
    nodeFile: path.join(runDir, 'e2e-node.json'),
  };
}

/** The server's environment: the real start script on a fresh database, mail to our SMTP receiver. */
export function serverEnvironment(env: E2eEnv): Record<string, string> {
  return {
    PORT: String(env.port),
    HOST: '127.0.0.1',
    PUBLIC_URL: env.baseURL,
    PORTAL_DATA_DIR: env.dataDir,
    STATIC_DIR: env.staticDir,
    CAP_DIFFICULTY: '1',
    ACCESS_TOKEN_TTL_SECONDS: String(ACCESS_TOKEN_TTL_SECONDS),
    SMTP_URL: `smtp://127.0.0.1:${env.smtpPort}`,
    MAIL_FROM: 'portal-e2e@example.com',
    PORTAL_DEMO_EMAIL: env.demoEmail,
    PORTAL_DEMO_PASSWORD: env.demoPassword,
    PORTAL_STAFF_EMAIL: env.staffEmail,
    PORTAL_STAFF_PASSWORD: env.staffPassword,
    PORTAL_STAFF_ROLE: 'admin',
    // Every journey signs up or in from 127.0.0.1: the production limits (e.g. 10 emailed codes per IP
    // an hour) would fail the suite, not the portal.
    RATE_LIMIT_SCALE: '100',
    LOG_LEVEL: 'warn',
    // The journeys check what a rendered page is, on a machine busy with browsers: a render may take longer
    // than the 300 ms a reader waits in production (an API test proves that fallback).
    PAGE_SERVER_TIMEOUT_MS: '5000',
    // The demo customer's traffic must move only by what a journey reports (no simulated fleet), and
    // the jobs do not run on their own.
    PORTAL_DEMO_FLEET: '0',
    PORTAL_JOBS_SCHEDULE: '0',
    // The wallet journey pays through the EPay sandbox the portal plays in demo mode (the embedded
    // database, no PAYMENT_EPAY_URL): said here so that the journey's dependency is visible.
    PAYMENT_SANDBOX: '1',
    // Read by scripts/start-e2e-server.mjs, which adds a node with the CLI before the server starts.
    E2E_NODE_FILE: env.nodeFile,
  };
}
