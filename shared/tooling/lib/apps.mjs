// Where the six browser apps live and which of them take part in a build or a dev run.
// Build: the shell and every remote that has src/routes.tsx (a slice with no screens yet is skipped
// and not registered). Dev: every app that has an entry (src/index.ts).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { HOST_NAME, REMOTES } from '../federation.mjs';
import { DEV_PORTS } from '../webpack.mjs';

/** The repository root (shared/tooling/lib -> ../../..). */
export const REPO_ROOT = path.resolve(fileURLToPath(new URL('../../..', import.meta.url)));

/**
 * @typedef {{ folder: string, name: string, dir: string, isHost: boolean, configPath: string,
 *   version: string, port: number, hasRoutes: boolean, hasEntry: boolean }} AppInfo
 */

/** The app in `<root>/<folder>` with federation name `name`. @param {string} root @param {string} folder @param {string} name @returns {AppInfo} */
export function describeApp(root, folder, name) {
  const dir = path.join(root, folder);
  const pkgFile = path.join(dir, 'package.json');
  const version = existsSync(pkgFile) ? JSON.parse(readFileSync(pkgFile, 'utf8')).version : '0.0.0';
  return {
    folder,
    name,
    dir,
    isHost: name === HOST_NAME,
    configPath: path.join(dir, 'webpack.config.mjs'),
    version,
    port: DEV_PORTS[name],
    hasRoutes: existsSync(path.join(dir, 'src/routes.tsx')),
    hasEntry: existsSync(path.join(dir, 'src/index.ts')),
  };
}

/** Every app, shell first, in docs/architecture.md order. @param {string} [root] */
export function allApps(root = REPO_ROOT) {
  return [
    describeApp(root, 'shell', HOST_NAME),
    ...Object.entries(REMOTES).map(([folder, name]) => describeApp(root, folder, name)),
  ];
}

/** The shell plus the remotes that expose routes. @param {string} [root] */
export function buildableApps(root = REPO_ROOT) {
  return allApps(root).filter((app) => app.isHost || app.hasRoutes);
}

/** Apps that can start a dev server. @param {string} [root] */
export function devApps(root = REPO_ROOT) {
  return allApps(root).filter((app) => app.hasEntry);
}
