// Versions for /v1/version*, /api/version: the API package, the latest applied migration, and
// the built web apps (dist/build-info.json + dist/remotes.json, re-read on every call because a
// publish replaces them while the server runs).
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { apiDir, migrationsFolder } from '../../db/paths';

export interface VersionEntry {
  type: 'api' | 'web' | 'db';
  name: string;
  version: string;
  built_at?: string | null;
}

let cachedApiVersion: string | undefined;
export function apiVersion(): string {
  cachedApiVersion ??= (JSON.parse(fs.readFileSync(path.join(apiDir(), 'package.json'), 'utf8')) as { version: string })
    .version;
  return cachedApiVersion;
}

const journal = z.object({ entries: z.array(z.object({ tag: z.string(), when: z.number() })) });

/** Tag of the latest migration applied to the database, e.g. `0000_initial`. */
export async function dbVersion(db: Db): Promise<string> {
  const result = await db.execute(
    sql`select created_at from drizzle.__drizzle_migrations order by created_at desc limit 1`,
  );
  const rows = (result as unknown as { rows: { created_at: string | number }[] }).rows;
  const latest = rows[0] ? Number(rows[0].created_at) : undefined;
  if (latest === undefined) return 'none';
  const entries = journal.parse(
    JSON.parse(fs.readFileSync(path.join(migrationsFolder(), 'meta', '_journal.json'), 'utf8')),
  ).entries;
  const entry = entries.find((e) => e.when === latest);
  return entry?.tag ?? String(latest);
}

const buildInfo = z.object({
  shell: z.object({ version: z.string(), built_at: z.string().optional() }),
  remotes: z
    .record(z.string(), z.object({ version: z.string(), built_at: z.string().optional() }).passthrough())
    .optional(),
});
const remotesJson = z.record(z.string(), z.object({ version: z.string(), entry: z.string() }).passthrough());

function readJson<T>(file: string, schema: z.ZodType<T>): T | undefined {
  try {
    const parsed = schema.safeParse(JSON.parse(fs.readFileSync(file, 'utf8')));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** The shell and each live remote, from the build output in `staticDir`. */
export function webVersions(staticDir: string): VersionEntry[] {
  const info = readJson(path.join(staticDir, 'build-info.json'), buildInfo);
  const remotes = readJson(path.join(staticDir, 'remotes.json'), remotesJson) ?? {};
  const out: VersionEntry[] = [];
  if (info)
    out.push({ type: 'web', name: 'shell', version: info.shell.version, built_at: info.shell.built_at ?? null });
  for (const [name, remote] of Object.entries(remotes)) {
    const built = info?.remotes?.[name];
    out.push({
      type: 'web',
      name,
      version: remote.version,
      built_at: built?.version === remote.version ? (built.built_at ?? null) : null,
    });
  }
  return out;
}

/** The shell's build id for window.__PORTAL_CONFIG__.buildId. */
export function shellBuildId(staticDir: string): string {
  return readJson(path.join(staticDir, 'build-info.json'), buildInfo)?.shell.version ?? 'dev';
}
