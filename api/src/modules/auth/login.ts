// POST /api/v2/auth/login: email + password + captcha (+ TOTP code when the account has 2FA).
import { eq, sql } from 'drizzle-orm';
import type { LoginBody } from '@portal/shared/contract';
import type { AppContext } from '../../context';
import { loginIpLog, users } from '../../db/schema';
import { ApiError } from '../../http/errors';
import { decoyPasswordHash, verifyPassword } from '../../lib/passwords';
import { RATE_LIMITS } from '../../lib/rate-limit';
import { verifyTotp } from '../../lib/totp';
import { issueSession } from './sessions';
import { findUserByEmail, normalizeEmail } from './users-repo';
import { ok } from '../../http/envelope';

export interface ClientInfo {
  ip: string;
  userAgent: string | undefined;
}

const wrongCredentials = () => new ApiError(401, 'invalid_credentials', 'Wrong email or password');

export async function login(ctx: AppContext, body: LoginBody, client: ClientInfo) {
  const email = normalizeEmail(body.email);
  await ctx.rateLimit(RATE_LIMITS.loginPerIp, client.ip);
  await ctx.rateLimit(RATE_LIMITS.loginPerEmail, email);
  await ctx.captcha.verify('login', body.captcha_key, body.tiago2_cap_token);

  const user = await findUserByEmail(ctx.db, email);
  if (!user) {
    // Same work as a real check, so response time does not tell which emails have accounts.
    await verifyPassword(await decoyPasswordHash(), body.password);
    throw wrongCredentials();
  }
  if (!(await verifyPassword(user.passwordHash, body.password))) throw wrongCredentials();
  if (user.isBan) throw new ApiError(403, 'account_banned', 'This account is suspended; contact support');
  if (user.twoFaSecret) {
    if (!body.two_fa_code) {
      throw new ApiError(401, 'two_fa_required', 'Enter the 6-digit code from your authenticator app');
    }
    if (!verifyTotp(user.twoFaSecret, body.two_fa_code)) {
      throw new ApiError(401, 'two_fa_invalid', 'The authenticator code is wrong or has expired');
    }
  }

  await ctx.db
    .update(users)
    .set({ lastLoginAt: sql`now()` })
    .where(eq(users.id, user.id));
  await ctx.db
    .insert(loginIpLog)
    .values({ userId: user.id, ip: client.ip, userAgent: client.userAgent?.slice(0, 512), kind: 'login' });
  const session = await issueSession(ctx, user, body.is_remember_me ?? false);
  return ok(session, 'Signed in');
}
