// A fresh server per test file: in-memory PGlite, or a new PostgreSQL database when
// TEST_DATABASE_URL is set; a temporary data folder (keys, outbox); captcha difficulty 1.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp, type BuildOptions } from '../app';
import { type Config, loadConfig } from '../config';
import { type Database, openDatabase } from '../db/client';
import { dropDatabase } from './drop-database';

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  database: Database;
  dataDir: string;
  /** The PostgreSQL database of this app (TEST_DATABASE_URL runs); undefined on PGlite. */
  databaseUrl: string | undefined;
  close(): Promise<void>;
}

/**
 * A second API server on the same PostgreSQL database (its own connection pool), as a second process
 * would be; null on PGlite, which has one connection.
 */
export async function createSecondApp(t: TestApp): Promise<{ app: FastifyInstance; close(): Promise<void> } | null> {
  if (!t.databaseUrl) return null;
  const database = await openDatabase({ url: t.databaseUrl });
  const app = await buildApp(t.config, database);
  await app.ready();
  return {
    app,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

/** A new, empty PostgreSQL database on the server of `adminUrl` (a role that may create databases). */
export async function freshPostgres(adminUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `portal_test_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => dropDatabase(adminUrl, name),
  };
}

export async function createTestApp(env: Record<string, string> = {}, options: BuildOptions = {}): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-api-test-'));
  const config = loadConfig({
    PORTAL_DATA_DIR: dataDir,
    STATIC_DIR: path.join(dataDir, 'dist'),
    CAP_DIFFICULTY: '1',
    LOG_LEVEL: 'silent',
    ...env,
  });
  const pgAdmin = process.env.TEST_DATABASE_URL;
  const pgDb = pgAdmin ? await freshPostgres(pgAdmin) : undefined;
  const database = await openDatabase(pgDb ? { url: pgDb.url } : { memory: true });
  await database.migrate();
  const app = await buildApp(config, database, options);
  await app.ready();
  return {
    app,
    config,
    database,
    dataDir,
    databaseUrl: pgDb?.url,
    async close() {
      await app.close();
      await database.close();
      await pgDb?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
