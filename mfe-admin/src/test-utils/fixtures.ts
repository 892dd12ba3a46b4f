// Contract-shaped answers of the console's API for the page tests (checked against the contract's
// response schemas by src/__tests__/fixtures.test.ts), so the pages are tested against what the API may
// really send. Plain data (no UI import), so scripts outside Jest can answer with them too
// (e2e/scripts/console-screenshots.ts).
import { nextUuid as uuid } from '@portal/shared/test/ids';
import type { StaffCdKey, StaffNode } from '@portal/shared/contract';
import type {
  AdminAnnouncementRow,
  AdminAuditRule,
  AdminOrder,
  AdminOverviewResult,
  AdminPlan,
  AdminUserDetailResult,
  AdminUserRow,
  AuditEntry,
  InboxTicket,
  OverviewFigures,
} from '@portal/shared/contract/admin';
import type { RemoteSummary, RemoteVersionModel } from '@portal/shared/contract/remote-registry';

export { uuid };
export const GB = 1024 ** 3;

export function ok<T>(result: T, message = 'ok') {
  return { is_success: true, message, result };
}

export function page<T>(records: T[], total = records.length, at = 1, size = 20) {
  return ok({ total_count: total, page: at, size, records });
}

export const ADMIN = { id: 1, email: 'admin@example.com' };

export function figures(overrides: Partial<OverviewFigures> = {}): OverviewFigures {
  return {
    signups: 3,
    paying_customers: 2,
    recharged: '128.50',
    spent: '60.00',
    recharge_orders: 4,
    purchases: 2,
    ...overrides,
  };
}

export function overview(overrides: Partial<AdminOverviewResult> = {}): AdminOverviewResult {
  const trend = Array.from({ length: 30 }, (_, index) => ({
    ...figures({ signups: index % 4, recharged: `${index}.50`, spent: `${index}.00` }),
    day: `2026-03-${String(index + 1).padStart(2, '0')}`,
  }));
  return {
    currency: 'CNY',
    today_day: '2026-03-30',
    month_start_day: '2026-03-01',
    today: figures(),
    month: figures({ signups: 41, paying_customers: 17, recharged: '2048.00', spent: '1500.25' }),
    customers: { total: 1200, with_running_plan: 640, banned: 3, expiring_7d: 25 },
    nodes: { online: 7, total: 9, enabled: 8 },
    tickets: {
      open: 5,
      waiting: 3,
      waiting_under_1h: 1,
      waiting_1h_to_24h: 1,
      waiting_over_24h: 1,
      oldest_waiting_since: '2026-03-28T10:00:00.000Z',
    },
    orders_needing_review: 2,
    trend,
    generated_at: '2026-03-30T04:00:00.000Z',
    ...overrides,
  };
}

export function userRow(overrides: Partial<AdminUserRow> = {}): AdminUserRow {
  return {
    id: 42,
    email: 'ann@example.com',
    name: 'Ann',
    role: 'user',
    is_ban: false,
    ban_reason: null,
    banned_at: null,
    created_at: '2026-01-05T08:00:00.000Z',
    last_login_at: '2026-03-29T08:00:00.000Z',
    account_expire_at: '2027-01-05T08:00:00.000Z',
    level: 1,
    effective_level: 1,
    level_expire_at: '2026-04-05T08:00:00.000Z',
    plan_name: 'Standard',
    traffic_used: 12 * GB,
    traffic_total: 100 * GB,
    balance: '35.50',
    ...overrides,
  };
}

export function order(overrides: Partial<AdminOrder> = {}): AdminOrder {
  return {
    id: uuid(),
    trade_no: 'T20260301000001',
    customer: { id: 42, email: 'ann@example.com' },
    payment_system: 'epay',
    channel: 'alipay',
    is_sandbox: false,
    money_amount: '50.00',
    currency: 'CNY',
    status: 'pending',
    created_at: '2026-03-01T10:00:00.000Z',
    expires_at: '2026-03-01T10:30:00.000Z',
    paid_at: null,
    paid_amount: null,
    gateway_ref: null,
    settled_by: null,
    settled_by_staff: null,
    needs_review: false,
    reviewed_at: null,
    reviewed_by: null,
    review_note: null,
    invoice_id: uuid(),
    ...overrides,
  };
}

export function userDetail(overrides: Partial<AdminUserRow> = {}): AdminUserDetailResult {
  const user = userRow(overrides);
  return {
    user: { ...user, new_id: uuid(), invited_by: null, telegram_username: null, two_fa_enabled: false },
    service: {
      level: user.level,
      level_expire_at: user.level_expire_at,
      traffic_upload: 2 * GB,
      traffic_download: 10 * GB,
      traffic_total: user.traffic_total,
      speed_limit_mbps: null,
      online_ip_limit: 3,
      link_token_updated_at: null,
      port: 10042,
    },
    wallet: { balance: user.balance, cash_balance: user.balance, invite_balance: '0.00', currency: 'CNY' },
    ledger: [],
    ledger_count: 0,
    orders: [order({ status: 'paid', paid_at: '2026-03-01T10:05:00.000Z', settled_by: 'gateway' })],
    orders_count: 1,
    invoices: [],
    invoices_count: 0,
    bills: [],
    bills_count: 0,
    tickets: [],
    tickets_count: 0,
    sessions: [],
    sign_ins: [],
    sign_ins_count: 0,
    invitees: [],
    invitees_count: 0,
  };
}

export function plan(overrides: Partial<AdminPlan> = {}): AdminPlan {
  return {
    id: 1,
    shop_name: 'Standard',
    shop_type: 'main_package',
    shop_group_id: 0,
    money_amount: '15.00',
    ss_bandwidth_total_size: 100 * GB,
    user_level: 1,
    user_level_duration: 'P30D',
    account_validity_duration: 'P30D',
    ss_bandwidth_reset_interval: null,
    node_speed_limit: null,
    node_connector: 3,
    content_extra: '100 GB a month',
    is_auto_reset_bandwidth: false,
    is_enable: true,
    is_cannot_new_purchase: false,
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
    shop_name_i18n: { 'zh-CN': '标准版' },
    content_extra_i18n: {},
    sort_order: 1,
    active_bills: 12,
    ...overrides,
  };
}

export function auditRule(overrides: Partial<AdminAuditRule> = {}): AdminAuditRule {
  return {
    id: 1,
    name: 'BitTorrent',
    text: 'Blocks BitTorrent trackers',
    regex: '(announce|torrent)',
    type: 1,
    is_enabled: true,
    is_served_to_nodes: true,
    hits: 7,
    ...overrides,
  };
}

export function node(overrides: Partial<StaffNode> = {}): StaffNode {
  return {
    id: 3,
    name: 'Osaka 1',
    type: 'shadowsocks',
    server: 'osaka1.example.net',
    port: 443,
    node_class: 1,
    traffic_rate: '1.5',
    location: 'Osaka',
    country_code: 'JP',
    speed_limit_mbps: 0,
    is_enabled: true,
    settings: { method: 'aes-256-gcm', portPerUser: true },
    status: 'online',
    load: 0.42,
    load_report: '0.42 0.40 0.38',
    uptime_seconds: 86_400,
    online_user_count: 12,
    last_heartbeat_at: new Date(Date.now() - 60_000).toISOString(),
    last_seen_ip: '203.0.113.9',
    has_key: true,
    key_created_at: '2026-01-01T00:00:00.000Z',
    traffic_24h_bytes: 30 * GB,
    traffic_today_bytes: 12 * GB,
    is_premium: false,
    sort_order: 0,
    bandwidth: '1 Gbit/s',
    latest_speedtest: null,
    ...overrides,
  };
}

export const NODE_SETUP = {
  api_url: 'https://portal.example.com',
  shadowsocks_mod:
    "API_INTERFACE = 'modwebapi'\nWEBAPI_URL = 'https://portal.example.com'\nWEBAPI_TOKEN = 'nk_secret'\nNODE_ID = 3",
  xrayr:
    'Nodes:\n  - PanelType: "SSpanel"\n    ApiConfig:\n      ApiHost: "https://portal.example.com"\n      ApiKey: "nk_secret"\n      NodeID: 3',
};

export function cdKey(overrides: Partial<StaffCdKey> = {}): StaffCdKey {
  return {
    id: 1,
    cd_key: 'ABCD-EFGH-JKLM',
    money_amount: '50.00',
    uses_total: 1,
    uses_left: 1,
    expire_at: null,
    remark: 'Spring campaign',
    created_at: '2026-03-01T00:00:00.000Z',
    state: 'unused',
    redeemed_count: 0,
    voided_at: null,
    created_by: ADMIN,
    ...overrides,
  };
}

export function inboxTicket(overrides: Partial<InboxTicket> = {}): InboxTicket {
  return {
    id: uuid(),
    title: 'Cannot connect from the office',
    ticket_status: 'pending',
    customer: { id: 42, email: 'ann@example.com' },
    created_at: '2026-03-28T10:00:00.000Z',
    updated_at: '2026-03-28T10:00:00.000Z',
    waiting_since: '2026-03-28T10:00:00.000Z',
    last_message_at: '2026-03-28T10:00:00.000Z',
    last_message_by: 'customer',
    message_count: 1,
    ...overrides,
  };
}

export function announcement(overrides: Partial<AdminAnnouncementRow> = {}): AdminAnnouncementRow {
  return {
    id: 1,
    ann_type: 'index_ann',
    markdown_text: 'Maintenance on **Sunday**.',
    markdown_i18n: { 'zh-CN': '周日**维护**。' },
    html_text: '<p>Maintenance on <strong>Sunday</strong>.</p>',
    is_current: true,
    created_at: '2026-03-01T00:00:00.000Z',
    updated_at: '2026-03-01T00:00:00.000Z',
    created_by: ADMIN,
    ...overrides,
  };
}

export function remoteVersion(overrides: Partial<RemoteVersionModel> = {}): RemoteVersionModel {
  return {
    remote: 'mfe_wallet',
    version: '0.1.0-aaaaaaaa',
    source: 'release',
    registered_at: '2026-03-01T00:00:00.000Z',
    registered_by: 'ops',
    entry: '/remotes/mfe_wallet/0.1.0-aaaaaaaa/remoteEntry.js',
    built_with: { react: '19.2.0' },
    exposes: ['./routes', './widgets'],
    files: 12,
    bytes: 180_000,
    gate: { status: 'passed', checks: [], reported_at: null, reported_by: null },
    live: false,
    was_live: false,
    ...overrides,
  };
}

export function remoteSummary(overrides: Partial<RemoteSummary> = {}): RemoteSummary {
  const live = remoteVersion({ version: '0.1.0-bbbbbbbb', live: true, was_live: true });
  const previous = remoteVersion({ version: '0.1.0-aaaaaaaa', was_live: true });
  return {
    remote: 'mfe_wallet',
    live: { version: live.version, since: '2026-03-02T00:00:00.000Z', by: 'ops' },
    rollback_to: previous.version,
    versions: [live, previous],
    ...overrides,
  };
}

export function auditEntry(overrides: Partial<AuditEntry> = {}): AuditEntry {
  return {
    id: 1,
    created_at: '2026-03-02T00:00:00.000Z',
    actor: ADMIN,
    action: 'user_balance_adjust',
    target_type: 'user',
    target_id: '42',
    target_user: { id: 42, email: 'ann@example.com' },
    before: { balance: '35.50' },
    after: { balance: '45.50' },
    detail: { reason: 'Outage compensation' },
    ip: '198.51.100.7',
    ...overrides,
  };
}
