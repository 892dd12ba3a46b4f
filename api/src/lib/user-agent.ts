// A browser's User-Agent in words ("Chrome 131", "Windows 10", "mobile") with bowser, for the session
// list and the sign-in logs. Unknown parts are null; the raw string is kept beside them.
import Bowser from 'bowser';

export interface DeviceInfo {
  browser: string | null;
  os: string | null;
  device_type: string | null;
}

function join(...parts: (string | undefined)[]): string | null {
  const text = parts.filter((part) => part && part.trim() !== '').join(' ');
  return text === '' ? null : text;
}

export function describeUserAgent(userAgent: string | null | undefined): DeviceInfo {
  if (!userAgent) return { browser: null, os: null, device_type: null };
  const parsed = Bowser.parse(userAgent);
  const major = parsed.browser.version?.split('.')[0];
  return {
    browser: join(parsed.browser.name, major),
    os: join(parsed.os.name, parsed.os.versionName ?? parsed.os.version),
    device_type: parsed.platform.type ?? null,
  };
}

/** What "the same device" means for new-device alerts: browser family and system, without versions. */
export function deviceFamily(userAgent: string | null | undefined): string {
  if (!userAgent) return 'unknown';
  const parsed = Bowser.parse(userAgent);
  return `${parsed.browser.name ?? '?'}|${parsed.os.name ?? '?'}|${parsed.platform.type ?? '?'}`;
}
