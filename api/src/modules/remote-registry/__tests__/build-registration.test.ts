// npm run build registers what it builds through the same registry: the server publishes a new whole-portal
// build at start (once per build, not again at the next start), and when dist/build-info.json changes
// while it runs. A release after the build is not undone by a restart.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { remoteBuild, writeShellBuild } from '../../../test-support/remote-fixtures';
import { candidate, liveVersions, operatorHeaders, publish, REGISTRY } from '../../../test-support/registry-flows';
import { createTestApp, type TestApp } from '../../../test-support/test-app';
import { createArtifactStore } from '../artifact-store';
import { registerPortalBuild } from '../build-registration';

let t: TestApp;
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-dist-'));
const store = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-store-'));
const auth = remoteBuild('mfe_auth', { marker: 'built' });
const tickets1 = remoteBuild('mfe_tickets', { marker: 'built 1' });
const tickets2 = remoteBuild('mfe_tickets', { marker: 'released 2' });
const tickets3 = remoteBuild('mfe_tickets', { marker: 'built 3' });

beforeAll(async () => {
  writeShellBuild(dist, { buildId: 'build-1', remotes: [auth, tickets1] });
  // The artifact store elsewhere than dist/remotes: the build's folders are copied into it.
  t = await createTestApp({ STATIC_DIR: dist, REMOTES_DIR: store });
});
afterAll(async () => {
  await t.close();
  for (const dir of [dist, store]) fs.rmSync(dir, { recursive: true, force: true });
});

async function history(remote: string) {
  const res = await t.app.inject({ url: `${REGISTRY}/${remote}/history`, headers: operatorHeaders(t.app) });
  return res.json().result.events as { actor: string; reason: string; gate_status: string; to_version: string }[];
}

describe('a whole-portal build', () => {
  it('is published at start, as npm run build, into the artifact store', async () => {
    expect(await liveVersions(t.app)).toEqual({ mfe_auth: auth.version, mfe_tickets: tickets1.version });
    expect(fs.existsSync(path.join(store, 'mfe_tickets', tickets1.version, 'remoteEntry.js'))).toBe(true);
    expect(await history('mfe_tickets')).toEqual([
      expect.objectContaining({
        actor: 'npm run build',
        reason: 'whole-portal build (shell 0.1.0-5e11a000)',
        gate_status: 'not_run',
        to_version: tickets1.version,
      }),
    ]);
  });

  it('is not published again: a release made after it stays live across a restart', async () => {
    await candidate(t.app, tickets2);
    expect((await publish(t.app, tickets2)).statusCode).toBe(200);
    await registerPortalBuild(t.app.portal, createArtifactStore(t.config));
    expect((await liveVersions(t.app)).mfe_tickets).toBe(tickets2.version);
  });

  it('is published when a new build replaces build-info.json while the server runs', async () => {
    writeShellBuild(dist, { buildId: 'build-2', remotes: [auth, tickets3] });
    // The server looks at most once a second.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect(await liveVersions(t.app)).toEqual({ mfe_auth: auth.version, mfe_tickets: tickets3.version });
    // Unchanged remotes get no event.
    expect(await history('mfe_auth')).toHaveLength(1);
    expect((await history('mfe_tickets'))[0]).toMatchObject({ actor: 'npm run build', to_version: tickets3.version });
  });

  it('leaves its versions rollback targets and publishable again without a gate (they were live)', async () => {
    const back = await t.app.inject({
      method: 'POST',
      url: `${REGISTRY}/mfe_tickets/rollback`,
      headers: operatorHeaders(t.app),
      payload: { reason: 'the build broke tickets' },
    });
    expect(back.json().result.version).toBe(tickets2.version);
    expect((await publish(t.app, tickets1, { reason: 'the first build' })).statusCode).toBe(200);
  });
});
