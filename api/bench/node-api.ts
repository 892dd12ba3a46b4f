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
// PostgreSQL and the set-up: lib/postgres-bench.ts. Without PostgreSQL the bench says SKIPPED and exits 0.
// Run: npx tsx api/bench/node-api.ts   (BENCH_ROUNDS to change the number of sequential calls, default 30)
import { percentile, ratio } from './lib/percentile';
import { benchOnFreshDatabase, loadAverage, seed, startBenchServer, withClient } from './lib/postgres-bench';

const CUSTOMERS = 10_000;
const REPORT_ROWS = 2_000;
const FLEET = 200;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 30);

const keyOf = (node: number) => `bench-node-${node}-key-${'x'.repeat(16)}`;

/** 10 000 customers with a level-1 plan and 1 TiB each; node 1 (class 1) and nodes 2-201 (class 0), rate 1. */
const SEED = `
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
      analyze;`;

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

function usedTotal(url: string): Promise<number> {
  return withClient(url, async (client) => {
    const result = await client.query(
      'select sum(traffic_upload + traffic_download)::float8 as used from user_services',
    );
    return Number(result.rows[0].used);
  });
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

benchOnFreshDatabase('NODE_API_BENCH', async ({ url, dataDir, stopAtEnd }) => {
  const loadAtStart = loadAverage();
  await seed(url, SEED);
  const { base } = stopAtEnd(await startBenchServer(url, dataDir));

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

  const fleet = await fleetRound(base, url, 100, 1);
  const heavy = await fleetRound(base, url, 500, 2);

  const floor = percentile(ping, 50);
  const timesOf = (times: number[]) => ({
    p50_ms: percentile(times, 50),
    p99_ms: percentile(times, 99),
    p50_vs_floor: ratio(percentile(times, 50), floor, 1),
  });
  return {
    customers: CUSTOMERS,
    load_average_1m: { start: loadAtStart, end: loadAverage() },
    floor_ping_p50_ms: floor,
    users: { rows: usersRows, json_bytes: usersBytes, ...timesOf(users) },
    traffic_report: { rows: REPORT_ROWS, ...timesOf(reports) },
    fleet,
    fleet_heavy: heavy,
  };
});
