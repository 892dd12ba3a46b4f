// The registry through its API (issue 13): storing versions, the gate's record, publish, rollback, history,
// /remotes.json, and two changes of one remote at once (one wins, both are recorded) — on PGlite, and on
// PostgreSQL with a second API server on its own connections when TEST_DATABASE_URL is set.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { remoteBuild, SHELL_BUILT_WITH, writeShellBuild } from '../../../test-support/remote-fixtures';
import {
  candidate,
  liveVersions,
  operatorHeaders,
  publish,
  REGISTRY,
  reportGate,
  rollback,
  upload,
} from '../../../test-support/registry-flows';
import { createSecondApp, createTestApp, type TestApp } from '../../../test-support/test-app';
import { customer, staffMember } from '../../../test-support/ticket-flows';

let t: TestApp;
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-dist-'));
beforeAll(async () => {
  writeShellBuild(dist);
  t = await createTestApp({ STATIC_DIR: dist });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

async function historyOf(remote: string) {
  const res = await t.app.inject({ url: `${REGISTRY}/${remote}/history`, headers: operatorHeaders(t.app) });
  expect(res.statusCode).toBe(200);
  return (res.json() as { result: { events: Record<string, unknown>[] } }).result.events;
}

describe('storing a version', () => {
  it('stores the folder once, serves it immutable, and registers a candidate with the server checks', async () => {
    const build = remoteBuild('mfe_auth', { marker: 'store' });
    const res = await upload(t.app, build);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      is_success: true,
      message: 'The version was stored',
      result: {
        stored: 'new',
        version: {
          remote: 'mfe_auth',
          version: build.version,
          source: 'release',
          registered_by: 'alice (release key)',
          entry: `/remotes/mfe_auth/${build.version}/remoteEntry.js`,
          built_with: SHELL_BUILT_WITH,
          exposes: ['./routes'],
          files: 4,
          live: false,
          was_live: false,
          gate: {
            status: 'pending',
            checks: [
              { id: 'exposes', ok: true, summary: 'Exposes ./routes', details: [] },
              expect.objectContaining({ id: 'shared', ok: true }),
            ],
          },
        },
      },
    });
    const entry = await t.app.inject({ url: `/remotes/mfe_auth/${build.version}/remoteEntry.js` });
    expect(entry.statusCode).toBe(200);
    expect(entry.body).toContain('store');
    expect(entry.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    const again = await upload(t.app, build);
    expect(again.json()).toMatchObject({ message: 'This version was already stored', result: { stored: 'kept' } });
  });

  it('refuses files that are not a build of this remote, or do not make the version they are named', async () => {
    const build = remoteBuild('mfe_auth', { marker: 'refusals' });
    const misnamed = await upload(t.app, { ...build, version: '0.1.0-00000000' });
    expect(misnamed.statusCode).toBe(422);
    expect(misnamed.json()).toEqual({
      is_success: false,
      code: 'version_mismatch',
      message: `These files make version ${build.version}, not 0.1.0-00000000: a version's name is its content's hash`,
    });
    const noEntry = await upload(t.app, {
      ...build,
      files: build.files.filter((file) => file.path !== 'remoteEntry.js'),
    });
    expect(noEntry.json()).toMatchObject({ code: 'not_a_remote_build' });
    const otherRemote = await upload(t.app, { ...build, remote: 'mfe_tickets' });
    expect(otherRemote.json()).toMatchObject({
      code: 'not_a_remote_build',
      message: 'This is a build of mfe_auth, not of mfe_tickets',
    });
    const escaping = await upload(t.app, { ...build, files: [{ path: '../escape.js', content_base64: 'eA==' }] });
    expect(escaping.statusCode).toBe(400);
    expect(escaping.json()).toMatchObject({ code: 'validation_error' });
    expect(fs.existsSync(path.join(t.config.remotesDir, 'escape.js'))).toBe(false);
    // Nothing half-written stays behind.
    expect(fs.readdirSync(path.join(t.config.remotesDir, 'mfe_auth')).filter((name) => name.startsWith('.'))).toEqual(
      [],
    );
  });

  it('records a build against another major of a shared library as failing the gate, naming both versions', async () => {
    const old = remoteBuild('mfe_account', { builtWith: { ...SHELL_BUILT_WITH, react: '18.3.1' } });
    const res = await upload(t.app, old);
    expect(res.json().result.version.gate).toMatchObject({
      status: 'failed',
      checks: [
        { id: 'exposes', ok: true },
        { id: 'shared', ok: false, details: ['react: built with 18.3.1, the live shell runs 19.2.0'] },
      ],
    });
    // Passing checks from the release tool do not make it pass.
    expect((await reportGate(t.app, old)).json().result.gate.status).toBe('failed');
    const refused = await publish(t.app, old);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'incompatible_shared' });
    expect(refused.json().message).toContain('react: built with 18.3.1, the live shell runs 19.2.0');
  });
});

describe('publish, rollback and history', () => {
  const builds = ['one', 'two', 'three'].map((marker) => remoteBuild('mfe_tickets', { marker }));
  const [v1, v2, v3] = builds as [(typeof builds)[0], (typeof builds)[0], (typeof builds)[0]];

  it('publishes only a version that passed the gate, and /remotes.json points at it at once', async () => {
    expect((await upload(t.app, v1)).statusCode).toBe(200);
    const early = await publish(t.app, v1);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ code: 'gate_not_passed' });
    expect(await liveVersions(t.app)).not.toHaveProperty('mfe_tickets');

    expect((await reportGate(t.app, v1)).json().result.gate.status).toBe('passed');
    const res = await publish(t.app, v1, { reason: 'first release of the new ticket list' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: `Published mfe_tickets: (none) -> ${v1.version}`,
      result: {
        remote: 'mfe_tickets',
        previous: null,
        version: v1.version,
        event: { action: 'publish', outcome: 'applied' },
      },
    });
    const registry = await t.app.inject({ url: '/remotes.json' });
    expect(registry.headers['cache-control']).toBe('no-cache');
    expect(registry.headers.vary).toBe('Cookie');
    expect(registry.json().mfe_tickets).toEqual({
      version: v1.version,
      entry: `/remotes/mfe_tickets/${v1.version}/remoteEntry.js`,
      built_with: SHELL_BUILT_WITH,
    });
  });

  it('rolls back one published version at a time, and refuses past the first', async () => {
    await candidate(t.app, v2);
    await candidate(t.app, v3);
    expect((await publish(t.app, v2)).statusCode).toBe(200);
    expect((await publish(t.app, v3)).statusCode).toBe(200);
    const back = await rollback(t.app, 'mfe_tickets', { reason: 'v3 breaks the ticket list' });
    expect(back.json()).toMatchObject({
      message: `Rolled back mfe_tickets: ${v3.version} -> ${v2.version}`,
      result: { previous: v3.version, version: v2.version },
    });
    expect((await liveVersions(t.app)).mfe_tickets).toBe(v2.version);
    expect((await rollback(t.app, 'mfe_tickets')).json().result.version).toBe(v1.version);
    const none = await rollback(t.app, 'mfe_tickets');
    expect(none.statusCode).toBe(409);
    expect(none.json()).toEqual({
      is_success: false,
      code: 'nothing_to_roll_back',
      message: `mfe_tickets has no earlier version to roll back to (live: ${v1.version})`,
    });
    expect((await publish(t.app, v1)).json()).toMatchObject({ code: 'already_live' });
  });

  it('keeps every publish and rollback with when, by whom and why, newest first', async () => {
    const events = await historyOf('mfe_tickets');
    expect(events.map((event) => [event.action, event.from_version, event.to_version, event.actor])).toEqual([
      ['rollback', v2.version, v1.version, 'bob (release key)'],
      ['rollback', v3.version, v2.version, 'bob (release key)'],
      ['publish', v2.version, v3.version, 'alice (release key)'],
      ['publish', v1.version, v2.version, 'alice (release key)'],
      ['publish', null, v1.version, 'alice (release key)'],
    ]);
    expect(events[1]).toMatchObject({ reason: 'v3 breaks the ticket list', outcome: 'applied', forced: false });
    expect(events[4]).toMatchObject({ reason: 'first release of the new ticket list', gate_status: 'passed' });
    expect(events[0]?.created_at).toMatch(/^\d{4}-\d\d-\d\dT/);
  });

  it('publishes a failing version with --force and says so in the history', async () => {
    const broken = remoteBuild('mfe_tickets', { marker: 'broken' });
    await upload(t.app, broken);
    await reportGate(t.app, broken, [
      { id: 'smoke', ok: false, summary: '/user/tickets: a console error', details: [] },
    ]);
    expect((await publish(t.app, broken)).json()).toMatchObject({ code: 'gate_not_passed' });
    const forced = await publish(t.app, broken, { force: true, reason: 'hotfix, gate flaky' });
    expect(forced.json()).toMatchObject({
      message: `Published mfe_tickets: ${v1.version} -> ${broken.version} (forced)`,
    });
    expect((await historyOf('mfe_tickets'))[0]).toMatchObject({
      forced: true,
      gate_status: 'failed',
      reason: 'hotfix, gate flaky',
    });
    expect((await rollback(t.app, 'mfe_tickets')).json().result.version).toBe(v1.version);
  });

  it('refuses a change decided against a live version that is no longer live, and records it', async () => {
    const stale = await publish(t.app, v3, { expected_live: v2.version });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'registry_conflict' });
    expect(stale.json().message).toContain(`${v1.version} is live now`);
    expect((await liveVersions(t.app)).mfe_tickets).toBe(v1.version);
    expect((await historyOf('mfe_tickets'))[0]).toMatchObject({
      action: 'publish',
      outcome: 'conflict',
      to_version: v3.version,
    });
  });

  it('answers 404 for a version it does not have, 401 without credentials, 403 to customers and low admins', async () => {
    expect((await publish(t.app, { remote: 'mfe_tickets', version: '9.9.9-deadbeef' })).json()).toMatchObject({
      code: 'not_found',
      message: 'mfe_tickets has no version 9.9.9-deadbeef: store it first (npm run release -- mfe_tickets)',
    });
    expect((await t.app.inject({ url: REGISTRY })).statusCode).toBe(401);
    const wrongKey = await t.app.inject({
      url: REGISTRY,
      headers: { authorization: 'Bearer not-the-key', 'x-portal-operator': 'eve' },
    });
    expect(wrongKey.statusCode).toBe(401);
    const carol = await customer(t, 'carol@example.com');
    expect((await t.app.inject({ url: REGISTRY, headers: carol.headers })).statusCode).toBe(403);
    const support = await staffMember(t, 'support@example.com', 'low_admin');
    expect((await t.app.inject({ url: REGISTRY, headers: support.headers })).statusCode).toBe(403);
    const nameless = await t.app.inject({
      url: REGISTRY,
      headers: { authorization: `Bearer ${t.app.portal.releaseKey}` },
    });
    expect(nameless.statusCode).toBe(400);
    expect(nameless.json()).toMatchObject({ code: 'operator_required' });
    const unknownRemote = await t.app.inject({ url: `${REGISTRY}/mfe_nope/history`, headers: operatorHeaders(t.app) });
    expect(unknownRemote.statusCode).toBe(400);
  });

  it('names an administrator by their email, and a non-ASCII operator name as given', async () => {
    const admin = await staffMember(t, 'ops@example.com', 'admin');
    const list = await t.app.inject({ url: REGISTRY, headers: admin.headers });
    expect(list.statusCode).toBe(200);
    const back = await t.app.inject({
      method: 'POST',
      url: `${REGISTRY}/mfe_tickets/publish`,
      headers: admin.headers,
      payload: { version: v2.version, reason: 'v2 again' },
    });
    expect(back.json().result.event.actor).toBe('ops@example.com');
    const zhang = await t.app.inject({
      method: 'POST',
      url: `${REGISTRY}/mfe_tickets/rollback`,
      headers: { ...operatorHeaders(t.app), 'x-portal-operator': encodeURIComponent('张伟') },
      payload: { reason: '回滚' },
    });
    expect(zhang.json().result.event.actor).toBe('张伟 (release key)');
  });

  it('lists every remote with its live version, rollback target and versions with their gate', async () => {
    const res = await t.app.inject({ url: REGISTRY, headers: operatorHeaders(t.app) });
    const { shell, remotes } = res.json().result as {
      shell: { version: string };
      remotes: {
        remote: string;
        live: { version: string; by: string } | null;
        rollback_to: string | null;
        versions: { version: string; live: boolean }[];
      }[];
    };
    expect(shell.version).toBe('0.1.0-5e11a000');
    expect(remotes.map((remote) => remote.remote)).toEqual([
      'mfe_auth',
      'mfe_services',
      'mfe_wallet',
      'mfe_tickets',
      'mfe_account',
      'mfe_admin',
    ]);
    const tickets = remotes.find((remote) => remote.remote === 'mfe_tickets')!;
    expect(tickets.live).toMatchObject({ version: v1.version, by: '张伟 (release key)' });
    expect(tickets.rollback_to).toBeNull();
    expect(tickets.versions.filter((version) => version.live).map((version) => version.version)).toEqual([v1.version]);
    expect(remotes.find((remote) => remote.remote === 'mfe_wallet')).toMatchObject({ live: null, versions: [] });
  });
});

describe('two changes of one remote at once', () => {
  const base = remoteBuild('mfe_services', { marker: 'base', exposes: ['./routes', './widgets'] });
  const left = remoteBuild('mfe_services', { marker: 'left', exposes: ['./routes', './widgets'] });
  const right = remoteBuild('mfe_services', { marker: 'right', exposes: ['./routes', './widgets'] });

  it('lets one win and records both, on one server or two on one database', async () => {
    for (const build of [base, left, right]) await candidate(t.app, build);
    expect((await publish(t.app, base)).statusCode).toBe(200);
    const second = await createSecondApp(t);
    try {
      const other = second?.app ?? t.app;
      const answers = await Promise.all([
        publish(t.app, left, { expected_live: base.version }, 'alice'),
        publish(other, right, { expected_live: base.version }, 'bob'),
      ]);
      const codes = answers.map((answer) => answer.statusCode).sort();
      expect(codes).toEqual([200, 409]);
      const winner = answers[0]!.statusCode === 200 ? left : right;
      expect(await liveVersions(t.app)).toMatchObject({ mfe_services: winner.version });
      expect(await liveVersions(other)).toMatchObject({ mfe_services: winner.version });
      const events = (await historyOf('mfe_services')).slice(0, 2);
      expect(events.map((event) => event.outcome).sort()).toEqual(['applied', 'conflict']);
      expect(events.map((event) => event.to_version).sort()).toEqual([left.version, right.version].sort());
    } finally {
      await second?.close();
    }
  });

  it('never shows a reader a version and the entry of another while publishes and rollbacks run', async () => {
    const reads: Promise<{ version: string; entry: string }>[] = [];
    const changes: Promise<unknown>[] = [];
    for (let i = 0; i < 6; i += 1) {
      changes.push(
        i % 2 === 0 ? publish(t.app, i % 4 === 0 ? left : right, { force: true }) : rollback(t.app, 'mfe_services'),
      );
      reads.push(t.app.inject({ url: '/remotes.json' }).then((res) => res.json().mfe_services));
    }
    await Promise.all(changes);
    for (const entry of await Promise.all(reads)) {
      expect(entry.entry).toBe(`/remotes/mfe_services/${entry.version}/remoteEntry.js`);
      expect([base.version, left.version, right.version]).toContain(entry.version);
    }
  });

  it('refuses a version that drops ./widgets while the live version has them', async () => {
    const bare = remoteBuild('mfe_services', { marker: 'no widgets', exposes: ['./routes'] });
    const stored = await upload(t.app, bare);
    expect(stored.json().result.version.gate).toMatchObject({
      status: 'failed',
      checks: [
        { id: 'exposes', ok: false, summary: 'Does not expose ./widgets' },
        { id: 'shared', ok: true },
      ],
    });
  });
});

describe('an artifact store behind a CDN (REMOTES_BASE_URL)', () => {
  it('points /remotes.json at the base URL and lets the shell load scripts from it', async () => {
    const cdn = await createTestApp({ REMOTES_BASE_URL: 'https://cdn.example.com/portal/remotes/' });
    try {
      writeShellBuild(cdn.config.staticDir);
      const build = remoteBuild('mfe_auth', { marker: 'cdn' });
      await candidate(cdn.app, build);
      expect((await publish(cdn.app, build)).statusCode).toBe(200);
      expect((await cdn.app.inject({ url: '/remotes.json' })).json().mfe_auth.entry).toBe(
        `https://cdn.example.com/portal/remotes/mfe_auth/${build.version}/remoteEntry.js`,
      );
      const csp = String((await cdn.app.inject({ url: '/health' })).headers['content-security-policy']);
      expect(csp).toMatch(/script-src [^;]*https:\/\/cdn\.example\.com/);
      expect(csp).toMatch(/connect-src [^;]*https:\/\/cdn\.example\.com/);
    } finally {
      await cdn.close();
    }
  });
});
