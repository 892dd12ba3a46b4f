// The demo account: created on an empty embedded database (or on PostgreSQL with PORTAL_DEMO=1),
// so a fresh `npm start` can be signed into at once.
import { count } from 'drizzle-orm';
import type { Config } from './config';
import type { Database } from './db/client';
import { users } from './db/schema';
import { randomPassword } from './lib/random';
import { createLocalAccount } from './local-account';

/** Creates the demo account when due; answers its credentials, or null when none was created. */
export async function ensureDemoAccount(config: Config, database: Database): Promise<{ email: string; password: string } | null> {
  if (database.kind === 'postgres' && !config.demoOnPostgres) return null;
  const [row] = await database.db.select({ n: count() }).from(users);
  if ((row?.n ?? 0) > 0) return null;
  const password = config.demoPassword ?? randomPassword();
  await createLocalAccount(database.db, {
    email: config.demoEmail,
    name: 'Demo',
    password,
    accountExpireAt: new Date(Date.now() + 365 * 24 * 3600 * 1000),
  });
  return { email: config.demoEmail, password };
}
