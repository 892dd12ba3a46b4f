// Account look-ups and changes shared by the auth flows and the operator's commands.
import crypto from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { inviteCodes, refreshTokens, users } from '../../db/schema';
import { hashPassword } from '../../lib/passwords';

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export async function findUserByEmail(db: Db, email: string) {
  const [user] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${normalizeEmail(email)}`)
    .limit(1);
  return user;
}

export async function findActiveInviteCode(db: Db, code: string) {
  const [row] = await db.select().from(inviteCodes).where(eq(inviteCodes.code, code.trim().toUpperCase())).limit(1);
  return row?.isActive ? row : undefined;
}

/** True for PostgreSQL's unique_violation, however the driver wraps it. */
export function isUniqueViolation(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 4; depth++) {
    if ((current as { code?: unknown }).code === '23505') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * Gives the account a new password and ends every session: a new password_hash_id makes the refresh
 * tokens issued under the old password useless, and they are revoked as well.
 */
export async function replacePassword(db: Db, userId: number, password: string): Promise<void> {
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx: Tx) => {
    await tx.update(users).set({ passwordHash, passwordHashId: crypto.randomUUID() }).where(eq(users.id, userId));
    await tx
      .update(refreshTokens)
      .set({ revokedAt: sql`now()` })
      .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
  });
}
