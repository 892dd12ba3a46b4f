// The node side of the journeys: the node an operator added with the CLI at setup (scripts/
// start-e2e-server.mjs), called the way shadowsocks-mod calls the portal (`?node_id=N&key=K`, JSON bodies
// in Python's json.dumps spacing), and the figures the customer's pages show.
import { readFileSync } from 'node:fs';
import { expect, type APIRequestContext } from '@playwright/test';
import { bearer, expectJson } from './api';
import { e2eEnv } from './env';

export interface E2eNode {
  id: number;
  key: string;
}

export function e2eNode(): E2eNode {
  return JSON.parse(readFileSync(e2eEnv().nodeFile, 'utf8')) as E2eNode;
}

/** `json.dumps` with Python's default separators (", " and ": "), as shadowsocks-mod sends its reports. */
function pythonJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(pythonJson).join(', ')}]`;
  if (value !== null && typeof value === 'object') {
    return `{${Object.entries(value)
      .map(([key, item]) => `${JSON.stringify(key)}: ${pythonJson(item)}`)
      .join(', ')}}`;
  }
  return JSON.stringify(value);
}

/** A call as shadowsocks-mod makes it; answers `data` after checking what the client checks (200, exactly ret+data, ret 1). */
export async function nodeCall<T>(
  request: APIRequestContext,
  node: E2eNode,
  method: 'GET' | 'POST',
  path: string,
  options: { withNodeId?: boolean; body?: unknown } = {},
): Promise<T> {
  const query = options.withNodeId === false ? `key=${node.key}` : `node_id=${node.id}&key=${node.key}`;
  const response = await request.fetch(`/v1/mod_mu/${path}?${query}`, {
    method,
    headers: {
      'user-agent': 'python-requests/2.31.0',
      ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    ...(options.body !== undefined ? { data: pythonJson(options.body) } : {}),
  });
  const body = await expectJson<Record<string, unknown>>(response);
  expect(Object.keys(body).sort()).toEqual(['data', 'ret']);
  expect(body.ret).toBe(1);
  return body.data as T;
}

export interface DashboardTraffic {
  user_id: number;
  old_service_info: {
    ss_upload_size: number;
    ss_download_size: number;
    ss_bandwidth_today_used_size: number;
  };
}

export async function dashboardByApi(request: APIRequestContext, token: string): Promise<DashboardTraffic> {
  return (
    await expectJson<{ result: DashboardTraffic }>(
      await request.get('/api/v2/user/dashboard/', { headers: bearer(token) }),
    )
  ).result;
}

/** The hourly points the traffic chart draws (its default: the latest 168 hours). */
export async function chartPointsByApi(request: APIRequestContext, token: string) {
  return (
    await expectJson<{ result: { timestamp_ms: number; total_traffic: number }[] }>(
      await request.get('/api/v2/user/services/subscribe-log/area-time-axis?limit=168', { headers: bearer(token) }),
    )
  ).result;
}

/** Sizes as the portal shows them in English (mfe-services formatBytes): the oracle of the page's text. */
export function shownBytes(bytes: number): string {
  const units = ['B', 'KB', 'MB', 'GB', 'TB', 'PB'];
  if (!(bytes > 0)) return '0 B';
  const exponent = Math.min(Math.floor(Math.log(bytes) / Math.log(1024)), units.length - 1);
  const value = bytes / 1024 ** exponent;
  const digits = exponent === 0 ? 0 : value < 10 ? 2 : value < 100 ? 1 : 0;
  const text = new Intl.NumberFormat('en', { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(
    value,
  );
  return `${text} ${units[exponent]}`;
}

/** Waits until the clock is at least 20 s away from the next hour (the hour and the service day both turn on one). */
export async function awayFromTheHour(): Promise<void> {
  const toNextHour = 3_600_000 - (Date.now() % 3_600_000);
  if (toNextHour < 20_000) await new Promise((resolve) => setTimeout(resolve, toNextHour + 2_000));
}
