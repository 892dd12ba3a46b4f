// The remote registry (docs/architecture.md "Module federation"): /remotes.json says which build of each remote
// is live (or, in a browser previewing a candidate, which one it previews); every listed remote is
// registered with the MF runtime under its name. The shell has no static remotes, so an absent or broken
// remote only affects its own routes.
import { registerRemotes } from '@module-federation/enhanced/runtime';
import { isRemoteName, remoteRegistry, type RemoteName, type RemoteRegistryEntry } from '@portal/shared';
import * as z from 'zod/mini';

const REGISTRY_URL = '/remotes.json';

export type RegistryEntry = RemoteRegistryEntry;
export type RemoteRegistry = Partial<Record<RemoteName, RegistryEntry>>;

let pending: Promise<RemoteRegistry> | null = null;
/** The version this page registered for each remote: what it runs, whatever the registry says later. */
const registered = new Map<RemoteName, RegistryEntry>();

/** Reads /remotes.json now (no cache), keeping the remotes this shell knows. */
export async function fetchRegistry(): Promise<RemoteRegistry> {
  const response = await fetch(REGISTRY_URL, { cache: 'no-store', headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`${REGISTRY_URL} answered ${response.status}`);
  const parsed = z.parse(remoteRegistry, await response.json());
  const registry: RemoteRegistry = {};
  for (const [name, entry] of Object.entries(parsed)) {
    if (isRemoteName(name)) registry[name] = entry;
    else console.warn(`${REGISTRY_URL}: ignoring unknown remote "${name}"`);
  }
  return registry;
}

/**
 * Fetches /remotes.json and registers its remotes, once; `refetch` reads it again (Retry), which
 * registers remotes that were absent before. Remotes already registered are left alone here.
 */
export function loadRegistry(options: { refetch?: boolean } = {}): Promise<RemoteRegistry> {
  if (pending && !options.refetch) return pending;
  const attempt = fetchRegistry().then((registry) => {
    const fresh = Object.entries(registry).filter(([name]) => !registered.has(name as RemoteName));
    for (const [name, entry] of fresh) registered.set(name as RemoteName, entry);
    registerRemotes(Object.entries(registry).map(([name, entry]) => ({ name, entry: entry.entry })));
    if (Object.values(registry).some((entry) => entry.preview)) {
      // A preview page: the release gate's inspector (never on customers' pages).
      void import('./inspect-remote').then((inspector) => inspector.installInspector());
    }
    return registry;
  });
  pending = attempt;
  // A failed fetch is not remembered: the next caller (a Retry) tries again.
  attempt.catch(() => {
    if (pending === attempt) pending = null;
  });
  return attempt;
}

/**
 * Registers one remote again, replacing what the MF runtime cached for it (a failed manifest or
 * entry, or an older version): the other remotes and their loaded modules are untouched.
 */
export function reregisterRemote(name: RemoteName, entry: RegistryEntry): void {
  registered.set(name, entry);
  registerRemotes([{ name, entry: entry.entry }], { force: true });
}

/** What this page runs (or will load) for each remote it registered. */
export function registeredRemotes(): ReadonlyMap<RemoteName, RegistryEntry> {
  return registered;
}

/** For tests: forget the registry. */
export function resetRegistryForTests(): void {
  pending = null;
  registered.clear();
}
