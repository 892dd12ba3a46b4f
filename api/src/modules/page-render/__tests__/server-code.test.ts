// Loading the server code (docs/adr/0011): the shell's renderer named by the build, and each live remote's
// exposed modules from its version folder, given only what the shell lends them.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { ServerRenderer } from '@portal/shared/contract';
import { createArtifactStore } from '../../remote-registry/artifact-store';
import { createServerCode, REMOTE_SERVER_FILE } from '../server-code';

let root: string;
const warn = jest.fn();
const log = { warn } as unknown as FastifyBaseLogger;

function writeFile(file: string, text: string) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
}

/** A remote version whose server code is `source`. */
function remoteVersion(name: string, version: string, source: string) {
  writeFile(path.join(root, 'remotes', name, version, REMOTE_SERVER_FILE), source);
}

const shell = (lent: Record<string, unknown>): ServerRenderer => ({
  version: 1,
  paths: ['/user/dashboard'],
  sharedModules: lent,
  renderPage: async () => ({ page: null, reason: 'test' }),
});

beforeEach(() => {
  warn.mockReset();
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-server-code-'));
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

const code = () =>
  createServerCode({
    staticDir: root,
    store: createArtifactStore({ remotesDir: path.join(root, 'remotes'), remotesBaseUrl: undefined }),
    log,
  });

describe("the shell's renderer", () => {
  test('is the one the build names, and only if it is a renderer of this version', () => {
    writeFile(
      path.join(root, 'server', 'good.cjs'),
      `exports.renderer = { version: 1, paths: [], sharedModules: {}, renderPage: async () => null };`,
    );
    writeFile(path.join(root, 'server', 'old.cjs'), `exports.renderer = { version: 0, paths: [], renderPage() {} };`);
    writeFile(path.join(root, 'server', 'broken.cjs'), `throw new Error('broken build');`);
    const loaded = code();
    expect(loaded.renderer('server/good.cjs')?.version).toBe(1);
    expect(loaded.renderer('server/old.cjs')).toBeNull();
    expect(loaded.renderer('server/broken.cjs')).toBeNull();
    expect(loaded.renderer(undefined)).toBeNull();
    // A name outside the static folder is not followed.
    expect(loaded.renderer('../elsewhere.cjs')).toBeNull();
  });
});

describe("a remote's server code", () => {
  test('gets the modules the shell lends and answers its exposed modules', async () => {
    remoteVersion(
      'mfe_services',
      '1.0.0-a',
      `const lent = require('react');
       exports.exposes = { './routes': async () => ({ routes: [], lent }), './widgets': async () => ({ widgets: {} }) };`,
    );
    const react = { lent: 'react' };
    const modules = await code().remotes(shell({ react }), { mfe_services: '1.0.0-a' });
    expect(modules.mfe_services?.['./routes']).toEqual({ routes: [], lent: react });
    expect(modules.mfe_services?.['./widgets']).toEqual({ widgets: {} });
  });

  test("is left out when it asks for anything the shell does not lend (Node's own modules included), fails, or is not there", async () => {
    remoteVersion(
      'mfe_wallet',
      '1.0.0-a',
      `const fs = require('node:fs'); exports.exposes = { './widgets': async () => ({ fs }) };`,
    );
    remoteVersion('mfe_tickets', '1.0.0-a', `exports.exposes = { './routes': async () => { throw new Error('x'); } };`);
    const modules = await code().remotes(shell({}), {
      mfe_wallet: '1.0.0-a',
      mfe_tickets: '1.0.0-a',
      mfe_account: '9.9.9-missing',
    });
    expect(modules).toEqual({});
    // Each broken version is said once in the log (a missing one is an older build, not a failure).
    expect(warn.mock.calls.map(([fields]: [{ remote: string }]) => fields.remote).sort()).toEqual([
      'mfe_tickets',
      'mfe_wallet',
    ]);
  });

  test('is evaluated once per version, and again for a new version or a new shell build', async () => {
    remoteVersion(
      'mfe_services',
      '1.0.0-a',
      `globalThis.__evaluations = (globalThis.__evaluations ?? 0) + 1;
      exports.exposes = { './routes': async () => ({ routes: [], count: globalThis.__evaluations }) };`,
    );
    remoteVersion(
      'mfe_services',
      '1.0.0-b',
      `exports.exposes = { './routes': async () => ({ routes: [], version: 'b' }) };`,
    );
    const loaded = code();
    const renderer = shell({});
    const first = await loaded.remotes(renderer, { mfe_services: '1.0.0-a' });
    const again = await loaded.remotes(renderer, { mfe_services: '1.0.0-a' });
    expect(again.mfe_services?.['./routes']).toBe(first.mfe_services?.['./routes']);
    expect((await loaded.remotes(renderer, { mfe_services: '1.0.0-b' })).mfe_services?.['./routes']).toEqual({
      routes: [],
      version: 'b',
    });
    const rebuilt = await loaded.remotes(shell({}), { mfe_services: '1.0.0-a' });
    expect(rebuilt.mfe_services?.['./routes']).not.toBe(first.mfe_services?.['./routes']);
  });
});
