// The node API at scale on PostgreSQL (issue 12): GET users for a node whose class admits 10 000 customers,
// POST users/traffic with 2 000 customers' deltas, and 200 nodes reporting at once. The measurement is
// the API's own (api/bench/node-api.ts: the real server in its own process on a fresh PostgreSQL database,
// called over keep-alive HTTP as node software calls it), run as a child process; we read its figures.
// PostgreSQL: as for the other PostgreSQL bench (postgres.mjs: BENCH_DATABASE_URL, else this machine's
// cluster, started when needed). Without one the check fails, naming why.
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { benchPostgres } from './postgres.mjs';
import { printChecks } from './requests.mjs';

const SCRIPT = 'api/bench/node-api.ts';
const MARKER = 'NODE_API_BENCH ';

/** Budgets of issue 12 (absolute, on this 2-core machine), and the same as multiples of the ping floor. */
export const BUDGETS = { usersP50Ms: 100, reportP50Ms: 200, fleetMaxMs: 2000 };

function run(repoRoot, databaseUrl) {
  return new Promise((resolve, reject) => {
    const child = spawn('npx', ['tsx', SCRIPT], {
      cwd: repoRoot,
      env: { ...process.env, BENCH_DATABASE_URL: databaseUrl },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const output = [];
    for (const stream of [child.stdout, child.stderr]) stream.on('data', (chunk) => output.push(chunk));
    child.once('error', reject);
    child.once('exit', (code) => resolve({ code, output: Buffer.concat(output).toString('utf8') }));
  });
}

/** @param {{ repoRoot: string, outDir: string }} options */
export async function benchNodeApi({ repoRoot, outDir }) {
  const started = Date.now();
  const postgres = benchPostgres();
  if (!postgres.url) {
    console.log(`Skipped: ${postgres.reason}`);
    const checks = [{ name: `node API on PostgreSQL ran (${postgres.reason})`, ok: false }];
    printChecks(checks);
    return { checks, result: null };
  }
  const { code, output } = await run(repoRoot, postgres.url);
  const line = output.split('\n').find((text) => text.startsWith(MARKER));
  const result = line ? JSON.parse(line.slice(MARKER.length)) : null;

  let checks;
  if (result?.skipped) {
    console.log(`Skipped: ${result.skipped}`);
    checks = [{ name: `node API on PostgreSQL ran (${result.skipped})`, ok: false }];
  } else if (!result) {
    console.log(output.trim());
    checks = [{ name: `${SCRIPT} ran (exit code ${code})`, ok: false }];
  } else {
    const { users, traffic_report: report, fleet, fleet_heavy: heavy } = result;
    const load = result.load_average_1m;
    if (load) console.log(`machine load average (1 min): ${load.start} at the start, ${load.end} at the end`);
    console.log(`floor: GET func/ping p50 ${result.floor_ping_p50_ms} ms`);
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
    checks = [
      { name: `${SCRIPT} ran (exit code ${code})`, ok: code === 0 },
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
  }
  printChecks(checks);

  const report = {
    measured: `${SCRIPT}: the real server on PostgreSQL, 10 000 customers, 201 nodes, keep-alive HTTP`,
    measured_at: new Date().toISOString(),
    duration_ms: Date.now() - started,
    budgets: BUDGETS,
    result,
    checks,
  };
  const file = path.join(outDir, 'node-api.json');
  writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
  console.log(`Wrote ${path.relative(process.cwd(), file)}`);
  return { checks, result };
}
