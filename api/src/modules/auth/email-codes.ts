// Emailed 6-digit codes: stored hashed, valid 10 minutes, at most 5 tries, used once.
import crypto from 'node:crypto';
import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { type EmailCodePurpose, emailCodes } from '../../db/schema';
import { ApiError } from '../../http/errors';
import { sha256Hex, sixDigitCode } from '../../lib/random';

export const EMAIL_CODE_TTL_MINUTES = 10;
const EMAIL_CODE_MAX_ATTEMPTS = 5;

function hashCode(purpose: EmailCodePurpose, email: string, code: string): string {
  return sha256Hex(`${purpose}:${email}:${code}`);
}

/**
 * Creates a new code for (purpose, email); earlier unused codes stop working. With `userId` (an email
 * change) the code belongs to that account, and its earlier unused codes of the purpose stop working.
 */
export async function issueEmailCode(
  db: Db,
  purpose: EmailCodePurpose,
  email: string,
  userId?: number,
): Promise<{ code: string; expiresAt: Date }> {
  const code = sixDigitCode();
  const expiresAt = new Date(Date.now() + EMAIL_CODE_TTL_MINUTES * 60_000);
  await db.transaction(async (tx) => {
    await tx
      .update(emailCodes)
      .set({ consumedAt: sql`now()` })
      .where(
        and(
          eq(emailCodes.purpose, purpose),
          userId === undefined ? eq(emailCodes.email, email) : eq(emailCodes.userId, userId),
          isNull(emailCodes.consumedAt),
        ),
      );
    await tx.insert(emailCodes).values({
      purpose,
      email,
      userId: userId ?? null,
      codeHash: hashCode(purpose, email, code),
      expiresAt,
    });
  });
  return { code, expiresAt };
}

/** The account's latest unused code of `purpose` (an email change waiting for its code), if any. */
async function pendingUserEmailCode(db: Db, purpose: EmailCodePurpose, userId: number) {
  const [row] = await db
    .select()
    .from(emailCodes)
    .where(and(eq(emailCodes.purpose, purpose), eq(emailCodes.userId, userId), isNull(emailCodes.consumedAt)))
    .orderBy(desc(emailCodes.createdAt), desc(emailCodes.id))
    .limit(1);
  return row;
}

/** Ends the account's unused codes of `purpose` (an email change made moot). */
export async function cancelUserEmailCodes(db: Db | Tx, purpose: EmailCodePurpose, userId: number): Promise<void> {
  await db
    .update(emailCodes)
    .set({ consumedAt: sql`now()` })
    .where(and(eq(emailCodes.purpose, purpose), eq(emailCodes.userId, userId), isNull(emailCodes.consumedAt)));
}

const invalid = (message: string, code = 'email_code_invalid') => new ApiError(400, code, message);

type CodeRow = typeof emailCodes.$inferSelect;

/** Accepts `code` against `row` once, counting the attempt; otherwise throws a 400 saying why. */
async function consumeRow(db: Db, row: CodeRow | undefined, code: string): Promise<void> {
  if (!row) throw invalid('This code is not valid; request a new code');
  if (row.expiresAt.getTime() <= Date.now())
    throw invalid('This code has expired; request a new code', 'email_code_expired');
  // Claiming the attempt in one statement keeps the limit exact under concurrent tries.
  const [claimed] = await db
    .update(emailCodes)
    .set({ attempts: sql`${emailCodes.attempts} + 1` })
    .where(
      and(eq(emailCodes.id, row.id), lt(emailCodes.attempts, EMAIL_CODE_MAX_ATTEMPTS), isNull(emailCodes.consumedAt)),
    )
    .returning({ attempts: emailCodes.attempts });
  if (!claimed) throw invalid('Too many wrong codes; request a new code', 'email_code_attempts_exceeded');
  const expected = Buffer.from(row.codeHash, 'hex');
  const given = Buffer.from(hashCode(row.purpose, row.email, code), 'hex');
  if (!crypto.timingSafeEqual(expected, given)) {
    const left = EMAIL_CODE_MAX_ATTEMPTS - claimed.attempts;
    throw left > 0
      ? invalid(`The code is wrong (${left} ${left === 1 ? 'try' : 'tries'} left)`)
      : invalid('Too many wrong codes; request a new code', 'email_code_attempts_exceeded');
  }
  const [consumed] = await db
    .update(emailCodes)
    .set({ consumedAt: sql`now()` })
    .where(and(eq(emailCodes.id, row.id), isNull(emailCodes.consumedAt)))
    .returning({ id: emailCodes.id });
  if (!consumed) throw invalid('This code was already used; request a new code');
}

/** Accepts the latest code for (purpose, email) once; otherwise throws a 400 saying why. */
export async function consumeEmailCode(db: Db, purpose: EmailCodePurpose, email: string, code: string): Promise<void> {
  const [row] = await db
    .select()
    .from(emailCodes)
    .where(and(eq(emailCodes.purpose, purpose), eq(emailCodes.email, email), isNull(emailCodes.consumedAt)))
    .orderBy(desc(emailCodes.createdAt), desc(emailCodes.id))
    .limit(1);
  await consumeRow(db, row, code);
}

/** Accepts the account's latest code of `purpose` once and answers the address it was sent to. */
export async function consumeUserEmailCode(
  db: Db,
  purpose: EmailCodePurpose,
  userId: number,
  code: string,
): Promise<string> {
  const row = await pendingUserEmailCode(db, purpose, userId);
  await consumeRow(db, row, code);
  return row!.email;
}
