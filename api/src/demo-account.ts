// The demo account: created on an empty embedded database (or on PostgreSQL with PORTAL_DEMO=1),
// so a fresh `npm start` can be signed into at once.
import crypto from 'node:crypto';
import { count } from 'drizzle-orm';
import type { Config } from './config';
import type { Database } from './db/client';
import { inviteCodes, users } from './db/schema';
import { hashPassword } from './lib/passwords';
import { inviteCode, randomPassword } from './lib/random';

/** Creates the demo account when due; answers its credentials, or null when none was created. */
export async function ensureDemoAccount(config: Config, database: Database): Promise<{ email: string; password: string } | null> {
  if (database.kind === 'postgres' && !config.demoOnPostgres) return null;
  const [row] = await database.db.select({ n: count() }).from(users);
  if ((row?.n ?? 0) > 0) return null;
  const password = config.demoPassword ?? randomPassword();
  await database.db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({
        newId: crypto.randomUUID(),
        email: config.demoEmail,
        name: 'Demo',
        passwordHash: await hashPassword(password),
        passwordHashId: crypto.randomUUID(),
        accountExpireAt: new Date(Date.now() + 365 * 24 * 3600 * 1000),
      })
      .returning({ id: users.id });
    if (user) await tx.insert(inviteCodes).values({ code: inviteCode(), ownerUserId: user.id });
  });
  return { email: config.demoEmail, password };
}
