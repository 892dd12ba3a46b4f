// Security settings (account/security): two-factor enrolment, turning it off, recovery codes, and
// email notifications.
// - While 2FA is off, GET offers a secret (kept as the pending secret, the same one until it is used),
//   shown as a QR code of its otpauth:// URL and as text. A code of it turns 2FA on and answers 10
//   recovery codes, once.
// - Turning it off takes the password and a code (a current code or a recovery code).
import { and, eq, isNull } from 'drizzle-orm';
import type { AccountSecurityBody, RecoveryCodesBody } from '@portal/shared/contract';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { recoveryCodes, users } from '../../db/schema';
import type { AuthUser } from '../../http/auth-guard';
import type { ClientInfo } from '../../http/client-info';
import { ApiError } from '../../http/errors';
import { ok } from '../../http/envelope';
import { hashRecoveryCode, newRecoveryCodes } from '../../lib/recovery-codes';
import { newTotpSecret, otpauthUrl } from '../../lib/totp';
import { checkSecondFactor, recoveryCodesLeft } from '../auth/second-factor';
import { requireCurrentSession } from '../auth/sessions';
import { recordActivity } from './activity';
import { confirmPassword, loadUser, type UserRow } from './account-repo';
import { sendSecurityNotice } from './security-mail';

const fieldError = (field: string, message: string) => new ApiError(400, 'validation_error', `${field}: ${message}`);

/** The secret offered for enrolment: the pending one, or a new one stored as pending. */
async function offeredSecret(ctx: AppContext, user: UserRow): Promise<string> {
  if (user.twoFaPendingSecret) return user.twoFaPendingSecret;
  const secret = newTotpSecret();
  // Two pages opened at once keep the first secret stored, so both show the same QR code.
  const [stored] = await ctx.db
    .update(users)
    .set({ twoFaPendingSecret: secret })
    .where(and(eq(users.id, user.id), isNull(users.twoFaPendingSecret)))
    .returning({ secret: users.twoFaPendingSecret });
  return stored?.secret ?? (await loadUser(ctx.db, user.id)).twoFaPendingSecret ?? secret;
}

export async function securitySettings(ctx: AppContext, auth: AuthUser) {
  const user = await loadUser(ctx.db, auth.id);
  const enabled = user.twoFaSecret !== null;
  const secret = enabled ? null : await offeredSecret(ctx, user);
  return ok({
    ga_enable: enabled,
    email_notification: user.emailNotification,
    ga_secret: secret,
    ga_otpauth_url: secret ? otpauthUrl(secret, user.email, ctx.config.siteName) : null,
    recovery_codes_left: enabled ? await recoveryCodesLeft(ctx, user.id) : 0,
  });
}

/** Replaces the account's recovery codes with 10 new ones and answers them (the only time they are seen). */
async function replaceRecoveryCodes(tx: Tx, userId: number): Promise<string[]> {
  const codes = newRecoveryCodes();
  await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  await tx.insert(recoveryCodes).values(codes.map((code) => ({ userId, codeHash: hashRecoveryCode(code) })));
  return codes;
}

async function enableTwoFa(ctx: AppContext, user: UserRow, code: string | null | undefined, client: ClientInfo) {
  if (user.twoFaSecret) throw new ApiError(409, 'two_fa_already_enabled', 'Two-factor authentication is already on');
  if (!code) throw fieldError('ga_token', 'Enter the 6-digit code your app shows');
  const secret = user.twoFaPendingSecret;
  if (!secret) throw new ApiError(409, 'two_fa_not_offered', 'Open the security page again to get a new QR code');
  await checkSecondFactor(ctx, { userId: user.id, secret, code, allowRecoveryCode: false, failureStatus: 400 });
  const codes = await ctx.db.transaction(async (tx) => {
    const [enabled] = await tx
      .update(users)
      .set({ twoFaSecret: secret, twoFaPendingSecret: null })
      .where(and(eq(users.id, user.id), isNull(users.twoFaSecret)))
      .returning({ id: users.id });
    if (!enabled) throw new ApiError(409, 'two_fa_already_enabled', 'Two-factor authentication is already on');
    await recordActivity(tx, user.id, 'two_fa_enabled', client);
    return replaceRecoveryCodes(tx, user.id);
  });
  await sendSecurityNotice(ctx, user, 'two_fa_enabled', client);
  return codes;
}

async function disableTwoFa(ctx: AppContext, user: UserRow, body: AccountSecurityBody, client: ClientInfo) {
  if (!user.twoFaSecret) throw new ApiError(409, 'two_fa_not_enabled', 'Two-factor authentication is already off');
  if (!body.password) throw fieldError('password', 'Enter your password to turn two-factor authentication off');
  if (!body.ga_token) throw fieldError('ga_token', 'Enter a code from your app or a recovery code');
  await confirmPassword(ctx, user, body.password, 'password');
  await checkSecondFactor(ctx, {
    userId: user.id,
    secret: user.twoFaSecret,
    code: body.ga_token,
    allowRecoveryCode: true,
    failureStatus: 400,
  });
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ twoFaSecret: null, twoFaPendingSecret: null, twoFaLastStep: null })
      .where(eq(users.id, user.id));
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, user.id));
    await recordActivity(tx, user.id, 'two_fa_disabled', client);
  });
  await sendSecurityNotice(ctx, user, 'two_fa_disabled', client);
}

export async function updateSecurity(ctx: AppContext, auth: AuthUser, body: AccountSecurityBody, client: ClientInfo) {
  await requireCurrentSession(ctx.db, auth);
  const user = await loadUser(ctx.db, auth.id);
  const changesTwoFa = typeof body.ga_enable === 'boolean' && body.ga_enable !== (user.twoFaSecret !== null);
  const changesMail =
    typeof body.email_notification === 'boolean' && body.email_notification !== user.emailNotification;
  let codes: string[] | null = null;
  if (changesTwoFa && body.ga_enable) codes = await enableTwoFa(ctx, user, body.ga_token, client);
  else if (changesTwoFa) await disableTwoFa(ctx, user, body, client);
  else if (typeof body.ga_enable === 'boolean') {
    throw new ApiError(
      409,
      body.ga_enable ? 'two_fa_already_enabled' : 'two_fa_not_enabled',
      body.ga_enable ? 'Two-factor authentication is already on' : 'Two-factor authentication is already off',
    );
  }
  if (changesMail) {
    await ctx.db.update(users).set({ emailNotification: body.email_notification! }).where(eq(users.id, user.id));
    await recordActivity(ctx.db, user.id, 'notifications_changed', client, {
      enabled: String(body.email_notification),
    });
  }
  const after = await loadUser(ctx.db, user.id);
  return ok(
    { ga_enable: after.twoFaSecret !== null, email_notification: after.emailNotification, recovery_codes: codes },
    codes ? 'Two-factor authentication is on; keep your recovery codes somewhere safe' : 'Your settings are saved',
  );
}

export async function regenerateRecoveryCodes(
  ctx: AppContext,
  auth: AuthUser,
  body: RecoveryCodesBody,
  client: ClientInfo,
) {
  await requireCurrentSession(ctx.db, auth);
  const user = await loadUser(ctx.db, auth.id);
  if (!user.twoFaSecret) throw new ApiError(409, 'two_fa_not_enabled', 'Turn two-factor authentication on first');
  await checkSecondFactor(ctx, {
    userId: user.id,
    secret: user.twoFaSecret,
    code: body.ga_token,
    allowRecoveryCode: false,
    failureStatus: 400,
  });
  const codes = await ctx.db.transaction(async (tx) => {
    await recordActivity(tx, user.id, 'recovery_codes_regenerated', client);
    return replaceRecoveryCodes(tx, user.id);
  });
  await sendSecurityNotice(ctx, user, 'recovery_codes_regenerated', client);
  return ok({ recovery_codes: codes }, 'New recovery codes are ready; the old ones no longer work');
}
