// The dashboard: the customer, the wallet balance, the plan with its secrets and traffic
// (today and yesterday from the hourly records), and the subscription URLs; no plan (null) for a
// customer who never had one.
import type { TextLanguage } from '@portal/shared/contract/admin';
import type { AppContext } from '../../context';
import type { UserRow } from '../../http/auth-guard';
import { effectiveLevel, levelText } from '../services/rules';
import { subscriptionUrls } from '../services/secrets';
import { ensureService } from '../services/service-repo';
import { userIdentity } from '../user/identity';
import { hasPlan } from '../purchased-plans/bills';
import { ok } from '../../http/envelope';
import { readDashboard } from './dashboard-read';

/** An account this young is greeted as new ("Welcome", not "Welcome back"). */
const NEW_CUSTOMER_MS = 24 * 3600 * 1000;

/** `user`: the account row the bearer check read for this request. */
export async function dashboard(ctx: AppContext, user: UserRow, language: TextLanguage) {
  const now = ctx.now();
  let read = await readDashboard(ctx.db, user.id, now, language);
  if (!read) {
    // A customer's first look: the service row is created (every customer has one), then read.
    await ensureService(ctx.db, user.id);
    read = await readDashboard(ctx.db, user.id, now, language);
    if (!read) throw new Error('The service row was not stored');
  }
  const { service, balance, used, devices, planName: plan } = read;
  const level = effectiveLevel(service, now);
  // A customer who never had a plan (nor a level from elsewhere) has none to show: the dashboard
  // offers to buy one instead of an expired free tier and a subscription link with no nodes.
  return ok({
    ...userIdentity(user),
    money_amount: balance,
    is_new_customer: now.getTime() - user.createdAt.getTime() < NEW_CUSTOMER_MS,
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
          traffic_reset_at:
            service.trafficResetAt && service.trafficResetAt.getTime() < service.levelExpireAt.getTime()
              ? service.trafficResetAt.toISOString()
              : null,
        }
      : null,
  });
}
