// The node list's filters live in the URL (?status=online|offline, ?region=<country code>,
// ?node=<id> for the open detail) so a filtered view can be reloaded and shared.
import type { NodeInfo } from '@portal/shared/contract';

export type NodeStatusFilter = 'online' | 'offline';

export interface NodeParams {
  status: NodeStatusFilter | null;
  region: string | null;
  node: number | null;
}

export function readNodeParams(search: URLSearchParams): NodeParams {
  const status = search.get('status');
  const region = search.get('region');
  const node = Number(search.get('node'));
  return {
    status: status === 'online' || status === 'offline' ? status : null,
    region: region && /^[A-Za-z]{2}$/.test(region) ? region.toUpperCase() : null,
    node: Number.isInteger(node) && node > 0 ? node : null,
  };
}

export function writeNodeParams(params: NodeParams): URLSearchParams {
  const search = new URLSearchParams();
  if (params.status) search.set('status', params.status);
  if (params.region) search.set('region', params.region);
  if (params.node) search.set('node', String(params.node));
  return search;
}

/**
 * The API reports liveness as `status`, derived from the node's last heartbeat. "online" is the
 * only live value; anything else (offline, maintenance, unknown) means the node cannot be used now.
 */
export function isOnline(node: Pick<NodeInfo, 'status'>): boolean {
  return node.status.trim().toLowerCase() === 'online';
}

/**
 * What a node reports live — its load, the customers on it and how long it has been up — only while it
 * is online. An offline node's last figures are history, not the present: the API sends null (or a
 * stale 0) and the screens show none, so liveness, load, users and uptime always agree.
 */
export function liveFigures(node: {
  status: string;
  load: number | null;
  online_user_count?: number | null;
  uptime_seconds?: number | null;
}): { load: number | null; users: number | null; uptimeSeconds: number | null } | null {
  if (!isOnline(node)) return null;
  return { load: node.load, users: node.online_user_count ?? null, uptimeSeconds: node.uptime_seconds ?? null };
}

/** An uptime in the two largest whole units that matter: days and hours, hours and minutes, or minutes. */
export function uptimeParts(seconds: number): {
  unit: 'days' | 'hours' | 'minutes';
  days: number;
  hours: number;
  minutes: number;
} {
  const whole = Math.max(0, Math.floor(seconds));
  const days = Math.floor(whole / 86_400);
  const hours = Math.floor((whole % 86_400) / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  return { unit: days > 0 ? 'days' : hours > 0 ? 'hours' : 'minutes', days, hours, minutes };
}

export function filterNodes(nodes: readonly NodeInfo[], params: NodeParams): NodeInfo[] {
  return nodes.filter(
    (node) =>
      (params.status === null || isOnline(node) === (params.status === 'online')) &&
      (params.region === null || node.country_code.toUpperCase() === params.region),
  );
}

/** The regions present in the list, one per country code, for the filter. */
export function regionsOf(nodes: readonly NodeInfo[]): { code: string; name: string }[] {
  const byCode = new Map<string, string>();
  for (const node of nodes) {
    const code = node.country_code.toUpperCase();
    if (!byCode.has(code)) byCode.set(code, node.location);
  }
  return [...byCode].map(([code, name]) => ({ code, name })).sort((a, b) => a.code.localeCompare(b.code));
}
