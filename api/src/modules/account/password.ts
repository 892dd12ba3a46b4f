// Changing the password (change-password and edit-password): the current password, then a new one.
// The password-hash id rotates, so every refresh token issued before stops working; every other session
// is signed out, and this one gets a new pair.
import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { ChangePasswordBody } from '@portal/shared/contract';
import type { AppContext } from '../../context';
import { users } from '../../db/schema';
import type { AuthUser } from '../../http/auth-guard';
import type { ClientInfo } from '../../http/client-info';
import { ApiError } from '../../http/errors';
import { ok } from '../../http/envelope';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { reissueSession, requireCurrentSession, revokeSessions } from '../auth/sessions';
import { recordActivity } from './activity';
import { confirmPassword, loadUser } from './account-repo';
import { sendSecurityNotice } from './security-mail';

export async function changePassword(ctx: AppContext, auth: AuthUser, body: ChangePasswordBody, client: ClientInfo) {
  const session = await requireCurrentSession(ctx.db, auth);
  const user = await loadUser(ctx.db, auth.id);
  await confirmPassword(ctx, user, body.current_password, 'current_password');
  if (await verifyPassword(user.passwordHash, body.new_password)) {
    throw new ApiError(400, 'validation_error', 'new_password: Choose a password different from the current one');
  }
  const passwordHash = await hashPassword(body.new_password);
  const { tokens, pageCookie } = await ctx.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(users)
      .set({ passwordHash, passwordHashId: crypto.randomUUID() })
      .where(eq(users.id, user.id))
      .returning();
    if (!updated) throw new Error('the signed-in account disappeared');
    await revokeSessions(tx, user.id, { except: session.id });
    await recordActivity(tx, user.id, 'password_changed', client);
    return reissueSession(ctx, tx, updated, session, client);
  });
  await sendSecurityNotice(ctx, user, 'password_changed', client);
  return { body: ok(tokens, 'Your password has been changed; other devices have been signed out'), pageCookie };
}
