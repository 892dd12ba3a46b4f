// The API near its floor (issue 14): GET /api/v2/user/get_me and /api/v2/user/dashboard/ of the real
// portal server on PostgreSQL, as ratios of a bare Fastify doing get_me's minimum work (jose ES256
// verify + one primary-key SELECT over pg) on the same database, measured in the same run
// (api/bench/api-vs-floor.ts, the three taking turns in short slices). Targets: get_me >= 0.8x, dashboard
// >= 0.4x the floor, p99 < 4x p50.
import { markedResult, runApiScript } from './lib/api-script.mjs';
import { lastLines, printChecks, writeReport } from './lib/report.mjs';

const SCRIPT = 'api/bench/api-vs-floor.ts';

const row = (name, m) =>
  `${name.padEnd(14)} ${String(m.requests_per_second).padStart(6)} req/s  p50 ${m.latency_p50_ms} ms  p99 ${m.latency_p99_ms} ms  server CPU ${m.cpu_us_per_request ?? '?'} µs/request${m.ratio !== undefined ? `  ${m.ratio}x the floor` : ''}`;

/** @param {{ repoRoot: string, outDir: string }} options */
export async function benchApiVsFloor({ repoRoot, outDir }) {
  const run = await runApiScript({ repoRoot, script: SCRIPT, postgres: true });
  const report = 'skipped' in run ? null : markedResult(run.output, 'API_VS_FLOOR ');
  const skipped = 'skipped' in run ? run.skipped : report?.skipped;
  if (skipped) {
    console.log(`Skipped: ${skipped}`);
    const checks = [{ name: `API vs floor on PostgreSQL ran (${skipped})`, ok: false }];
    printChecks(checks);
    return { checks, report: null };
  }
  if (report) {
    console.log(row('floor', report.floor));
    console.log(row('GET get_me', report.get_me));
    console.log(row('GET dashboard', report.dashboard));
    console.log(
      `floor slice by slice: ${report.floor.slices_requests_per_second.join(', ')} req/s; load average ${report.load_average.join(' ')}`,
    );
  } else {
    console.log(lastLines(run.output));
  }
  const tail = (m) => m.latency_p99_ms < 4 * Math.max(1, m.latency_p50_ms);
  const checks = [
    { name: `${SCRIPT} ran on PostgreSQL (exit code ${run.code})`, ok: run.code === 0 && report !== null },
    {
      name: 'no failed request in the API runs',
      ok: !!report && report.get_me.failures + report.dashboard.failures === 0,
    },
    { name: `get_me >= 0.8x the floor (${report?.get_me.ratio ?? '?'}x)`, ok: !!report && report.get_me.ratio >= 0.8 },
    {
      name: `dashboard >= 0.4x the floor (${report?.dashboard.ratio ?? '?'}x)`,
      ok: !!report && report.dashboard.ratio >= 0.4,
    },
    { name: 'get_me p99 < 4x p50', ok: !!report && tail(report.get_me) },
    { name: 'dashboard p99 < 4x p50', ok: !!report && tail(report.dashboard) },
  ];
  printChecks(checks);
  writeReport(outDir, 'api-vs-floor', { measured_at: new Date().toISOString(), database: run.database, ...report });
  return { checks, report };
}
