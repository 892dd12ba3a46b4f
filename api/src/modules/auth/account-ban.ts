// What staff do to a customer's sign-in, for the console's endpoints to call inside their own transaction
// (with their audit row): end every session of an account, and ban or lift a ban.
//
// Both take effect on the customer's next call, on every API process: the bearer check reads the session
// and the account on every call (http/auth-guard.ts), and refresh, sign-in and the page session refuse a
// banned account too.
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { users } from '../../db/schema';
import { revokeSessions } from './sessions';

/** Ends every live session of the account (all its devices must sign in again). Answers how many ended. */
export function endAllSessions(db: Db | Tx, userId: number): Promise<number> {
  return revokeSessions(db, userId);
}

/**
 * Bans the account with the reason its owner is told (or lifts the ban: `null`). A ban also ends its
 * sessions, so lifting it later does not bring old devices back; a banned customer's calls, refreshes and
 * sign-ins are refused with `account_banned` and the reason. Answers how many sessions ended, or null when
 * there is no such account.
 */
export async function setAccountBanned(
  db: Db | Tx,
  userId: number,
  ban: { reason: string; at: Date } | null,
): Promise<number | null> {
  const [row] = await db
    .update(users)
    .set(
      ban
        ? { isBan: true, banReason: ban.reason, bannedAt: ban.at }
        : { isBan: false, banReason: null, bannedAt: null },
    )
    .where(eq(users.id, userId))
    .returning({ id: users.id });
  if (!row) return null;
  return ban ? endAllSessions(db, userId) : 0;
}
