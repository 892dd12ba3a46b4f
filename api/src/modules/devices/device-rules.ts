// Pure rules of subscription devices: what a fetch says about its device (the headers Happ, v2raytun,
// FlClash, Clash Mi and others send, as Remnawave reads them), which app it is, and whether a plan's
// limit has room. No database, no clock.

/** What a fetch tells of its device; null when it sends no (usable) x-hwid. */
export interface DeviceReport {
  hwid: string;
  os: string | null;
  osVersion: string | null;
  model: string | null;
  app: string | null;
  userAgent: string | null;
}

const MAX_FIELD = 128;

type Headers = Record<string, string | string[] | undefined>;

/** A header's value as text: the first of repeated ones, trimmed, control characters dropped, bounded. */
function text(headers: Headers, name: string): string | null {
  const raw = headers[name];
  const value = (Array.isArray(raw) ? raw[0] : raw)
    ?.replace(/\p{Cc}/gu, '')
    .trim()
    .slice(0, MAX_FIELD);
  return value ? value : null;
}

/**
 * The app and its version from a User-Agent: its first product token ("Happ/1.6.2" → "Happ 1.6.2",
 * "FlClash/v0.8.80 clash-verge Platform/android" → "FlClash v0.8.80"), URL-decoded ("Quantumult%20X").
 */
function appFromUserAgent(userAgent: string | null): string | null {
  if (!userAgent) return null;
  const match = /^([^\s/()]+)(?:\/([^\s;()]+))?/.exec(userAgent.trim());
  if (!match?.[1]) return null;
  let name = match[1];
  try {
    name = decodeURIComponent(name);
  } catch {
    // not percent-encoded
  }
  return (match[2] ? `${name} ${match[2]}` : name).slice(0, MAX_FIELD);
}

export function readDeviceReport(headers: Headers): DeviceReport | null {
  const hwid = text(headers, 'x-hwid');
  if (!hwid) return null;
  const userAgent = text(headers, 'user-agent');
  return {
    hwid,
    os: text(headers, 'x-device-os'),
    osVersion: text(headers, 'x-ver-os'),
    model: text(headers, 'x-device-model'),
    app: appFromUserAgent(userAgent),
    userAgent: headers['user-agent'] ? String(headers['user-agent']).slice(0, 512) : null,
  };
}

/**
 * Whether a device may take (or keep) a place: `ahead` active devices registered before it, against the
 * plan's limit (null = none). A limit lowered by a new plan keeps the earliest devices.
 */
export function hasPlace(ahead: number, limit: number | null): boolean {
  return limit === null || ahead < limit;
}
