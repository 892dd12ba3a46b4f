// Settled payment notifications per second on PostgreSQL (issue 10): the real server in its own process,
// 2 000 pending recharge orders, EPay's signed notifications 20 at a time over keep-alive HTTP, then every
// one again (the gateway's retries). The measurement is the API's own (api/bench/payments.ts), run as a
// child process; we read its figures. Targets are fractions of the floor measured in the same run (GET
// /health through the same server: one database round trip): settling does about seven inside a
// transaction, so >= 0.2x the floor; an already-settled repeat reads the order once: >= 0.5x. Nothing lost
// or doubled.
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { benchPostgres } from './postgres.mjs';
import { printChecks } from './requests.mjs';

const SCRIPT = 'api/bench/payments.ts';
const MARKER = 'PAYMENTS_BENCH ';

export const TARGETS = { settleVsFloor: 0.2, repeatVsFloor: 0.5 };

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
export async function benchPayments({ repoRoot, outDir }) {
  const started = Date.now();
  const postgres = benchPostgres();
  if (!postgres.url) {
    console.log(`Skipped: ${postgres.reason}`);
    const checks = [{ name: `payments on PostgreSQL ran (${postgres.reason})`, ok: false }];
    printChecks(checks);
    return { checks, result: null };
  }
  const { code, output } = await run(repoRoot, postgres.url);
  const line = output.split('\n').find((text) => text.startsWith(MARKER));
  const result = line ? JSON.parse(line.slice(MARKER.length)) : null;

  let checks;
  if (result?.skipped) {
    console.log(`Skipped: ${result.skipped}`);
    checks = [{ name: `payments on PostgreSQL ran (${result.skipped})`, ok: false }];
  } else if (!result) {
    console.log(output.trim().split('\n').slice(-20).join('\n'));
    checks = [{ name: `${SCRIPT} ran (exit code ${code})`, ok: false }];
  } else {
    const { floor_health: floor, settle, repeat } = result;
    console.log(`floor: GET /health ${floor.per_second} req/s, p50 ${floor.p50_ms} ms`);
    console.log(
      `settle ${result.orders} notifications, ${result.concurrency} at a time: ${settle.per_second} settled/s (${settle.vs_floor}x the floor), p50 ${settle.p50_ms} ms, p99 ${settle.p99_ms} ms`,
    );
    console.log(
      `the same again (already settled): ${repeat.per_second}/s (${repeat.vs_floor}x the floor), p50 ${repeat.p50_ms} ms, p99 ${repeat.p99_ms} ms`,
    );
    checks = [
      { name: `${SCRIPT} ran (exit code ${code})`, ok: code === 0 },
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
        ok: settle.failures + repeat.failures === 0 && result.unpaid === 0 && result.off_ledger === 0,
      },
    ];
  }
  printChecks(checks);
  const report = {
    measured: `${SCRIPT}: the real server on PostgreSQL, EPay notifications over keep-alive HTTP`,
    measured_at: new Date().toISOString(),
    duration_ms: Date.now() - started,
    targets: TARGETS,
    result,
    checks,
  };
  const file = path.join(outDir, 'payments.json');
  writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
  console.log(`Wrote ${path.relative(process.cwd(), file)}`);
  return { checks, result };
}
