// The operator-named staff account (PORTAL_STAFF_EMAIL / _PASSWORD / _ROLE), created at start when no
// account has that email. It gives a fresh install its first staff member; make-staff cannot run
// beside a server on the embedded database. An existing account is never changed (not its password,
// not its role), so make-staff and the account's own password changes stay in force.
import type { Config } from './config';
import type { Database } from './db/client';
import { createLocalAccount } from './local-account';
import { findUserByEmail, isUniqueViolation } from './modules/auth/users-repo';
import { ROLE_NAMES } from './modules/user/staff';

/** Answers the account's email and role when it was created now, null otherwise. */
export async function ensureStaffAccount(
  config: Config,
  database: Database,
): Promise<{ email: string; role: string } | null> {
  const staff = config.staffAccount;
  if (!staff || (await findUserByEmail(database.db, staff.email))) return null;
  const role = ROLE_NAMES[staff.role];
  try {
    await createLocalAccount(database.db, { email: staff.email, name: 'Support', password: staff.password, role });
  } catch (error) {
    // Another API process starting at the same moment created it first.
    if (isUniqueViolation(error)) return null;
    throw error;
  }
  return { email: staff.email, role };
}
