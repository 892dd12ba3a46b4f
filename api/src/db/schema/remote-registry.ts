// The remote registry (docs/adr/0008-remote-registry-and-artifact-store.md): every version folder in the
// artifact store with its gate report, the live pointer of each remote, and every publish and rollback.
// In the database, so that every API process serves the same /remotes.json and sees a change at once.
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  bigserial,
  boolean,
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import {
  REMOTE_NAMES,
  type GateCheck,
  type GateStatus,
  type RemoteName,
} from '@portal/shared/contract/remote-registry';

const remoteNameCheck = (column: AnyPgColumn) =>
  sql`${column} in (${sql.raw(REMOTE_NAMES.map((name) => `'${name}'`).join(', '))})`;
const gateStatusCheck = (column: AnyPgColumn) => sql`${column} in ('pending', 'passed', 'failed', 'not_run')`;

/** One immutable version folder of a remote in the artifact store. */
export const remoteVersions = pgTable(
  'remote_versions',
  {
    remote: text('remote').$type<RemoteName>().notNull(),
    /** `<package version>-<8 hex of the content hash>`: the folder's name, checked against its files. */
    version: text('version').notNull(),
    /** `release` (uploaded by npm run release) or `build` (written by npm run build, registered at start). */
    source: text('source').$type<'release' | 'build'>().notNull(),
    /** Exact versions of the shared libraries the build used (its portal-remote.json). */
    builtWith: jsonb('built_with').$type<Record<string, string>>().notNull(),
    /** Its manifest's exposed modules, e.g. ['./routes', './widgets']. */
    exposes: jsonb('exposes').$type<string[]>().notNull(),
    files: integer('files').notNull(),
    bytes: bigint('bytes', { mode: 'number' }).notNull(),
    registeredAt: timestamp('registered_at', { withTimezone: true }).notNull().defaultNow(),
    registeredBy: text('registered_by').notNull(),
    gateStatus: text('gate_status').$type<GateStatus>().notNull(),
    gateChecks: jsonb('gate_checks').$type<GateCheck[]>().notNull(),
    gateReportedAt: timestamp('gate_reported_at', { withTimezone: true }),
    gateReportedBy: text('gate_reported_by'),
  },
  (t) => [
    primaryKey({ columns: [t.remote, t.version] }),
    index('remote_versions_newest_idx').on(t.remote, t.registeredAt),
    check('remote_versions_remote_check', remoteNameCheck(t.remote)),
    check('remote_versions_source_check', sql`${t.source} in ('release', 'build')`),
    check('remote_versions_gate_status_check', gateStatusCheck(t.gateStatus)),
  ],
);

/**
 * Every publish and rollback asked for, applied or not. An applied change points (belowEventId) at
 * the applied change a rollback from it returns to: the rollback stack, without rewriting history.
 */
export const remoteEvents = pgTable(
  'remote_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    remote: text('remote').$type<RemoteName>().notNull(),
    action: text('action').$type<'publish' | 'rollback'>().notNull(),
    /** `conflict`: another change of the remote committed first; this one changed nothing. */
    outcome: text('outcome').$type<'applied' | 'conflict'>().notNull(),
    fromVersion: text('from_version'),
    toVersion: text('to_version').notNull(),
    forced: boolean('forced').notNull().default(false),
    gateStatus: text('gate_status').$type<GateStatus>().notNull(),
    actor: text('actor').notNull(),
    reason: text('reason').notNull(),
    belowEventId: bigint('below_event_id', { mode: 'number' }).references((): AnyPgColumn => remoteEvents.id),
    /** The whole-portal build (npm run build) this change belongs to, if any. */
    buildId: text('build_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('remote_events_remote_idx').on(t.remote, t.id),
    foreignKey({
      name: 'remote_events_version_fk',
      columns: [t.remote, t.toVersion],
      foreignColumns: [remoteVersions.remote, remoteVersions.version],
    }),
    check('remote_events_remote_check', remoteNameCheck(t.remote)),
    check('remote_events_action_check', sql`${t.action} in ('publish', 'rollback')`),
    check('remote_events_outcome_check', sql`${t.outcome} in ('applied', 'conflict')`),
    check('remote_events_gate_status_check', gateStatusCheck(t.gateStatus)),
  ],
);

/** The live version of each remote: one row, changed in one statement, so a reader sees old or new. */
export const remotePointers = pgTable(
  'remote_pointers',
  {
    remote: text('remote').$type<RemoteName>().primaryKey(),
    version: text('version').notNull(),
    /** The applied change that set it: a change names the one it replaces, so two at once cannot both win. */
    eventId: bigint('event_id', { mode: 'number' })
      .notNull()
      .references(() => remoteEvents.id),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    foreignKey({
      name: 'remote_pointers_version_fk',
      columns: [t.remote, t.version],
      foreignColumns: [remoteVersions.remote, remoteVersions.version],
    }),
  ],
);

/** Whole-portal builds (dist/build-info.json) already published: each is applied once, by one process. */
export const portalBuilds = pgTable('portal_builds', {
  buildId: text('build_id').primaryKey(),
  shellVersion: text('shell_version').notNull(),
  appliedAt: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
});
