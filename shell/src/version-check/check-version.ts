// The new-version check (docs/product.md §4): the live shell build from /v1/version_list?type=web, and the
// live version of each remote from /remotes.json (read as this browser would load it: a preview counts).
import { api, type RemoteName } from '@portal/shared';
import { fetchRegistry, registeredRemotes } from '../remotes/registry';

export const POLL_INTERVAL_MS = 5 * 60_000;
/** Focus can fire often (alt-tab); at most one check per minute from it. */
export const FOCUS_THROTTLE_MS = 60_000;
/** The build id a dev server runs with (no injected config): there is no deployed build to compare. */
export const DEV_BUILD_ID = 'dev';

export async function fetchLiveShellVersion(): Promise<string | null> {
  const { data } = await api.getVersionList({ query: { type: 'web' } });
  return data.find((item) => item.type === 'web' && item.name === 'shell')?.version ?? null;
}

/** The remotes this page registered whose live version is now another (published or rolled back since). */
export async function fetchChangedRemotes(): Promise<RemoteName[]> {
  const running = registeredRemotes();
  if (running.size === 0) return [];
  const live = await fetchRegistry();
  return [...running].filter(([name, entry]) => live[name]?.version !== entry.version).map(([name]) => name);
}
