// One remote's production build, as `npm run build` (every app) and `npm run release` (one remote) make it:
// webpack's output plus portal-remote.json, which says which remote it is and the exact versions of the
// shared libraries it was built with (the gate compares them with the live shell's). The version is the
// package version and the content hash of all of it: the same sources give the same version folder.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { builtWith } from '../federation.mjs';
import { buildVersion } from '../../artifacts/content-hash.mjs';
import { runWebpackBuild } from './run-webpack.mjs';

export const PORTAL_REMOTE_FILE = 'portal-remote.json';

/**
 * Writes portal-remote.json into a remote's webpack output and answers the output's version.
 * @param {{ name: string, version: string }} app @param {string} outputPath
 */
export function sealRemoteOutput(app, outputPath) {
  const info = { name: app.name, package_version: app.version, built_with: builtWith() };
  writeFileSync(path.join(outputPath, PORTAL_REMOTE_FILE), `${JSON.stringify(info, null, 2)}\n`);
  return buildVersion(app.version, outputPath);
}

/**
 * Builds one remote (its webpack.config.mjs, production) and seals the output.
 * @param {{ name: string, version: string, configPath: string }} app
 * @returns {Promise<{ outputPath: string, version: string, durationMs: number, warnings: string }>}
 */
export async function buildRemote(app) {
  const result = await runWebpackBuild(app.configPath);
  return { ...result, version: sealRemoteOutput(app, result.outputPath) };
}
