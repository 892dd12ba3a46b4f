// A copy of a remote's folder (sources and config, not its build output) with one text of its sources
// changed: a "changed remote" to release, for the release journeys and the release bench.
import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * @param {{ repoRoot: string, folder: string, into: string, file: string, from: string, to: string }} options
 * @returns {string} the copy's folder (`<into>/<folder>`)
 */
export function changedRemoteCopy({ repoRoot, folder, into, file, from, to }) {
  const copy = path.join(into, folder);
  rmSync(copy, { recursive: true, force: true });
  cpSync(path.join(repoRoot, folder), copy, {
    recursive: true,
    filter: (source) => !/[/\\](dist|node_modules)([/\\]|$)/.test(path.relative(repoRoot, source)),
  });
  const target = path.join(copy, file);
  const text = readFileSync(target, 'utf8');
  if (!text.includes(from)) throw new Error(`${folder}/${file} does not contain ${JSON.stringify(from)}`);
  writeFileSync(target, text.replace(from, to));
  return copy;
}
