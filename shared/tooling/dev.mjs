#!/usr/bin/env node
// `npm run dev`: the API with reload (tsx watch, port 8080) and the webpack dev server of every app that has
// src/index.ts (shell 3000, remotes 3001-3005), in one terminal with prefixed, coloured output.
// One Ctrl-C stops them all. The shell's dev registry is shell/public/remotes.json (remotes on their dev ports).
// A remote also runs alone: npm run dev --workspace mfe-auth
// Options: --only api,shell,mfe_auth   start just these (names as in the prefixes)
import { createRequire } from 'node:module';
import { parseArgs, styleText } from 'node:util';
import { devApps, allApps, REPO_ROOT } from './lib/apps.mjs';
import { startPrefixed } from './lib/prefixed-process.mjs';

const require = createRequire(import.meta.url);
const STOP_GRACE_MS = 5000;

const { values } = parseArgs({ options: { only: { type: 'string' } } });
const only = values.only ? new Set(values.only.split(',').map((name) => name.trim())) : null;
const wanted = (label) => only === null || only.has(label);

const apiPort = Number(process.env.PORT ?? 8080);
const env = {
  ...process.env,
  FORCE_COLOR: process.env.FORCE_COLOR ?? '1',
  PORTAL_DEV_API: `http://localhost:${apiPort}`,
};
const webpackCli = require.resolve('webpack-cli/bin/cli.js');
const tsxCli = require.resolve('tsx/cli');

const services = [];
if (wanted('api')) {
  services.push({
    label: 'api',
    url: `http://localhost:${apiPort}`,
    command: process.execPath,
    args: [tsxCli, 'watch', '--clear-screen=false', 'api/src/main.ts'],
    cwd: REPO_ROOT,
    env: { ...env, PORT: String(apiPort) },
  });
}
for (const app of devApps().filter((candidate) => wanted(candidate.name) || wanted(candidate.folder))) {
  services.push({
    label: app.isHost ? 'shell' : app.name,
    url: `http://localhost:${app.port}`,
    command: process.execPath,
    args: [webpackCli, 'serve', '--mode', 'development'],
    cwd: app.dir,
    env,
  });
}
if (services.length === 0) {
  console.error('Nothing to start.');
  process.exit(1);
}

const width = Math.max(...services.map((service) => service.label.length));
console.log(styleText('bold', 'Starting the portal in development:'));
for (const service of services) console.log(`  ${service.label.padEnd(width)}  ${service.url}`);
const idle = allApps()
  .filter((app) => !app.hasEntry)
  .map((app) => app.folder);
if (idle.length > 0) console.log(styleText('gray', `  (no src/index.ts yet, not started: ${idle.join(', ')})`));
console.log(styleText('gray', `  Open the shell at http://localhost:3000; Ctrl-C stops everything.\n`));

let stopping = false;
const running = services.map((service, index) =>
  startPrefixed({ ...service, width, index, expectExit: () => stopping }),
);

function stopAll(signal) {
  if (stopping) return;
  stopping = true;
  console.log(styleText('gray', `\nStopping (${signal})…`));
  for (const { child } of running) if (child.exitCode === null) child.kill('SIGTERM');
  setTimeout(() => {
    for (const { child } of running) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  }, STOP_GRACE_MS).unref();
}
process.on('SIGINT', () => stopAll('SIGINT'));
process.on('SIGTERM', () => stopAll('SIGTERM'));

const codes = await Promise.all(running.map(({ exited }) => exited));
process.exitCode = stopping || codes.every((code) => code === 0) ? 0 : 1;
console.log(styleText('gray', 'All stopped.'));
