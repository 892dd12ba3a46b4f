// The demo account: created on an empty embedded database (or on PostgreSQL with PORTAL_DEMO=1),
// so a fresh `npm start` can be signed into at once, together with the demo data every screen shows.
import { count, eq } from 'drizzle-orm';
import type { Config } from './config';
import type { Database } from './db/client';
import { users } from './db/schema';
import { randomPassword } from './lib/random';
import { seedDemoData } from './demo-data/seed-demo-data';
import { createLocalAccount } from './local-account';
import { findUserByEmail } from './modules/auth/users-repo';

export interface DemoAccount {
  email: string;
  /** The password when this start made it up (printed once); null when PORTAL_DEMO_PASSWORD chose it. */
  generatedPassword: string | null;
  /** How long seeding the demo data took (ms), and how many traffic rows it wrote. */
  seedMs: number;
  trafficRows: number;
}

/** Demo mode: the embedded database, or PostgreSQL with PORTAL_DEMO=1 (demo data, fleet, payment sandbox). */
export function isDemoMode(config: Pick<Config, 'demoOnPostgres'>, kind: Database['kind']): boolean {
  return kind === 'pglite' || config.demoOnPostgres;
}

function demoApplies(config: Config, database: Database): boolean {
  return isDemoMode(config, database.kind);
}

/** Creates the demo account and its data when due; answers what was created, or null when nothing was. */
export async function ensureDemoAccount(config: Config, database: Database): Promise<DemoAccount | null> {
  if (!demoApplies(config, database)) return null;
  const [row] = await database.db.select({ n: count() }).from(users);
  if ((row?.n ?? 0) > 0) return null;
  const password = config.demoPassword ?? randomPassword();
  const userId = await createLocalAccount(database.db, {
    email: config.demoEmail,
    name: 'Demo',
    password,
    accountExpireAt: new Date(Date.now() + 365 * 24 * 3600 * 1000),
  });
  const started = performance.now();
  let trafficRows: number;
  try {
    ({ trafficRows } = await database.db.transaction((tx) => seedDemoData(tx, userId)));
  } catch (error) {
    // Without its data the account would block a later seed (the database is no longer empty).
    await database.db.delete(users).where(eq(users.id, userId));
    throw error;
  }
  return {
    email: config.demoEmail,
    generatedPassword: config.demoPassword === undefined ? password : null,
    seedMs: Math.round(performance.now() - started),
    trafficRows,
  };
}

/** True when this database has the demo account (created by an earlier start). */
export async function hasDemoAccount(config: Config, database: Database): Promise<boolean> {
  if (!demoApplies(config, database)) return false;
  return (await findUserByEmail(database.db, config.demoEmail)) !== undefined;
}
