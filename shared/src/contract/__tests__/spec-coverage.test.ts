// Every call docs/product.md §7 lists exists in the contract with the credentials §6 gives it.
// Transcribed from docs/product.md §7 (method, path relative to the API base). §7 also names "the build
// manifest and per-page payload JSON files for prerendered pages": static files, not API operations.
import { operationList, operations } from '../index';

const U = '/api/v2/user';
const MU = '/v1/mod_mu';

const SPEC_CALLS: readonly string[] = [
  // Auth and account
  'POST /api/v2/auth/login',
  'POST /api/v2/auth/register',
  'POST /api/v2/auth/refresh',
  'GET /api/v2/captcha-key',
  'GET /api/v2/csrf',
  'GET /api/v2/auth/forgot-password/request-captcha-key',
  'POST /api/v2/auth/forgot-password/request-email-code',
  'POST /api/v2/auth/forgot-password/reset-password',
  `GET ${U}/`,
  `GET ${U}/get_me`,
  `GET ${U}/get_old_service`,
  ...['me', 'activity', 'login-history', 'login-ip-log', 'refresh-access-token-log', 'link/telegram'].map(
    (p) => `GET ${U}/account/${p}`,
  ),
  `GET ${U}/account/security`,
  `POST ${U}/account/security`,
  ...['change-password', 'edit-email', 'edit-password', 'edit-profile'].map((p) => `POST ${U}/account/${p}`),
  // Announcements
  `GET ${U}/system/announcements`,
  'GET /api/v2/admin_api/announcement',
  'GET /api/v2/admin_api/announcement_html',
  'GET /api/v2/admin_api/announcement_markdown',
  'POST /api/v2/admin_api/announcement',
  'GET /api/v2/admin_api/replace_user_email',
  // Tickets
  `GET ${U}/tickets-v2/`,
  `POST ${U}/tickets-v2/`,
  `PUT ${U}/tickets-v2/{ticket_id}/edit-status`,
  `GET ${U}/tickets-v2/{ticket_id}/messages`,
  `POST ${U}/tickets-v2/{ticket_id}/messages`,
  // Services
  `GET ${U}/services/nodes/`,
  `GET ${U}/services/nodes/{node_id}/`,
  `GET ${U}/services/{node_id}/`,
  `GET ${U}/services/link-token/link-token/`,
  `POST ${U}/services/link-token/link-token/reset`,
  `GET ${U}/services/ss-password/`,
  `POST ${U}/services/ss-password/reset`,
  `GET ${U}/services/share-account/`,
  `GET ${U}/services/audit/record`,
  `GET ${U}/services/audit/rule`,
  `GET ${U}/services/subscribe-log/area-time-axis`,
  `GET ${U}/services/subscribe-log/calendar-pie`,
  `GET ${U}/services/subscribe-log/detail-record`,
  // Old services and shop
  `GET ${U}/services-old/`,
  `GET ${U}/services-old/bill/`,
  `GET ${U}/services-old/bill/{service_id}/`,
  `GET ${U}/services-old/bill/{service_id}/enable-auto-renewal`,
  `GET ${U}/services-old/checkin/`,
  `POST ${U}/services-old/checkin/`,
  `GET ${U}/shop-old/`,
  `GET ${U}/shop-old/{shop_id}/info`,
  `POST ${U}/shop-old/{shop_id}/pre-order`,
  `POST ${U}/shop-old/{shop_id}/confirm-order`,
  // Wallet and invites
  `GET ${U}/wallet/`,
  `GET ${U}/wallet/purchase-records`,
  `GET ${U}/wallet/recharge/`,
  `POST ${U}/wallet/recharge/{recharge_id}/`,
  `GET ${U}/wallet/cd-key/cd-key/`,
  `POST ${U}/wallet/cd-key/{cd_key}/`,
  `GET ${U}/invite/`,
  `GET ${U}/invite/record/`,
  // Payment
  'GET /v1/payment/notify/{payment_system}',
  'POST /v1/payment/notify/{payment_system}',
  'POST /v1/payment/status',
  'GET /v1/payment/admin_notify',
  'GET /v1/payment/admin_notify_by_cookies',
  // Node and operator
  `GET ${MU}/users`,
  `POST ${MU}/users/traffic`,
  `POST ${MU}/users/aliveip`,
  `POST ${MU}/users/detectlog`,
  `GET ${MU}/nodes`,
  `GET ${MU}/nodes/{id}/info`,
  `POST ${MU}/nodes/{id}/info`,
  `POST ${MU}/nodes/config`,
  `GET ${MU}/func/autoexec`,
  `POST ${MU}/func/autoexec`,
  `GET ${MU}/func/block_ip`,
  `POST ${MU}/func/block_ip`,
  `GET ${MU}/func/unblock_ip`,
  `GET ${MU}/func/detect_rules`,
  `GET ${MU}/func/relay_rules`,
  `POST ${MU}/func/ping`,
  `POST ${MU}/func/speedtest`,
  ...['check_user_password', 'active_check_paylist', 'grafana_loki_export', 'cron_queue_user_post'].map(
    (p) => `GET ${MU}/${p}`,
  ),
  `GET ${MU}/clickhouse_import_mod_mu_user_alive_ip`,
  `GET ${MU}/clickhouse_import_user_traffic_raw`,
  // Misc
  'GET /v1/emby_function',
  'GET /v1/emby_link/{token}',
  'GET /v1/casino_function',
  'GET /v1/version',
  'GET /v1/version_db',
  'GET /v1/version_list',
  'GET /api/version',
  'GET /health',
  'GET /ip',
];

/** Calls the portal adds beside §7: the reference's dashboard and staff tickets, node GET ping, the subscription link and its fetch log, sign-out. */
const PORTAL_CALLS: readonly string[] = [
  'POST /api/v2/auth/logout',
  `GET ${U}/dashboard/`,
  'GET /api/v2/low_admin_api/ticket/',
  'GET /api/v2/low_admin_api/ticket/{ticket_id}',
  'POST /api/v2/low_admin_api/ticket/{ticket_id}/reply',
  `GET ${MU}/func/ping`,
  `GET ${MU}/clickhouse_import_user_data_history`,
  `GET ${MU}/clickhouse_import_user_traffic_log_total`,
  'GET /link/{token}',
  'GET /v1/link/{token}',
  `GET ${U}/services/link-token/fetch-log`,
];

const declared = new Map(operationList.map((op) => [`${op.method} ${op.path}`, op]));

describe('docs/product.md §7 coverage', () => {
  it('declares every call of §7', () => {
    expect(SPEC_CALLS.filter((call) => !declared.has(call))).toEqual([]);
  });

  it('declares the portal additions', () => {
    expect(PORTAL_CALLS.filter((call) => !declared.has(call))).toEqual([]);
  });

  it('attaches credentials as §6 says', () => {
    for (const op of operationList) {
      const expected = /^\/api\/v2\/(user|admin_api|low_admin_api)\//.test(op.path)
        ? 'bearer'
        : /^\/v1\/mod_mu\/|^\/v1\/payment\/notify\/|^\/v1\/version|^\/api\/version$|^\/health$|^\/ip$|^\/api\/v2\/(auth\/|captcha-key$|csrf$)/.test(
              op.path,
            )
          ? 'none'
          : undefined;
      if (expected) expect({ id: op.id, credentials: op.credentials }).toEqual({ id: op.id, credentials: expected });
    }
    expect(operations.paymentAdminNotify.credentials).toBe('bearer-if-configured');
  });
});
