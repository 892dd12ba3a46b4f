// GET /api/v2/admin_api/replace_user_email (admin): support replaces a customer's sign-in email when the
// old one given matches. Every session of the customer is signed out, a pending email change is
// dropped, both addresses are told, and the change is audited.
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { users } from '../../db/schema';
import type { AuthUser } from '../../http/auth-guard';
import type { ClientInfo } from '../../http/client-info';
import { ApiError, notFound } from '../../http/errors';
import { ok } from '../../http/envelope';
import { recordActivity } from '../account/activity';
import { sendSecurityNotice } from '../account/security-mail';
import { cancelUserEmailCodes } from '../auth/email-codes';
import { revokeSessions } from '../auth/sessions';
import { findUserByEmail, isUniqueViolation, normalizeEmail } from '../auth/users-repo';
import { audit } from './audit';

export interface ReplaceEmailQuery {
  user_id: number;
  user_old_email: string;
  user_new_email: string;
}

const emailTaken = () => new ApiError(409, 'email_taken', 'user_new_email: Another account already uses this email');

export async function replaceUserEmail(ctx: AppContext, admin: AuthUser, query: ReplaceEmailQuery, client: ClientInfo) {
  const oldEmail = normalizeEmail(query.user_old_email);
  const newEmail = normalizeEmail(query.user_new_email);
  const [user] = await ctx.db.select().from(users).where(eq(users.id, query.user_id)).limit(1);
  if (!user) throw notFound('No account has this user_id');
  if (user.email !== oldEmail) {
    throw new ApiError(409, 'email_mismatch', "user_old_email: This is not the account's current email");
  }
  if (newEmail === oldEmail) throw new ApiError(400, 'validation_error', 'user_new_email: This is already the email');
  const other = await findUserByEmail(ctx.db, newEmail);
  if (other) throw emailTaken();
  let updated;
  try {
    updated = await ctx.db.transaction(async (tx) => {
      const [row] = await tx.update(users).set({ email: newEmail }).where(eq(users.id, user.id)).returning();
      if (!row) throw notFound('No account has this user_id');
      await revokeSessions(tx, user.id);
      await cancelUserEmailCodes(tx, 'change_email', user.id);
      await recordActivity(tx, user.id, 'email_replaced_by_admin', client, {
        old_email: oldEmail,
        new_email: newEmail,
      });
      await audit(tx, admin, client, {
        action: 'replace_user_email',
        target: { type: 'user', id: user.id },
        targetUserId: user.id,
        before: { email: oldEmail },
        after: { email: newEmail },
      });
      return row;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
  const facts = { oldEmail, newEmail };
  await sendSecurityNotice(ctx, user, 'email_replaced_by_admin', client, facts);
  await sendSecurityNotice(ctx, updated, 'email_replaced_by_admin', client, facts);
  return ok(
    { user_id: updated.id, old_email: oldEmail, new_email: newEmail, updated_at: new Date().toISOString() },
    `The email of account ${updated.id} is now ${newEmail}; its sessions were signed out`,
  );
}
