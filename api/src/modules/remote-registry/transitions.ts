// Publish and rollback: the only ways a live pointer moves (besides a whole-portal build, build-registration.ts).
// Each is decided against the pointer as read, then applied only if it is still so (registry-repo.ts
// recordChange): of two changes of one remote at once, one wins and both are in the history.
import type { RegistryTransition, RemoteName } from '@portal/shared/contract/remote-registry';
import type { AppContext } from '../../context';
import { ApiError, notFound } from '../../http/errors';
import { audit } from '../admin/audit';
import { liveShell } from './build-info';
import { publishRefusal } from './gate-rules';
import type { Operator } from './operator';
import { toRegistryEvent } from './registry-models';
import {
  eventById,
  findVersion,
  pointerOf,
  recordChange,
  recordConflict,
  versionsOnceLive,
  type EventRow,
  type NewEvent,
} from './registry-repo';

interface ChangeOptions {
  reason: string;
  force?: boolean | undefined;
  /** The live version the caller decided against (null: none); a different one is a conflict. */
  expectedLive?: string | null | undefined;
}

function conflictError(remote: RemoteName, action: 'publish' | 'rollback', liveNow: string | null): ApiError {
  return new ApiError(
    409,
    'registry_conflict',
    `${remote} changed while you were ${action === 'publish' ? 'publishing' : 'rolling back'}: ${
      liveNow ?? 'nothing'
    } is live now. Nothing was changed (the attempt is in the history); look at it and try again`,
  );
}

async function apply(
  ctx: AppContext,
  operator: Operator,
  change: NewEvent,
  base: { version: string | null; eventId: number | null },
  expectedLive: string | null | undefined,
): Promise<RegistryTransition> {
  const remote = change.remote;
  if (expectedLive !== undefined && expectedLive !== base.version) {
    await recordConflict(ctx.db, { ...change, fromVersion: expectedLive });
    throw conflictError(remote, change.action, base.version);
  }
  const { staff } = operator;
  const { applied, event } = await recordChange(ctx.db, change, base, async (tx, row) => {
    if (!staff) return;
    await audit(tx, staff, staff.client, {
      action: change.action === 'publish' ? 'remote_publish' : 'remote_rollback',
      target: { type: 'remote', id: remote },
      before: { version: change.fromVersion ?? null },
      after: { version: change.toVersion },
      detail: {
        reason: change.reason,
        forced: change.forced ?? false,
        gate_status: change.gateStatus,
        event_id: row.id,
      },
    });
  });
  if (!applied) {
    const now = await pointerOf(ctx.db, remote);
    throw conflictError(remote, event.action, now?.version ?? null);
  }
  ctx.log.info(
    { remote, action: event.action, from: event.fromVersion, to: event.toVersion, actor: event.actor },
    'remote registry change',
  );
  return { remote, previous: base.version, version: event.toVersion, event: toRegistryEvent(event) };
}

export async function publishVersion(
  ctx: AppContext,
  operator: Operator,
  remote: RemoteName,
  version: string,
  options: ChangeOptions,
): Promise<RegistryTransition> {
  const row = await findVersion(ctx.db, remote, version);
  if (!row) throw notFound(`${remote} has no version ${version}: store it first (npm run release -- ${remote})`);
  const pointer = await pointerOf(ctx.db, remote);
  const wasLive = (await versionsOnceLive(ctx.db, remote)).has(version);
  const refusal = publishRefusal(
    { remote, version, gateStatus: row.gateStatus, gateChecks: row.gateChecks, wasLive, builtWith: row.builtWith },
    pointer?.version ?? null,
    liveShell(ctx.config.staticDir).builtWith,
    { force: options.force === true, action: 'publish' },
  );
  if (refusal) throw refusal;
  return apply(
    ctx,
    operator,
    {
      remote,
      action: 'publish',
      fromVersion: pointer?.version ?? null,
      toVersion: version,
      forced: options.force === true,
      gateStatus: row.gateStatus,
      actor: operator.actor,
      reason: options.reason,
      belowEventId: pointer?.eventId ?? null,
    },
    { version: pointer?.version ?? null, eventId: pointer?.eventId ?? null },
    options.expectedLive,
  );
}

/** The change a rollback from `current` returns to: the applied change below it on the stack. */
export async function rollbackTarget(ctx: AppContext, current: EventRow): Promise<EventRow | null> {
  if (current.belowEventId === null) return null;
  const below = await eventById(ctx.db, current.belowEventId);
  if (!below) throw new Error(`registry event ${current.belowEventId} vanished`);
  return below;
}

export async function rollbackRemote(
  ctx: AppContext,
  operator: Operator,
  remote: RemoteName,
  options: ChangeOptions,
): Promise<RegistryTransition> {
  const pointer = await pointerOf(ctx.db, remote);
  if (!pointer) throw new ApiError(409, 'not_published', `${remote} has never been published: nothing to roll back`);
  const current = await eventById(ctx.db, pointer.eventId);
  if (!current) throw new Error(`registry event ${pointer.eventId} vanished`);
  const target = await rollbackTarget(ctx, current);
  if (!target) {
    throw new ApiError(
      409,
      'nothing_to_roll_back',
      `${remote} has no earlier version to roll back to (live: ${pointer.version})`,
    );
  }
  const row = await findVersion(ctx.db, remote, target.toVersion);
  if (!row) throw new Error(`remote version ${remote} ${target.toVersion} vanished`);
  const refusal = publishRefusal(
    {
      remote,
      version: row.version,
      gateStatus: row.gateStatus,
      gateChecks: row.gateChecks,
      wasLive: true,
      builtWith: row.builtWith,
    },
    pointer.version,
    liveShell(ctx.config.staticDir).builtWith,
    { force: options.force === true, action: 'rollback' },
  );
  if (refusal) throw refusal;
  return apply(
    ctx,
    operator,
    {
      remote,
      action: 'rollback',
      fromVersion: pointer.version,
      toVersion: row.version,
      forced: options.force === true,
      gateStatus: row.gateStatus,
      actor: operator.actor,
      reason: options.reason,
      // The stack below the target stays: a second rollback goes one further back.
      belowEventId: target.belowEventId,
    },
    { version: pointer.version, eventId: pointer.eventId },
    options.expectedLive,
  );
}
