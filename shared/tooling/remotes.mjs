#!/usr/bin/env node
// The remote registry CLI (dist/remotes.json). Publishing points a remote at a version folder that a build
// already wrote; rolling back points it at the version published before the live one. Old folders stay served.
//   node shared/tooling/remotes.mjs list
//   node shared/tooling/remotes.mjs publish <mf_name> <version>
//   node shared/tooling/remotes.mjs rollback <mf_name>
// Options: --dist <dir> (default: <repo>/dist)
import path from 'node:path';
import { parseArgs } from 'node:util';
import { REPO_ROOT } from './lib/apps.mjs';
import { createRegistry, RegistryError } from './lib/registry.mjs';

const USAGE = 'usage: remotes.mjs list | publish <mf_name> <version> | rollback <mf_name>  [--dist <dir>]';

function printList(registry) {
  const remotes = registry.list();
  if (remotes.length === 0) {
    console.log('No remote has been built yet (run npm run build).');
    return;
  }
  for (const remote of remotes) {
    console.log(`${remote.name}  live: ${remote.live ?? '(not registered)'}`);
    for (const version of remote.versions) {
      const marks = [version === remote.live ? 'live' : '', remote.history.includes(version) ? 'published' : ''].filter(
        Boolean,
      );
      console.log(
        `  ${version === remote.live ? '*' : ' '} ${version}${marks.length > 0 ? `  (${marks.join(', ')})` : ''}`,
      );
    }
  }
}

function main() {
  const { values, positionals } = parseArgs({ allowPositionals: true, options: { dist: { type: 'string' } } });
  const registry = createRegistry(path.resolve(values.dist ?? path.join(REPO_ROOT, 'dist')));
  const [command, name, version] = positionals;
  if (command === 'list' && positionals.length === 1) return printList(registry);
  if (command === 'publish' && positionals.length === 3) {
    const result = registry.publish(name, version);
    return console.log(`${result.name}: ${result.previous ?? '(none)'} -> ${result.version}`);
  }
  if (command === 'rollback' && positionals.length === 2) {
    const result = registry.rollback(name);
    return console.log(`${result.name}: rolled back ${result.previous} -> ${result.version}`);
  }
  console.error(USAGE);
  process.exitCode = 2;
}

try {
  main();
} catch (error) {
  if (!(error instanceof RegistryError)) throw error;
  console.error(error.message);
  process.exitCode = 1;
}
