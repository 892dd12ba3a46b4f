// Two real API processes (node … api/src/main.ts) serving one PostgreSQL database, as a deployment with
// several processes does: a publish through one is in the other's /remotes.json at once; two publishes of
// one remote at once, one through each, leave one winner and both in the history; a rollback through
// either is seen by both. PostgreSQL only (TEST_DATABASE_URL): PGlite is one process's database.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { remoteBuild, writeShellBuild, type FakeBuild } from '../../../test-support/remote-fixtures';
import { RELEASE_TOOL_PASS } from '../../../test-support/registry-flows';
import { sharedJwtKeys, startApiProcess, type ApiProcess } from '../../../test-support/api-process';

const describeOnPostgres = process.env.TEST_DATABASE_URL ? describe : describe.skip;
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-two-'));
const releaseKey = crypto.randomBytes(32).toString('base64url');
const dbName = `portal_test_${crypto.randomBytes(6).toString('hex')}`;

type Server = ApiProcess;

const servers: Server[] = [];

async function startServer(env: Record<string, string>, name: string): Promise<Server> {
  const server = await startApiProcess(env, path.join(work, name));
  servers.push(server);
  return server;
}

function call(server: Server, method: string, url: string, body?: unknown, operator = 'alice') {
  return fetch(`${server.base}${url}`, {
    method,
    headers: {
      authorization: `Bearer ${releaseKey}`,
      'x-portal-operator': operator,
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
}

async function gatedCandidate(server: Server, build: FakeBuild) {
  const base = `/api/v2/admin_api/remotes/${build.remote}/versions/${build.version}`;
  expect((await call(server, 'PUT', base, { files: build.files })).status).toBe(200);
  const gate = await (await call(server, 'POST', `${base}/gate`, { checks: RELEASE_TOOL_PASS })).json();
  expect(gate.result.gate.status).toBe('passed');
}

async function live(server: Server): Promise<string | undefined> {
  const registry = (await (await fetch(`${server.base}/remotes.json`)).json()) as Record<string, { version: string }>;
  return registry.mfe_tickets?.version;
}

describeOnPostgres('two API processes on one PostgreSQL database', () => {
  let a: Server;
  let b: Server;
  const [v1, v2, v3] = ['one', 'two', 'three'].map((marker) => remoteBuild('mfe_tickets', { marker })) as [
    FakeBuild,
    FakeBuild,
    FakeBuild,
  ];

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    await admin.query(`create database ${dbName}`);
    await admin.end();
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.pathname = `/${dbName}`;
    const dist = path.join(work, 'dist');
    writeShellBuild(dist);
    const env = {
      DATABASE_URL: url.toString(),
      STATIC_DIR: dist,
      REMOTES_DIR: path.join(work, 'store'),
      RELEASE_API_KEY: releaseKey,
      ...(await sharedJwtKeys()),
      PORTAL_JOBS_SCHEDULE: '0',
    };
    // One after the other: the first applies the migrations.
    a = await startServer(env, 'a');
    b = await startServer(env, 'b');
  }, 300_000);

  afterAll(async () => {
    for (const server of servers) await server.stop();
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    await admin.query(`drop database if exists ${dbName} with (force)`);
    await admin.end();
    fs.rmSync(work, { recursive: true, force: true });
  }, 60_000);

  it('serves a publish made through one process from the other at once', async () => {
    await gatedCandidate(a, v1);
    const published = await call(a, 'POST', '/api/v2/admin_api/remotes/mfe_tickets/publish', {
      version: v1.version,
      reason: 'first',
    });
    expect(published.status).toBe(200);
    expect(await live(b)).toBe(v1.version);
    expect(await live(a)).toBe(v1.version);
    // The version folder is in the one store both serve.
    expect((await fetch(`${b.base}/remotes/mfe_tickets/${v1.version}/remoteEntry.js`)).status).toBe(200);
  });

  it('lets one of two simultaneous publishes win, through different processes, and records both', async () => {
    await gatedCandidate(a, v2);
    await gatedCandidate(b, v3);
    const answers = await Promise.all([
      call(
        a,
        'POST',
        '/api/v2/admin_api/remotes/mfe_tickets/publish',
        { version: v2.version, reason: 'via a', expected_live: v1.version },
        'alice',
      ),
      call(
        b,
        'POST',
        '/api/v2/admin_api/remotes/mfe_tickets/publish',
        { version: v3.version, reason: 'via b', expected_live: v1.version },
        'bob',
      ),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const winner = answers[0]!.status === 200 ? v2 : v3;
    expect(await live(a)).toBe(winner.version);
    expect(await live(b)).toBe(winner.version);
    const history = await (await call(b, 'GET', '/api/v2/admin_api/remotes/mfe_tickets/history')).json();
    const [first, second] = history.result.events as { outcome: string; actor: string }[];
    expect([first!.outcome, second!.outcome].sort()).toEqual(['applied', 'conflict']);
    expect([first!.actor, second!.actor].sort()).toEqual(['alice (release key)', 'bob (release key)']);
  });

  it('serves a rollback made through either process from both', async () => {
    const back = await call(b, 'POST', '/api/v2/admin_api/remotes/mfe_tickets/rollback', { reason: 'back' }, 'carol');
    expect(back.status).toBe(200);
    expect(await live(a)).toBe(v1.version);
    expect(await live(b)).toBe(v1.version);
  });
});
