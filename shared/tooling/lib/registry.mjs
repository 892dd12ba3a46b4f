// The remote registry in dist/: which immutable version folder of each remote is live.
//   dist/remotes.json          { [name]: { version, entry } }  — the pointer the shell reads (no-cache)
//   dist/remotes-history.json  { [name]: string[] }            — versions published, oldest first
//   dist/remotes/<name>/<version>/                              — one build, never changed once written
// Rollback flips the pointer back to the version published before the live one; old folders stay served.
// Write order keeps a crash between the two files harmless: publish moves the pointer first, rollback
// trims the history first, and rollback skips history entries equal to the live version.
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { REMOTES } from '../federation.mjs';
import { readJson, writeJsonAtomic } from './json-file.mjs';

const KNOWN_NAMES = new Set(Object.values(REMOTES));
/**
 * What a pointer names: the remote's entry script. The shell's federation runtime is built without
 * the manifest ("snapshot") code to keep every page lighter, so it loads remoteEntry.js directly;
 * mf-manifest.json is still written beside it for tools.
 */
export const REMOTE_ENTRY = 'remoteEntry.js';
const VERSION_PATTERN = /^[0-9A-Za-z][0-9A-Za-z.+_-]*$/;

/** @typedef {{ version: string, entry: string }} RemotePointer */

export class RegistryError extends Error {}

function assertName(name) {
  if (!KNOWN_NAMES.has(name))
    throw new RegistryError(`Unknown remote "${name}"; known: ${[...KNOWN_NAMES].join(', ')}`);
}

function assertVersion(version) {
  if (!VERSION_PATTERN.test(version ?? '')) throw new RegistryError(`Invalid version "${version}"`);
}

/** @param {string} distDir */
export function createRegistry(distDir) {
  const pointerFile = path.join(distDir, 'remotes.json');
  const historyFile = path.join(distDir, 'remotes-history.json');
  const versionDir = (name, version) => path.join(distDir, 'remotes', name, version);

  /** @returns {Record<string, RemotePointer>} */
  const readPointers = () => readJson(pointerFile, {});
  /** @returns {Record<string, string[]>} */
  const readHistory = () => readJson(historyFile, {});

  function assertPublishable(name, version) {
    assertName(name);
    assertVersion(version);
    if (!existsSync(path.join(versionDir(name, version), REMOTE_ENTRY))) {
      throw new RegistryError(
        `No build of ${name} ${version}: ${versionDir(name, version)}/${REMOTE_ENTRY} is missing`,
      );
    }
  }

  /** Point `name` at `version` (a folder already in dist/remotes/<name>/). */
  function publish(name, version) {
    assertPublishable(name, version);
    const pointers = readPointers();
    const previous = pointers[name]?.version ?? null;
    pointers[name] = { version, entry: `/remotes/${name}/${version}/${REMOTE_ENTRY}` };
    writeJsonAtomic(pointerFile, pointers);
    const history = readHistory();
    const published = history[name] ?? [];
    if (published.at(-1) !== version) history[name] = [...published, version];
    writeJsonAtomic(historyFile, history);
    return { name, previous, version };
  }

  /** Flip `name` back to the version published before the live one. */
  function rollback(name) {
    assertName(name);
    const current = readPointers()[name]?.version;
    if (!current) throw new RegistryError(`${name} is not published`);
    const history = readHistory();
    const published = [...(history[name] ?? [])];
    while (published.length > 0 && published.at(-1) === current) published.pop();
    const target = published.at(-1);
    if (!target) throw new RegistryError(`${name} has no earlier version to roll back to (live: ${current})`);
    assertPublishable(name, target);
    history[name] = published;
    writeJsonAtomic(historyFile, history);
    const pointers = readPointers();
    pointers[name] = { version: target, entry: `/remotes/${name}/${target}/${REMOTE_ENTRY}` };
    writeJsonAtomic(pointerFile, pointers);
    return { name, previous: current, version: target };
  }

  /** Take a remote out of the registry (its folders stay). */
  function unregister(name) {
    const pointers = readPointers();
    if (!(name in pointers)) return false;
    delete pointers[name];
    writeJsonAtomic(pointerFile, pointers);
    return true;
  }

  /** Every remote with a folder or a pointer: live version, versions on disk (oldest first), history. */
  function list() {
    const pointers = readPointers();
    const history = readHistory();
    const remotesDir = path.join(distDir, 'remotes');
    const onDisk = existsSync(remotesDir) ? readdirSync(remotesDir).filter((name) => KNOWN_NAMES.has(name)) : [];
    const names = [...new Set([...Object.keys(pointers), ...onDisk])].sort();
    return names.map((name) => {
      const dir = path.join(remotesDir, name);
      const versions = existsSync(dir)
        ? readdirSync(dir)
            .filter((version) => existsSync(path.join(dir, version, REMOTE_ENTRY)))
            .sort((a, b) => statSync(path.join(dir, a)).mtimeMs - statSync(path.join(dir, b)).mtimeMs)
        : [];
      return { name, live: pointers[name]?.version ?? null, versions, history: history[name] ?? [] };
    });
  }

  return { publish, rollback, unregister, list, readPointers, versionDir };
}
