// The node API at scale on PostgreSQL (issue 12): GET users for a node whose class admits 10 000 customers,
// POST users/traffic with 2 000 customers' deltas, and 200 nodes reporting at once. The measurement is
// the API's own (api/bench/node-api.ts: the real server in its own process on a fresh PostgreSQL database,
// called over keep-alive HTTP as node software calls it), run as a child process; we read its figures.
// PostgreSQL: postgres.mjs. Without one the check fails, naming why (lib/api-script.mjs).
import { benchApiOnPostgres } from './lib/api-script.mjs';

const SCRIPT = 'api/bench/node-api.ts';

/** Budgets of issue 12 (absolute, on this 2-core machine), and the same as multiples of the ping floor. */
export const BUDGETS = { usersP50Ms: 100, reportP50Ms: 200, fleetMaxMs: 2000 };

function print({ users, traffic_report: report, fleet, fleet_heavy: heavy, load_average_1m: load, floor_ping_p50_ms }) {
  if (load) console.log(`machine load average (1 min): ${load.start} at the start, ${load.end} at the end`);
  console.log(`floor: GET func/ping p50 ${floor_ping_p50_ms} ms`);
  console.log(
    `GET users, ${users.rows} customers (${(users.json_bytes / 1e6).toFixed(1)} MB JSON): p50 ${users.p50_ms} ms, p99 ${users.p99_ms} ms (${users.p50_vs_floor}× floor)`,
  );
  console.log(
    `POST users/traffic, ${report.rows} customers: p50 ${report.p50_ms} ms, p99 ${report.p99_ms} ms (${report.p50_vs_floor}× floor)`,
  );
  for (const round of [fleet, heavy]) {
    console.log(
      `${round.nodes} nodes at once × ${round.rows_per_report} customers: slowest ${round.max_ms} ms, p50 ${round.p50_ms} ms, ${round.refused} refused, ${round.bytes_lost} bytes lost`,
    );
  }
}

const checks = ({ users, traffic_report: report, fleet, fleet_heavy: heavy }) => [
  {
    name: `GET users (10 000 customers): p50 ${users.p50_ms} ms < ${BUDGETS.usersP50Ms} ms`,
    ok: users.p50_ms < BUDGETS.usersP50Ms,
  },
  {
    name: `POST users/traffic (2 000 customers): p50 ${report.p50_ms} ms < ${BUDGETS.reportP50Ms} ms`,
    ok: report.p50_ms < BUDGETS.reportP50Ms,
  },
  {
    name: `200 nodes reporting at once: every answer < ${BUDGETS.fleetMaxMs} ms (slowest ${fleet.max_ms} ms)`,
    ok: fleet.max_ms < BUDGETS.fleetMaxMs,
  },
  {
    name: 'nothing lost or refused when nodes report at once',
    ok: [fleet, heavy].every((round) => round.refused === 0 && round.bytes_lost === 0),
  },
];

/** @param {{ repoRoot: string, outDir: string }} options */
export function benchNodeApi({ repoRoot, outDir }) {
  return benchApiOnPostgres({
    repoRoot,
    outDir,
    name: 'node-api',
    script: SCRIPT,
    marker: 'NODE_API_BENCH ',
    what: 'node API',
    measured: `${SCRIPT}: the real server on PostgreSQL, 10 000 customers, 201 nodes, keep-alive HTTP`,
    limits: { budgets: BUDGETS },
    print,
    checks,
  });
}
