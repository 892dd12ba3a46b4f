// Runs drizzle-kit (hoisted to the root node_modules) so that it finds drizzle-orm, which npm
// installed in api/node_modules: ESM imports go through a resolve hook, CommonJS through NODE_PATH.
// Usage: node scripts/drizzle-kit.mjs generate
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(path.join(apiDir, 'package.json'));
const kitBin = path.join(path.dirname(require.resolve('drizzle-kit')), 'bin.cjs');
const hook = path.join(apiDir, 'scripts', 'drizzle-orm-hook.mjs');

const result = spawnSync(process.execPath, ['--import', hook, kitBin, ...process.argv.slice(2)], {
  cwd: apiDir,
  stdio: 'inherit',
  env: { ...process.env, NODE_PATH: path.join(apiDir, 'node_modules') },
});
process.exit(result.status ?? 1);
