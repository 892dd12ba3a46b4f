// What operators read: each remote's live version, its rollback target and its versions; a remote's history.
import { REMOTE_NAMES, type RemoteName, type RemoteSummary } from '@portal/shared/contract/remote-registry';
import type { AppContext } from '../../context';
import type { ArtifactStore } from './artifact-store';
import { liveShell } from './build-info';
import { toRegistryEvent, toVersionModel } from './registry-models';
import { eventById, history, pointerOf, recentVersions, versionsNamed, versionsOnceLive } from './registry-repo';
import { rollbackTarget } from './transitions';

const VERSIONS_LISTED = 20;

async function summary(ctx: AppContext, store: ArtifactStore, remote: RemoteName): Promise<RemoteSummary> {
  const pointer = await pointerOf(ctx.db, remote);
  const current = pointer ? await eventById(ctx.db, pointer.eventId) : undefined;
  const target = current ? await rollbackTarget(ctx, current) : null;
  const recent = await recentVersions(ctx.db, remote, VERSIONS_LISTED);
  const wanted = [pointer?.version, target?.toVersion].filter(
    (version): version is string => !!version && !recent.some((row) => row.version === version),
  );
  const rows = [...recent, ...(await versionsNamed(ctx.db, remote, wanted))];
  const onceLive = await versionsOnceLive(ctx.db, remote);
  return {
    remote,
    live:
      pointer && current
        ? { version: pointer.version, since: pointer.updatedAt.toISOString(), by: current.actor }
        : null,
    rollback_to: target?.toVersion ?? null,
    versions: rows.map((row) =>
      toVersionModel(store, row, { live: row.version === pointer?.version, wasLive: onceLive.has(row.version) }),
    ),
  };
}

export async function listRemotes(ctx: AppContext, store: ArtifactStore) {
  const shell = liveShell(ctx.config.staticDir);
  const remotes = [];
  for (const remote of REMOTE_NAMES) remotes.push(await summary(ctx, store, remote));
  return { shell: { version: shell.version, built_with: shell.builtWith }, remotes };
}

export async function remoteHistory(ctx: AppContext, remote: RemoteName, limit = 100) {
  return { remote, events: (await history(ctx.db, remote, limit)).map(toRegistryEvent) };
}
