// The node API at scale, on PostgreSQL: the real server (src/main.ts) in its own process on a fresh
// database with 10 000 customers and 201 nodes, called over keep-alive HTTP the way node software calls it:
//   floor  GET func/ping (the cheapest authenticated call), p50 — the figures below are also given as
//          multiples of it
//   users  GET users for a node whose class admits all 10 000 customers (gzip, as both clients ask), p50/p99
//   report POST users/traffic with 2 000 customers' deltas, p50/p99
//   fleet  200 nodes reporting at once, each 100 customers (every customer on two nodes), and a heavier
//          round of 200 × 500: every answer's time, and the counters checked to the byte afterwards
// The machine's 1-minute load average at the start and the end is reported with the figures: on a shared
// 2-core machine the figures move with it, so compare runs made at a like load, or interleaved.
// PostgreSQL: BENCH_DATABASE_URL (or TEST_DATABASE_URL), else the local cluster at 127.0.0.1:5432 (role
// portal_ci); the role must be able to create databases. Without one the bench says SKIPPED and exits 0.
// Run: npx tsx api/bench/node-api.ts   (BENCH_ROUNDS to change the number of sequential calls, default 30)
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase } from '../src/db/client';
import { startApiProcess, type ApiProcess } from '../src/test-support/api-process';
import { dropDatabase } from '../src/test-support/drop-database';

const CUSTOMERS = 10_000;
const REPORT_ROWS = 2_000;
const FLEET = 200;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 30);
const ADMIN_URL =
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://portal_ci:portal_ci@127.0.0.1:5432/postgres';

const keyOf = (node: number) => `bench-node-${node}-key-${'x'.repeat(16)}`;

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! * 10) / 10;
}

async function reachable(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

async function adminQuery(text: string): Promise<void> {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** 10 000 customers with a level-1 plan and 1 TiB each; node 1 (class 1) and nodes 2-201 (class 0), rate 1. */
async function seed(url: string): Promise<void> {
  const database = await openDatabase({ url });
  try {
    await database.migrate();
    const { db } = database;
    const { sql } = await import('drizzle-orm');
    await db.execute(
      sql.raw(`
      insert into users (user_new_id, email, name, password_hash, password_hash_id, account_expire_at)
      select gen_random_uuid(), 'bench' || g || '@example.com', 'Bench ' || g, 'x', gen_random_uuid(), now() + interval '30 days'
      from generate_series(1, ${CUSTOMERS}) g;
      insert into user_services (user_id, level, level_expire_at, traffic_total, link_token, ss_password, ss_uuid, port, other_emby_uuid, online_ip_limit)
      select id, 1, now() + interval '30 days', 1099511627776, md5(random()::text || id), substr(md5(id::text), 1, 16),
             gen_random_uuid(), 10000 + id, gen_random_uuid(), 3
      from users;
      insert into nodes (name, location, country_code, protocol, host, port, settings, traffic_rate, min_level, key_hash)
      select 'Bench ' || n, 'Bench', 'JP', 'shadowsocks', 'n' || n || '.example.net', 8388, '{"portPerUser": true}'::jsonb, 1,
             case when n = 1 then 1 else 0 end,
             encode(sha256(convert_to('bench-node-' || n || '-key-xxxxxxxxxxxxxxxx', 'UTF8')), 'hex')
      from generate_series(1, ${FLEET + 1}) n;
      analyze;`),
    );
  } finally {
    await database.close();
  }
}

/** The real server on the bench's database, in a process of its own. */
function startServer(url: string, dataDir: string): Promise<ApiProcess> {
  return startApiProcess(
    {
      DATABASE_URL: url,
      STATIC_DIR: path.join(dataDir, 'dist'),
      LOG_LEVEL: 'error',
      PORTAL_JOBS_SCHEDULE: '0',
      PORTAL_DEMO: '0',
    },
    dataDir,
  );
}

/** One call, as node software makes it; answers its time in ms (the body is read to the end). */
async function timed(url: string, init: RequestInit = {}): Promise<{ ms: number; ok: boolean; body: string }> {
  const started = performance.now();
  const response = await fetch(url, { ...init, headers: { 'accept-encoding': 'gzip, deflate', ...init.headers } });
  const body = await response.text();
  const ms = performance.now() - started;
  return { ms, ok: response.status === 200 && body.startsWith('{"ret":1,'), body };
}

function report(base: string, node: number, rows: { user_id: number; u: number; d: number }[]) {
  return timed(`${base}/v1/mod_mu/users/traffic?node_id=${node}&key=${keyOf(node)}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ data: rows }),
  });
}

async function usedTotal(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const result = await client.query(
      'select sum(traffic_upload + traffic_download)::float8 as used from user_services',
    );
    return Number(result.rows[0].used);
  } finally {
    await client.end();
  }
}

/** 200 nodes at once, node n reporting `rows` customers from n × 50 on (so each customer is on several nodes). */
async function fleetRound(base: string, url: string, rows: number, round: number) {
  const before = await usedTotal(url);
  let expected = 0;
  const calls = Array.from({ length: FLEET }, (_, i) => {
    const node = i + 2;
    const data = Array.from({ length: rows }, (_, j) => {
      const u = 1000 + round * 7 + j;
      const d = 5000 + i;
      expected += u + d;
      return { user_id: ((i * 50 + j) % CUSTOMERS) + 1, u, d };
    });
    return report(base, node, data);
  });
  const started = performance.now();
  const answers = await Promise.all(calls);
  const wallMs = performance.now() - started;
  const lost = expected - ((await usedTotal(url)) - before);
  return {
    nodes: FLEET,
    rows_per_report: rows,
    max_ms: percentile(
      answers.map((a) => a.ms),
      100,
    ),
    p50_ms: percentile(
      answers.map((a) => a.ms),
      50,
    ),
    wall_ms: Math.round(wallMs),
    refused: answers.filter((a) => !a.ok).length,
    bytes_lost: lost,
  };
}

async function main(): Promise<void> {
  if (!(await reachable(ADMIN_URL))) {
    console.log(
      `NODE_API_BENCH ${JSON.stringify({ skipped: `no PostgreSQL at ${ADMIN_URL.replace(/\/\/[^@]*@/, '//')}` })}`,
    );
    return;
  }
  const name = `portal_bench_${crypto.randomBytes(5).toString('hex')}`;
  await adminQuery(`create database ${name}`);
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-node-bench-'));
  const loadAtStart = os.loadavg()[0]!;
  let server: ApiProcess | undefined;
  try {
    await seed(url.toString());
    const api = await startServer(url.toString(), dataDir);
    server = api;
    const { base } = api;

    const ping = [];
    for (let i = 0; i < ROUNDS * 3; i += 1) ping.push((await timed(`${base}/v1/mod_mu/func/ping?key=${keyOf(1)}`)).ms);

    const users = [];
    let usersRows = 0;
    let usersBytes = 0;
    for (let i = 0; i < ROUNDS; i += 1) {
      const answer = await timed(`${base}/v1/mod_mu/users?node_id=1&key=${keyOf(1)}`);
      if (!answer.ok) throw new Error(`GET users failed: ${answer.body.slice(0, 200)}`);
      users.push(answer.ms);
      usersBytes = answer.body.length;
      usersRows = (JSON.parse(answer.body) as { data: unknown[] }).data.length;
    }

    const reports = [];
    for (let i = 0; i < ROUNDS; i += 1) {
      const rows = Array.from({ length: REPORT_ROWS }, (_, j) => ({ user_id: j + 1, u: 100 + i, d: 4000 + j }));
      const answer = await report(base, 1, rows);
      if (!answer.ok) throw new Error(`POST users/traffic failed: ${answer.body.slice(0, 200)}`);
      reports.push(answer.ms);
    }

    const fleet = await fleetRound(base, url.toString(), 100, 1);
    const heavy = await fleetRound(base, url.toString(), 500, 2);

    const floor = percentile(ping, 50);
    const result = {
      customers: CUSTOMERS,
      load_average_1m: { start: Math.round(loadAtStart * 100) / 100, end: Math.round(os.loadavg()[0]! * 100) / 100 },
      floor_ping_p50_ms: floor,
      users: {
        rows: usersRows,
        json_bytes: usersBytes,
        p50_ms: percentile(users, 50),
        p99_ms: percentile(users, 99),
        p50_vs_floor: Math.round((percentile(users, 50) / floor) * 10) / 10,
      },
      traffic_report: {
        rows: REPORT_ROWS,
        p50_ms: percentile(reports, 50),
        p99_ms: percentile(reports, 99),
        p50_vs_floor: Math.round((percentile(reports, 50) / floor) * 10) / 10,
      },
      fleet,
      fleet_heavy: heavy,
    };
    console.log(`NODE_API_BENCH ${JSON.stringify(result)}`);
  } finally {
    await server?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
    await dropDatabase(ADMIN_URL, name);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
