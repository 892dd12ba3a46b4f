// The services slice as the journeys see it: accessible names in both languages (the browser runs in
// en-US; the regexes also accept the zh-CN texts), and the subscription link as a client fetches it.
import { expect, type APIRequestContext, type APIResponse } from '@playwright/test';
import { parse as parseYaml } from 'yaml';
import { bearer, expectJson } from './api';

export const SERVICES_TEXT = {
  dashboardHeading: /^(dashboard|仪表盘)$/i,
  traffic: /^(traffic|流量)$/i,
  devicesOnline: /^(devices online now|当前在线的设备)$/i,
  copyLink: /^(copy subscription link|复制订阅链接)$/i,
  copied: /^(copied to the clipboard|已复制到剪贴板)$/i,
  resetHeading: /^(reset connection|重置连接)$/i,
  resetLink: /^(reset subscription link|重置订阅链接)$/i,
  resetLinkDialog: /reset your subscription link|确定要重置订阅链接吗/i,
  newLink: /^(your new subscription link|您的新订阅链接)$/i,
  fetchLog: /^(recent fetches of your subscription link|订阅链接最近的获取记录)$/i,
  chartHeading: /^(traffic charts|流量图表)$/i,
  nodesHeading: /^(nodes|节点)$/i,
  statusFilter: /^\s*(status|状态)\s*$/i,
  nodeList: /^(nodes|节点)$/i,
} as const;

/** The clients the journey impersonates: Clash Verge (a Mihomo build) picks YAML by its User-Agent. */
export const USER_AGENTS = {
  clashVerge: 'clash-verge/v2.2.3',
  script: 'portal-e2e/1.0',
} as const;

export interface ApiNode {
  node_id: number;
  node_name: string;
  status: string;
}

/** GET /api/v2/user/services/nodes/ — the nodes the customer may use, as the API lists them. */
export async function nodesByApi(request: APIRequestContext, accessToken: string): Promise<ApiNode[]> {
  const body = await expectJson<{ result: { available_nodes: ApiNode[] } }>(
    await request.get('/api/v2/user/services/nodes/', { headers: bearer(accessToken) }),
  );
  return body.result.available_nodes;
}

/** The copied link (`…/link/<token>?target=base64`) asking for another format, or for none (`null`). */
export function withTarget(link: string, target: 'clash' | 'singbox' | null): string {
  const url = new URL(link);
  if (target) url.searchParams.set('target', target);
  else url.searchParams.delete('target');
  return url.href;
}

/** Fetches a subscription URL the way an app does: no cookies or tokens, just the URL and a User-Agent. */
export function fetchSubscription(request: APIRequestContext, url: string, userAgent: string): Promise<APIResponse> {
  return request.get(url, { headers: { 'user-agent': userAgent } });
}

/** The `subscription-userinfo` header, checked to carry the four figures clients show. */
export function expectSubscriptionUserinfo(response: APIResponse): void {
  expect(response.headers()['subscription-userinfo']).toMatch(
    /^upload=\d+; download=\d+; total=[1-9]\d*; expire=[1-9]\d*$/,
  );
}

/** The proxy names of a Clash/Mihomo profile. */
export async function clashProxyNames(response: APIResponse): Promise<string[]> {
  expect(response.status(), `${response.url()}: ${await response.text()}`).toBe(200);
  expect(response.headers()['content-type']).toMatch(/yaml/);
  const profile = parseYaml(await response.text()) as { proxies?: { name: string; server: string }[] };
  expect(Array.isArray(profile.proxies), 'the YAML has a proxies list').toBe(true);
  return (profile.proxies ?? []).map((proxy) => proxy.name);
}

/** The proxy outbounds (those with a server) of a sing-box profile. */
export async function singboxProxyNames(response: APIResponse): Promise<string[]> {
  expect(response.status(), `${response.url()}: ${await response.text()}`).toBe(200);
  expect(response.headers()['content-type']).toMatch(/json/);
  const profile = JSON.parse(await response.text()) as { outbounds?: { tag: string; server?: string }[] };
  return (profile.outbounds ?? []).filter((outbound) => typeof outbound.server === 'string').map((o) => o.tag);
}

export function sorted(names: readonly string[]): string[] {
  return [...names].sort((a, b) => a.localeCompare(b));
}
