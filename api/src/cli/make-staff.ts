// npm run make-staff --workspace api -- someone@example.com [low_admin|admin|user]
// Gives an existing account a staff role (or `user` to take it away). On PostgreSQL it works while the
// portal runs; with the embedded database a running portal holds the folder, and this refuses, saying
// what to do (db/data-folder-lock.ts).
import { databaseTarget, openDatabase } from '../db/client';
import { DatabaseInUseError } from '../db/data-folder-lock';
import { isRoleName, ROLE_NAMES, setRole } from '../modules/user/staff';
import { loadConfigOrExit } from '../load-config-or-exit';

const USAGE = `Usage: npm run make-staff --workspace api -- <email> [admin|low_admin|user]   (default: admin)

  admin       every staff operation
  low_admin   staff without the admin-only operations (answering tickets, …)
  user        takes the staff role away

The account must exist (sign up first). The role applies from its next sign-in or token refresh.
With the embedded database, stop the portal first; with DATABASE_URL this works while it runs.`;

async function run(): Promise<number> {
  const args = process.argv.slice(2);
  if (args.includes('--help') || args.includes('-h')) {
    console.log(USAGE);
    return 0;
  }
  const [email, roleName = 'admin', ...extra] = args;
  if (!email || !email.includes('@') || !isRoleName(roleName) || extra.length > 0) {
    console.error(USAGE);
    return 2;
  }
  const config = loadConfigOrExit();
  const database = await openDatabase(databaseTarget(config));
  try {
    await database.migrate();
    if (!(await setRole(database.db, email, roleName))) {
      console.error(`No account with the email ${email}`);
      return 1;
    }
    console.log(`${email} now has the role ${ROLE_NAMES[roleName]} (from its next sign-in or token refresh)`);
    return 0;
  } finally {
    await database.close();
  }
}

run().then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof DatabaseInUseError) {
      console.error(error.message);
      process.exit(1);
    }
    console.error(`make-staff failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
