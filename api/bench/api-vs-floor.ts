// The API against its floor (issue 14), on PostgreSQL: the real portal server (api/src/main.ts, a child
// process on a fresh database with the demo data) and the floor server (floor-server.ts, a bare Fastify
// doing exactly get_me's minimum work) on the same database with the same keys, loaded by autocannon from
// this process. The three targets take turns in short slices (floor, get_me, dashboard, floor, …), so a
// change in the shared machine's speed during the run hits all three alike; each figure sums its slices,
// and latency percentiles are exact over every response of all slices. Each server's CPU time per request
// (Linux /proc accounting, the database's own CPU not included) is reported beside it.
// Prints one JSON line `API_VS_FLOOR {...}`.
// Run: BENCH_DATABASE_URL=postgres://role:pass@127.0.0.1:5432/postgres npx tsx api/bench/api-vs-floor.ts
// (a role that may create databases). BENCH_SECONDS (default 10) is each target's measured time, split in
// BENCH_ROUNDS slices (default 5); BENCH_CONNECTIONS (default 10) the concurrent connections.
// BENCH_CPU_PROFILE=<folder> runs the portal server under `node --cpu-prof` and writes its profile there
// (open it in Chrome DevTools' Performance panel or speedscope for the flame graph).
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

interface Slice {
  requests: number;
  failures: number;
  seconds: number;
  latencies: number[];
  cpuMs: number | null;
}

interface Measured {
  requests_per_second: number;
  latency_p50_ms: number;
  latency_p99_ms: number;
  requests: number;
  failures: number;
  /** The server process's CPU (user + system) per answered request, in microseconds. */
  cpu_us_per_request: number | null;
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

function startChild(
  args: string[],
  env: Record<string, string>,
  nodeFlags: string[] = [],
): { child: ChildProcess; log: string[] } {
  const log: string[] = [];
  const child = spawn(process.execPath, [...nodeFlags, '--import', 'tsx', ...args], {
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

/** User + system CPU time of a process so far, in ms (Linux); null elsewhere. */
function cpuMsOf(pid: number | undefined): number | null {
  if (!pid) return null;
  try {
    // Fields after the command name (which may hold spaces): utime and stime are the 12th and 13th.
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(fields[11]) + Number(fields[12]);
    return (ticks * 1000) / 100;
  } catch {
    return null;
  }
}

async function load(url: string, token: string, seconds: number, connections: number, pid?: number): Promise<Slice> {
  const latencies: number[] = [];
  const cpuBefore = cpuMsOf(pid);
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      { url, connections, duration: seconds, headers: { authorization: `Bearer ${token}` } },
      (error, finished) => (error ? reject(error) : resolve(finished)),
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  });
  const cpuAfter = cpuMsOf(pid);
  return {
    requests: result.requests.total,
    failures: result.non2xx + result.errors + result.timeouts,
    seconds,
    latencies,
    cpuMs: cpuBefore === null || cpuAfter === null ? null : cpuAfter - cpuBefore,
  };
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return Number(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!.toFixed(2));
}

function combine(slices: Slice[]): Measured {
  const requests = slices.reduce((sum, s) => sum + s.requests, 0);
  const seconds = slices.reduce((sum, s) => sum + s.seconds, 0);
  const latencies = slices.flatMap((s) => s.latencies).sort((a, b) => a - b);
  const cpu = slices.every((s) => s.cpuMs !== null) ? slices.reduce((sum, s) => sum + s.cpuMs!, 0) : null;
  return {
    requests_per_second: Math.round(requests / seconds),
    latency_p50_ms: percentile(latencies, 50),
    latency_p99_ms: percentile(latencies, 99),
    requests,
    failures: slices.reduce((sum, s) => sum + s.failures, 0),
    cpu_us_per_request: cpu === null || requests === 0 ? null : Math.round((cpu * 1000) / requests),
  };
}

async function main(): Promise<void> {
  const adminUrl = process.env.BENCH_DATABASE_URL;
  if (!adminUrl) throw new Error('BENCH_DATABASE_URL is not set (a PostgreSQL role that may create databases)');
  const seconds = Number(process.env.BENCH_SECONDS ?? 10);
  const rounds = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 5));
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
  const profileDir = process.env.BENCH_CPU_PROFILE ? path.resolve(process.env.BENCH_CPU_PROFILE) : null;
  try {
    const portal = startChild(
      ['src/main.ts'],
      {
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
      },
      profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [],
    );
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
    const { rows } = await client.query(
      'select id, user_new_id, name, email, password_hash_id from users where email = $1',
      [DEMO_EMAIL],
    );
    const user = rows[0] as
      { id: number; user_new_id: string; name: string; email: string; password_hash_id: string } | undefined;
    if (!user) throw new Error('the demo account was not created');
    // The token's session, as a sign-in records it: the portal refuses access tokens of no live session.
    const accessJti = crypto.randomUUID();
    const { rows: started } = await client.query(
      `insert into sessions (user_id, expires_at, ip) values ($1, now() + interval '1 day', '127.0.0.1') returning id`,
      [user.id],
    );
    await client.query(
      `insert into refresh_tokens (jti, user_id, password_hash_id, expires_at, session_id, access_jti)
       values ($1, $2, $3, now() + interval '1 day', $4, $5)`,
      [crypto.randomUUID(), user.id, user.password_hash_id, (started[0] as { id: string }).id, accessJti],
    );
    await client.end();
    const token = await new SignJWT({
      role: 'malio_postgrest_user',
      token_type: 'access',
      subject_access: { user_id: user.id, user_new_id: user.user_new_id, user_name: user.name, email: user.email },
    })
      .setProtectedHeader({ alg: 'ES256' })
      .setJti(accessJti)
      .setIssuedAt()
      // The portal's access-token lifetime (ACCESS_TOKEN_TTL_SECONDS): a token claiming more is refused.
      .setExpirationTime('20m')
      .sign(await importPKCS8(privatePem, 'ES256'));

    const base = `http://127.0.0.1:${portalPort}`;
    for (const probe of [`${base}/api/v2/user/get_me`, `${base}/api/v2/user/dashboard/`]) {
      const answer = await fetch(probe, { headers: { authorization: `Bearer ${token}` } });
      if (answer.status !== 200) throw new Error(`${probe} answered ${answer.status}: ${await answer.text()}`);
    }
    const targets = {
      floor: { url: `http://127.0.0.1:${floorPort}/floor`, pid: floor.child.pid },
      get_me: { url: `${base}/api/v2/user/get_me`, pid: portal.child.pid },
      dashboard: { url: `${base}/api/v2/user/dashboard/`, pid: portal.child.pid },
    };
    // Warm-up of each (JIT, connection pools), then the measured slices, taking turns.
    const warm = Math.max(2, Math.round(seconds / 5));
    for (const target of Object.values(targets)) await load(target.url, token, warm, connections);
    const slices: Record<keyof typeof targets, Slice[]> = { floor: [], get_me: [], dashboard: [] };
    const slice = seconds / rounds;
    for (let round = 0; round < rounds; round += 1) {
      for (const [name, target] of Object.entries(targets) as [keyof typeof targets, (typeof targets)['floor']][]) {
        slices[name].push(await load(target.url, token, slice, connections, target.pid));
      }
    }
    const floorMeasured = combine(slices.floor);
    const ratio = (m: Measured) => Number((m.requests_per_second / floorMeasured.requests_per_second).toFixed(2));
    const getMe = combine(slices.get_me);
    const dashboard = combine(slices.dashboard);
    const report = {
      seconds,
      rounds,
      connections,
      // Each slice's floor figure shows how much the machine's speed moved during the run.
      floor: {
        ...floorMeasured,
        slices_requests_per_second: slices.floor.map((s) => Math.round(s.requests / s.seconds)),
      },
      get_me: { ...getMe, ratio: ratio(getMe) },
      dashboard: { ...dashboard, ratio: ratio(dashboard) },
      load_average: os.loadavg().map((n) => Number(n.toFixed(2))),
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
