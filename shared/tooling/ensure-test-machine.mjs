#!/usr/bin/env node
// Before the tests and the bench: what they need beyond npm's packages is on this machine.
// - Debian's Chromium for the journeys and the bench (Playwright's own browser download cannot work here;
//   CHROMIUM_PATH names another), and the real proxy programs the subscription test runs (ss-server and
//   ss-local, v2ray, trojan, with curl and openssl): installed with apt on Debian as root, else we say what
//   to install.
// - The Clash schema the subscription tests validate against (tools/client-schemas, kept out of the
//   workspaces: its preinstall insists on pnpm), installed without its scripts.
// `--chromium-only`: the bench needs nothing else.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { REPO_ROOT } from './lib/apps.mjs';

const chromiumOnly = process.argv.includes('--chromium-only');
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Debian package → the programs it brings. */
const PACKAGES = {
  chromium: [chromium],
  'shadowsocks-libev': ['ss-server', 'ss-local'],
  v2ray: ['v2ray'],
  trojan: ['trojan'],
  curl: ['curl'],
  openssl: ['openssl'],
};

const onPath = (program) =>
  program.startsWith('/')
    ? existsSync(program)
    : (process.env.PATH ?? '').split(path.delimiter).some((dir) => existsSync(path.join(dir, program)));

const wanted = chromiumOnly ? { chromium: PACKAGES.chromium } : PACKAGES;
const missing = Object.entries(wanted)
  .filter(([, programs]) => !programs.every(onPath))
  .map(([name]) => name);

if (missing.length > 0) {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const hasApt = existsSync('/usr/bin/apt-get');
  const chromiumElsewhere = missing.includes('chromium') && process.env.CHROMIUM_PATH;
  if (!isRoot || !hasApt || chromiumElsewhere) {
    console.error(
      `Missing: ${missing.join(', ')}. Install Debian's packages (sudo apt-get install -y ${missing.join(' ')})` +
        (missing.includes('chromium') ? ', or set CHROMIUM_PATH to a Chromium binary.' : '.'),
    );
    process.exit(1);
  }
  console.log(`Installing Debian's ${missing.join(', ')} (apt-get install)…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [
    ['update', '-q'],
    ['install', '-y', '-q', '--no-install-recommends', ...missing],
  ]) {
    const result = spawnSync('apt-get', args, { stdio: 'inherit', env });
    if (result.status !== 0) process.exit(result.status ?? 1);
  }
}

if (!chromiumOnly && !existsSync(path.join(REPO_ROOT, 'tools/client-schemas/node_modules/meta-json-schema'))) {
  const result = spawnSync('npm', ['run', 'setup:client-schemas', '--silent'], { cwd: REPO_ROOT, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
