// Whether a remote can run inside a shell: every library the shell shares at run time (react, react-dom,
// react-router, styled-components, zustand, the query library, @portal/shared) must be the version line
// the remote was built against. A build records the exact versions it used (`built_with`); the gate
// refuses a candidate whose line differs, and the shell refuses to start a remote published anyway
// (docs/adr/0008-remote-registry-and-artifact-store.md).

/** Package name → the exact installed version a build used, e.g. `{ react: '19.2.0' }`. */
export type BuiltWith = Readonly<Record<string, string>>;

export interface Incompatibility {
  package: string;
  /** The version the remote was built with; null when its build does not say. */
  remote: string | null;
  /** The version the shell runs. */
  shell: string;
}

const EXACT_VERSION = /^(\d+)\.(\d+)\.(\d+)(?:[-+].*)?$/;

/**
 * The version line a version belongs to, by semver's caret rule (what `^version` accepts): the major
 * from 1.0.0 on (19.2.0 → "19"), the minor below it (0.1.0 → "0.1"), the patch below that (0.0.3 →
 * "0.0.3"). Builds record exact installed versions, so no range syntax is needed. Null when not a version.
 */
export function versionLine(version: string): string | null {
  const match = EXACT_VERSION.exec(version.trim());
  if (!match) return null;
  const [, major, minor, patch] = match;
  if (major !== '0') return major!;
  if (minor !== '0') return `0.${minor}`;
  return `0.0.${patch}`;
}

/** Every package the shell shares whose line the remote does not match, in the shell's order. */
export function incompatibilities(shell: BuiltWith, remote: BuiltWith | null | undefined): Incompatibility[] {
  const found: Incompatibility[] = [];
  for (const [name, shellVersion] of Object.entries(shell)) {
    const remoteVersion = remote?.[name] ?? null;
    const shellLine = versionLine(shellVersion);
    if (remoteVersion === null || shellLine === null || versionLine(remoteVersion) !== shellLine) {
      found.push({ package: name, remote: remoteVersion, shell: shellVersion });
    }
  }
  return found;
}

/** One line per incompatibility, naming the package and both versions (for logs, the gate and operators). */
export function describeIncompatibility({ package: name, remote, shell }: Incompatibility): string {
  return remote === null
    ? `${name}: the build does not say which version it was built with; the live shell runs ${shell}`
    : `${name}: built with ${remote}, the live shell runs ${shell}`;
}
