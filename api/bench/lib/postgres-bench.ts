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
import { startApiProcess, type ApiProcess } from '../../src/test-support/api-process';
import { dropDatabase } from '../../src/test-support/drop-database';

export const ADMIN_URL =
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
