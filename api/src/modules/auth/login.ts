// POST /api/v2/auth/login: email + password + the human check, and the second factor (a TOTP code or a
// recovery code) when the account has 2FA. Failed attempts on an existing account are logged for its owner.
//
// Limits (lib/rate-limit.ts): every attempt claims one from its address; only attempts that passed the
// human check claim one from the account (or, from a browser the account signed in from before, from
// that browser); a right password gives both back. A two-factor sign-in takes one human check: the
// password step hands the browser a single-use ticket (sign-in-cookies.ts) that the code step presents
// instead of a second captcha.
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
import { RATE_LIMITS, refundRateLimit, type RateLimitRule } from '../../lib/rate-limit';
import { recordActivity } from '../account/activity';
import { sendSecurityNotice } from '../account/security-mail';
import { isNewDevice } from './new-device';
import { checkSecondFactor, recoveryCodesLeft, type SecondFactorMethod } from './second-factor';
import { startSession } from './sessions';
import { issueDevice, issueTwoFaTicket, knownDevice, spendTwoFaTicket, type SignInCookies } from './sign-in-cookies';
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

/**
 * The human check of this attempt: the captcha, or on the code step of a two-factor sign-in the ticket
 * its password step handed over (for this account only). Answers nothing; throws 400 captcha_invalid.
 */
async function humanCheck(ctx: AppContext, body: LoginBody, cookies: SignInCookies, user: UserRow | undefined) {
  if (!body.captcha_key && !body.tiago2_cap_token) {
    const ticketFor = await spendTwoFaTicket(ctx, cookies);
    if (ticketFor !== null && ticketFor === user?.id) return;
    throw new ApiError(400, 'captcha_invalid', 'Complete the captcha first');
  }
  await ctx.captcha.verify('login', body.captcha_key ?? '', body.tiago2_cap_token ?? '');
}

async function secondFactor(
  ctx: AppContext,
  user: UserRow,
  code: string | null | undefined,
  client: ClientInfo,
  cookies: SignInCookies,
): Promise<SecondFactorMethod | 'password'> {
  if (!user.twoFaSecret) return 'password';
  if (!code) {
    await issueTwoFaTicket(ctx, cookies, user);
    throw new ApiError(401, 'two_fa_required', 'Enter the 6-digit code from your authenticator app');
  }
  try {
    return await checkSecondFactor(ctx, {
      userId: user.id,
      secret: user.twoFaSecret,
      code,
      allowRecoveryCode: true,
      failureStatus: 401,
    });
  } catch (error) {
    if (error instanceof ApiError && error.code === 'two_fa_invalid') {
      await logFailure(ctx, user, client, 'two_fa');
      // A mistyped code is tried again without a new human check (the code checks have their own lock).
      await issueTwoFaTicket(ctx, cookies, user);
    }
    throw error;
  }
}

export async function login(ctx: AppContext, body: LoginBody, client: ClientInfo, cookies: SignInCookies) {
  const email = normalizeEmail(body.email);
  await ctx.rateLimit(RATE_LIMITS.loginPerIp, client.ip);
  const user = await findUserByEmail(ctx.db, email);
  await humanCheck(ctx, body, cookies, user);

  const device = user ? await knownDevice(ctx, cookies, user.id) : null;
  const claim: [RateLimitRule, string] = device
    ? [RATE_LIMITS.loginPerDevice, device]
    : [RATE_LIMITS.loginPerEmail, email];
  await ctx.rateLimit(...claim);
  if (!user) {
    // Same work as a real check, so response time does not tell which emails have accounts.
    await verifyPassword(await decoyPasswordHash(), body.password);
    throw wrongCredentials();
  }
  if (!(await verifyPassword(user.passwordHash, body.password))) {
    await logFailure(ctx, user, client, 'password');
    throw wrongCredentials();
  }
  // The right password: this attempt was no guess.
  await refundRateLimit(ctx.db, RATE_LIMITS.loginPerIp, client.ip);
  await refundRateLimit(ctx.db, ...claim);
  const refusal = accountRefusal(user);
  if (refusal) throw refusal;
  const method = await secondFactor(ctx, user, body.two_fa_code, client, cookies);

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
  await issueDevice(ctx, cookies, user.id);
  const { tokens, pageCookie } = await startSession(ctx, user, body.is_remember_me ?? false, client, 'login');
  return { body: ok(tokens, 'Signed in'), pageCookie };
}
