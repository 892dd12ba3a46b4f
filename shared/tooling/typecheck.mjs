#!/usr/bin/env node
// An app's `npm run typecheck`: `tsc -p tsconfig.json` in the current workspace, or a note when the app has
// no sources yet (a remote whose screens have not landed), where tsc would fail with "No inputs were found".
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
const workspace = process.cwd();

if (!existsSync(path.join(workspace, 'src'))) {
  console.log(`${path.basename(workspace)}: no src/ yet, nothing to typecheck`);
} else {
  const tsc = require.resolve('typescript/bin/tsc');
  const result = spawnSync(process.execPath, [tsc, '-p', 'tsconfig.json'], { cwd: workspace, stdio: 'inherit' });
  process.exitCode = result.status ?? 1;
}
