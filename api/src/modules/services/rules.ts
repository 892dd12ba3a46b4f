// Pure rules of the services slice: node liveness, effective level, service days (UTC+8), which
// client fetched a link. No database, no clock of their own: callers pass `now`.
import { SERVICE_DAY_UTC_OFFSET_HOURS, type SubscribeClient } from '@portal/shared/contract';

/** A node is online while its last heartbeat is at most this old. */
export const NODE_ONLINE_WINDOW_MS = 5 * 60 * 1000;

/** The service's days run on China Standard Time (UTC+8): one constant, shared with the screens. */
export const SERVICE_UTC_OFFSET_HOURS = SERVICE_DAY_UTC_OFFSET_HOURS;
const OFFSET_MS = SERVICE_UTC_OFFSET_HOURS * 3600 * 1000;
const DAY_MS = 24 * 3600 * 1000;

export function nodeStatus(lastHeartbeatAt: Date | null, now: Date): 'online' | 'offline' {
  if (!lastHeartbeatAt) return 'offline';
  const age = now.getTime() - lastHeartbeatAt.getTime();
  return age <= NODE_ONLINE_WINDOW_MS ? 'online' : 'offline';
}

/**
 * What a node shows right now, derived from its heartbeat in this one place: while online, the figures it
 * last reported; once offline, no live load, nobody online and no uptime (never the stale last report).
 */
export function liveNodeFigures(
  node: { lastHeartbeatAt: Date | null; load: number; onlineUserCount: number; uptimeSeconds: number | null },
  now: Date,
) {
  const status = nodeStatus(node.lastHeartbeatAt, now);
  const online = status === 'online';
  return {
    status,
    load: online ? node.load : 0,
    onlineUserCount: online ? node.onlineUserCount : 0,
    uptimeSeconds: online ? node.uptimeSeconds : null,
  };
}

/** The level that counts now: an expired level is level 0. */
export function effectiveLevel(service: { level: number; levelExpireAt: Date }, now: Date): number {
  return service.levelExpireAt.getTime() > now.getTime() ? service.level : 0;
}

/** The label of a level, as the reference's user_level_text ("VIP 2"; 0 is the free tier). */
export function levelText(level: number): string {
  return level > 0 ? `VIP ${level}` : 'Free';
}

/** The service day of an instant, `YYYY-MM-DD`. */
export function serviceDay(now: Date): string {
  return new Date(now.getTime() + OFFSET_MS).toISOString().slice(0, 10);
}

/** The instant the service day of `now` began. */
export function serviceDayStart(now: Date): Date {
  const shifted = now.getTime() + OFFSET_MS;
  return new Date(shifted - (((shifted % DAY_MS) + DAY_MS) % DAY_MS) - OFFSET_MS);
}

/** The instant the next service day begins (when the next check-in opens). */
export function nextServiceDayStart(now: Date): Date {
  return new Date(serviceDayStart(now).getTime() + DAY_MS);
}

/** The instants a calendar month (`YYYY-MM`, service time) begins and ends (exclusive). */
export function serviceMonthRange(yearMonth: string): { start: Date; end: Date } {
  const [year, month] = yearMonth.split('-').map(Number) as [number, number];
  return {
    start: new Date(Date.UTC(year, month - 1, 1) - OFFSET_MS),
    end: new Date(Date.UTC(year, month, 1) - OFFSET_MS),
  };
}

/** The current month in service time, `YYYY-MM`. */
export function serviceMonth(now: Date): string {
  return serviceDay(now).slice(0, 7);
}

// Order matters: Hiddify's User-Agent also names ClashMeta, so sing-box clients are tested first.
const CLIENT_PATTERNS: [RegExp, SubscribeClient][] = [
  [/hiddify/i, 'hiddify'],
  [/sing-?box|\bSF[AIMT]\//i, 'sing-box'],
  [/stash/i, 'stash'],
  [/^surge\b|\bsurge (ios|mac)/i, 'surge'],
  [/mihomo|clash[._-]?meta|clash[._-]?verge|flclash/i, 'mihomo'],
  [/clash/i, 'clash'],
  [/shadowrocket/i, 'shadowrocket'],
  [/quantumult/i, 'quantumult-x'],
  [/^happ\//i, 'happ'],
  [/v2raytun/i, 'v2raytun'],
  [/v2rayng/i, 'v2rayng'],
  [/v2rayn/i, 'v2rayn'],
  [/mozilla|chrome|safari|firefox/i, 'browser'],
];

/** The client a User-Agent names (best effort, for the fetch log and format choice). */
export function detectClient(userAgent: string): SubscribeClient {
  return CLIENT_PATTERNS.find(([pattern]) => pattern.test(userAgent))?.[1] ?? 'other';
}

/** Bytes for people, binary units: "1.5 GB". */
export function formatBytes(bytes: number): string {
  const units = ['B', 'KB', 'MB', 'GB', 'TB'];
  let value = bytes;
  let unit = 0;
  while (Math.abs(value) >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${unit === 0 ? value : value.toFixed(value >= 100 ? 0 : value >= 10 ? 1 : 2).replace(/\.?0+$/, '')} ${units[unit]}`;
}

export const GIB = 1024 ** 3;

/** Bytes as GB with three decimals (the reference's traffic_gb). */
export function toGb(bytes: number): number {
  return Math.round((bytes / GIB) * 1000) / 1000;
}
