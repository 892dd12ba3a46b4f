// Versions of a remote: stored into the artifact store (an upload from npm run release, or a folder a
// whole-portal build wrote), registered as candidates with the server's gate checks, and completed by the
// release tool's report (gate-rules.ts).
import type {
  GateCheck,
  RemoteName,
  RemoteVersionModel,
  RemoteVersionUploadBody,
} from '@portal/shared/contract/remote-registry';
import type { AppContext } from '../../context';
import { notFound } from '../../http/errors';
import type { ArtifactStore, StoredVersion } from './artifact-store';
import { liveShell } from './build-info';
import { assertReleaseToolChecks, exposesCheck, gateVerdict, mergeChecks, sharedCheck } from './gate-rules';
import type { Operator } from './operator';
import { toVersionModel } from './registry-models';
import { findVersion, pointerOf, registerVersion, saveGate, versionsOnceLive, type VersionRow } from './registry-repo';

/** The server's checks of a version against what is live now: the shell's libraries, the live version's exposes. */
async function serverChecks(
  ctx: AppContext,
  remote: RemoteName,
  facts: Pick<VersionRow, 'builtWith' | 'exposes'>,
): Promise<GateCheck[]> {
  const pointer = await pointerOf(ctx.db, remote);
  const live = pointer ? await findVersion(ctx.db, remote, pointer.version) : undefined;
  return [
    exposesCheck(facts.exposes, live?.exposes ?? null),
    sharedCheck(liveShell(ctx.config.staticDir).builtWith, facts.builtWith),
  ];
}

async function describeVersion(ctx: AppContext, store: ArtifactStore, row: VersionRow): Promise<RemoteVersionModel> {
  const pointer = await pointerOf(ctx.db, row.remote);
  const onceLive = await versionsOnceLive(ctx.db, row.remote);
  return toVersionModel(store, row, { live: pointer?.version === row.version, wasLive: onceLive.has(row.version) });
}

/**
 * Registers a stored folder as a version (once) and (re)runs the server's checks. A build's version
 * is marked `not_run`: a whole-portal build is published without the gate, tested with its shell.
 */
export async function registerStoredVersion(
  ctx: AppContext,
  remote: RemoteName,
  version: string,
  stored: StoredVersion,
  by: { source: 'release' | 'build'; actor: string },
): Promise<VersionRow> {
  const facts = { builtWith: stored.facts.builtWith, exposes: stored.facts.exposes };
  const checks = await serverChecks(ctx, remote, facts);
  const { row, isNew } = await registerVersion(ctx.db, {
    remote,
    version,
    source: by.source,
    ...facts,
    files: stored.facts.files,
    bytes: stored.facts.bytes,
    registeredBy: by.actor,
    gateStatus: by.source === 'build' ? 'not_run' : gateVerdict(checks),
    gateChecks: checks,
  });
  if (isNew || row.gateStatus === 'not_run') return row;
  const merged = mergeChecks(row.gateChecks, checks);
  return saveGate(ctx.db, remote, version, { status: gateVerdict(merged), checks: merged });
}

export async function uploadVersion(
  ctx: AppContext,
  store: ArtifactStore,
  operator: Operator,
  remote: RemoteName,
  version: string,
  body: RemoteVersionUploadBody,
) {
  const files = body.files.map((file) => ({ path: file.path, content: Buffer.from(file.content_base64, 'base64') }));
  const stored = store.storeFiles(remote, version, files);
  const row = await registerStoredVersion(ctx, remote, version, stored, { source: 'release', actor: operator.actor });
  ctx.log.info({ remote, version, stored: stored.stored, actor: operator.actor }, 'remote version stored');
  return { stored: stored.stored, version: await describeVersion(ctx, store, row) };
}

async function requireVersion(ctx: AppContext, remote: RemoteName, version: string): Promise<VersionRow> {
  const row = await findVersion(ctx.db, remote, version);
  if (!row) throw notFound(`${remote} has no version ${version}: store it first (npm run release -- ${remote})`);
  return row;
}

export async function getVersion(ctx: AppContext, store: ArtifactStore, remote: RemoteName, version: string) {
  return describeVersion(ctx, store, await requireVersion(ctx, remote, version));
}

/** The release tool's checks, merged with the server's (run again now, against what is live now). */
export async function reportGate(
  ctx: AppContext,
  store: ArtifactStore,
  operator: Operator,
  remote: RemoteName,
  version: string,
  checks: GateCheck[],
): Promise<RemoteVersionModel> {
  assertReleaseToolChecks(checks);
  const row = await requireVersion(ctx, remote, version);
  const merged = mergeChecks(mergeChecks(row.gateChecks, await serverChecks(ctx, remote, row)), checks);
  const saved = await saveGate(ctx.db, remote, version, {
    status: gateVerdict(merged),
    checks: merged,
    reportedBy: operator.actor,
  });
  ctx.log.info({ remote, version, gate: saved.gateStatus, actor: operator.actor }, 'remote gate reported');
  return describeVersion(ctx, store, saved);
}
