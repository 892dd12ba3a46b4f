// The signed-in account's row, and the password check every sensitive change starts with.
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Db, Tx } from '../../db/client';
import { users } from '../../db/schema';
import { ApiError, unauthorized } from '../../http/errors';
import { verifyPassword } from '../../lib/passwords';
import { RATE_LIMITS } from '../../lib/rate-limit';

export type UserRow = typeof users.$inferSelect;

export async function loadUser(db: Db | Tx, userId: number): Promise<UserRow> {
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user) throw unauthorized('This account no longer exists; sign in again');
  return user;
}

/**
 * The current password, confirmed: 400 password_wrong otherwise (never 401, which would sign the page
 * out). Attempts are limited per account, so a stolen session cannot guess the password.
 */
export async function confirmPassword(ctx: AppContext, user: UserRow, password: string, field: string): Promise<void> {
  await ctx.rateLimit(RATE_LIMITS.passwordCheckPerUser, String(user.id));
  if (!(await verifyPassword(user.passwordHash, password))) {
    throw new ApiError(400, 'password_wrong', `${field}: The password is not right`);
  }
}
