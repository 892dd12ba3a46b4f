// The release-check account: a customer with no plan, no balance and no tickets, whose sessions the gate's
// smoke run uses to open every /user page of a candidate in a browser. Created on first use, with a random
// password nobody knows: only an administrator (or the release key) can get a session of it, here, and
// its address cannot receive mail (.invalid).
import crypto from 'node:crypto';
import type { AppContext } from '../../context';
import type { ClientInfo } from '../../http/client-info';
import { createLocalAccount } from '../../local-account';
import { startSession } from '../auth/sessions';
import { findUserByEmail, isUniqueViolation } from '../auth/users-repo';

const SMOKE_ACCOUNT_EMAIL = 'release-check@portal.invalid';

async function smokeAccount(ctx: AppContext) {
  const existing = await findUserByEmail(ctx.db, SMOKE_ACCOUNT_EMAIL);
  if (existing) return existing;
  try {
    await createLocalAccount(ctx.db, {
      email: SMOKE_ACCOUNT_EMAIL,
      name: 'Release check',
      password: crypto.randomBytes(24).toString('base64url'),
    });
  } catch (error) {
    // Two gates at once: the other created it.
    if (!isUniqueViolation(error)) throw error;
  }
  const created = await findUserByEmail(ctx.db, SMOKE_ACCOUNT_EMAIL);
  if (!created) throw new Error('the release-check account was not stored');
  return created;
}

export async function smokeSession(ctx: AppContext, client: ClientInfo) {
  const user = await smokeAccount(ctx);
  // No page cookie: the gate's browser signs in with these tokens, as a customer's does after sign-in.
  const { access_token, refresh_token } = (await startSession(ctx, user, false, client)).tokens;
  return { email: user.email, access_token, refresh_token };
}
