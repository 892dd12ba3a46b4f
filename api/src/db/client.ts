// One Drizzle database over either PGlite (embedded, data in a folder or in memory) or PostgreSQL (pg pool).
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { lockDataFolder, type FolderOpener } from './data-folder-lock';
import * as schema from './schema';
import { migrationsFolder } from './paths';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /**
   * Calls `onNotice` for every notice on `channel` (NOTIFY), when this process is the database's only
   * client (PGlite: one process per data folder). Notices arrive before the writing statement's promise
   * resolves, so a cache cleared by them is never behind the database. Null on PostgreSQL, where other
   * processes write too and a notice reaches this one only some time after their commit.
   */
  listenAsSoleClient: ((channel: string, onNotice: () => void) => Promise<void>) | null;
  /** Applies pending SQL migrations from api/drizzle. */
  migrate(): Promise<void>;
  close(): Promise<void>;
}

/** Where the database lives: a PostgreSQL URL, a PGlite folder, or (tests) PGlite in memory. */
export type DatabaseTarget = { url: string } | { pgliteDir: string } | { memory: true };

/** Who opens a PGlite folder, for the words a second opener is refused with (data-folder-lock.ts). */
function defaultOpener(): FolderOpener {
  const script = process.env.npm_lifecycle_event;
  return { command: script ? `npm run ${script}` : `node ${path.basename(process.argv[1] ?? 'node')}` };
}

export async function openDatabase(target: DatabaseTarget, opener: FolderOpener = defaultOpener()): Promise<Database> {
  if ('url' in target) {
    // A request waits at most 5 s for a connection (a database host that drops packets), then is a 503.
    const pool = new pg.Pool({ connectionString: target.url, max: 10, connectionTimeoutMillis: 5_000 });
    // A dropped connection must not crash the process; the next query reports the fault (a 503 while the
    // database is away: db/unavailable.ts), and the pool opens new connections once it is back. The pool
    // listens to its idle connections only: one checked out (a transaction between two statements) that
    // PostgreSQL drops would emit an error nobody handles, and Node would end the process. Every
    // connection gets a listener for its whole life; the statement it runs, if any, still fails, and the
    // pool discards the connection when it comes back.
    pool.on('error', () => undefined);
    pool.on('connect', (client) => client.on('error', () => undefined));
    const db = drizzlePg({ client: pool, schema });
    return {
      db: db as unknown as Db,
      kind: 'postgres',
      listenAsSoleClient: null,
      migrate: () => migratePg(db, { migrationsFolder: migrationsFolder() }),
      close: () => pool.end(),
    };
  }
  // pg_trgm: the console's search for part of an email (migration 0013).
  const extensions = { pg_trgm };
  let client: PGlite;
  let unlock = () => undefined as void;
  if ('pgliteDir' in target) {
    fs.mkdirSync(path.dirname(target.pgliteDir), { recursive: true });
    unlock = lockDataFolder(target.pgliteDir, opener);
    try {
      fs.mkdirSync(target.pgliteDir, { recursive: true });
      client = await PGlite.create(target.pgliteDir, { extensions });
    } catch (error) {
      unlock();
      throw error;
    }
  } else {
    client = await PGlite.create({ extensions });
  }
  const db = drizzlePglite({ client, schema });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    listenAsSoleClient: async (channel, onNotice) => {
      await client.listen(channel, onNotice);
    },
    migrate: () => migratePglite(db, { migrationsFolder: migrationsFolder() }),
    close: async () => {
      try {
        await client.close();
      } finally {
        unlock();
      }
    },
  };
}

/** The target the configuration names: DATABASE_URL, else PGlite in <data>/pglite. */
export function databaseTarget(config: { databaseUrl: string | undefined; dataDir: string }): DatabaseTarget {
  return config.databaseUrl ? { url: config.databaseUrl } : { pgliteDir: path.join(config.dataDir, 'pglite') };
}
