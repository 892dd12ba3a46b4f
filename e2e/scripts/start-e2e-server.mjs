// The e2e server: first an operator adds a node with the CLI (npm run node … add), the way docs/operating/nodes.md
// tells them to, on the run's fresh database; its id and key go to E2E_NODE_FILE for the journeys. Then
// the real start script runs (build when stale, migrate, serve), and once it answers, the node pings it
// (its first heartbeat), so the node is online from the start of the run.
import { spawn, spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const nodeFile = process.env.E2E_NODE_FILE;
if (!nodeFile) throw new Error('E2E_NODE_FILE is not set (see e2e/tests/support/env.ts)');

const added = spawnSync(
  process.execPath,
  [
    '--import',
    'tsx',
    'api/src/cli/node.ts',
    'add',
    '--name',
    'E2E Osaka',
    '--type',
    'shadowsocks',
    '--server',
    'osaka.e2e.example.net',
    '--class',
    '1',
    '--traffic-rate',
    '1.5',
    '--port-per-user',
    '--country',
    'JP',
    '--location',
    'Osaka',
  ],
  { cwd: root, encoding: 'utf8', env: process.env },
);
const last = added.stdout.trim().split('\n').at(-1) ?? '';
const match = /^node_id=(\d+) key=(\S+)$/.exec(last);
if (added.status !== 0 || !match) {
  console.error(`[e2e] npm run node add failed:\n${added.stdout}\n${added.stderr}`);
  process.exit(1);
}
writeFileSync(nodeFile, JSON.stringify({ id: Number(match[1]), key: match[2] }));

const server = spawn(process.execPath, ['api/scripts/start.mjs'], { cwd: root, stdio: 'inherit', env: process.env });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));

const base = `http://127.0.0.1:${process.env.PORT}`;
for (let attempt = 0; attempt < 600; attempt += 1) {
  try {
    if ((await fetch(`${base}/v1/mod_mu/func/ping?key=${match[2]}`)).ok) break;
  } catch {
    // not listening yet
  }
  await new Promise((resolve) => setTimeout(resolve, 500));
}
