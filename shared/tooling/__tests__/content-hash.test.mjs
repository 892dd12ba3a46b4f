/**
 * @jest-environment node
 */
// Remote and shell build ids: `<package version>-<hash8>` of the output folder.
import { afterEach, beforeEach, expect, test } from '@jest/globals';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildVersion, hashDirectory, listFiles } from '../../artifacts/content-hash.mjs';

let root;
beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'portal-hash-'));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

function makeOutput(name, files) {
  const dir = path.join(root, name);
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), content);
  }
  return dir;
}

test('the same files give the same version, whatever the folder is called', () => {
  const a = makeOutput('a', { 'remoteEntry.js': 'x', 'chunks/1.js': 'y' });
  const b = makeOutput('b', { 'chunks/1.js': 'y', 'remoteEntry.js': 'x' });
  expect(buildVersion('0.1.0', a)).toBe(buildVersion('0.1.0', b));
  expect(buildVersion('0.1.0', a)).toMatch(/^0\.1\.0-[0-9a-f]{8}$/);
  expect(listFiles(a)).toEqual(['chunks/1.js', 'remoteEntry.js']);
});

test('a changed byte or a renamed file gives another hash', () => {
  const base = hashDirectory(makeOutput('a', { 'remoteEntry.js': 'x', '1.js': 'y' }));
  expect(hashDirectory(makeOutput('b', { 'remoteEntry.js': 'x', '1.js': 'z' }))).not.toBe(base);
  expect(hashDirectory(makeOutput('c', { 'remoteEntry.js': 'x', '2.js': 'y' }))).not.toBe(base);
});
