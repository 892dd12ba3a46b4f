// Settled payment notifications per second on PostgreSQL (issue 10): the real server in its own process,
// 2 000 pending recharge orders, EPay's signed notifications 20 at a time over keep-alive HTTP, then every
// one again (the gateway's retries). The measurement is the API's own (api/bench/payments.ts), run as a
// child process; we read its figures. Targets are fractions of the floor measured in the same run (GET
// /health through the same server: one database round trip): settling does about seven inside a
// transaction, so >= 0.2x the floor; an already-settled repeat reads the order once: >= 0.5x. Nothing lost
// or doubled.
import { benchApiOnPostgres } from './lib/api-script.mjs';

const SCRIPT = 'api/bench/payments.ts';

export const TARGETS = { settleVsFloor: 0.2, repeatVsFloor: 0.5 };

function print({ floor_health: floor, settle, repeat, orders, concurrency }) {
  console.log(`floor: GET /health ${floor.per_second} req/s, p50 ${floor.p50_ms} ms`);
  console.log(
    `settle ${orders} notifications, ${concurrency} at a time: ${settle.per_second} settled/s (${settle.vs_floor}x the floor), p50 ${settle.p50_ms} ms, p99 ${settle.p99_ms} ms`,
  );
  console.log(
    `the same again (already settled): ${repeat.per_second}/s (${repeat.vs_floor}x the floor), p50 ${repeat.p50_ms} ms, p99 ${repeat.p99_ms} ms`,
  );
}

const checks = ({ settle, repeat, unpaid, off_ledger }) => [
  {
    name: `settled notifications/s >= ${TARGETS.settleVsFloor}x the floor (${settle.vs_floor}x)`,
    ok: settle.vs_floor >= TARGETS.settleVsFloor,
  },
  {
    name: `already-settled repeats/s >= ${TARGETS.repeatVsFloor}x the floor (${repeat.vs_floor}x)`,
    ok: repeat.vs_floor >= TARGETS.repeatVsFloor,
  },
  {
    name: 'every notification answered success, every order paid once, every balance equal to its ledger',
    ok: settle.failures + repeat.failures === 0 && unpaid === 0 && off_ledger === 0,
  },
];

/** @param {{ repoRoot: string, outDir: string }} options */
export function benchPayments({ repoRoot, outDir }) {
  return benchApiOnPostgres({
    repoRoot,
    outDir,
    name: 'payments',
    script: SCRIPT,
    marker: 'PAYMENTS_BENCH ',
    what: 'payments',
    measured: `${SCRIPT}: the real server on PostgreSQL, EPay notifications over keep-alive HTTP`,
    limits: { targets: TARGETS },
    print,
    checks,
  });
}
