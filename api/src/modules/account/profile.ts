// The account at a glance (account/me) and the display name (edit-profile).
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { EditProfileBody } from '@portal/shared/contract';
import type { TextLanguage } from '@portal/shared/contract/admin';
import type { AppContext } from '../../context';
import { emailCodes, users } from '../../db/schema';
import type { AuthUser } from '../../http/auth-guard';
import type { ClientInfo } from '../../http/client-info';
import { ok } from '../../http/envelope';
import { reissueSession, requireCurrentSession } from '../auth/sessions';
import { runningPlan } from '../purchased-plans/bills';
import { recordActivity } from './activity';
import { loadUser } from './account-repo';
import { previousSignIn } from './logs';

/** The new address of an email change still waiting for its code, or null. */
async function pendingEmail(ctx: AppContext, userId: number): Promise<string | null> {
  const [row] = await ctx.db
    .select({ email: emailCodes.email })
    .from(emailCodes)
    .where(
      and(
        eq(emailCodes.purpose, 'change_email'),
        eq(emailCodes.userId, userId),
        isNull(emailCodes.consumedAt),
        gt(emailCodes.expiresAt, sql`now()`),
      ),
    )
    .limit(1);
  return row?.email ?? null;
}

export async function accountOverview(ctx: AppContext, auth: AuthUser, language: TextLanguage) {
  const [user, plan, pending, previous] = await Promise.all([
    loadUser(ctx.db, auth.id),
    runningPlan(ctx, auth.id, language),
    pendingEmail(ctx, auth.id),
    previousSignIn(ctx, auth),
  ]);
  return ok({
    user_id: user.id,
    user_new_id: user.newId,
    email: user.email,
    user_name: user.name,
    created_at: user.createdAt.toISOString(),
    last_login: user.lastLoginAt?.toISOString() ?? null,
    // Every account proved its address with an emailed code at sign-up.
    is_verified: true,
    telegram_linked: user.telegramId !== null,
    two_fa_enabled: user.twoFaSecret !== null,
    email_notification: user.emailNotification,
    pending_email: pending,
    plan,
    previous_sign_in: previous,
  });
}

/** A new name, and a token pair that carries it (the header shows it at once). */
export async function editProfile(ctx: AppContext, auth: AuthUser, body: EditProfileBody, client: ClientInfo) {
  const session = await requireCurrentSession(ctx.db, auth);
  const { tokens, pageCookie } = await ctx.db.transaction(async (tx) => {
    const [user] = await tx.update(users).set({ name: body.user_name }).where(eq(users.id, auth.id)).returning();
    if (!user) throw new Error('the signed-in account disappeared');
    await recordActivity(tx, user.id, 'profile_updated', client, { user_name: user.name });
    return reissueSession(ctx, tx, user, session, client);
  });
  return { body: ok({ ...tokens, user_name: body.user_name }, 'Your name has been changed'), pageCookie };
}
