// What a server-rendered page prefetches from the remotes it used: each one's remoteEntry.js and the files
// its version's mf-manifest.json lists for the exposed module, from wherever browsers load remotes.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createArtifactStore } from '../../remote-registry/artifact-store';
import { createRemoteScripts } from '../remote-scripts';

let remotesDir: string;

function manifest(remote: string, version: string, exposes: Record<string, string[]>) {
  const folder = path.join(remotesDir, remote, version);
  fs.mkdirSync(folder, { recursive: true });
  fs.writeFileSync(
    path.join(folder, 'mf-manifest.json'),
    JSON.stringify({
      name: remote,
      exposes: Object.entries(exposes).map(([name, sync]) => ({ path: name, assets: { js: { sync, async: [] } } })),
    }),
  );
}

beforeEach(() => {
  remotesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-remote-scripts-'));
});
afterEach(() => fs.rmSync(remotesDir, { recursive: true, force: true }));

test("the live versions' entries and the exposed modules' files, each once, under the remotes' base", async () => {
  manifest('mfe_services', '1.0.0-a', { './routes': ['264.js', '783.js', '__federation_expose_routes.js'] });
  manifest('mfe_wallet', '2.0.0-b', {
    './widgets': ['783.js', '__federation_expose_widgets.js'],
    './routes': ['x.js'],
  });
  const scripts = createRemoteScripts(
    createArtifactStore({ remotesDir, remotesBaseUrl: 'https://cdn.example.com/remotes' }),
  );
  expect(
    await scripts({ mfe_services: '1.0.0-a', mfe_wallet: '2.0.0-b' }, [
      'mfe_services/./routes',
      'mfe_wallet/./widgets',
      'mfe_services/./routes',
    ]),
  ).toEqual([
    'https://cdn.example.com/remotes/mfe_services/1.0.0-a/remoteEntry.js',
    'https://cdn.example.com/remotes/mfe_services/1.0.0-a/264.js',
    'https://cdn.example.com/remotes/mfe_services/1.0.0-a/783.js',
    'https://cdn.example.com/remotes/mfe_services/1.0.0-a/__federation_expose_routes.js',
    'https://cdn.example.com/remotes/mfe_wallet/2.0.0-b/remoteEntry.js',
    'https://cdn.example.com/remotes/mfe_wallet/2.0.0-b/783.js',
    'https://cdn.example.com/remotes/mfe_wallet/2.0.0-b/__federation_expose_widgets.js',
  ]);
});

test('a remote without a live version, a module of no remote, a missing manifest or a file name that leaves the folder', async () => {
  manifest('mfe_wallet', '2.0.0-b', { './widgets': ['../../evil.js', 'https://evil.example/x.js', 'ok.js'] });
  const scripts = createRemoteScripts(createArtifactStore({ remotesDir, remotesBaseUrl: undefined }));
  expect(
    await scripts({ mfe_wallet: '2.0.0-b', mfe_tickets: '9.9.9-gone' }, [
      'mfe_services/./routes',
      'nobody/./routes',
      'mfe_tickets/./routes',
      'mfe_wallet/./widgets',
    ]),
  ).toEqual([
    '/remotes/mfe_tickets/9.9.9-gone/remoteEntry.js',
    '/remotes/mfe_wallet/2.0.0-b/remoteEntry.js',
    '/remotes/mfe_wallet/2.0.0-b/ok.js',
  ]);
});
