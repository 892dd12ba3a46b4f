// Builds the framework-floor page (framework-floor/: react, react-dom, react-router, styled-components and
// the federation runtime rendering a static sign-in form of the portal's size) with the portal's webpack
// config, into framework-floor/dist, which the bench serves with the portal's server as it serves dist/.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runWebpackBuild } from '../../shared/tooling/lib/run-webpack.mjs';

const FLOOR_CONFIG = path.join(path.dirname(fileURLToPath(import.meta.url)), 'framework-floor', 'webpack.config.mjs');

/** @returns {Promise<string>} the built folder */
export async function buildFrameworkFloor() {
  const { outputPath, durationMs } = await runWebpackBuild(FLOOR_CONFIG);
  console.log(`Built the framework floor in ${(durationMs / 1000).toFixed(1)} s`);
  return outputPath;
}
