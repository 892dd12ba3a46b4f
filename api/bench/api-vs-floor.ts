// The API against its floor (issue 14), on PostgreSQL: the real portal server (api/src/main.ts, a child
// process on a fresh database with the demo data) and the floor server (floor-server.ts, a bare Fastify
// doing exactly get_me's minimum work) on the same database with the same keys, measured one after the
// other by autocannon from this process. Prints one JSON line `API_VS_FLOOR {...}`.
// Run: BENCH_DATABASE_URL=postgres://role:pass@127.0.0.1:5432/postgres npx tsx api/bench/api-vs-floor.ts
// (a role that may create databases; BENCH_SECONDS and BENCH_CONNECTIONS tune the load, default 10 s, 10).
import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { SignJWT, exportPKCS8, exportSPKI, generateKeyPair, importPKCS8 } from 'jose';
import pg from 'pg';
import { dropDatabase } from '../src/test-support/drop-database';
import { freePort } from '../src/test-support/free-port';

const API_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DEMO_EMAIL = 'bench@example.com';

interface Measured {
  requests_per_second: number;
  latency_p50_ms: number;
  latency_p99_ms: number;
  requests: number;
  failures: number;
}

async function waitForHttp(url: string, child: ChildProcess, log: string[]): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}): ${log.join('').slice(-2000)}`);
    try {
      const answer = await fetch(url);
      if (answer.status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no answer from ${url} within 120 s: ${log.join('').slice(-2000)}`);
}

function startChild(args: string[], env: Record<string, string>): { child: ChildProcess; log: string[] } {
  const log: string[] = [];
  const child = spawn(process.execPath, ['--import', 'tsx', ...args], {
    cwd: API_DIR,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => log.push(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => log.push(chunk.toString()));
  return { child, log };
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  await new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
    setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
  });
}

async function load(url: string, token: string, seconds: number, connections: number): Promise<Measured> {
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    headers: { authorization: `Bearer ${token}` },
  });
  return {
    requests_per_second: Math.round(result.requests.average),
    latency_p50_ms: result.latency.p50,
    latency_p99_ms: result.latency.p99,
    requests: result.requests.total,
    failures: result.non2xx + result.errors + result.timeouts,
  };
}

async function main(): Promise<void> {
  const adminUrl = process.env.BENCH_DATABASE_URL;
  if (!adminUrl) throw new Error('BENCH_DATABASE_URL is not set (a PostgreSQL role that may create databases)');
  const seconds = Number(process.env.BENCH_SECONDS ?? 10);
  const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);

  const dbName = `portal_bench_${crypto.randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${dbName}`);
  await admin.end();
  const dbUrl = new URL(adminUrl);
  dbUrl.pathname = `/${dbName}`;
  const databaseUrl = dbUrl.toString();

  const pair = await generateKeyPair('ES256', { extractable: true });
  const privatePem = await exportPKCS8(pair.privateKey);
  const publicPem = await exportSPKI(pair.publicKey);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-api-'));
  const [portalPort, floorPort] = [await freePort(), await freePort()];
  const children: ChildProcess[] = [];
  try {
    const portal = startChild(['src/main.ts'], {
      PORT: String(portalPort),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      PORTAL_DEMO: '1',
      PORTAL_DEMO_EMAIL: DEMO_EMAIL,
      PORTAL_DEMO_PASSWORD: 'bench-password-1',
      PORTAL_DATA_DIR: dataDir,
      STATIC_DIR: path.join(dataDir, 'dist'),
      JWT_PRIVATE_KEY: privatePem,
      JWT_PUBLIC_KEY: publicPem,
      LOG_LEVEL: 'warn',
    });
    children.push(portal.child);
    await waitForHttp(`http://127.0.0.1:${portalPort}/health`, portal.child, portal.log);

    const floor = startChild(['bench/floor-server.ts'], {
      PORT: String(floorPort),
      DATABASE_URL: databaseUrl,
      JWT_PUBLIC_KEY: publicPem,
    });
    children.push(floor.child);
    await waitForHttp(`http://127.0.0.1:${floorPort}/floor`, floor.child, floor.log);

    // The demo customer, and an access token signed as the portal signs them (docs/product.md §3).
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    const { rows } = await client.query('select id, user_new_id, name, email from users where email = $1', [
      DEMO_EMAIL,
    ]);
    await client.end();
    const user = rows[0] as { id: number; user_new_id: string; name: string; email: string } | undefined;
    if (!user) throw new Error('the demo account was not created');
    const token = await new SignJWT({
      role: 'malio_postgrest_user',
      token_type: 'access',
      subject_access: { user_id: user.id, user_new_id: user.user_new_id, user_name: user.name, email: user.email },
    })
      .setProtectedHeader({ alg: 'ES256' })
      .setJti(crypto.randomUUID())
      .setIssuedAt()
      // The portal's access-token lifetime (ACCESS_TOKEN_TTL_SECONDS): a token claiming more is refused.
      .setExpirationTime('20m')
      .sign(await importPKCS8(privatePem, 'ES256'));

    const base = `http://127.0.0.1:${portalPort}`;
    for (const probe of [`${base}/api/v2/user/get_me`, `${base}/api/v2/user/dashboard/`]) {
      const answer = await fetch(probe, { headers: { authorization: `Bearer ${token}` } });
      if (answer.status !== 200) throw new Error(`${probe} answered ${answer.status}: ${await answer.text()}`);
    }
    // Warm-up of each, then the measured runs, the floor first and again last (its spread shows the noise).
    const warm = Math.max(2, Math.round(seconds / 5));
    await load(`http://127.0.0.1:${floorPort}/floor`, token, warm, connections);
    await load(`${base}/api/v2/user/get_me`, token, warm, connections);
    await load(`${base}/api/v2/user/dashboard/`, token, warm, connections);
    const floorBefore = await load(`http://127.0.0.1:${floorPort}/floor`, token, seconds, connections);
    const getMe = await load(`${base}/api/v2/user/get_me`, token, seconds, connections);
    const dashboard = await load(`${base}/api/v2/user/dashboard/`, token, seconds, connections);
    const floorAfter = await load(`http://127.0.0.1:${floorPort}/floor`, token, seconds, connections);
    const floorRps = (floorBefore.requests_per_second + floorAfter.requests_per_second) / 2;
    const report = {
      seconds,
      connections,
      floor: { before: floorBefore, after: floorAfter, requests_per_second: Math.round(floorRps) },
      get_me: { ...getMe, ratio: Number((getMe.requests_per_second / floorRps).toFixed(2)) },
      dashboard: { ...dashboard, ratio: Number((dashboard.requests_per_second / floorRps).toFixed(2)) },
    };
    console.log(`API_VS_FLOOR ${JSON.stringify(report)}`);
  } finally {
    for (const child of children) await stopChild(child);
    await dropDatabase(adminUrl, dbName);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
