// One set-up for the API's benches on PostgreSQL: a fresh database (dropped afterwards) and a data folder,
// the schema migrated and seeded in bulk SQL, the real server in its own process on it, and the result
// printed as one line `<MARKER> {json}` for e2e/bench to read. PostgreSQL: BENCH_DATABASE_URL, else
// TEST_DATABASE_URL, else the local cluster at 127.0.0.1:5432 (role portal_ci); a role that may create
// databases. Without one the bench prints `<MARKER> {"skipped": why}` and exits 0.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../src/db/client';
import { loadSigningKeys } from '../../src/lib/keys';
import { signAccessToken } from '../../src/lib/tokens';
import { roleOf } from '../../src/modules/auth/sessions';
import { startApiProcess, type ApiProcess } from '../../src/test-support/api-process';
import { dropDatabase } from '../../src/test-support/drop-database';

const ADMIN_URL =
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://portal_ci:portal_ci@127.0.0.1:5432/postgres';

async function reachable(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

/** Runs `work` with a connected client on `url`, and ends it. */
export async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Migrates the bench's database and runs `statements` (bulk SQL: the bench's customers, nodes, orders…). */
export async function seed(url: string, statements: string): Promise<void> {
  const database = await openDatabase({ url });
  try {
    await database.migrate();
    await database.db.execute(sql.raw(statements));
  } finally {
    await database.close();
  }
}

/** The server's default access-token lifetime (ACCESS_TOKEN_TTL_SECONDS: a token claiming more is refused). */
const ACCESS_TOKEN_TTL_S = 20 * 60;

/**
 * An access token for the user with `email`, signed with the keys the bench gave the server (JWT_*), and
 * its session recorded as a sign-in records it: the server refuses access tokens of no live session
 * (docs/adr/0016-every-call-reads-its-session.md).
 */
export async function signedInToken(
  fresh: Pick<FreshDatabase, 'url' | 'dataDir'>,
  jwt: { JWT_PRIVATE_KEY: string; JWT_PUBLIC_KEY: string },
  email: string,
): Promise<string> {
  const keys = await loadSigningKeys({
    privatePem: jwt.JWT_PRIVATE_KEY,
    publicPem: jwt.JWT_PUBLIC_KEY,
    dataDir: fresh.dataDir,
  });
  return withClient(fresh.url, async (client) => {
    const { rows } = await client.query<{
      id: number;
      user_new_id: string;
      name: string;
      role: string;
      password_hash_id: string;
    }>('select id, user_new_id, name, role, password_hash_id from users where email = $1', [email]);
    const user = rows[0];
    if (!user) throw new Error(`no user ${email} in the bench's database`);
    const subject = { user_id: user.id, user_new_id: user.user_new_id, user_name: user.name, email };
    const { token, payload } = await signAccessToken(keys, roleOf(user as never), subject, ACCESS_TOKEN_TTL_S);
    const { rows: started } = await client.query<{ id: string }>(
      `insert into sessions (user_id, expires_at, ip) values ($1, now() + interval '1 day', '127.0.0.1') returning id`,
      [user.id],
    );
    await client.query(
      `insert into refresh_tokens (jti, user_id, password_hash_id, expires_at, session_id, access_jti)
       values ($1, $2, $3, now() + interval '1 day', $4, $5)`,
      [crypto.randomUUID(), user.id, user.password_hash_id, started[0]!.id, payload.jti],
    );
    return token;
  });
}

/** The real server (src/main.ts) on the bench's database, in a process of its own, no jobs and no demo data. */
export function startBenchServer(url: string, dataDir: string, env: Record<string, string> = {}): Promise<ApiProcess> {
  return startApiProcess(
    {
      DATABASE_URL: url,
      STATIC_DIR: path.join(dataDir, 'dist'),
      LOG_LEVEL: 'error',
      PORTAL_JOBS_SCHEDULE: '0',
      PORTAL_DEMO: '0',
      ...env,
    },
    dataDir,
  );
}

export interface FreshDatabase {
  /** The fresh database's URL. */
  url: string;
  /** A fresh data folder for the server. */
  dataDir: string;
  /** Stops this server when the bench ends, however it ends. */
  stopAtEnd<Server extends { stop(): Promise<void> }>(server: Server): Server;
}

/**
 * Runs a bench on a fresh database and prints its result after `marker`; drops the database, removes the
 * data folder and stops the servers it was given, whatever happens. Exits 1 on an error.
 */
export function benchOnFreshDatabase(marker: string, measure: (fresh: FreshDatabase) => Promise<object>): void {
  const run = async () => {
    if (!(await reachable(ADMIN_URL))) {
      console.log(
        `${marker} ${JSON.stringify({ skipped: `no PostgreSQL at ${ADMIN_URL.replace(/\/\/[^@]*@/, '//')}` })}`,
      );
      return;
    }
    const name = `portal_bench_${crypto.randomBytes(5).toString('hex')}`;
    await withClient(ADMIN_URL, (client) => client.query(`create database ${name}`));
    const url = new URL(ADMIN_URL);
    url.pathname = `/${name}`;
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-'));
    const servers: { stop(): Promise<void> }[] = [];
    try {
      const result = await measure({
        url: url.toString(),
        dataDir,
        stopAtEnd: (server) => {
          servers.push(server);
          return server;
        },
      });
      console.log(`${marker} ${JSON.stringify(result)}`);
    } finally {
      for (const server of servers) await server.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
      await dropDatabase(ADMIN_URL, name);
    }
  };
  run().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}

/** The machine's 1-minute load average, to two decimals. */
export const loadAverage = (): number => Math.round(os.loadavg()[0]! * 100) / 100;
