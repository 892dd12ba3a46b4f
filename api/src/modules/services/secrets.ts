// The subscription token and the connection password: read, replace (effective at once), and who
// fetched the subscription.
import { count, desc, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { subscribeFetchLogs, userServices } from '../../db/schema';
import { detectClient } from './rules';
import { ensureService, newLinkToken, newSecrets } from './service-repo';
import { ok, done } from '../../http/envelope';
import { subscriptionUrl } from '../link/subscription';

const TARGETS = ['clash', 'singbox', 'base64', 'surge', 'quantumultx'] as const;

/** The universal subscription URL: the format follows the fetching client's User-Agent. */
function universalSubscriptionUrl(publicUrl: string, token: string): string {
  return `${publicUrl.replace(/\/+$/, '')}/link/${token}`;
}

/** Ready-made subscription URLs, one per format (for one-tap imports into a named client). */
export function subscriptionUrls(publicUrl: string, token: string) {
  return TARGETS.map((target) => ({ target, url: subscriptionUrl(publicUrl, token, target) }));
}

export async function linkToken(ctx: AppContext, userId: number) {
  const service = await ensureService(ctx.db, userId);
  return ok({
    link_token: service.linkToken,
    subscription_url: universalSubscriptionUrl(ctx.config.publicUrl, service.linkToken),
    sub_links: subscriptionUrls(ctx.config.publicUrl, service.linkToken),
    updated_at: service.linkTokenUpdatedAt?.toISOString() ?? null,
  });
}

export async function resetLinkToken(ctx: AppContext, userId: number) {
  await ensureService(ctx.db, userId);
  await ctx.db
    .update(userServices)
    .set({ linkToken: newLinkToken(), linkTokenUpdatedAt: sql`now()` })
    .where(eq(userServices.userId, userId));
  return done('A new subscription link was issued; the old one no longer works');
}

export async function ssPassword(ctx: AppContext, userId: number) {
  const service = await ensureService(ctx.db, userId);
  return ok({
    ss_passwd: service.ssPassword,
    ss_uuid: service.ssUuid,
    updated_at: service.secretsUpdatedAt?.toISOString() ?? null,
  });
}

export async function resetSsPassword(ctx: AppContext, userId: number) {
  await ensureService(ctx.db, userId);
  await ctx.db
    .update(userServices)
    .set({ ...newSecrets(), secretsUpdatedAt: sql`now()` })
    .where(eq(userServices.userId, userId));
  return done('A new connection password was issued; update the subscription in your apps');
}

const DEFAULT_LOG_LIMIT = 20;

export async function subscribeFetchLog(ctx: AppContext, userId: number, query: { limit?: number; offset?: number }) {
  // The fetches this process served but has not written yet (link/fetch-log-writer.ts).
  await ctx.fetchLog.flush();
  const mine = eq(subscribeFetchLogs.userId, userId);
  const [[total], rows] = await Promise.all([
    ctx.db.select({ n: count() }).from(subscribeFetchLogs).where(mine),
    ctx.db
      .select()
      .from(subscribeFetchLogs)
      .where(mine)
      .orderBy(desc(subscribeFetchLogs.fetchedAt), desc(subscribeFetchLogs.id))
      .limit(query.limit ?? DEFAULT_LOG_LIMIT)
      .offset(query.offset ?? 0),
  ]);
  return ok({
    total_count: total?.n ?? 0,
    records: rows.map((row) => ({
      id: row.id,
      fetched_at: row.fetchedAt.toISOString(),
      ip: row.ip,
      user_agent: row.userAgent,
      client: detectClient(row.userAgent),
      format: row.format,
    })),
  });
}
