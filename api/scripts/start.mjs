// `npm start` (cwd = repository root): builds the portal when dist/ is missing or older than the
// sources, then runs the API server (TypeScript through tsx), forwarding SIGINT/SIGTERM so it
// shuts down gracefully.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const dist = path.join(root, 'dist');
// A STATIC_DIR elsewhere is the operator's own build output: `npm run build` does not write there.
const ownStaticDir = process.env.STATIC_DIR && path.resolve(root, process.env.STATIC_DIR) !== dist;
const SOURCE_DIRS = [
  'shell/src',
  'shared/src',
  ...fs
    .readdirSync(root)
    .filter((name) => name.startsWith('mfe-'))
    .map((name) => `${name}/src`),
];

/** Newest modification time of any file under `dir` (0 when it does not exist). */
function newestMtime(dir) {
  let newest = 0;
  if (!fs.existsSync(dir)) return newest;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    newest = Math.max(newest, fs.statSync(path.join(entry.parentPath ?? entry.path, entry.name)).mtimeMs);
  }
  return newest;
}

/** Why a build is needed, or null when dist/ is up to date. */
function buildReason() {
  for (const file of ['index.html', 'remotes.json', 'build-info.json']) {
    if (!fs.existsSync(path.join(dist, file))) return `dist/${file} is missing`;
  }
  const builtAt = fs.statSync(path.join(dist, 'build-info.json')).mtimeMs;
  for (const dir of SOURCE_DIRS) {
    if (newestMtime(path.join(root, dir)) > builtAt) return `${dir} changed since the last build`;
  }
  return null;
}

const reason = ownStaticDir ? null : buildReason();
if (reason) {
  console.log(`[start] Building the portal (${reason}): npm run build`);
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) {
    console.error('[start] The build failed; fix the error above and run npm start again.');
    process.exit(build.status ?? 1);
  }
}

const server = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'api', 'src', 'main.ts')], {
  cwd: root,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
