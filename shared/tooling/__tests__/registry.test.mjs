/**
 * @jest-environment node
 */
// Publish / rollback of remote versions in dist/ (shared/tooling/lib/registry.mjs).
import { afterEach, beforeEach, expect, test } from '@jest/globals';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createRegistry, REMOTE_ENTRY, RegistryError } from '../lib/registry.mjs';

let distDir;

function addBuild(name, version) {
  const dir = path.join(distDir, 'remotes', name, version);
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'mf-manifest.json'), '{}');
  writeFileSync(path.join(dir, 'remoteEntry.js'), '');
}

const pointers = () => JSON.parse(readFileSync(path.join(distDir, 'remotes.json'), 'utf8'));

beforeEach(() => {
  distDir = mkdtempSync(path.join(tmpdir(), 'portal-registry-'));
});
afterEach(() => rmSync(distDir, { recursive: true, force: true }));

test('publish points the remote at its versioned manifest', () => {
  addBuild('mfe_auth', '0.1.0-aaaaaaaa');
  const registry = createRegistry(distDir);
  expect(registry.publish('mfe_auth', '0.1.0-aaaaaaaa')).toEqual({
    name: 'mfe_auth',
    previous: null,
    version: '0.1.0-aaaaaaaa',
  });
  expect(pointers()).toEqual({
    mfe_auth: { version: '0.1.0-aaaaaaaa', entry: '/remotes/mfe_auth/0.1.0-aaaaaaaa/remoteEntry.js' },
  });
});

test('rollback walks back through published versions, one at a time, and refuses past the first', () => {
  for (const version of ['0.1.0-aaaaaaaa', '0.1.0-bbbbbbbb', '0.1.0-cccccccc']) addBuild('mfe_auth', version);
  const registry = createRegistry(distDir);
  registry.publish('mfe_auth', '0.1.0-aaaaaaaa');
  registry.publish('mfe_auth', '0.1.0-bbbbbbbb');
  registry.publish('mfe_auth', '0.1.0-bbbbbbbb'); // the same build again changes nothing
  registry.publish('mfe_auth', '0.1.0-cccccccc');
  expect(registry.rollback('mfe_auth').version).toBe('0.1.0-bbbbbbbb');
  expect(pointers().mfe_auth.version).toBe('0.1.0-bbbbbbbb');
  expect(registry.rollback('mfe_auth').version).toBe('0.1.0-aaaaaaaa');
  expect(() => registry.rollback('mfe_auth')).toThrow(RegistryError);
  expect(pointers().mfe_auth.version).toBe('0.1.0-aaaaaaaa');
});

test('rolling back one remote leaves the others alone', () => {
  addBuild('mfe_auth', '0.1.0-aaaaaaaa');
  addBuild('mfe_auth', '0.1.0-bbbbbbbb');
  addBuild('mfe_wallet', '0.1.0-11111111');
  const registry = createRegistry(distDir);
  registry.publish('mfe_auth', '0.1.0-aaaaaaaa');
  registry.publish('mfe_wallet', '0.1.0-11111111');
  registry.publish('mfe_auth', '0.1.0-bbbbbbbb');
  registry.rollback('mfe_auth');
  expect(pointers().mfe_wallet.version).toBe('0.1.0-11111111');
});

test('a pointer moved before a crash (history not yet written) still rolls back to the version before it', () => {
  addBuild('mfe_auth', '0.1.0-aaaaaaaa');
  addBuild('mfe_auth', '0.1.0-bbbbbbbb');
  const registry = createRegistry(distDir);
  registry.publish('mfe_auth', '0.1.0-aaaaaaaa');
  writeFileSync(
    path.join(distDir, 'remotes.json'),
    JSON.stringify({
      mfe_auth: { version: '0.1.0-bbbbbbbb', entry: '/remotes/mfe_auth/0.1.0-bbbbbbbb/remoteEntry.js' },
    }),
  );
  expect(registry.rollback('mfe_auth').version).toBe('0.1.0-aaaaaaaa');
});

test('publish refuses unknown remotes, unsafe versions and versions that were never built', () => {
  addBuild('mfe_auth', '0.1.0-aaaaaaaa');
  const registry = createRegistry(distDir);
  expect(() => registry.publish('mfe_other', '0.1.0-aaaaaaaa')).toThrow(/Unknown remote/);
  expect(() => registry.publish('mfe_auth', '../../etc')).toThrow(/Invalid version/);
  expect(() => registry.publish('mfe_auth', '0.1.0-00000000')).toThrow(/No build/);
  expect(() => registry.rollback('mfe_auth')).toThrow(/not published/);
});

test('unregister drops the pointer but keeps the folders; list shows versions and the live one', () => {
  addBuild('mfe_auth', '0.1.0-aaaaaaaa');
  addBuild('mfe_tickets', '0.1.0-22222222');
  const registry = createRegistry(distDir);
  registry.publish('mfe_auth', '0.1.0-aaaaaaaa');
  registry.publish('mfe_tickets', '0.1.0-22222222');
  expect(registry.unregister('mfe_tickets')).toBe(true);
  expect(registry.unregister('mfe_tickets')).toBe(false);
  expect(Object.keys(pointers())).toEqual(['mfe_auth']);
  expect(registry.list()).toEqual([
    { name: 'mfe_auth', live: '0.1.0-aaaaaaaa', versions: ['0.1.0-aaaaaaaa'], history: ['0.1.0-aaaaaaaa'] },
    { name: 'mfe_tickets', live: null, versions: ['0.1.0-22222222'], history: ['0.1.0-22222222'] },
  ]);
});

test("the dev registry (shell/public/remotes.json) points every remote at its dev server's remoteEntry.js", async () => {
  const { allApps, REPO_ROOT } = await import('../lib/apps.mjs');
  const devRegistry = JSON.parse(readFileSync(path.join(REPO_ROOT, 'shell/public/remotes.json'), 'utf8'));
  const expected = Object.fromEntries(
    allApps()
      .filter((app) => !app.isHost)
      .map((app) => [app.name, { version: 'dev', entry: `http://localhost:${app.port}/${REMOTE_ENTRY}` }]),
  );
  expect(devRegistry).toEqual(expected);
});
