// Versions for /v1/version*, /api/version: the API package, the latest applied migration, and the web
// apps: the shell this server serves (dist/build-info.json) and each remote's live version (the registry).
import fs from 'node:fs';
import path from 'node:path';
import { and, asc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { apiDir, migrationsFolder } from '../../db/paths';
import { remotePointers, remoteVersions } from '../../db/schema';
import { readBuildInfo } from '../remote-registry/build-info';

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

/** The shell (dist/build-info.json) and each live remote (the registry, with when its version was registered). */
export async function webVersions(db: Db, staticDir: string): Promise<VersionEntry[]> {
  const info = readBuildInfo(staticDir);
  const out: VersionEntry[] = [];
  if (info)
    out.push({ type: 'web', name: 'shell', version: info.shell.version, built_at: info.shell.built_at ?? null });
  const live = await db
    .select({
      remote: remotePointers.remote,
      version: remotePointers.version,
      registeredAt: remoteVersions.registeredAt,
    })
    .from(remotePointers)
    .innerJoin(
      remoteVersions,
      and(eq(remoteVersions.remote, remotePointers.remote), eq(remoteVersions.version, remotePointers.version)),
    )
    .orderBy(asc(remotePointers.remote));
  for (const row of live) {
    out.push({ type: 'web', name: row.remote, version: row.version, built_at: row.registeredAt.toISOString() });
  }
  return out;
}
