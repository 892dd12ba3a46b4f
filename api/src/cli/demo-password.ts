// npm run demo-password [-- <new password>]
// Gives the demo account a new password (random unless one is given, at least 8 characters) and
// prints it; every session of the account ends. With the embedded database, stop the server first:
// PGlite allows one process at a time.
import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { databaseTarget, openDatabase, type Db } from '../db/client';
import { users } from '../db/schema';
import { hashPassword } from '../lib/passwords';
import { randomPassword } from '../lib/random';
import { loadConfigOrExit } from '../load-config-or-exit';
import { revokeSessions } from '../modules/auth/sessions';
import { findUserByEmail } from '../modules/auth/users-repo';

/** The new password, under a new password id (refresh tokens of the old one stop working), every session ended. */
async function replacePassword(db: Db, userId: number, password: string): Promise<void> {
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, passwordHashId: crypto.randomUUID() }).where(eq(users.id, userId));
    await revokeSessions(tx, userId);
  });
}

async function run(): Promise<number> {
  const [given, ...extra] = process.argv.slice(2);
  if (extra.length > 0 || (given !== undefined && given.length < 8)) {
    console.error('Usage: npm run demo-password [-- <new password, at least 8 characters>]   (default: a random one)');
    return 2;
  }
  const config = loadConfigOrExit();
  const database = await openDatabase(databaseTarget(config));
  try {
    await database.migrate();
    const demo = await findUserByEmail(database.db, config.demoEmail);
    if (!demo) {
      console.error(
        `No demo account (${config.demoEmail}) in this database: it is created on the first start of an empty one` +
          (database.kind === 'postgres' ? ' with PORTAL_DEMO=1' : ''),
      );
      return 1;
    }
    const password = given ?? randomPassword();
    await replacePassword(database.db, demo.id, password);
    console.log(`Demo account: ${demo.email} / ${password}`);
    return 0;
  } finally {
    await database.close();
  }
}

run().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`demo-password failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
