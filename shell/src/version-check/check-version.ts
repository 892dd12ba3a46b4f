// The new-version check (docs/product.md §4): the live shell build from /v1/version_list?type=web, and the
// live version of each remote from /remotes.json (read as this browser would load it: a preview counts).
import { api, type RemoteName } from '@portal/shared';
import { fetchRegistry, registeredRemotes } from '../remotes/registry';

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
