// How the release tool and the remotes CLI say things: names, sizes, durations, gate checks, tables.
import {
  isRemoteName,
  type GateCheck,
  type RegistryEvent,
  type RemoteName,
  type RemoteSummary,
} from '@portal/shared/contract/remote-registry';
import { REMOTES } from '../federation.mjs';

/** `mfe-tickets` (the folder) or `mfe_tickets` (the federation name) → `mfe_tickets`. */
export function resolveRemote(given: string): RemoteName | null {
  const name = REMOTES[given] ?? given;
  return isRemoteName(name) ? name : null;
}

export function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(1)} s`;
}

export function formatBytes(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.round(bytes / 1024)} KB`;
}

/** One line per check, then its details indented. */
export function gateLines(checks: readonly GateCheck[]): string[] {
  return checks.flatMap((check) => [
    `${check.ok ? '✓' : '✗'} ${check.id.padEnd(8)} ${check.summary}`,
    ...(check.ok ? [] : check.details.map((detail) => `    ${detail}`)),
  ]);
}

/** `remotes list`: each remote, its live version, its rollback target, its versions with their gate. */
export function listLines(shell: { version: string | null }, remotes: readonly RemoteSummary[]): string[] {
  const lines = [`shell ${shell.version ?? '(not built)'}`];
  for (const summary of remotes) {
    lines.push(
      '',
      `${summary.remote}  live: ${summary.live ? `${summary.live.version} (since ${summary.live.since}, by ${summary.live.by})` : '(nothing published)'}` +
        (summary.rollback_to ? `  rollback to: ${summary.rollback_to}` : ''),
    );
    for (const version of summary.versions) {
      const marks = [
        version.live ? 'live' : '',
        version.was_live && !version.live ? 'was live' : '',
        version.source === 'build' ? 'npm run build' : '',
      ]
        .filter(Boolean)
        .join(', ');
      lines.push(
        `  ${version.live ? '*' : ' '} ${version.version.padEnd(18)} gate ${version.gate.status.padEnd(8)} ${version.registered_at}  ${version.registered_by}${marks ? `  (${marks})` : ''}`,
      );
    }
  }
  return lines;
}

/** `remotes history`: when, what, by whom, why. */
export function historyLines(events: readonly RegistryEvent[]): string[] {
  if (events.length === 0) return ['No publish or rollback yet.'];
  return events.map((event) => {
    const change = `${event.action} ${event.from_version ?? '(none)'} -> ${event.to_version}`;
    const notes = [
      event.outcome === 'conflict' ? 'NOT APPLIED: another change came first' : '',
      event.forced ? `forced, gate ${event.gate_status}` : '',
    ]
      .filter(Boolean)
      .join('; ');
    return `${event.created_at}  ${change}  by ${event.actor}  — ${event.reason}${notes ? `  [${notes}]` : ''}`;
  });
}
