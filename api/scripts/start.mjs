// `npm start` (cwd = repository root): builds the portal when dist/ is missing or older than the
// sources — only the apps whose sources changed when that is all (shared/src changes every app) — then
// runs the API server (TypeScript through tsx), which starts the page server beside itself, confined, and
// restarts it (api/src/modules/page-server, docs/adr/0012-page-server.md). The server prints a short banner;
// `npm start -- --verbose` adds the build's size tables and the request logs (LOG_LEVEL=info).
// Stopping: Ctrl-C, or SIGTERM/SIGHUP to this process (or to npm), is forwarded to the server, which
// closes gracefully; if this process dies without a word, the server sees its IPC channel close and
// stops too, so no server outlives its `npm start`.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { startBuildPlan } from '../../shared/tooling/lib/build-plan.mjs';

let flags;
try {
  ({ values: flags } = parseArgs({ options: { verbose: { type: 'boolean', default: false } } }));
} catch (error) {
  console.error(`[start] ${error.message}. Usage: npm start [-- --verbose]`);
  process.exit(2);
}
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const dist = path.join(root, 'dist');
// A STATIC_DIR elsewhere is the operator's own build output: `npm run build` does not write there.
const ownStaticDir = process.env.STATIC_DIR && path.resolve(root, process.env.STATIC_DIR) !== dist;
/** The apps' folders: each one's src/ is its own; shared/src goes into every app. */
const APP_FOLDERS = ['shell', ...fs.readdirSync(root).filter((name) => name.startsWith('mfe-'))];

/** The child doing the work now (the build, then the server): signals go to it. */
let current = null;
const SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'];
for (const signal of SIGNALS) {
  process.on(signal, () => {
    if (current && current.exitCode === null) current.kill(signal);
    else process.exit(1);
  });
}

// Killed without a signal it can forward (kill -9 of npm), the parent is gone and this process is
// adopted: stop the server rather than leave it running with no one to stop it.
const parentAtStart = process.ppid;
setInterval(() => {
  if (process.ppid !== parentAtStart && current && current.exitCode === null) current.kill('SIGTERM');
}, 1000).unref();

/** Runs a child to its end; answers its exit code (1 when a signal ended it). */
function run(command, args, options) {
  return new Promise((resolve, reject) => {
    current = spawn(command, args, { cwd: root, ...options });
    current.once('error', reject);
    current.once('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

const plan = ownStaticDir ? null : startBuildPlan({ root, distDir: dist, appFolders: APP_FOLDERS });
if (plan) {
  // Quiet, the build ends this line ("built … in 12.3 s"): the one line the README promises.
  const heading = `[start] Building the portal (${plan.reason})…`;
  if (flags.verbose) console.log(heading);
  else process.stdout.write(`${heading} `);
  const buildArgs = [
    'shared/tooling/build.mjs',
    ...(flags.verbose ? [] : ['--quiet']),
    ...(plan.only ? ['--only', plan.only.join(',')] : []),
  ];
  const status = await run(process.execPath, buildArgs, { stdio: 'inherit' });
  if (status !== 0) {
    console.error('[start] The build failed; fix the error above and run npm start again.');
    process.exit(status);
  }
}

const env = { ...process.env };
if (flags.verbose && !env.LOG_LEVEL) env.LOG_LEVEL = 'info';
const status = await run(process.execPath, ['--import', 'tsx', path.join(root, 'api', 'src', 'main.ts')], {
  env,
  // The IPC channel is how the server learns that this process is gone (main.ts: 'disconnect').
  stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
});
process.exit(status);
