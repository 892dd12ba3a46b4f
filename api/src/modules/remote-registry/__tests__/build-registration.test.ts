// npm run build registers what it builds through the same registry: the server publishes a new whole-portal
// build at start (once per build, not again at the next start), and when dist/build-info.json changes
// while it runs — but only where no operator chose the live version: a release or a rollback is never
// undone by a restart or a new build, whose version then waits as a candidate.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { remoteBuild, writeShellBuild } from '../../../test-support/remote-fixtures';
import {
  candidate,
  liveVersions,
  operatorHeaders,
  publish,
  REGISTRY,
  reportGate,
  rollback,
} from '../../../test-support/registry-flows';
import { createTestApp, type TestApp } from '../../../test-support/test-app';
import { createArtifactStore } from '../artifact-store';
import { registerPortalBuild } from '../build-registration';

let t: TestApp;
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-dist-'));
const store = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-store-'));
const auth = remoteBuild('mfe_auth', { marker: 'built' });
const auth2 = remoteBuild('mfe_auth', { marker: 'built 2' });
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

  it('a new build while the server runs: live where the build chose last, a candidate where an operator chose', async () => {
    // The release is rolled back by an operator: the build's first version is live again, by their choice.
    expect((await rollback(t.app, 'mfe_tickets', { reason: 'the release broke tickets' })).statusCode).toBe(200);
    writeShellBuild(dist, { buildId: 'build-2', remotes: [auth2, tickets3] });
    // The server looks at most once a second.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect(await liveVersions(t.app)).toEqual({ mfe_auth: auth2.version, mfe_tickets: tickets1.version });
    expect((await history('mfe_auth'))[0]).toMatchObject({ actor: 'npm run build', to_version: auth2.version });
    expect((await history('mfe_tickets'))[0]).toMatchObject({
      actor: 'bob (release key)',
      to_version: tickets1.version,
    });
    const listed = await t.app.inject({
      url: `${REGISTRY}/mfe_tickets/versions/${tickets3.version}`,
      headers: operatorHeaders(t.app),
    });
    expect(listed.json().result).toMatchObject({
      version: tickets3.version,
      source: 'build',
      live: false,
      was_live: false,
    });
  });

  it('is not published again by a restart after the rollback', async () => {
    await registerPortalBuild(t.app.portal, createArtifactStore(t.config));
    expect((await liveVersions(t.app)).mfe_tickets).toBe(tickets1.version);
  });

  it('leaves its candidate publishable once gated, and its versions publishable again without a gate (they were live)', async () => {
    expect((await publish(t.app, tickets3)).json()).toMatchObject({ code: 'gate_not_passed' });
    expect((await reportGate(t.app, tickets3)).statusCode).toBe(200);
    expect((await publish(t.app, tickets3, { reason: 'QA passed' })).statusCode).toBe(200);
    expect((await publish(t.app, auth, { reason: 'the first build' })).statusCode).toBe(200);
  });
});
