// The console's customer search at scale on PostgreSQL (issue 21): GET /api/v2/admin_api/users over 100 000
// customers — ?q= part of an email, ?q= an id, the first pages, and a broad ?q= every fiftieth customer
// matches — against the floor of the same bearer check (GET get_me). The measurement is the API's own
// (api/bench/console-users.ts: the real server in its own process on a fresh PostgreSQL database, keep-alive
// HTTP), run as a child process; we read its figures (lib/api-script.mjs). Without PostgreSQL the check
// fails, naming why.
import { benchApiOnPostgres } from './lib/api-script.mjs';

const SCRIPT = 'api/bench/console-users.ts';

/** Issue 21's budget (absolute, on this 2-core machine): a customer search answers in under 100 ms p50. */
export const BUDGETS = { searchP50Ms: 100 };

function print(result) {
  const load = result.load_average_1m;
  console.log(`machine load average (1 min): ${load.start} at the start, ${load.end} at the end`);
  console.log(`floor: GET get_me p50 ${result.floor_p50_ms} ms`);
  for (const [name, label] of [
    ['search', '?q= part of an email'],
    ['id', '?q= an id'],
    ['list', 'the first pages'],
    ['broad', '?q= 2 000 matches'],
  ]) {
    const figure = result[name];
    console.log(`GET users ${label}: p50 ${figure.p50_ms} ms, p99 ${figure.p99_ms} ms (${figure.p50_vs_floor}× floor)`);
  }
}

/** @param {{ repoRoot: string, outDir: string }} options */
export function benchConsoleUsers({ repoRoot, outDir }) {
  return benchApiOnPostgres({
    repoRoot,
    outDir,
    name: 'console-users',
    script: SCRIPT,
    marker: 'CONSOLE_BENCH ',
    what: 'console search',
    measured: `${SCRIPT}: the real server on PostgreSQL, 100 000 customers, keep-alive HTTP`,
    limits: { budgets: BUDGETS },
    print,
    checks: (result) =>
      ['search', 'id', 'list'].map((name) => ({
        name: `GET users (${result.customers} customers, ${name}): p50 ${result[name].p50_ms} ms < ${BUDGETS.searchP50Ms} ms`,
        ok: result[name].p50_ms < BUDGETS.searchP50Ms,
      })),
  });
}
