// Which format a subscription fetch gets: explicit `target`, then the reference's legacy keys
// (`clash=1`, `list=`, `sub=`), then the client's User-Agent; base64 share links otherwise.
import type { output } from 'zod/v4/core';
import type { subscriptionLinkQuery } from '@portal/shared/contract';
import type { NodeProtocol } from '../../db/schema';
import { detectClient } from '../services/rules';

export type SubscriptionFormat = 'clash' | 'singbox' | 'base64';
export type SubscriptionQuery = output<typeof subscriptionLinkQuery>;

export interface FormatChoice {
  format: SubscriptionFormat;
  /** Only these protocols (legacy `sub=`/`list=` subscriptions); undefined = every protocol. */
  protocols?: readonly NodeProtocol[];
}

const V2RAY: readonly NodeProtocol[] = ['vmess', 'vless'];
const SS: readonly NodeProtocol[] = ['shadowsocks'];

/**
 * SSPanel's `sub=` numbers: 1 SSR and 2 SS (both served as shadowsocks, SSR is not offered),
 * 3 V2Ray, 4 and 5 V2Ray + SS, 6 Trojan, 7 and above everything.
 */
export function protocolsForSub(sub: number): readonly NodeProtocol[] | undefined {
  if (sub <= 2) return SS;
  if (sub === 3) return V2RAY;
  if (sub <= 5) return [...V2RAY, ...SS];
  if (sub === 6) return ['trojan'];
  return undefined;
}

const CLASH_LISTS = new Set(['clash', 'clashr', 'clash_provider', 'clashr_provider']);
const SS_LISTS = new Set(['ss', 'ssa', 'ssd', 'ssr']);
const V2RAY_LISTS = new Set(['v2rayn', 'kitsunebi']);

function fromUserAgent(userAgent: string): SubscriptionFormat {
  const client = detectClient(userAgent);
  if (client === 'sing-box' || client === 'hiddify') return 'singbox';
  if (client === 'clash' || client === 'mihomo' || client === 'stash') return 'clash';
  return 'base64';
}

export function selectFormat(query: SubscriptionQuery, userAgent: string): FormatChoice {
  if (query.target) return { format: query.target };
  if (query.clash) return { format: 'clash' };
  if (query.list) {
    if (CLASH_LISTS.has(query.list)) return { format: 'clash' };
    if (SS_LISTS.has(query.list)) return { format: 'base64', protocols: SS };
    if (V2RAY_LISTS.has(query.list)) return { format: 'base64', protocols: V2RAY };
    return { format: 'base64' };
  }
  if (query.sub !== undefined) return { format: 'base64', protocols: protocolsForSub(query.sub) };
  // Surge, Quantumult (X) and SSD keys ask for formats the portal does not render: share links work there.
  if (
    query.surge !== undefined ||
    query.quantumult !== undefined ||
    query.quantumultx !== undefined ||
    query.ssd !== undefined
  ) {
    return { format: 'base64' };
  }
  return { format: fromUserAgent(userAgent) };
}
