// The account's logs: activity (paginated), sign-in history, the login IP log (sign-ins, sign-ups and
// failed attempts, with country and browser) and the access-token refresh log. Newest first, only the
// caller's own rows.
import { and, count, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { AuthUser } from '../../http/auth-guard';
import { accountActivity, loginIpLog, refreshTokens } from '../../db/schema';
import { ok, okList } from '../../http/envelope';
import { countryOf } from '../../lib/geo';
import { describeUserAgent } from '../../lib/user-agent';
import { describeActivity } from './activity';

const DEFAULT_ACTIVITY_PAGE_SIZE = 20;
const DEFAULT_LOG_LIMIT = 100;

export async function activityPage(ctx: AppContext, userId: number, query: { page?: number; size?: number }) {
  const page = query.page ?? 1;
  const size = query.size ?? DEFAULT_ACTIVITY_PAGE_SIZE;
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select()
      .from(accountActivity)
      .where(eq(accountActivity.userId, userId))
      .orderBy(desc(accountActivity.createdAt), desc(accountActivity.id))
      .limit(size)
      .offset((page - 1) * size),
    ctx.db.select({ value: count() }).from(accountActivity).where(eq(accountActivity.userId, userId)),
  ]);
  return ok({
    total_count: Number(total?.value ?? 0),
    activities: rows.map((row) => ({
      activity_id: row.id,
      activity_type: row.type,
      description: describeActivity(row.type, row.detail),
      timestamp: row.createdAt.toISOString(),
      ip_address: row.ip,
      country: countryOf(row.ip ?? ''),
      ...describeUserAgent(row.userAgent),
      detail: row.detail,
    })),
  });
}

export async function loginHistory(ctx: AppContext, userId: number) {
  const rows = await ctx.db
    .select()
    .from(loginIpLog)
    .where(and(eq(loginIpLog.userId, userId), eq(loginIpLog.kind, 'login')))
    .orderBy(desc(loginIpLog.createdAt), desc(loginIpLog.id))
    .limit(50);
  return ok(
    rows.map((row) => ({
      login_time: Math.floor(row.createdAt.getTime() / 1000),
      ip_address: row.ip,
      user_agent: row.userAgent ?? '',
    })),
  );
}

/**
 * The newest sign-in (or sign-up) other than the one that started the caller's session, or null: what
 * "previous sign-in" on the account overview means. A sign-in from another device after this one counts,
 * so a customer sees someone else's sign-in even when it came later. The caller's session is the one its
 * access token was issued for.
 */
export async function previousSignIn(ctx: AppContext, auth: AuthUser) {
  const callersSession = sql`(select ${refreshTokens.sessionId} from ${refreshTokens} where ${refreshTokens.accessJti} = ${auth.token.jti})`;
  const [row] = await ctx.db
    .select()
    .from(loginIpLog)
    .where(
      and(
        eq(loginIpLog.userId, auth.id),
        inArray(loginIpLog.kind, ['login', 'register']),
        sql`${loginIpLog.sessionId} is distinct from ${callersSession}`,
      ),
    )
    .orderBy(desc(loginIpLog.createdAt), desc(loginIpLog.id))
    .limit(1);
  if (!row) return null;
  return { at: row.createdAt.toISOString(), ip: row.ip, country: row.country, ...describeUserAgent(row.userAgent) };
}

export async function loginIpLogList(ctx: AppContext, userId: number, limit = DEFAULT_LOG_LIMIT) {
  const rows = await ctx.db
    .select()
    .from(loginIpLog)
    .where(eq(loginIpLog.userId, userId))
    .orderBy(desc(loginIpLog.createdAt), desc(loginIpLog.id))
    .limit(limit);
  return okList(
    rows.map((row) => ({
      id: null,
      user_id: row.userId,
      login_ip: row.ip,
      created_at: row.createdAt.toISOString(),
      is_login: row.kind !== 'login_failed',
      log_id: row.id,
      kind: row.kind,
      country: row.country,
      user_agent: row.userAgent ?? '',
      ...describeUserAgent(row.userAgent),
    })),
  );
}

export async function refreshLog(ctx: AppContext, userId: number, limit = DEFAULT_LOG_LIMIT) {
  const rows = await ctx.db
    .select()
    .from(refreshTokens)
    .where(and(eq(refreshTokens.userId, userId), inArray(refreshTokens.kind, ['refresh']), isNotNull(refreshTokens.ip)))
    .orderBy(desc(refreshTokens.createdAt))
    .limit(limit);
  return ok(
    rows.map((row) => ({
      id: row.jti,
      created_at: row.createdAt.toISOString(),
      ip_address: row.ip ?? '',
      user_agent: row.userAgent ?? '',
      is_remember_me: row.isRememberMe,
      country: countryOf(row.ip ?? ''),
      ...describeUserAgent(row.userAgent),
    })),
  );
}
