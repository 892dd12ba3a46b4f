// POST /api/v2/auth/login: email + password + captcha, and the second factor (a TOTP code or a recovery
// code) when the account has 2FA. Failed attempts on an existing account are logged for its owner.
import { eq, sql } from 'drizzle-orm';
import type { LoginBody } from '@portal/shared/contract';
import type { AppContext } from '../../context';
import { loginIpLog, users } from '../../db/schema';
import type { ClientInfo } from '../../http/client-info';
import { accountRefusal } from '../../http/auth-guard';
import { ApiError } from '../../http/errors';
import { ok } from '../../http/envelope';
import { countryOf } from '../../lib/geo';
import { decoyPasswordHash, verifyPassword } from '../../lib/passwords';
import { RATE_LIMITS } from '../../lib/rate-limit';
import { recordActivity } from '../account/activity';
import { sendSecurityNotice } from '../account/security-mail';
import { isNewDevice } from './new-device';
import { checkSecondFactor, recoveryCodesLeft, type SecondFactorMethod } from './second-factor';
import { startSession } from './sessions';
import { findUserByEmail, normalizeEmail } from './users-repo';

type UserRow = typeof users.$inferSelect;

const wrongCredentials = () => new ApiError(401, 'invalid_credentials', 'Wrong email or password');

async function logFailure(ctx: AppContext, user: UserRow, client: ClientInfo, reason: 'password' | 'two_fa') {
  await ctx.db.insert(loginIpLog).values({
    userId: user.id,
    ip: client.ip,
    country: countryOf(client.ip),
    userAgent: client.userAgent ?? null,
    kind: 'login_failed',
  });
  await recordActivity(ctx.db, user.id, reason === 'password' ? 'sign_in_failed' : 'two_fa_failed', client);
}

async function secondFactor(
  ctx: AppContext,
  user: UserRow,
  secret: string,
  code: string | null | undefined,
  client: ClientInfo,
) {
  if (!code) throw new ApiError(401, 'two_fa_required', 'Enter the 6-digit code from your authenticator app');
  try {
    return await checkSecondFactor(ctx, {
      userId: user.id,
      secret,
      code,
      allowRecoveryCode: true,
      failureStatus: 401,
    });
  } catch (error) {
    if (error instanceof ApiError && error.code === 'two_fa_invalid') await logFailure(ctx, user, client, 'two_fa');
    throw error;
  }
}

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
  if (!(await verifyPassword(user.passwordHash, body.password))) {
    await logFailure(ctx, user, client, 'password');
    throw wrongCredentials();
  }
  const refusal = accountRefusal(user);
  if (refusal) throw refusal;
  let method: SecondFactorMethod | 'password' = 'password';
  if (user.twoFaSecret) method = await secondFactor(ctx, user, user.twoFaSecret, body.two_fa_code, client);

  const newDevice = await isNewDevice(ctx.db, user.id, client);
  await ctx.db
    .update(users)
    .set({ lastLoginAt: sql`now()` })
    .where(eq(users.id, user.id));
  await recordActivity(ctx.db, user.id, 'sign_in', client, { method });
  if (method === 'recovery_code') {
    await recordActivity(ctx.db, user.id, 'recovery_code_used', client);
    await sendSecurityNotice(ctx, user, 'recovery_code_used', client, {
      codesLeft: await recoveryCodesLeft(ctx, user.id),
    });
  }
  if (newDevice) await sendSecurityNotice(ctx, user, 'new_device_sign_in', client);
  const { tokens, pageCookie } = await startSession(ctx, user, body.is_remember_me ?? false, client, 'login');
  return { body: ok(tokens, 'Signed in'), pageCookie };
}
