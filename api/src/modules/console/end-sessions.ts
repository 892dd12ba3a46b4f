// Ending every session of a customer, for a ban and for staff's "sign out everywhere": THE one function
// the console calls, so that it can follow the sessions work of issue 23 (a session ended is refused on
// every process within seconds) in one place. Today: every session and its refresh tokens are revoked
// (auth/sessions.ts); a banned account's access tokens are refused at once by the bearer check
// (accountRefusal), other access tokens run out within their 20 minutes.
import type { Tx } from '../../db/client';
import { revokeSessions } from '../auth/sessions';

/** Ends every live session of `userId`; answers how many ended. */
export function endCustomerSessions(tx: Tx, userId: number): Promise<number> {
  return revokeSessions(tx, userId);
}
