// The gate (docs/adr/0008): the rules a version must pass before it is published, and when a publish or a
// rollback is refused. Kept free of I/O so that every rule is tested on its own.
//   exposes, shared — checked here, when a version is stored (and `shared` again at every publish);
//   load, modules, smoke — checked by the release tool against the running portal (its manifest and
//   remoteEntry.js over HTTP; ./routes and ./widgets in the shell; each route in headless Chromium).
import {
  describeIncompatibility,
  incompatibilities,
  type BuiltWith,
  type GateCheck,
  type GateCheckId,
  type GateStatus,
} from '@portal/shared/contract/remote-registry';
import { ApiError } from '../../http/errors';

const SERVER_CHECKS = ['exposes', 'shared'] as const satisfies readonly GateCheckId[];
const RELEASE_TOOL_CHECKS = ['load', 'modules', 'smoke'] as const satisfies readonly GateCheckId[];
const REQUIRED_CHECKS: readonly GateCheckId[] = [...SERVER_CHECKS, ...RELEASE_TOOL_CHECKS];

const ROUTES_MODULE = './routes';
const WIDGETS_MODULE = './widgets';

/**
 * The remote exposes ./routes; and ./widgets when the live version does (other slices compose its
 * widgets at run time, so a release must not take them away).
 */
export function exposesCheck(exposes: readonly string[], liveExposes: readonly string[] | null): GateCheck {
  const missing = [ROUTES_MODULE, ...(liveExposes?.includes(WIDGETS_MODULE) ? [WIDGETS_MODULE] : [])].filter(
    (module) => !exposes.includes(module),
  );
  return missing.length === 0
    ? { id: 'exposes', ok: true, summary: `Exposes ${exposes.join(', ')}`, details: [] }
    : {
        id: 'exposes',
        ok: false,
        summary: `Does not expose ${missing.join(' or ')}`,
        details: missing.map((module) =>
          module === ROUTES_MODULE
            ? 'The shell mounts a remote through its ./routes module'
            : 'The live version exposes ./widgets, which other sections load at run time',
        ),
      };
}

/** Every library the live shell shares is the version line the remote was built against. */
export function sharedCheck(shellBuiltWith: BuiltWith, remoteBuiltWith: BuiltWith): GateCheck {
  if (Object.keys(shellBuiltWith).length === 0) {
    return {
      id: 'shared',
      ok: false,
      summary: 'The live shell does not say which library versions it runs',
      details: ['Build the portal (npm run build) so that dist/build-info.json records them'],
    };
  }
  const found = incompatibilities(shellBuiltWith, remoteBuiltWith);
  return found.length === 0
    ? {
        id: 'shared',
        ok: true,
        summary: `Built with the live shell's versions of ${Object.keys(shellBuiltWith).join(', ')}`,
        details: [],
      }
    : {
        id: 'shared',
        ok: false,
        summary: `Built against another major version of ${found.map((item) => item.package).join(', ')}`,
        details: found.map(describeIncompatibility),
      };
}

/** Replaces the checks of the same ids, keeping the others, in the order of REQUIRED_CHECKS. */
export function mergeChecks(current: readonly GateCheck[], fresh: readonly GateCheck[]): GateCheck[] {
  const byId = new Map(current.map((check) => [check.id, check]));
  for (const check of fresh) byId.set(check.id, check);
  return REQUIRED_CHECKS.flatMap((id) => byId.get(id) ?? []);
}

/** `failed` when any check failed, `passed` when every required check ran and passed, else `pending`. */
export function gateVerdict(checks: readonly GateCheck[]): Exclude<GateStatus, 'not_run'> {
  if (checks.some((check) => !check.ok)) return 'failed';
  const ran = new Set(checks.map((check) => check.id));
  return REQUIRED_CHECKS.every((id) => ran.has(id)) ? 'passed' : 'pending';
}

/** The release tool reports only its own checks. */
export function assertReleaseToolChecks(checks: readonly GateCheck[]): void {
  const foreign = checks.filter((check) => !(RELEASE_TOOL_CHECKS as readonly string[]).includes(check.id));
  if (foreign.length > 0) {
    throw new ApiError(
      400,
      'not_a_release_tool_check',
      `The server checks ${foreign.map((check) => check.id).join(', ')} itself; report only ${RELEASE_TOOL_CHECKS.join(', ')}`,
    );
  }
}

export interface PublishCandidate {
  remote: string;
  version: string;
  gateStatus: GateStatus;
  gateChecks: readonly GateCheck[];
  /** It has been live before: it ran in this portal, so it needs no new gate. */
  wasLive: boolean;
  builtWith: BuiltWith;
}

/**
 * Why `candidate` may not become live over `liveVersion` inside a shell built with `shellBuiltWith`, or
 * null when it may. `force` lets an operator publish anyway (the history records it) — except what
 * cannot be forced: publishing what is already live.
 */
export function publishRefusal(
  candidate: PublishCandidate,
  liveVersion: string | null,
  shellBuiltWith: BuiltWith,
  options: { force: boolean; action: 'publish' | 'rollback' },
): ApiError | null {
  const name = `${candidate.remote} ${candidate.version}`;
  if (liveVersion === candidate.version) {
    return new ApiError(409, 'already_live', `${name} is already live; nothing to change`);
  }
  if (options.force) return null;
  const shared = sharedCheck(shellBuiltWith, candidate.builtWith);
  if (!shared.ok) {
    return new ApiError(
      409,
      'incompatible_shared',
      `${name} cannot run in the live shell: ${shared.details.join('; ')}. Rebuild it against the shell's versions, or ${options.action} with --force`,
    );
  }
  if (options.action === 'publish' && candidate.gateStatus !== 'passed' && !candidate.wasLive) {
    const failed = candidate.gateChecks.filter((check) => !check.ok);
    const why =
      candidate.gateStatus === 'failed'
        ? `it failed ${failed.map((check) => `${check.id} (${check.summary})`).join(', ')}`
        : 'it has not been through the whole gate yet (npm run release runs it)';
    return new ApiError(
      409,
      'gate_not_passed',
      `${name} has not passed the gate: ${why}. Fix it, or publish with --force`,
    );
  }
  return null;
}
