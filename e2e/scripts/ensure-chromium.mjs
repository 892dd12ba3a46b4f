#!/usr/bin/env node
// Before the journeys and the bench: make sure a Chromium is there. Playwright's own browser download
// cannot work on these machines, so the journeys use Debian's (`/usr/bin/chromium`, or CHROMIUM_PATH).
// On a fresh Debian machine, as root, it is installed with apt; otherwise we say what to do.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

const wanted = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (existsSync(wanted)) process.exit(0);

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const hasApt = existsSync('/usr/bin/apt-get');
if (process.env.CHROMIUM_PATH || !isRoot || !hasApt) {
  console.error(
    `Chromium not found at ${wanted}. Install Debian's package (sudo apt-get install -y chromium) ` +
      'or set CHROMIUM_PATH to a Chromium binary.',
  );
  process.exit(1);
}
console.log("Chromium is missing: installing Debian's package (apt-get install -y chromium)…");
const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
for (const args of [
  ['update', '-q'],
  ['install', '-y', '-q', '--no-install-recommends', 'chromium'],
]) {
  const result = spawnSync('apt-get', args, { stdio: 'inherit', env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
