// Contract-shaped answers of the services API for tests (each passes the contract's zod schema).
import { ApiError } from '@portal/shared';
import type { NodeInfo, OldServiceBill, OldServiceInfo, ShopItem } from '@portal/shared/contract';

export const GB = 1024 ** 3;

export function ok<T>(result: T) {
  return { is_success: true, message: 'ok', result };
}

export function message(text: string) {
  return { is_success: true, message: text };
}

export function httpError(status: number, text = 'Request failed', code?: string): ApiError {
  return new ApiError({ kind: 'http', status, message: text, serverMessage: true, code });
}

export function plan(overrides: Partial<OldServiceInfo> = {}): OldServiceInfo {
  return {
    user_level_text: 'VIP 2',
    online_ip_limit: 3,
    speed_limit: '100 Mbps',
    traffic_log_token: 'log-token',
    other_emby_uuid: '5f0c6a8e-7b61-4d5e-9a3c-2b7d4f1e8a91',
    ss_passwd: 'secret-pass',
    ss_uuid: '5f0c6a8e-7b61-4d5e-9a3c-2b7d4f1e8a92',
    user_level_expire_in: '2099-12-31T00:00:00.000Z',
    user_account_expire_in: '2099-12-31T00:00:00.000Z',
    ss_upload_size: 1 * GB,
    ss_download_size: 24 * GB,
    ss_bandwidth_total_size: 100 * GB,
    ss_bandwidth_today_used_size: 512 * 1024 ** 2,
    ss_bandwidth_yesterday_used_size: 3 * GB,
    ...overrides,
  };
}

export function dashboard(
  overrides: { money_amount?: string; old_service_info?: OldServiceInfo | null; is_new_customer?: boolean } = {},
) {
  return ok({
    user_id: 7,
    user_new_id: '5f0c6a8e-7b61-4d5e-9a3c-2b7d4f1e8a90',
    email: 'ann@example.com',
    user_name: 'ann',
    money_amount: overrides.money_amount ?? '42.50',
    old_service_info: overrides.old_service_info === undefined ? plan() : overrides.old_service_info,
    is_new_customer: overrides.is_new_customer ?? false,
  });
}

export const LINK_TOKEN = 'tok_abcdefgh1234';

export function linkToken(token = LINK_TOKEN) {
  return ok({
    link_token: token,
    subscription_url: `/link/${token}`,
    sub_links: [
      { target: 'base64' as const, url: `/link/${token}?target=base64` },
      { target: 'clash' as const, url: `/link/${token}?target=clash` },
      { target: 'singbox' as const, url: `/link/${token}?target=singbox` },
      { target: 'surge' as const, url: `/link/${token}?target=surge` },
      { target: 'quantumultx' as const, url: `/link/${token}?target=quantumultx` },
    ],
    updated_at: '2026-03-01T10:00:00.000Z',
  });
}

export function checkinStatus(
  overrides: Partial<{
    can_check_in: boolean;
    last_check_in_time: string | null;
    next_check_in_at: string | null;
    is_enabled: boolean;
    last_reward_bytes: number | null;
  }> = {},
) {
  return ok({ can_check_in: true, last_check_in_time: null, next_check_in_at: null, is_enabled: true, ...overrides });
}

export function fetchLog(total = 2) {
  const clients = ['clash', 'shadowrocket', 'browser'] as const;
  const formats = ['clash', 'base64', 'base64'] as const;
  return ok({
    total_count: total,
    records: Array.from({ length: Math.min(total, 20) }, (_, index) => ({
      id: index + 1,
      fetched_at: '2026-03-01T10:00:00.000Z',
      ip: `203.0.113.${index + 1}`,
      user_agent: `agent/${index + 1}`,
      client: clients[index % 3]!,
      format: formats[index % 3]!,
    })),
  });
}

export function announcement(content = '<p>Maintenance on <b>Sunday</b></p>') {
  return ok({ created_at: '2026-03-01T08:00:00.000Z', content });
}

export function node(overrides: Partial<NodeInfo> = {}): NodeInfo {
  return {
    node_id: 1,
    node_name: 'Tokyo 1',
    server_address: 'jp1.example.com',
    location: 'Tokyo',
    country_code: 'JP',
    ping: 42,
    load: 35,
    status: 'online',
    protocol_support: ['vmess', 'vless'],
    bandwidth: '1 Gbps',
    is_premium: false,
    ...overrides,
  };
}

export function nodes(list: NodeInfo[]) {
  return ok({ total_nodes: list.length, available_nodes: list, user_tier: 'VIP 2' });
}

export function bill(overrides: Partial<OldServiceBill> = {}): OldServiceBill {
  return {
    service_id: 11,
    shop_id: 3,
    shop_name: 'Monthly 100 GB',
    money_amount: '15.00',
    created_at: '2026-02-01T00:00:00.000Z',
    expire_at: '2099-03-01T00:00:00.000Z',
    renew_at: null,
    is_auto_renewal: false,
    status: 'active',
    ...overrides,
  };
}

export function shopItem(overrides: Partial<ShopItem> = {}): ShopItem {
  return {
    id: 3,
    shop_name: 'Monthly 100 GB',
    shop_type: 'main_package',
    money_amount: '15.00',
    ss_bandwidth_total_size: 100 * GB,
    user_level: 2,
    user_level_duration: 'P30D',
    account_validity_duration: 'P1M',
    content_extra: 'All nodes included',
    is_enable: true,
    is_cannot_new_purchase: false,
    ...overrides,
  };
}

/** A promise you resolve later (to observe a pending state). */
