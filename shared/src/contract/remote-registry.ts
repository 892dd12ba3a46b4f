// Releasing one remote (the portal's design, issue 13; docs/adr/0008): version folders uploaded into the
// artifact store, the gate's report kept with each version, previews, and the live pointers with their
// history — administrators only, under /api/v2/admin_api/remotes. `npm run release` and `npm run remotes`
// are clients of these calls. /remotes.json and the preview links are the public side.
// A subpath of its own, '@portal/shared/contract/remote-registry', outside `operations`: no page of the
// portal calls these, so customers' browsers do not download them with the contract (+2.7 KB gzip).
import * as z from 'zod/mini';
import { REMOTE_NAMES } from '../federation/types';
import { remoteRegistry } from '../federation/registry';
import { defineOperation, type OperationDef } from './operation';
import { envelope, queryInt } from './envelope';
import { isoDateTime } from './common';

export { REMOTE_NAMES, isRemoteName, type RemoteName } from '../federation/types';
export { REMOTE_PATHS } from '../federation/paths';
export type { OperationDef, OperationResponse } from './operation';
export { incompatibilities, describeIncompatibility } from '../federation/compatibility';
export type { BuiltWith } from '../federation/compatibility';
export type { RemoteRegistryDocument } from '../federation/registry';

const remoteName = z.enum(REMOTE_NAMES, { message: `Use a remote's name: ${REMOTE_NAMES.join(', ')}` });

/** A version folder's name: `<package version>-<8 hex of its content hash>`, e.g. 0.1.0-1a2b3c4d. */
const remoteVersion = z
  .string()
  .check(z.regex(/^[0-9A-Za-z][0-9A-Za-z.+_-]{0,99}$/, { message: 'Use a version folder name, e.g. 0.1.0-1a2b3c4d' }));

/** Why a publish or rollback happens: kept in the history. */
export const changeReason = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, { message: 'Say why (a reason is kept in the history)' }),
    z.maxLength(500, { message: 'Use at most 500 characters' }),
  );

/** One file of a version folder, by its path inside the folder (forward slashes, no `..`). */
const remoteFilePath = z.string().check(
  z.maxLength(200, { message: 'Use file paths of at most 200 characters' }),
  z.regex(/^(?!.*(?:^|\/)\.{1,2}(?:\/|$))[A-Za-z0-9._-]+(?:\/[A-Za-z0-9._-]+)*$/, {
    message: 'Use relative file paths of letters, digits, dots, dashes and underscores',
  }),
);

const gateCheckId = z.enum(['exposes', 'shared', 'load', 'modules', 'smoke']);
export type GateCheckId = z.infer<typeof gateCheckId>;

/** One rule of the gate and its outcome; `details` name what failed (a package and both versions, a path…). */
const gateCheck = z.object({
  id: gateCheckId,
  ok: z.boolean(),
  summary: z.string().check(z.maxLength(500)),
  details: z.array(z.string().check(z.maxLength(2000))).check(z.maxLength(200)),
});
export type GateCheck = z.infer<typeof gateCheck>;

const gateStatus = z.enum(['pending', 'passed', 'failed', 'not_run']);
export type GateStatus = z.infer<typeof gateStatus>;

const gateReport = z.object({
  /** `passed` when every check ran and passed; `not_run` for versions a whole-portal build published. */
  status: gateStatus,
  checks: z.array(gateCheck),
  /** When the release tool last reported (null before it did). */
  reported_at: z.nullable(isoDateTime),
  reported_by: z.nullable(z.string()),
});
export type GateReport = z.infer<typeof gateReport>;

const remoteVersionModel = z.object({
  remote: remoteName,
  version: remoteVersion,
  /** `release` (npm run release, through this API) or `build` (npm run build, registered at start). */
  source: z.enum(['release', 'build']),
  registered_at: isoDateTime,
  registered_by: z.string(),
  /** Absolute, or relative to the portal's origin. */
  entry: z.string(),
  built_with: z.record(z.string(), z.string()),
  /** What the remote exposes, e.g. ['./routes', './widgets']. */
  exposes: z.array(z.string()),
  files: z.int(),
  bytes: z.int(),
  gate: gateReport,
  live: z.boolean(),
  /** It has been live before (a rollback target, or publishable without a new gate). */
  was_live: z.boolean(),
});
export type RemoteVersionModel = z.infer<typeof remoteVersionModel>;

const registryEvent = z.object({
  id: z.int(),
  remote: remoteName,
  action: z.enum(['publish', 'rollback']),
  /** `conflict`: another change of this remote won the race; nothing was changed. */
  outcome: z.enum(['applied', 'conflict']),
  from_version: z.nullable(remoteVersion),
  to_version: remoteVersion,
  forced: z.boolean(),
  /** The version's gate status when the change was asked for. */
  gate_status: gateStatus,
  /** An administrator's email, or the operator name given with the release key. */
  actor: z.string(),
  reason: z.string(),
  created_at: isoDateTime,
});
export type RegistryEvent = z.infer<typeof registryEvent>;

const remoteSummary = z.object({
  remote: remoteName,
  live: z.nullable(z.object({ version: remoteVersion, since: isoDateTime, by: z.string() })),
  /** The version a rollback would return to; null when there is none. */
  rollback_to: z.nullable(remoteVersion),
  /** The newest versions first (at most 20), the live one and the rollback target always included. */
  versions: z.array(remoteVersionModel),
});
export type RemoteSummary = z.infer<typeof remoteSummary>;

const registryTransition = z.object({
  remote: remoteName,
  previous: z.nullable(remoteVersion),
  version: remoteVersion,
  event: registryEvent,
});
export type RegistryTransition = z.infer<typeof registryTransition>;

const remoteParams = z.object({ remote: remoteName });
const versionParams = z.object({ remote: remoteName, version: remoteVersion });

/** Refuses the change when the live version is no longer this one (another change came first). */
const expectedLive = z.optional(z.nullable(remoteVersion));

export const adminRemotesList = defineOperation({
  id: 'adminRemotesList',
  method: 'GET',
  path: '/api/v2/admin_api/remotes',
  credentials: 'bearer',
  summary: 'Every remote: its live version, its rollback target and its versions with their gate (admin)',
  tag: 'remote-registry',
  response: envelope(
    z.object({
      shell: z.object({ version: z.nullable(z.string()), built_with: z.record(z.string(), z.string()) }),
      remotes: z.array(remoteSummary),
    }),
  ),
});

export const adminRemoteHistory = defineOperation({
  id: 'adminRemoteHistory',
  method: 'GET',
  path: '/api/v2/admin_api/remotes/{remote}/history',
  credentials: 'bearer',
  summary: 'Every publish and rollback of a remote, newest first: when, by whom, why (admin)',
  tag: 'remote-registry',
  params: remoteParams,
  query: z.object({ limit: z.optional(queryInt(1, 500)) }),
  response: envelope(z.object({ remote: remoteName, events: z.array(registryEvent) })),
});

export const adminRemoteVersion = defineOperation({
  id: 'adminRemoteVersion',
  method: 'GET',
  path: '/api/v2/admin_api/remotes/{remote}/versions/{version}',
  credentials: 'bearer',
  summary: 'One version of a remote, with its gate report (admin)',
  tag: 'remote-registry',
  params: versionParams,
  response: envelope(remoteVersionModel),
});

const remoteVersionUploadBody = z.object({
  files: z
    .array(z.object({ path: remoteFilePath, content_base64: z.base64({ message: 'Send file contents in base64' }) }))
    .check(z.minLength(1, { message: 'Send the files of the version folder' }), z.maxLength(2000)),
});
export type RemoteVersionUploadBody = z.infer<typeof remoteVersionUploadBody>;

export const adminRemoteVersionUpload = defineOperation({
  id: 'adminRemoteVersionUpload',
  method: 'PUT',
  path: '/api/v2/admin_api/remotes/{remote}/versions/{version}',
  credentials: 'bearer',
  summary: 'Store a version folder (immutable) and register it as a candidate; answers its first gate checks (admin)',
  tag: 'remote-registry',
  params: versionParams,
  body: remoteVersionUploadBody,
  bodyRequired: true,
  response: envelope(z.object({ stored: z.enum(['new', 'kept']), version: remoteVersionModel })),
});

export const adminRemoteGateReport = defineOperation({
  id: 'adminRemoteGateReport',
  method: 'POST',
  path: '/api/v2/admin_api/remotes/{remote}/versions/{version}/gate',
  credentials: 'bearer',
  summary: "The release tool's checks of a candidate (load, modules, smoke); answers the whole gate (admin)",
  tag: 'remote-registry',
  params: versionParams,
  body: z.object({ checks: z.array(gateCheck).check(z.minLength(1), z.maxLength(20)) }),
  bodyRequired: true,
  response: envelope(remoteVersionModel),
});

export const adminRemotePreview = defineOperation({
  id: 'adminRemotePreview',
  method: 'POST',
  path: '/api/v2/admin_api/remotes/{remote}/versions/{version}/preview',
  credentials: 'bearer',
  summary: 'A link that loads the portal with this version in place of the live one, for that browser only (admin)',
  tag: 'remote-registry',
  params: versionParams,
  body: z.object({ hours: z.optional(z.int().check(z.minimum(1), z.maximum(168))) }),
  response: envelope(z.object({ url: z.string(), expires_at: isoDateTime })),
});

const remotePublishBody = z.object({
  version: remoteVersion,
  reason: changeReason,
  /** Publish although the gate did not pass (kept in the history). */
  force: z.optional(z.boolean()),
  expected_live: expectedLive,
});

export const adminRemotePublish = defineOperation({
  id: 'adminRemotePublish',
  method: 'POST',
  path: '/api/v2/admin_api/remotes/{remote}/publish',
  credentials: 'bearer',
  summary: 'Make a version live: it must have passed the gate (or been live before), unless forced (admin)',
  tag: 'remote-registry',
  params: remoteParams,
  body: remotePublishBody,
  bodyRequired: true,
  response: envelope(registryTransition),
});

const remoteRollbackBody = z.object({
  reason: changeReason,
  force: z.optional(z.boolean()),
  expected_live: expectedLive,
});

export const adminRemoteRollback = defineOperation({
  id: 'adminRemoteRollback',
  method: 'POST',
  path: '/api/v2/admin_api/remotes/{remote}/rollback',
  credentials: 'bearer',
  summary: 'Make the version published before the live one live again (admin)',
  tag: 'remote-registry',
  params: remoteParams,
  body: remoteRollbackBody,
  bodyRequired: true,
  response: envelope(registryTransition),
});

export const adminRemoteSmokeSession = defineOperation({
  id: 'adminRemoteSmokeSession',
  method: 'POST',
  path: '/api/v2/admin_api/remotes/smoke-session',
  credentials: 'bearer',
  summary: "A session of the portal's release-check account (a customer with no data), for the gate's smoke run",
  tag: 'remote-registry',
  response: envelope(z.object({ email: z.string(), access_token: z.string(), refresh_token: z.string() })),
});

export const remoteRegistryLive = defineOperation({
  id: 'remoteRegistryLive',
  method: 'GET',
  path: '/remotes.json',
  credentials: 'none',
  summary: 'The live version of each remote (with a preview cookie, that browser’s previewed candidates)',
  tag: 'remote-registry',
  response: remoteRegistry,
});

const previewToken = z.string().check(z.minLength(16), z.maxLength(4096));

export const remotePreviewStart = defineOperation({
  id: 'remotePreviewStart',
  method: 'GET',
  path: '/preview',
  credentials: 'none',
  summary:
    'Opens a preview link: typed or pasted, sets this browser’s preview cookie and goes to the previewed section; opened from a page, asks first (ADR 0013)',
  tag: 'remote-registry',
  query: z.object({ token: previewToken }),
  response: z.unknown(),
});

export const remotePreviewConfirm = defineOperation({
  id: 'remotePreviewConfirm',
  method: 'POST',
  path: '/preview',
  credentials: 'none',
  summary: 'Starts the preview a link’s own page asked about (a form on this site only)',
  tag: 'remote-registry',
  body: z.object({ token: previewToken }),
  bodyRequired: true,
  response: z.unknown(),
});

export const remotePreviewEnd = defineOperation({
  id: 'remotePreviewEnd',
  method: 'GET',
  path: '/preview/end',
  credentials: 'none',
  summary: 'Ends this browser’s preview and goes to the portal',
  tag: 'remote-registry',
  response: z.unknown(),
});

/** Every operation of this area, keyed by its id (the contract's `operations` holds the portal's). */
export const remoteRegistryOperations = {
  adminRemotesList,
  adminRemoteHistory,
  adminRemoteVersion,
  adminRemoteVersionUpload,
  adminRemoteGateReport,
  adminRemotePreview,
  adminRemotePublish,
  adminRemoteRollback,
  adminRemoteSmokeSession,
  remoteRegistryLive,
  remotePreviewStart,
  remotePreviewConfirm,
  remotePreviewEnd,
} as const satisfies Record<string, OperationDef>;
