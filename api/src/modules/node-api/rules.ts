// Pure rules of the node API: ETags, what a heartbeat report means, the traffic arithmetic with a
// node's rate, a report's digest, which audit regexes both node programs can compile, and how a node's
// settings read for XrayR. No database and no clock of their own.
import crypto from 'node:crypto';

/** How long an alive-IP report counts a device as online (node software reports every 60 s). */
export const ALIVE_IP_WINDOW_MS = 3 * 60 * 1000;
/** An identical traffic report from the same node this soon after the first is a retry (XrayR retries 3 times within its 5 s timeouts). */
export const REPORT_RETRY_WINDOW_MS = 30 * 1000;

// ---- ETags ----------------------------------------------------------------------------------------

export function weakEtag(hash: string): string {
  return `W/"${hash}"`;
}

/**
 * Whether If-None-Match names `etag` (weak comparison: `W/` is ignored). An absent or empty header never
 * matches — shadowsocks-mod sends none and takes a 304 for an error; XrayR sends an empty one at first.
 */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch?.trim()) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  const wanted = opaque(etag);
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === wanted);
}

// ---- Heartbeat reports ----------------------------------------------------------------------------

/**
 * Load in percent from a node's `load` field. Both clients send three figures and the first is read:
 * XrayR sends CPU, memory and disk use as fractions ("0.37 0.52 0.40": 37 %); shadowsocks-mod sends the
 * load averages of /proc/loadavg ("0.24 0.68 0.56\n"), read as one busy core = 100 %. Capped at 100;
 * null when the field holds no number.
 */
export function loadPercent(load: string): number | null {
  const first = load.trim().split(/\s+/)[0] ?? '';
  if (!/^\d+(\.\d+)?$/.test(first)) return null;
  return Math.min(100, Math.round(Number(first) * 1000) / 10);
}

/** Whole seconds from the uptime field ("1003.81", "86400" or a JSON number). */
export function uptimeSeconds(uptime: string | number): number {
  return Math.floor(typeof uptime === 'number' ? uptime : Number(uptime.trim()));
}

// ---- Traffic --------------------------------------------------------------------------------------

const HOUR_MS = 3600 * 1000;

/** The start of the hour (UTC) an instant falls in: the bucket of traffic_records. */
export function hourStart(instant: Date): Date {
  return new Date(Math.floor(instant.getTime() / HOUR_MS) * HOUR_MS);
}

/**
 * Bytes charged to a customer for `raw` bytes on a node of `rate` (a decimal string, two places at most):
 * floor(raw × rate), computed exactly in integers (no floating point), per direction and report.
 */
export function chargedBytes(raw: number, rate: string): number {
  const [whole = '0', fraction = ''] = rate.split('.');
  const hundredths = BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0').slice(0, 2));
  return Number((BigInt(raw) * hundredths) / 100n);
}

export interface TrafficRow {
  user_id: number;
  u: number;
  d: number;
}

/** One row per customer (a report naming a customer twice is summed), in customer order; zero rows dropped. */
export function mergeTraffic(rows: readonly TrafficRow[]): TrafficRow[] {
  const byUser = new Map<number, TrafficRow>();
  for (const row of rows) {
    const seen = byUser.get(row.user_id);
    if (seen) {
      seen.u += row.u;
      seen.d += row.d;
    } else byUser.set(row.user_id, { ...row });
  }
  return [...byUser.values()].filter((row) => row.u + row.d > 0).sort((a, b) => a.user_id - b.user_id);
}

/** The digest that tells a retried report from a new one: the same customers and bytes in any order. */
export function reportDigest(rows: readonly TrafficRow[]): string {
  const canonical = rows.map((row) => `${row.user_id}:${row.u}:${row.d}`).join(',');
  return crypto.createHash('sha256').update(canonical).digest('hex');
}

/** The thresholds a customer is mailed about, in percent of their traffic. */
const NOTICE_THRESHOLDS = [
  { kind: 'traffic_80', percent: 80 },
  { kind: 'traffic_100', percent: 100 },
] as const;

/** Thresholds a report carried a customer over: used went from `before` to `after` out of `total`. */
export function crossedThresholds(before: number, after: number, total: number) {
  if (total <= 0) return [];
  return NOTICE_THRESHOLDS.filter(({ percent }) => {
    const line = (total * percent) / 100;
    return before < line && after >= line;
  }).map(({ kind }) => kind);
}

// ---- Audit rules ----------------------------------------------------------------------------------

/** Escapes both engines read alike (plus any escaped punctuation, and \xhh). */
const PORTABLE_ESCAPES = new Set('dDwWsSbBAntrfv');

/**
 * Whether a regex means the same to Go's RE2 (XrayR: MustCompile panics the node on anything else) and to
 * Python's `re` (shadowsocks-mod). Allowed: literals, escaped punctuation, \d \w \s \b \A and their
 * negations, \n \t \r \f \v, \xhh, classes, groups `(…)`, `(?:…)`, `(?P<name>…)`, the flags `(?i)` `(?m)`
 * `(?s)`, alternation, anchors and quantifiers (repeat counts up to RE2's 1000). Refused: look-around,
 * back-references, atomic groups, possessive quantifiers, conditionals, \p classes, \Q…\E, POSIX
 * [[:classes:]], \z \Z \G, \x{…}, (?<name>…), other flags, unbalanced groups, a quantifier with nothing
 * to repeat.
 */
export function isPortableRegex(pattern: string): boolean {
  if (pattern.length === 0 || pattern.length > 1000) return false;
  let depth = 0;
  let inClass = false;
  /** Whether the previous token can be repeated (not the start, `(`, `|` or another quantifier). */
  let repeatable = false;
  for (let i = 0; i < pattern.length; i += 1) {
    const c = pattern[i]!;
    if (c === '\\') {
      const next = pattern[i + 1];
      if (next === undefined) return false;
      if (next === 'x') {
        if (!/^[0-9A-Fa-f]{2}$/.test(pattern.slice(i + 2, i + 4))) return false;
        i += 3;
      } else {
        if (/[A-Za-z0-9]/.test(next) && !PORTABLE_ESCAPES.has(next)) return false;
        i += 1;
      }
      repeatable = true;
      continue;
    }
    if (inClass) {
      if (c === ']') inClass = false;
      continue;
    }
    switch (c) {
      case '[':
        if (pattern.startsWith('[:', i + 1)) return false;
        inClass = true;
        // A leading ']' (after an optional '^') is a literal in both engines.
        if (pattern[i + 1] === '^') i += 1;
        if (pattern[i + 1] === ']') i += 1;
        repeatable = true;
        break;
      case '(': {
        if (pattern[i + 1] === '?') {
          const rest = pattern.slice(i + 2);
          const flags = /^[ims]+\)/.exec(rest);
          if (flags) {
            i += 1 + flags[0].length;
            repeatable = false;
            break;
          }
          const opener = /^(:|P<[A-Za-z_][A-Za-z0-9_]*>|[ims]+:)/.exec(rest);
          if (!opener) return false;
          i += 1 + opener[0].length;
        }
        depth += 1;
        repeatable = false;
        break;
      }
      case ')':
        if (depth === 0) return false;
        depth -= 1;
        repeatable = true;
        break;
      case '|':
        repeatable = false;
        break;
      case '*':
      case '+':
      case '?':
        if (!repeatable) return false;
        if (pattern[i + 1] === '+') return false;
        if (pattern[i + 1] === '?') i += 1;
        repeatable = false;
        break;
      case '{': {
        const bounds = /^\{(\d+)(,(\d*))?\}/.exec(pattern.slice(i));
        if (!bounds) {
          repeatable = true; // a literal brace
          break;
        }
        if (!repeatable || Number(bounds[1]) > 1000 || Number(bounds[3] || 0) > 1000) return false;
        i += bounds[0].length - 1;
        if (pattern[i + 1] === '+') return false;
        if (pattern[i + 1] === '?') i += 1;
        repeatable = false;
        break;
      }
      default:
        repeatable = true;
    }
  }
  return depth === 0 && !inClass;
}

// ---- Node settings for XrayR ----------------------------------------------------------------------

/** The `version` served: ≥ 2021.11 makes XrayR read custom_config, < 2023.2 makes it post its load. */
export const PANEL_VERSION = '2022.1';

/** SSPanel's node `sort` numbers (shadowsocks 0, V2Ray 11, Trojan 14); hysteria2 has none there, 15 is free. */
export const NODE_SORT: Record<string, number> = { shadowsocks: 0, vmess: 11, vless: 11, trojan: 14, hysteria2: 15 };
