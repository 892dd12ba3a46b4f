// Which format a subscription fetch gets: explicit `target`, then the reference's legacy keys
// (`clash=1`, `list=`, `sub=`, `surge=`, `quantumult=`, `quantumultx=`), then the client's User-Agent;
// base64 share links otherwise (Shadowrocket, v2rayN, Happ and most apps read them).
import type { output } from 'zod/v4/core';
import type { SubscriptionTarget, subscriptionLinkQuery } from '@portal/shared/contract';
import type { NodeProtocol } from '../../db/schema';
import { detectClient } from '../services/rules';

export type SubscriptionFormat = SubscriptionTarget;
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
const SURGE_LISTS = new Set(['surge', 'surfboard']);
const QUANTUMULT_LISTS = new Set(['quantumult', 'quantumultx', 'quantumult_sub', 'quantumult_conf']);

function fromUserAgent(userAgent: string): SubscriptionFormat {
  const client = detectClient(userAgent);
  if (client === 'sing-box' || client === 'hiddify') return 'singbox';
  if (client === 'clash' || client === 'mihomo' || client === 'stash') return 'clash';
  if (client === 'surge') return 'surge';
  if (client === 'quantumult-x') return 'quantumultx';
  return 'base64';
}

export function selectFormat(query: SubscriptionQuery, userAgent: string): FormatChoice {
  if (query.target) return { format: query.target };
  if (query.clash) return { format: 'clash' };
  if (query.list) {
    if (CLASH_LISTS.has(query.list)) return { format: 'clash' };
    if (SS_LISTS.has(query.list)) return { format: 'base64', protocols: SS };
    if (V2RAY_LISTS.has(query.list)) return { format: 'base64', protocols: V2RAY };
    if (SURGE_LISTS.has(query.list)) return { format: 'surge' };
    if (QUANTUMULT_LISTS.has(query.list)) return { format: 'quantumultx' };
    return { format: 'base64' };
  }
  if (query.sub !== undefined) return { format: 'base64', protocols: protocolsForSub(query.sub) };
  if (query.surge !== undefined) return { format: 'surge' };
  if (query.quantumult !== undefined || query.quantumultx !== undefined) return { format: 'quantumultx' };
  // SSD's own JSON is long dead: its apps read share links.
  if (query.ssd !== undefined) return { format: 'base64' };
  return { format: fromUserAgent(userAgent) };
}
