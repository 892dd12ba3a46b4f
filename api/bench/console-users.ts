// The console's customer search at scale, on PostgreSQL (issue 21): the real server (src/main.ts) in its
// own process on a fresh database with 100 000 customers (wallets, services, plan bills), an admin's token, and GET /api/v2/admin_api/users over keep-alive HTTP:
//   floor    GET /api/v2/user/get_me as the admin (the cheapest call through the same bearer check), p50
//   search   ?q= part of an email that a few customers match (e.g. "er4242"), p50/p99
//   id       ?q= a customer's id, p50/p99
//   list     the first page with no filter (the count of all 100 000 included), p50/p99
//   broad    ?q=example (every customer matches: the count reads them all), p50/p99
// Each query is a different one per round (no answer is the same twice in a row). The figures are also
// given as multiples of the floor. What makes them: users_email_trgm_idx (pg_trgm GIN) for ?q=, the
// primary key read backwards for the page, count(*) beside it on another connection (users-list.ts).
// PostgreSQL and the set-up: lib/postgres-bench.ts. Without PostgreSQL the bench says SKIPPED and exits 0.
// Run: npx tsx api/bench/console-users.ts   (BENCH_ROUNDS to change the number of calls of each, default 40;
// BENCH_DROP_INDEXES=users_email_trgm_idx to measure without an index)
import pg from 'pg';
import { ROLES } from '@portal/shared/contract';
import { sharedJwtKeys } from '../src/test-support/api-process';
import { percentile, ratio } from './lib/percentile';
import {
  benchOnFreshDatabase,
  loadAverage,
  seed,
  signedInToken,
  startBenchServer,
  withClient,
} from './lib/postgres-bench';

const CUSTOMERS = 100_000;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 40);

/**
 * 100 000 customers (emails customer<n>@example<n % 50>.com) with wallets, a plan bill for every third, and a
 * service for the first 55 000 (each service holds a port of its own, 10000-65535); one admin.
 */
const SEED = `
      insert into users (user_new_id, email, name, password_hash, password_hash_id, account_expire_at, created_at)
      select gen_random_uuid(), 'customer' || g || '@example' || (g % 50) || '.com', 'Customer ' || g, 'x',
             gen_random_uuid(), now() + interval '30 days', now() - (g || ' minutes')::interval
      from generate_series(1, ${CUSTOMERS}) g;
      insert into user_services (user_id, level, level_expire_at, traffic_total, link_token, ss_password, ss_uuid, port, other_emby_uuid)
      select id, id % 3, now() + ((id % 60) || ' days')::interval, 107374182400, md5(random()::text || id),
             substr(md5(id::text), 1, 16), gen_random_uuid(), 10000 + id, gen_random_uuid()
      from users where id <= 55000;
      insert into wallets (user_id, balance) select id, (id % 100)::numeric from users;
      insert into shop_items (name, money_amount, level, level_days, traffic_bytes) values ('Standard', 15, 1, 30, 107374182400);
      insert into service_bills (user_id, shop_id, shop_name, shop_type, money_amount, traffic_total, expire_at)
      select id, (select min(id) from shop_items), 'Standard', 'main_package', 15, 107374182400, now() + interval '20 days'
      from users where id % 3 = 0;
      insert into users (user_new_id, email, name, password_hash, password_hash_id, role)
      values (gen_random_uuid(), 'admin@bench.example', 'Admin', 'x', gen_random_uuid(), '${ROLES.admin}');
      analyze;`;

async function timed(url: string, token: string): Promise<{ ms: number; ok: boolean; body: string }> {
  const started = performance.now();
  const response = await fetch(url, { headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'gzip' } });
  const body = await response.text();
  return { ms: performance.now() - started, ok: response.status === 200, body };
}

async function series(label: string, urls: string[], token: string) {
  const times: number[] = [];
  let total = 0;
  for (const url of urls) {
    const answer = await timed(url, token);
    if (!answer.ok) throw new Error(`${label} failed: ${answer.body.slice(0, 200)}`);
    times.push(answer.ms);
    total = (JSON.parse(answer.body) as { result?: { total_count?: number } }).result?.total_count ?? 0;
  }
  return { p50_ms: percentile(times, 50), p99_ms: percentile(times, 99), last_total_count: total };
}

benchOnFreshDatabase('CONSOLE_BENCH', async ({ url, dataDir, stopAtEnd }) => {
  const loadAtStart = loadAverage();
  const seedStarted = performance.now();
  await seed(url, SEED);
  const seedMs = Math.round(performance.now() - seedStarted);
  // BENCH_DROP_INDEXES=users_email_trgm_idx,…: the same run without them, to see what they buy.
  for (const index of (process.env.BENCH_DROP_INDEXES ?? '').split(',').filter(Boolean)) {
    await withClient(url, (client) => client.query(`drop index ${pg.escapeIdentifier(index)}`));
  }
  const jwt = await sharedJwtKeys();
  const { base } = stopAtEnd(await startBenchServer(url, dataDir, jwt));
  const token = await signedInToken({ url, dataDir }, jwt, 'admin@bench.example');
  const users = `${base}/api/v2/admin_api/users`;
  const pick = (i: number) => 1 + ((i * 7919) % CUSTOMERS);
  // Warm the connections and plans once.
  await series('warm-up', [`${users}?q=er1`, `${users}`, `${base}/api/v2/user/get_me`], token);

  const rounds = Array.from({ length: ROUNDS }, (_, i) => i);
  const floor = await series(
    'floor',
    rounds.map(() => `${base}/api/v2/user/get_me`),
    token,
  );
  const measured = async (label: string, urlOf: (i: number) => string) => {
    const figure = await series(label, rounds.map(urlOf), token);
    return { ...figure, p50_vs_floor: ratio(figure.p50_ms, floor.p50_ms, 1) };
  };
  const search = await measured('search', (i) => `${users}?q=er${pick(i)}@`);
  const id = await measured('id', (i) => `${users}?q=${pick(i)}`);
  const list = await measured('list', (i) => `${users}?page=${1 + (i % 5)}`);
  const broad = await measured('broad', (i) => `${users}?q=example${i % 50}`);
  return {
    customers: CUSTOMERS,
    seed_ms: seedMs,
    load_average_1m: { start: loadAtStart, end: loadAverage() },
    floor_p50_ms: floor.p50_ms,
    search,
    id,
    list,
    broad,
  };
});
