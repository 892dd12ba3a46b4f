// /remotes.json: the live version of each remote, from the database, so every API process answers the same
// and a publish is seen by the next request anywhere. The pointers are read in one statement (a reader sees
// a publish whole or not at all). A browser with a preview cookie gets its previewed versions instead.
import { isRemoteName, type RemoteRegistryDocument } from '@portal/shared/contract/remote-registry';
import type { AppContext } from '../../context';
import type { ArtifactStore } from './artifact-store';
import type { PreviewSet } from './preview';
import { livePointers, versionsNamed } from './registry-repo';

export async function liveRegistry(
  ctx: AppContext,
  store: ArtifactStore,
  previews: PreviewSet = {},
): Promise<RemoteRegistryDocument> {
  const registry: RemoteRegistryDocument = {};
  for (const row of await livePointers(ctx.db)) {
    registry[row.remote] = {
      version: row.version,
      entry: store.entryUrl(row.remote, row.version),
      built_with: row.builtWith,
    };
  }
  for (const [remote, preview] of Object.entries(previews)) {
    if (!preview || !isRemoteName(remote)) continue;
    const [row] = await versionsNamed(ctx.db, remote, [preview.version]);
    // A preview of a version this database does not have (another portal's link) shows the live one.
    if (!row) continue;
    registry[remote] = {
      version: row.version,
      entry: store.entryUrl(remote, row.version),
      built_with: row.builtWith,
      preview: true,
      preview_until: new Date(preview.exp * 1000).toISOString(),
    };
  }
  return registry;
}
