/** @jest-environment node */
// The live remotes' server code on the page server (remote-code.ts): each version's exposed modules,
// loaded once, given only the shell's shared singletons, and only when built with the shell's versions.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRemoteCode, REMOTE_SERVER_FILE } from '../remote-code';

let root: string;
const warn = jest.fn();
const SHELL = { react: '19.3.1', 'react-dom': '19.3.1' };

function remoteVersion(name: string, version: string, source: string, builtWith: Record<string, string> = SHELL) {
  const folder = path.join(root, name, version);
  fs.mkdirSync(path.join(folder, 'server'), { recursive: true });
  fs.writeFileSync(path.join(folder, REMOTE_SERVER_FILE), source);
  fs.writeFileSync(path.join(folder, 'portal-remote.json'), JSON.stringify({ name, built_with: builtWith }));
}

const routesOf = (body: string) => `module.exports = { exposes: { './routes': async () => { ${body} } } };`;

beforeEach(() => {
  warn.mockReset();
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-remote-code-'));
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

const code = () => createRemoteCode({ remotesDir: root, builtWith: () => SHELL, warn });

describe("a remote's server code", () => {
  test('gets the shell’s singletons and nothing else from require', async () => {
    remoteVersion(
      'mfe_services',
      '1.0.0-aaaa',
      routesOf("return { react: require('react') === require('react'), routes: [] };"),
    );
    remoteVersion('mfe_wallet', '1.0.0-bbbb', routesOf("require('node:fs'); return { routes: [] };"));
    const modules = await code().modules({ mfe_services: '1.0.0-aaaa', mfe_wallet: '1.0.0-bbbb' });
    expect(modules.mfe_services?.['./routes']).toEqual({ react: true, routes: [] });
    expect(modules.mfe_wallet).toBeUndefined();
    expect(JSON.stringify(warn.mock.calls)).toContain('asks for \\"node:fs\\", which the shell does not share');
  });

  test('built against other major versions than the shell: not run here (as the browser refuses it)', async () => {
    remoteVersion('mfe_services', '1.0.0-cccc', "throw new Error('it ran');", {
      react: '18.3.1',
      'react-dom': '18.3.1',
    });
    const modules = await code().modules({ mfe_services: '1.0.0-cccc' });
    expect(modules.mfe_services).toBeUndefined();
    expect(JSON.stringify(warn.mock.calls)).toContain('built against other shared libraries');
    expect(JSON.stringify(warn.mock.calls)).not.toContain('it ran');
  });

  test('a version without server code, or not in the store, or with a name that climbs out: nothing', async () => {
    fs.mkdirSync(path.join(root, 'mfe_services', '1.0.0-dddd'), { recursive: true });
    const modules = await code().modules({ mfe_services: '1.0.0-dddd', mfe_wallet: '1.0.0-none', mfe_auth: '../..' });
    expect(modules).toEqual({});
  });

  test('each version is evaluated once', async () => {
    remoteVersion('mfe_services', '1.0.0-eeee', routesOf('return { routes: [] };'));
    const loader = code();
    const first = await loader.modules({ mfe_services: '1.0.0-eeee' });
    const second = await loader.modules({ mfe_services: '1.0.0-eeee' });
    expect(second.mfe_services).toBe(first.mfe_services);
  });
});
