// The login IP log summed up by IP address: where the account was signed in from (or tried), how often,
// and when last — newest first.
import type { LoginIpLogItem } from '@portal/shared/contract';

export interface IpSummary {
  ip: string;
  country: string | null;
  signIns: number;
  failures: number;
  lastAt: string;
}

export function summariseByIp(rows: readonly LoginIpLogItem[]): IpSummary[] {
  const byIp = new Map<string, IpSummary>();
  for (const row of rows) {
    const at = row.created_at ?? '';
    const entry = byIp.get(row.login_ip) ?? {
      ip: row.login_ip,
      country: row.country,
      signIns: 0,
      failures: 0,
      lastAt: at,
    };
    if (row.kind === 'login_failed') entry.failures += 1;
    else entry.signIns += 1;
    if (at > entry.lastAt) entry.lastAt = at;
    byIp.set(row.login_ip, entry);
  }
  return [...byIp.values()].sort((a, b) => (a.lastAt < b.lastAt ? 1 : a.lastAt > b.lastAt ? -1 : 0));
}
