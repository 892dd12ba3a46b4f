// A content hash of a build output folder: names and bytes of every file, in a stable order.
// Two builds of the same sources give the same hash, so the same version folder. What names a remote's
// version, for the build that writes a folder (shared/tooling) and the server that stores and checks one
// (api/src/modules/remote-registry): neither depends on the other's code.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Relative paths (forward slashes) of every file under dir, sorted. @param {string} dir @returns {string[]} */
export function listFiles(dir) {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}

/** Full hex sha256 of the folder's file names and contents. @param {string} dir */
export function hashDirectory(dir) {
  const hash = createHash('sha256');
  for (const file of listFiles(dir)) {
    hash
      .update(file)
      .update('\0')
      .update(readFileSync(path.join(dir, file)))
      .update('\0');
  }
  return hash.digest('hex');
}

/** `<version>-<first 8 hex of the content hash>`. @param {string} packageVersion @param {string} dir */
export function buildVersion(packageVersion, dir) {
  return `${packageVersion}-${hashDirectory(dir).slice(0, 8)}`;
}
