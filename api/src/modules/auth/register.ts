// Sign-up: request an emailed code (captcha), check an invite code, create the account.
import crypto from 'node:crypto';
import type { RegisterBody, RequestEmailCodeBody } from '@portal/shared/contract';
import type { AppContext } from '../../context';
import { inviteCodes, users } from '../../db/schema';
import { ApiError } from '../../http/errors';
import { hashPassword } from '../../lib/passwords';
import { inviteCode } from '../../lib/random';
import { RATE_LIMITS } from '../../lib/rate-limit';
import { emailCodeMessage } from '../mail/templates';
import { consumeEmailCode, EMAIL_CODE_TTL_MINUTES, issueEmailCode } from './email-codes';
import type { ClientInfo } from '../../http/client-info';
import { recordActivity } from '../account/activity';
import { startSession } from './sessions';
import { findActiveInviteCode, findUserByEmail, isUniqueViolation, normalizeEmail } from './users-repo';
import { ok, done } from '../../http/envelope';

const emailTaken = () => new ApiError(409, 'email_taken', 'An account with this email already exists; sign in instead');
const inviteInvalid = () =>
  new ApiError(400, 'invite_code_invalid', 'This invite code does not exist or can no longer be used');

export async function requestRegisterEmailCode(ctx: AppContext, body: RequestEmailCodeBody, client: ClientInfo) {
  const email = normalizeEmail(body.email);
  await ctx.rateLimit(RATE_LIMITS.emailCodePerIp, client.ip);
  await ctx.captcha.verify('register', body.captcha_key, body.tiago2_cap_token);
  if (await findUserByEmail(ctx.db, email)) throw emailTaken();
  await ctx.rateLimit(RATE_LIMITS.emailCodePerEmail, `register:${email}`);
  const { code } = await issueEmailCode(ctx.db, 'register', email);
  await ctx.mailer.send({
    to: email,
    ...emailCodeMessage(ctx.config.siteName, 'register', code, EMAIL_CODE_TTL_MINUTES),
  });
  return done(`We sent a 6-digit code to ${email}; it is valid for ${EMAIL_CODE_TTL_MINUTES} minutes`);
}

export async function checkInviteCode(ctx: AppContext, code: string) {
  if (!(await findActiveInviteCode(ctx.db, code))) throw inviteInvalid();
  return done('This invite code can be used');
}

/** Reports a problem with one field as a validation error. */
const fieldError = (field: string, message: string) => new ApiError(400, 'validation_error', `${field}: ${message}`);

export async function register(ctx: AppContext, body: RegisterBody, client: ClientInfo) {
  const email = normalizeEmail(body.email);
  if (body.password !== body.re_password) throw fieldError('re_password', 'The passwords do not match');
  if (!body.email_code) throw fieldError('email_code', 'Enter the 6-digit code we emailed you');
  await ctx.rateLimit(RATE_LIMITS.registerPerIp, client.ip);
  const invite = body.invite_code ? await findActiveInviteCode(ctx.db, body.invite_code) : undefined;
  if (body.invite_code && !invite) throw inviteInvalid();
  if (await findUserByEmail(ctx.db, email)) throw emailTaken();
  await consumeEmailCode(ctx.db, 'register', email, body.email_code);

  const passwordHash = await hashPassword(body.password);
  let user;
  try {
    user = await ctx.db.transaction(async (tx) => {
      const [created] = await tx
        .insert(users)
        .values({
          newId: crypto.randomUUID(),
          email,
          name: body.name,
          passwordHash,
          passwordHashId: crypto.randomUUID(),
          invitedBy: invite?.ownerUserId ?? null,
        })
        .returning();
      if (!created) throw new Error('insert into users returned no row');
      await tx.insert(inviteCodes).values({ code: inviteCode(), ownerUserId: created.id });
      await recordActivity(tx, created.id, 'signed_up', client);
      return created;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
  const { tokens, pageCookie } = await startSession(ctx, user, false, client, 'register');
  return { body: ok({ ...tokens, user_name: user.name, email: user.email }, 'Account created'), pageCookie };
}
