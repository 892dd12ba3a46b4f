// Account look-ups shared by the auth flows.
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { inviteCodes, users } from '../../db/schema';

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
