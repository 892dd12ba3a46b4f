// A portal installed as an operator installs it (issue 21): on PostgreSQL, outside demo mode, on a fresh
// database — nothing on sale, no node, no staff. The other journeys share the e2e server in demo mode
// (the embedded database is always demo), so the operator's journey starts one of its own, only when it
// runs: a database created on this machine's PostgreSQL (E2E_DATABASE_URL, else the local cluster as the
// benches find it, e2e/bench/postgres.mjs) and dropped afterwards, and the real start script on the built
// portal, its mail to the run's SMTP receiver.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { benchPostgres } from '../../bench/postgres.mjs';
import { startPortalServer, type PortalServer } from '../../bench/server.mjs';
import { e2eEnv, REPO_ROOT } from './env';

export interface OperatorPortal extends PortalServer {
  databaseUrl: string;
  /** The release key, as the team's `npm run release` uses it (a candidate to roll back needs one). */
  releaseKey: string;
}

async function freshDatabase(adminUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `portal_e2e_${randomBytes(6).toString('hex')}`;
  const query = async (sql: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await query(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => query(`drop database if exists ${name} with (force)`) };
}

export async function startOperatorPortal(): Promise<OperatorPortal> {
  const postgres = process.env.E2E_DATABASE_URL
    ? { url: process.env.E2E_DATABASE_URL, reason: 'E2E_DATABASE_URL' }
    : benchPostgres();
  if (!postgres.url) {
    throw new Error(
      `The operator's journey runs the portal on PostgreSQL, as an operator installs it, and found none: ${postgres.reason}. Start PostgreSQL 15 (.ci/run does) or set E2E_DATABASE_URL to a role that may create databases.`,
    );
  }
  const database = await freshDatabase(postgres.url);
  const env = e2eEnv();
  const releaseKey = randomBytes(32).toString('base64url');
  try {
    const server = await startPortalServer({
      repoRoot: REPO_ROOT,
      staticDir: env.staticDir,
      env: (port) => ({
        DATABASE_URL: database.url,
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        // Outside demo mode the payment sandbox is off unless asked for: the journey's sale goes through it.
        PAYMENT_SANDBOX: '1',
        CAP_DIFFICULTY: '1',
        RATE_LIMIT_SCALE: '100',
        PORTAL_JOBS_SCHEDULE: '0',
        SMTP_URL: `smtp://127.0.0.1:${env.smtpPort}`,
        MAIL_FROM: 'portal-operator-e2e@example.com',
        RELEASE_API_KEY: releaseKey,
      }),
    });
    return {
      ...server,
      databaseUrl: database.url,
      releaseKey,
      async stop() {
        await server.stop();
        await database.drop();
      },
    };
  } catch (error) {
    await database.drop();
    throw error;
  }
}

export interface CommandRun {
  code: number | null;
  output: string;
}

/** `npm run make-staff --workspace api -- <email> <role>`, as the operator runs it beside the running server. */
export function makeStaff(portal: OperatorPortal, email: string, role: 'admin' | 'low_admin'): Promise<CommandRun> {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', 'make-staff', '--workspace', 'api', '--', email, role], {
      cwd: REPO_ROOT,
      env: { ...process.env, DATABASE_URL: portal.databaseUrl, PORTAL_DATA_DIR: portal.dataDir },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    for (const stream of [child.stdout, child.stderr]) stream.on('data', (chunk: Buffer) => (output += chunk));
    child.once('error', reject);
    child.once('exit', (code) => resolve({ code, output }));
  });
}
