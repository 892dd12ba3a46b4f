/**
 * @jest-environment node
 */
// A remote's build says what it is and what it was built with (portal-remote.json), inside the folder
// its version names: the gate compares it with the live shell's (shared/tooling/lib/remote-build.mjs).
import { expect, test } from '@jest/globals';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { BUILT_WITH_PACKAGES, builtWith } from '../federation.mjs';
import { buildVersion } from '../../artifacts/content-hash.mjs';
import { PORTAL_REMOTE_FILE, sealRemoteOutput } from '../lib/remote-build.mjs';

test('seals a remote build with its name, package version and the exact shared-library versions', () => {
  const output = mkdtempSync(path.join(tmpdir(), 'portal-seal-'));
  try {
    writeFileSync(path.join(output, 'remoteEntry.js'), 'var mfe_tickets;');
    const version = sealRemoteOutput({ name: 'mfe_tickets', version: '0.1.0' }, output);
    const info = JSON.parse(readFileSync(path.join(output, PORTAL_REMOTE_FILE), 'utf8'));
    expect(info).toEqual({ name: 'mfe_tickets', package_version: '0.1.0', built_with: builtWith() });
    expect(Object.keys(info.built_with).sort()).toEqual([...BUILT_WITH_PACKAGES].sort());
    expect(Object.keys(info.built_with)).toEqual(
      expect.arrayContaining([
        'react',
        'react-dom',
        'react-router',
        'styled-components',
        'zustand',
        '@tanstack/react-query',
        '@portal/shared',
      ]),
    );
    for (const installed of Object.values(info.built_with)) expect(installed).toMatch(/^\d+\.\d+\.\d+/);
    // The version covers the seal: the same sources and libraries give the same folder.
    expect(version).toBe(buildVersion('0.1.0', output));
    expect(sealRemoteOutput({ name: 'mfe_tickets', version: '0.1.0' }, output)).toBe(version);
  } finally {
    rmSync(output, { recursive: true, force: true });
  }
});
