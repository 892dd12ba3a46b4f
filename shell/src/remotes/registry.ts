// The remote registry (docs/architecture.md "Module federation"): /remotes.json says which build of each remote
// is live; every listed remote is registered with the MF runtime under its name. The shell has no
// static remotes, so an absent or broken remote only affects its own routes.
import * as z from 'zod/mini';
import { registerRemotes } from '@module-federation/enhanced/runtime';
import { isRemoteName, type RemoteName } from '@portal/shared';

export const REGISTRY_URL = '/remotes.json';

const registrySchema = z.record(z.string(), z.object({ version: z.string(), entry: z.string().check(z.minLength(1)) }));

export interface RegistryEntry {
  version: string;
  /** URL of the remote's remoteEntry.js. */
  entry: string;
}
export type RemoteRegistry = Partial<Record<RemoteName, RegistryEntry>>;

let pending: Promise<RemoteRegistry> | null = null;

async function fetchRegistry(): Promise<RemoteRegistry> {
  const response = await fetch(REGISTRY_URL, { cache: 'no-store', headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`${REGISTRY_URL} answered ${response.status}`);
  const parsed = registrySchema.parse(await response.json());
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
    const remotes = Object.entries(registry).map(([name, entry]) => ({ name, entry: entry.entry }));
    registerRemotes(remotes);
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
  registerRemotes([{ name, entry: entry.entry }], { force: true });
}

/** For tests: forget the registry. */
export function resetRegistryForTests(): void {
  pending = null;
}
