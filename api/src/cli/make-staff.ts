// npm run make-staff --workspace api -- someone@example.com [low_admin|admin|user]
// Gives an existing account a staff role (or `user` to take it away). With the embedded
// database, stop the server first: PGlite allows one process at a time.
import { databaseTarget, openDatabase } from '../db/client';
import { isRoleName, ROLE_NAMES, setRole } from '../modules/user/staff';
import { loadConfigOrExit } from '../load-config-or-exit';

async function run(): Promise<number> {
  const [email, roleName = 'admin'] = process.argv.slice(2);
  if (!email || !email.includes('@') || !isRoleName(roleName)) {
    console.error('Usage: npm run make-staff --workspace api -- <email> [low_admin|admin|user]   (default: admin)');
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
    console.error(`make-staff failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
