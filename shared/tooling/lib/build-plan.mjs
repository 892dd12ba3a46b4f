// What a build must do, from what changed since the last one (dist/build-info.json): npm start builds
// nothing when dist/ is up to date, only the apps whose sources changed when that is all, and everything
// when shared/src changed (it goes into every app) or there is no usable last build.
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { readJson } from './json-file.mjs';

/** Newest modification time of any file under `dir` (0 when it does not exist). @param {string} dir */
function newestMtime(dir) {
  let newest = 0;
  if (!existsSync(dir)) return newest;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    newest = Math.max(newest, statSync(path.join(entry.parentPath ?? entry.path, entry.name)).mtimeMs);
  }
  return newest;
}

/**
 * npm start's plan: null when dist/ is up to date, else why, and `only` (app folders) when some apps suffice.
 * @param {{ root: string, distDir: string, appFolders: string[] }} options
 * @returns {{ reason: string, only?: string[] } | null}
 */
export function startBuildPlan({ root, distDir, appFolders }) {
  for (const file of ['index.html', 'build-info.json']) {
    if (!existsSync(path.join(distDir, file))) return { reason: `dist/${file} is missing` };
  }
  const builtAt = statSync(path.join(distDir, 'build-info.json')).mtimeMs;
  const changed = (/** @type {string} */ dir) => newestMtime(path.join(root, dir)) > builtAt;
  if (changed('shared/src')) return { reason: 'shared/src changed since the last build' };
  const only = appFolders.filter((folder) => changed(`${folder}/src`));
  if (only.length === 0) return null;
  return { reason: `${only.join(', ')} changed since the last build`, only };
}

/**
 * The apps a build builds: every one, or those `only` names when the last build can stand in for the rest
 * (it names each of them and their version folders, and dist/index.html, are still there).
 * @template {{ folder: string, name: string, isHost: boolean }} App
 * @param {App[]} every @param {string} distDir @param {string[] | undefined} only
 * @returns {{ apps: App[], previous: any }}
 */
export function appsToBuild(every, distDir, only) {
  if (!only) return { apps: every, previous: null };
  const previous = readJson(path.join(distDir, 'build-info.json'), null);
  const kept = every.filter((app) => !only.includes(app.folder));
  const usable =
    Boolean(previous?.shell?.version) &&
    existsSync(path.join(distDir, 'index.html')) &&
    kept.every(
      (app) =>
        app.isHost ||
        (previous.remotes?.[app.name] !== undefined &&
          existsSync(path.join(distDir, 'remotes', app.name, previous.remotes[app.name].version))),
    );
  return usable
    ? { apps: every.filter((app) => only.includes(app.folder)), previous }
    : { apps: every, previous: null };
}
