// Registry rows as the contract shows them (shared/src/contract/remote-registry.ts).
import type { RegistryEvent, RemoteVersionModel } from '@portal/shared/contract/remote-registry';
import type { ArtifactStore } from './artifact-store';
import type { EventRow, VersionRow } from './registry-repo';

export function toVersionModel(
  store: ArtifactStore,
  row: VersionRow,
  facts: { live: boolean; wasLive: boolean },
): RemoteVersionModel {
  return {
    remote: row.remote,
    version: row.version,
    source: row.source,
    registered_at: row.registeredAt.toISOString(),
    registered_by: row.registeredBy,
    entry: store.entryUrl(row.remote, row.version),
    built_with: row.builtWith,
    exposes: row.exposes,
    files: row.files,
    bytes: row.bytes,
    gate: {
      status: row.gateStatus,
      checks: row.gateChecks,
      reported_at: row.gateReportedAt?.toISOString() ?? null,
      reported_by: row.gateReportedBy,
    },
    live: facts.live,
    was_live: facts.wasLive,
  };
}

export function toRegistryEvent(row: EventRow): RegistryEvent {
  return {
    id: row.id,
    remote: row.remote,
    action: row.action,
    outcome: row.outcome,
    from_version: row.fromVersion,
    to_version: row.toVersion,
    forced: row.forced,
    gate_status: row.gateStatus,
    actor: row.actor,
    reason: row.reason,
    created_at: row.createdAt.toISOString(),
  };
}
