/**
 * @jest-environment node
 */
// The registry `npm run dev` serves (shell/public/remotes.json): every remote on its dev server.
import { expect, test } from '@jest/globals';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { allApps, REPO_ROOT } from '../lib/apps.mjs';

test("the dev registry (shell/public/remotes.json) points every remote at its dev server's remoteEntry.js", () => {
  const devRegistry = JSON.parse(readFileSync(path.join(REPO_ROOT, 'shell/public/remotes.json'), 'utf8'));
  const expected = Object.fromEntries(
    allApps()
      .filter((app) => !app.isHost)
      .map((app) => [app.name, { version: 'dev', entry: `http://localhost:${app.port}/remoteEntry.js` }]),
  );
  expect(devRegistry).toEqual(expected);
});
