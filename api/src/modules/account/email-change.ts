// Changing the sign-in email: the password and the new address, then a code sent to the new address.
// Nothing changes until that code comes back; the old address is told at both steps. Once confirmed,
// every other session is signed out and this one gets a pair carrying the new email.
import { eq } from 'drizzle-orm';
import type { ConfirmEmailBody, EditEmailBody } from '@portal/shared/contract';
import type { AppContext } from '../../context';
import { users } from '../../db/schema';
import type { AuthUser } from '../../http/auth-guard';
import type { ClientInfo } from '../../http/client-info';
import { ApiError } from '../../http/errors';
import { ok } from '../../http/envelope';
import { RATE_LIMITS } from '../../lib/rate-limit';
import { consumeUserEmailCode, EMAIL_CODE_TTL_MINUTES, issueEmailCode } from '../auth/email-codes';
import { reissueSession, requireCurrentSession, revokeSessions } from '../auth/sessions';
import { findUserByEmail, isUniqueViolation, normalizeEmail } from '../auth/users-repo';
import { emailCodeMessage } from '../mail/templates';
import { recordActivity } from './activity';
import { confirmPassword, loadUser } from './account-repo';
import { sendSecurityNotice } from './security-mail';

const emailTaken = () => new ApiError(409, 'email_taken', 'new_email: Another account already uses this email');

export async function requestEmailChange(ctx: AppContext, auth: AuthUser, body: EditEmailBody, client: ClientInfo) {
  await requireCurrentSession(ctx.db, auth);
  const user = await loadUser(ctx.db, auth.id);
  const newEmail = normalizeEmail(body.new_email);
  await confirmPassword(ctx, user, body.password, 'password');
  if (newEmail === user.email) throw new ApiError(400, 'validation_error', 'new_email: This is already your email');
  if (await findUserByEmail(ctx.db, newEmail)) throw emailTaken();
  await ctx.rateLimit(RATE_LIMITS.emailChangePerUser, String(user.id));
  await ctx.rateLimit(RATE_LIMITS.emailCodePerEmail, `change_email:${newEmail}`);
  const { code, expiresAt } = await issueEmailCode(ctx.db, 'change_email', newEmail, user.id);
  await ctx.mailer.send({
    to: newEmail,
    ...emailCodeMessage(ctx.config.siteName, 'change_email', code, EMAIL_CODE_TTL_MINUTES),
  });
  await recordActivity(ctx.db, user.id, 'email_change_requested', client, { new_email: newEmail });
  await sendSecurityNotice(ctx, user, 'email_change_requested', client, { newEmail });
  return ok(
    { pending_email: newEmail, code_expires_at: expiresAt.toISOString() },
    `We sent a 6-digit code to ${newEmail}; it is valid for ${EMAIL_CODE_TTL_MINUTES} minutes`,
  );
}

export async function confirmEmailChange(ctx: AppContext, auth: AuthUser, body: ConfirmEmailBody, client: ClientInfo) {
  const session = await requireCurrentSession(ctx.db, auth);
  const newEmail = await consumeUserEmailCode(ctx.db, 'change_email', auth.id, body.email_code);
  let result;
  try {
    result = await ctx.db.transaction(async (tx) => {
      const before = await loadUser(tx, auth.id);
      const [user] = await tx.update(users).set({ email: newEmail }).where(eq(users.id, auth.id)).returning();
      if (!user) throw new Error('the signed-in account disappeared');
      await revokeSessions(tx, user.id, { except: session.id });
      await recordActivity(tx, user.id, 'email_changed', client, { old_email: before.email, new_email: newEmail });
      const issued = await reissueSession(ctx, tx, user, session, client);
      return { before, user, issued };
    });
  } catch (error) {
    // Someone signed up with the address between the request and the code.
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
  const { before, user, issued } = result;
  const facts = { oldEmail: before.email, newEmail };
  await sendSecurityNotice(ctx, before, 'email_changed', client, facts);
  await sendSecurityNotice(ctx, user, 'email_changed', client, facts);
  return {
    body: ok(
      { ...issued.tokens, email: newEmail },
      `Your email is now ${newEmail}; other devices have been signed out`,
    ),
    pageCookie: issued.pageCookie,
  };
}
