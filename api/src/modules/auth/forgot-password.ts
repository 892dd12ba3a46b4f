// Password recovery: an emailed code (captcha), then a new password that ends every session.
import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { RequestEmailCodeBody, ResetPasswordBody } from '@portal/shared/contract';
import type { AppContext } from '../../context';
import { users } from '../../db/schema';
import { ApiError } from '../../http/errors';
import { hashPassword } from '../../lib/passwords';
import { clearRateLimit, RATE_LIMITS } from '../../lib/rate-limit';
import { emailCodeMessage } from '../mail/templates';
import { consumeEmailCode, EMAIL_CODE_TTL_MINUTES, issueEmailCode } from './email-codes';
import type { ClientInfo } from '../../http/client-info';
import { recordActivity } from '../account/activity';
import { sendSecurityNotice } from '../account/security-mail';
import { revokeSessions } from './sessions';
import { findUserByEmail, normalizeEmail } from './users-repo';
import { done } from '../../http/envelope';

export async function requestResetEmailCode(ctx: AppContext, body: RequestEmailCodeBody, client: ClientInfo) {
  const email = normalizeEmail(body.email);
  await ctx.rateLimit(RATE_LIMITS.emailCodePerIp, client.ip);
  await ctx.captcha.verify('forgot_password', body.captcha_key, body.tiago2_cap_token);
  await ctx.rateLimit(RATE_LIMITS.emailCodePerEmail, `forgot_password:${email}`);
  const user = await findUserByEmail(ctx.db, email);
  // The answer is the same either way, so the form does not reveal which emails have accounts.
  if (user) {
    const { code } = await issueEmailCode(ctx.db, 'forgot_password', email);
    await ctx.mailer.send({
      to: email,
      ...emailCodeMessage(ctx.config.siteName, 'forgot_password', code, EMAIL_CODE_TTL_MINUTES),
    });
  }
  return done(
    `If an account uses ${email}, we sent it a 6-digit code; it is valid for ${EMAIL_CODE_TTL_MINUTES} minutes`,
  );
}

export async function resetPassword(ctx: AppContext, body: ResetPasswordBody, client: ClientInfo) {
  const email = normalizeEmail(body.email);
  await ctx.rateLimit(RATE_LIMITS.resetPerIp, client.ip);
  await ctx.captcha.verify('forgot_password', body.captcha_key, body.tiago2_cap_token);
  const user = await findUserByEmail(ctx.db, email);
  if (!user) throw new ApiError(400, 'email_code_invalid', 'This code is not valid; request a new code');
  await consumeEmailCode(ctx.db, 'forgot_password', email, body.email_code);
  const passwordHash = await hashPassword(body.password);
  await ctx.db.transaction(async (tx) => {
    // A new password_hash_id makes every refresh token issued under the old password useless.
    await tx.update(users).set({ passwordHash, passwordHashId: crypto.randomUUID() }).where(eq(users.id, user.id));
    await revokeSessions(tx, user.id);
    await recordActivity(tx, user.id, 'password_reset', client);
  });
  // The owner proved the address: guesses by others no longer keep them from signing in.
  await clearRateLimit(ctx.db, RATE_LIMITS.loginPerEmail, email);
  await sendSecurityNotice(ctx, user, 'password_reset', client);
  return done('Your password has been changed; sign in with the new password');
}
