#!/usr/bin/env node
// `npm run build`: production builds of the shell and of every remote that has src/routes.tsx, assembled
// into the repo-root dist/ (docs/architecture.md "Build and release"):
//   dist/index.html, dist/*.js                 the shell
//   dist/remotes/<mf_name>/<version>/          one immutable folder per remote build (older ones kept)
//   dist/build-info.json                       this build: its id, the shell (and what it was built with),
//                                              the remote versions it wrote
// The server publishes the build's remotes through the registry (the database) when it starts, or at once
// if it is running: the whole portal as one release (api/src/modules/remote-registry/build-registration.ts).
// One remote alone is released with `npm run release -- <remote>` (release/release.ts).
// Usage: node shared/tooling/build.mjs [--root <repo>] [--concurrency <n>] [--quiet] [--only <folder,…>]
// --quiet (used by npm start) prints the last line only, without the per-file size table.
// --only (used by npm start when only some apps' sources changed) builds those apps and keeps the others as
// the last build left them (their version folders and, for the shell, dist/ itself); a new build id still
// names the whole portal. Without a usable last build it builds everything.
import { randomUUID } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { builtWith, HOST_NAME, REMOTES } from './federation.mjs';
import { buildableApps, REPO_ROOT } from './lib/apps.mjs';
import { buildVersion, hashDirectory, listFiles } from '../artifacts/content-hash.mjs';
import { appsToBuild } from './lib/build-plan.mjs';
import { writeJsonAtomic } from './lib/json-file.mjs';
import { sealRemoteOutput } from './lib/remote-build.mjs';
import { SERVER_DIR } from './webpack-server.mjs';
import { mapLimited, runWebpackBuild } from './lib/run-webpack.mjs';
import { formatSizeTable, isShipped } from './lib/size-table.mjs';

/** What in dist/ outlives a shell rebuild: every remote version ever built (a rollback needs them). */
const KEPT_IN_DIST = new Set(['remotes']);

/** Copies a remote's output into its version folder, or checks that an existing one is identical. */
function storeRemoteVersion(outputPath, targetDir) {
  if (existsSync(targetDir)) {
    if (hashDirectory(targetDir) !== hashDirectory(outputPath)) {
      throw new Error(`${targetDir} already exists with different content; version folders are immutable`);
    }
    return 'kept';
  }
  // Copy beside the target, then rename: the folder appears complete or not at all.
  const staging = `${targetDir}.partial-${process.pid}`;
  rmSync(staging, { recursive: true, force: true });
  cpSync(outputPath, staging, { recursive: true });
  renameSync(staging, targetDir);
  return 'new';
}

/** Replaces the shell files at the top of dist/ without a moment where index.html is missing. */
function storeShell(outputPath, distDir) {
  const fresh = new Set(readdirSync(outputPath));
  for (const name of fresh) {
    if (KEPT_IN_DIST.has(name))
      throw new Error(`The shell build must not emit ${name}: it belongs to the artifact store`);
    // The page server's folder is replaced whole: an older page server is never left beside the new one.
    if (name === SERVER_DIR) rmSync(path.join(distDir, name), { recursive: true, force: true });
    if (name !== 'index.html') cpSync(path.join(outputPath, name), path.join(distDir, name), { recursive: true });
  }
  cpSync(path.join(outputPath, 'index.html'), path.join(distDir, 'index.html'));
  for (const name of readdirSync(distDir)) {
    if (!fresh.has(name) && !KEPT_IN_DIST.has(name) && name !== 'build-info.json') {
      rmSync(path.join(distDir, name), { recursive: true, force: true });
    }
  }
}

/** The page server (dist/server/page-server.<hash>.cjs), relative to dist/, which the API starts. */
function shellServerFile(shellOutput) {
  const dir = path.join(shellOutput, SERVER_DIR);
  const file = existsSync(dir) ? readdirSync(dir).find((name) => name.endsWith('.cjs')) : undefined;
  return file ? `${SERVER_DIR}/${file}` : undefined;
}

function seconds(ms) {
  return `${(ms / 1000).toFixed(1)} s`;
}

async function build({ root = REPO_ROOT, concurrency = 2, quiet = false, only = undefined } = {}) {
  const started = Date.now();
  /** Progress and sizes: left out with --quiet. */
  const detail = quiet ? () => {} : (text) => console.log(text);
  const every = buildableApps(root);
  const distDir = path.join(root, 'dist');
  const { apps, previous } = appsToBuild(every, distDir, only);
  const shell = every.find((app) => app.name === HOST_NAME);
  for (const app of apps) {
    if (!existsSync(app.configPath)) throw new Error(`${app.folder} has no webpack.config.mjs (${app.configPath})`);
  }
  const skipped = Object.entries(REMOTES).filter(([, name]) => !every.some((app) => app.name === name));
  detail(`Building ${apps.map((app) => app.folder).join(', ')} (${concurrency} at a time)`);
  if (skipped.length > 0) detail(`Skipped (no src/routes.tsx): ${skipped.map(([folder]) => folder).join(', ')}`);

  const outputs = await mapLimited(apps, concurrency, async (app) => {
    const result = await runWebpackBuild(app.configPath);
    detail(`  ✓ ${app.folder.padEnd(13)} ${seconds(result.durationMs)}`);
    if (result.warnings) console.log(result.warnings);
    return { app, ...result };
  });

  mkdirSync(path.join(distDir, 'remotes'), { recursive: true });
  const builtAt = new Date().toISOString();
  /** The remotes not rebuilt keep the last build's versions. */
  const remotesInfo = Object.fromEntries(
    every
      .filter((app) => !app.isHost && previous?.remotes?.[app.name])
      .map((app) => [app.name, previous.remotes[app.name]]),
  );
  const tableGroups = [];

  for (const { app, outputPath } of outputs.filter(({ app }) => !app.isHost)) {
    const version = sealRemoteOutput(app, outputPath);
    const targetDir = path.join(distDir, 'remotes', app.name, version);
    mkdirSync(path.dirname(targetDir), { recursive: true });
    const state = storeRemoteVersion(outputPath, targetDir);
    remotesInfo[app.name] = { version, built_at: builtAt };
    detail(`  ${app.name}: ${version} (${state} folder)`);
    const files = listFiles(targetDir)
      .filter(isShipped)
      .map((file) => ({ label: file, file: path.join(targetDir, file) }));
    tableGroups.push({ title: `remotes/${app.name}/${version}/`, files });
  }

  const shellOutput = outputs.find(({ app }) => app.isHost)?.outputPath;
  let shellInfo = previous?.shell;
  if (shellOutput) {
    const shellVersion = buildVersion(shell.version, shellOutput);
    storeShell(shellOutput, distDir);
    const shellFiles = listFiles(shellOutput)
      .filter(isShipped)
      .map((file) => ({ label: file, file: path.join(distDir, file) }));
    tableGroups.unshift({ title: `shell ${shellVersion} (dist/)`, files: shellFiles });
    shellInfo = {
      version: shellVersion,
      built_at: builtAt,
      built_with: builtWith(),
      server: shellServerFile(shellOutput),
    };
  }
  // Last: a running server that sees a new build-info.json publishes this build's remotes.
  writeJsonAtomic(path.join(distDir, 'build-info.json'), {
    build_id: randomUUID(),
    shell: shellInfo,
    remotes: remotesInfo,
  });
  const shellVersion = shellInfo.version;

  detail(`  shell: ${shellVersion}\n`);
  detail(`${formatSizeTable(tableGroups)}\n`);
  const what =
    apps.length === every.length ? `${apps.length} apps` : `${apps.map((app) => app.folder).join(', ')} only`;
  const where = path.relative(process.cwd(), distDir) || distDir;
  // Quiet, the line ends the one npm start began ("Building the portal (…)… ").
  console.log(
    quiet
      ? `built ${what} in ${seconds(Date.now() - started)} (npm run build lists every file and its size)`
      : `Built ${what} into ${where} in ${seconds(Date.now() - started)}`,
  );
  return { shellVersion, remotes: remotesInfo, distDir };
}

const isMain = process.argv[1] !== undefined && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href;
if (isMain) {
  const { values } = parseArgs({
    options: {
      root: { type: 'string' },
      concurrency: { type: 'string' },
      quiet: { type: 'boolean' },
      only: { type: 'string' },
    },
  });
  const concurrency = Number(values.concurrency ?? process.env.BUILD_CONCURRENCY ?? 2);
  const only = values.only?.split(',').map((folder) => folder.trim());
  build({ root: values.root ? path.resolve(values.root) : REPO_ROOT, concurrency, quiet: values.quiet, only }).catch(
    (error) => {
      console.error(error instanceof Error ? error.message : error);
      process.exitCode = 1;
    },
  );
}
