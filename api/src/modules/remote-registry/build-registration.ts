// `npm run build` builds the whole portal and writes dist/build-info.json; the server registers that build
// through the same registry as a release: at start, and when the file changes while it runs. Each remote
// version the build wrote is brought into the artifact store and registered, then, in one transaction
// once per build (portal_builds), whichever process gets there first, made live where no operator chose
// the live version (none yet, or an earlier build's). Where an operator published or rolled back, the
// build's version stays a candidate: a restart never undoes an operator's choice (docs/remote-releases.md).
// A whole-portal build is not gated: its remotes were built and tested with the shell beside them.
import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { isRemoteName } from '@portal/shared/contract/remote-registry';
import type { AppContext } from '../../context';
import { portalBuilds, remoteEvents, remotePointers } from '../../db/schema';
import type { ArtifactStore } from './artifact-store';
import { BUILD_INFO_FILE, readBuildInfo, type BuildInfo } from './build-info';
import { eventById, pointerOf } from './registry-repo';
import { registerStoredVersion } from './versions';

const BUILD_ACTOR = 'npm run build';
/** How often a request may look whether dist/build-info.json changed (one stat). */
const CHECK_EVERY_MS = 1000;

/** A remote the build left as a candidate, because an operator chose its live version. */
interface KeptChoice {
  remote: string;
  live: string;
  chosenBy: string;
  candidate: string;
}

async function publishBuild(
  ctx: AppContext,
  info: BuildInfo,
  versions: [string, string][],
): Promise<{ changed: number; kept: KeptChoice[] }> {
  const buildId = info.build_id!;
  return ctx.db.transaction(async (tx) => {
    const [claimed] = await tx
      .insert(portalBuilds)
      .values({ buildId, shellVersion: info.shell.version })
      .onConflictDoNothing()
      .returning();
    if (!claimed) return { changed: 0, kept: [] };
    let changed = 0;
    const kept: KeptChoice[] = [];
    for (const [remote, version] of versions) {
      if (!isRemoteName(remote)) continue;
      // Locked until commit: a release of this remote at the same moment waits, then finds it moved.
      const pointer = await pointerOf(tx, remote, true);
      if (pointer?.version === version) continue;
      if (pointer) {
        const setBy = await eventById(tx, pointer.eventId);
        if (setBy && setBy.buildId === null) {
          kept.push({ remote, live: pointer.version, chosenBy: setBy.actor, candidate: version });
          continue;
        }
      }
      const [event] = await tx
        .insert(remoteEvents)
        .values({
          remote,
          action: 'publish',
          outcome: 'applied',
          fromVersion: pointer?.version ?? null,
          toVersion: version,
          gateStatus: 'not_run',
          actor: BUILD_ACTOR,
          reason: `whole-portal build (shell ${info.shell.version})`,
          belowEventId: pointer?.eventId ?? null,
          buildId,
        })
        .returning();
      if (!event) throw new Error('the registry event was not stored');
      if (pointer) {
        await tx
          .update(remotePointers)
          .set({ version, eventId: event.id, updatedAt: new Date() })
          .where(eq(remotePointers.remote, remote));
      } else {
        await tx.insert(remotePointers).values({ remote, version, eventId: event.id });
      }
      changed += 1;
    }
    return { changed, kept };
  });
}

/** Registers and publishes the build in STATIC_DIR, if it was not already. */
export async function registerPortalBuild(ctx: AppContext, store: ArtifactStore): Promise<void> {
  const info = readBuildInfo(ctx.config.staticDir);
  if (!info?.build_id || !info.remotes) return;
  const versions: [string, string][] = [];
  for (const [remote, { version }] of Object.entries(info.remotes)) {
    if (!isRemoteName(remote)) continue;
    const built = path.join(ctx.config.staticDir, 'remotes', remote, version);
    if (!store.has(remote, version) && !fs.existsSync(built)) {
      ctx.log.warn({ remote, version }, 'the build names a remote version whose folder is missing; not published');
      continue;
    }
    const stored = store.importFolder(
      remote,
      version,
      fs.existsSync(built) ? built : store.versionDir(remote, version),
    );
    await registerStoredVersion(ctx, remote, version, stored, { source: 'build', actor: BUILD_ACTOR });
    versions.push([remote, version]);
  }
  const { changed, kept } = await publishBuild(ctx, info, versions);
  if (changed > 0)
    ctx.log.info({ build: info.build_id, shell: info.shell.version, changed }, 'whole-portal build published');
  for (const choice of kept) {
    ctx.log.warn(
      choice,
      `${choice.remote}: ${choice.chosenBy} chose ${choice.live}, which stays live; this build's ${choice.candidate} is a candidate (npm run release -- ${choice.remote} gates and publishes it)`,
    );
  }
}

/**
 * Registers the build at start, then again whenever dist/build-info.json changes (looked at, at most once
 * a second, when /remotes.json is asked for), so `npm run build` beside a running server still publishes.
 */
export function createBuildWatch(ctx: AppContext, store: ArtifactStore) {
  const file = path.join(ctx.config.staticDir, BUILD_INFO_FILE);
  let seen = -1;
  let lastLook = 0;
  let running: Promise<void> | null = null;

  async function registerIfChanged(): Promise<void> {
    const mtime = await fs.promises.stat(file).then(
      (stat) => stat.mtimeMs,
      () => 0,
    );
    if (mtime === seen) return;
    seen = mtime;
    if (mtime === 0) return;
    try {
      await registerPortalBuild(ctx, store);
    } catch (error) {
      ctx.log.error({ err: error }, 'registering the whole-portal build failed');
    }
  }

  return {
    /** At start: registers the build before the server answers. */
    start: () => registerIfChanged(),
    /** On a request: cheap unless the build changed; concurrent callers share one registration. */
    async check(): Promise<void> {
      if (running) return running;
      if (Date.now() - lastLook < CHECK_EVERY_MS) return;
      lastLook = Date.now();
      running = registerIfChanged().finally(() => {
        running = null;
      });
      return running;
    },
  };
}
