// The second step of two-factor authentication, wherever a code is asked for (sign-in, turning 2FA on
// or off, new recovery codes):
// - a TOTP code is accepted within one step either side of now, and a step only once: the step of the
//   last accepted code is stored, and only a later one is accepted (a conditional update, so two
//   requests with the same code cannot both pass);
// - a recovery code is accepted once (used_at set by a conditional update);
// - five wrong codes in a row lock code checks for 15 minutes. Each check claims its attempt before
//   the code is looked at, so parallel guesses cannot exceed the limit; a right code resets the count.
import { and, eq, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { recoveryCodes, users } from '../../db/schema';
import { ApiError } from '../../http/errors';
import { tooManyAttempts } from '../../lib/rate-limit';
import { hashRecoveryCode, isRecoveryCode } from '../../lib/recovery-codes';
import { totpStep } from '../../lib/totp';

const TWO_FA_MAX_FAILURES = 5;
const TWO_FA_LOCK_MINUTES = 15;

export type SecondFactorMethod = 'totp' | 'recovery_code';

export interface SecondFactorCheck {
  userId: number;
  /** The base32 secret the code must match (the enrolled one, or the one offered for enrolment). */
  secret: string;
  code: string;
  /** Recovery codes count (sign-in, turning 2FA off); not when confirming a new secret. */
  allowRecoveryCode: boolean;
  /** 401 at sign-in (no session yet), 400 on account pages (a 401 would sign the page out). */
  failureStatus: 400 | 401;
}

/** Counts one attempt, or refuses with 429 while the account's code checks are locked. */
async function claimAttempt(ctx: AppContext, userId: number): Promise<void> {
  const lockEnded = sql`(${users.twoFaLockedUntil} is not null and ${users.twoFaLockedUntil} <= now())`;
  const failures = sql`case when ${lockEnded} then 1 else ${users.twoFaFailures} + 1 end`;
  const [claimed] = await ctx.db
    .update(users)
    .set({
      twoFaFailures: failures,
      twoFaLockedUntil: sql`case when ${failures} >= ${TWO_FA_MAX_FAILURES}
        then now() + ${`${TWO_FA_LOCK_MINUTES} minutes`}::interval else null end`,
    })
    .where(and(eq(users.id, userId), or(isNull(users.twoFaLockedUntil), lte(users.twoFaLockedUntil, sql`now()`))))
    .returning({ id: users.id });
  if (claimed) return;
  const [locked] = await ctx.db
    .select({ wait: sql<number>`ceil(extract(epoch from (${users.twoFaLockedUntil} - now())))::int` })
    .from(users)
    .where(eq(users.id, userId));
  throw tooManyAttempts(Number(locked?.wait ?? 60), 'Too many wrong codes');
}

async function accepted(ctx: AppContext, userId: number): Promise<void> {
  await ctx.db.update(users).set({ twoFaFailures: 0, twoFaLockedUntil: null }).where(eq(users.id, userId));
}

/** Checks a code; answers how it was proven, or throws (two_fa_invalid, or 429 while locked). */
export async function checkSecondFactor(ctx: AppContext, check: SecondFactorCheck): Promise<SecondFactorMethod> {
  await claimAttempt(ctx, check.userId);
  const wrong = (message = 'The code is wrong or has expired') =>
    new ApiError(check.failureStatus, 'two_fa_invalid', message);

  if (isRecoveryCode(check.code)) {
    if (!check.allowRecoveryCode) throw wrong('Enter the 6-digit code from your authenticator app');
    const [used] = await ctx.db
      .update(recoveryCodes)
      .set({ usedAt: sql`now()` })
      .where(
        and(
          eq(recoveryCodes.userId, check.userId),
          eq(recoveryCodes.codeHash, hashRecoveryCode(check.code)),
          isNull(recoveryCodes.usedAt),
        ),
      )
      .returning({ id: recoveryCodes.id });
    if (!used) throw wrong('This recovery code is wrong or was already used');
    await accepted(ctx, check.userId);
    return 'recovery_code';
  }

  const step = totpStep(check.secret, check.code, ctx.now().getTime());
  if (step === null) throw wrong();
  const [fresh] = await ctx.db
    .update(users)
    .set({ twoFaLastStep: step, twoFaFailures: 0, twoFaLockedUntil: null })
    .where(and(eq(users.id, check.userId), or(isNull(users.twoFaLastStep), lt(users.twoFaLastStep, step))))
    .returning({ id: users.id });
  if (!fresh) throw wrong('This code was already used; wait for the next one');
  return 'totp';
}

/** Unused recovery codes left. */
export async function recoveryCodesLeft(ctx: AppContext, userId: number): Promise<number> {
  const [row] = await ctx.db
    .select({ count: sql<number>`count(*)::int` })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
  return Number(row?.count ?? 0);
}
