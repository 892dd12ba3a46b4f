// The dashboard: the customer, the wallet balance, the plan with its secrets and traffic
// (today and yesterday from the hourly records), and the subscription URLs; no plan (null) for a
// customer who never had one.
import { and, desc, eq, gt } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { nodeAliveIps, nodes, users, wallets } from '../../db/schema';
import { notFound } from '../../http/errors';
import { effectiveLevel, levelText } from '../services/rules';
import { subscriptionUrls } from '../services/secrets';
import { ensureService } from '../services/service-repo';
import { todayAndYesterday } from '../services/traffic-stats';
import { ALIVE_IP_WINDOW_MS } from '../node-api/rules';
import { userIdentity } from '../user/identity';
import { hasPlan, planName } from '../services-old/bills';
import { ok } from '../../http/envelope';

/** The balance as a decimal string; a customer without a wallet row has 0.00. */
async function walletBalance(ctx: AppContext, userId: number): Promise<string> {
  const [wallet] = await ctx.db
    .select({ balance: wallets.balance })
    .from(wallets)
    .where(eq(wallets.userId, userId))
    .limit(1);
  return wallet?.balance ?? '0.00';
}

/** The customer's devices the nodes saw in the last few minutes (one per IP, newest sighting). */
async function onlineDevices(ctx: AppContext, userId: number, now: Date) {
  const rows = await ctx.db
    .select({ ip: nodeAliveIps.ip, nodeId: nodes.id, nodeName: nodes.name, lastSeenAt: nodeAliveIps.lastSeenAt })
    .from(nodeAliveIps)
    .innerJoin(nodes, eq(nodes.id, nodeAliveIps.nodeId))
    .where(
      and(eq(nodeAliveIps.userId, userId), gt(nodeAliveIps.lastSeenAt, new Date(now.getTime() - ALIVE_IP_WINDOW_MS))),
    )
    .orderBy(desc(nodeAliveIps.lastSeenAt))
    .limit(100);
  const byIp = new Map<string, (typeof rows)[number]>();
  for (const row of rows) if (!byIp.has(row.ip)) byIp.set(row.ip, row);
  return [...byIp.values()].map((row) => ({
    ip: row.ip,
    node_id: row.nodeId,
    node_name: row.nodeName,
    last_seen_at: row.lastSeenAt.toISOString(),
  }));
}

export async function dashboard(ctx: AppContext, userId: number) {
  const now = ctx.now();
  const [[user], service, balance, used, devices, plan] = await Promise.all([
    ctx.db.select().from(users).where(eq(users.id, userId)).limit(1),
    ensureService(ctx.db, userId),
    walletBalance(ctx, userId),
    todayAndYesterday(ctx.db, userId, now),
    onlineDevices(ctx, userId, now),
    planName(ctx.db, userId, now),
  ]);
  if (!user) throw notFound('This account no longer exists');
  const level = effectiveLevel(service, now);
  // A customer who never had a plan (nor a level from elsewhere) has none to show: the dashboard
  // offers to buy one instead of an expired free tier and a subscription link with no nodes.
  return ok({
    ...userIdentity(user),
    money_amount: balance,
    old_service_info: hasPlan(plan, service)
      ? {
          // The plan's name, as the services pages show it; the bare level only without a purchase.
          user_level_text: plan ?? levelText(level),
          user_level: level,
          online_ip_limit: service.onlineIpLimit,
          speed_limit: service.speedLimitMbps === null ? null : `${service.speedLimitMbps} Mbps`,
          sub_link: subscriptionUrls(ctx.config.publicUrl, service.linkToken).map((link) => link.url),
          traffic_log_token: service.linkToken,
          other_emby_uuid: service.otherEmbyUuid,
          ss_passwd: service.ssPassword,
          ss_uuid: service.ssUuid,
          user_level_expire_in: service.levelExpireAt.toISOString(),
          user_account_expire_in: user.accountExpireAt.toISOString(),
          ss_upload_size: service.trafficUpload,
          ss_download_size: service.trafficDownload,
          ss_bandwidth_total_size: service.trafficTotal,
          ss_bandwidth_yesterday_used_size: used.yesterday,
          ss_bandwidth_today_used_size: used.today,
          is_link_burn_after: false,
          online_ip_count: devices.length,
          online_ips: devices,
        }
      : null,
  });
}
