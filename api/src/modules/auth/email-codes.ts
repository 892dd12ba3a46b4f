// Emailed 6-digit codes: stored hashed, valid 10 minutes, at most 5 tries, used once.
import crypto from 'node:crypto';
import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type EmailCodePurpose, emailCodes } from '../../db/schema';
import { ApiError } from '../../http/errors';
import { sha256Hex, sixDigitCode } from '../../lib/random';

export const EMAIL_CODE_TTL_MINUTES = 10;
export const EMAIL_CODE_MAX_ATTEMPTS = 5;

function hashCode(purpose: EmailCodePurpose, email: string, code: string): string {
  return sha256Hex(`${purpose}:${email}:${code}`);
}

/** Creates a new code for (purpose, email); earlier unused codes stop working. */
export async function issueEmailCode(db: Db, purpose: EmailCodePurpose, email: string): Promise<string> {
  const code = sixDigitCode();
  await db.transaction(async (tx) => {
    await tx
      .update(emailCodes)
      .set({ consumedAt: sql`now()` })
      .where(and(eq(emailCodes.purpose, purpose), eq(emailCodes.email, email), isNull(emailCodes.consumedAt)));
    await tx.insert(emailCodes).values({
      purpose,
      email,
      codeHash: hashCode(purpose, email, code),
      expiresAt: new Date(Date.now() + EMAIL_CODE_TTL_MINUTES * 60_000),
    });
  });
  return code;
}

const invalid = (message: string, code = 'email_code_invalid') => new ApiError(400, code, message);

/** Accepts the latest code for (purpose, email) once; otherwise throws a 400 saying why. */
export async function consumeEmailCode(db: Db, purpose: EmailCodePurpose, email: string, code: string): Promise<void> {
  const [row] = await db
    .select()
    .from(emailCodes)
    .where(and(eq(emailCodes.purpose, purpose), eq(emailCodes.email, email), isNull(emailCodes.consumedAt)))
    .orderBy(desc(emailCodes.createdAt), desc(emailCodes.id))
    .limit(1);
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
  const given = Buffer.from(hashCode(purpose, email, code), 'hex');
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
