/**
 * @jest-environment node
 */
// npm start rebuilds what changed: nothing when dist/ is newer than every source, only the apps whose src/
// changed, everything when shared/src changed or when the last build cannot stand in for the others.
import { afterEach, beforeEach, describe, expect, test } from '@jest/globals';
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { appsToBuild, startBuildPlan } from '../lib/build-plan.mjs';

const FOLDERS = ['shell', 'mfe-auth', 'mfe-tickets'];
const APPS = [
  { folder: 'shell', name: 'portal_shell', isHost: true },
  { folder: 'mfe-auth', name: 'mfe_auth', isHost: false },
  { folder: 'mfe-tickets', name: 'mfe_tickets', isHost: false },
];
let root = '';
let dist = '';

/** Writes a file with a modification time `secondsAgo` in the past. */
function put(file, secondsAgo, content = 'x') {
  const full = path.join(root, file);
  mkdirSync(path.dirname(full), { recursive: true });
  writeFileSync(full, content);
  const when = new Date(Date.now() - secondsAgo * 1000);
  utimesSync(full, when, when);
}

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'portal-plan-'));
  dist = path.join(root, 'dist');
  for (const folder of ['shared', ...FOLDERS]) put(`${folder}/src/index.ts`, 120);
  put('dist/index.html', 60);
  put('dist/remotes/mfe_auth/0.1.0-aaaaaaaa/remoteEntry.js', 60);
  put('dist/remotes/mfe_tickets/0.1.0-bbbbbbbb/remoteEntry.js', 60);
  put(
    'dist/build-info.json',
    60,
    JSON.stringify({
      shell: { version: '0.1.0-cccccccc' },
      remotes: { mfe_auth: { version: '0.1.0-aaaaaaaa' }, mfe_tickets: { version: '0.1.0-bbbbbbbb' } },
    }),
  );
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

const plan = () => startBuildPlan({ root, distDir: dist, appFolders: FOLDERS });

describe('npm start’s build plan', () => {
  test('builds nothing when dist/ is newer than every source', () => {
    expect(plan()).toBeNull();
  });

  test('builds only the remote whose sources changed', () => {
    put('mfe-tickets/src/i18n/en.ts', 1);
    expect(plan()).toEqual({ reason: 'mfe-tickets changed since the last build', only: ['mfe-tickets'] });
    expect(appsToBuild(APPS, dist, plan().only).apps.map((app) => app.folder)).toEqual(['mfe-tickets']);
  });

  test('builds everything when shared/src changed, or without a last build', () => {
    put('shared/src/ui/theme.ts', 1);
    expect(plan()).toEqual({ reason: 'shared/src changed since the last build' });
    rmSync(path.join(dist, 'build-info.json'));
    expect(plan()).toEqual({ reason: 'dist/build-info.json is missing' });
  });

  test('builds everything when a kept remote’s version folder is gone', () => {
    rmSync(path.join(dist, 'remotes/mfe_auth'), { recursive: true });
    expect(appsToBuild(APPS, dist, ['mfe-tickets']).apps).toHaveLength(3);
    expect(appsToBuild(APPS, dist, ['mfe-auth']).apps.map((app) => app.folder)).toEqual(['mfe-auth']);
  });
});
