// Clash renders of 50 nodes per second on one core (issue 14: at least 2 000). The measurement is the
// API's own (api/bench/clash-render.ts: the real Fastify app listening on a port on in-memory PGlite,
// migrations applied, 50 nodes and a customer inserted, autocannon in a child process over keep-alive HTTP,
// every request served as in production: token, nodes, YAML, fetch-log row). The server and its database
// run on one thread, so the figure is requests per CPU-second of that process; requests per wall-clock
// second are printed beside it. It needs database access to create the 50 nodes, which the portal server
// the bench starts does not offer, so it runs as a child process and we read its figure.
// BENCH_SECONDS / BENCH_CONNECTIONS pass through (defaults 10 s, 10 connections).
import { runApiScript } from './lib/api-script.mjs';
import { printChecks, writeReport } from './lib/report.mjs';

const SCRIPT = 'api/bench/clash-render.ts';
const FIGURE =
  /(\d+) renders per CPU-second \(one core; (\d+) µs each\); (\d+) requests\/s \(p50 ([\d.]+) ms, p99 ([\d.]+) ms, (\d+) requests, (\d+) failures/;
export const CLASH_RENDERS_PER_CORE_TARGET = 2000;

/** @param {{ repoRoot: string, outDir: string }} options */
export async function benchClashRender({ repoRoot, outDir }) {
  const started = Date.now();
  const { code, output } = await runApiScript({ repoRoot, script: SCRIPT });
  const line = output.split('\n').find((text) => FIGURE.test(text));
  const match = line?.match(FIGURE);
  const figure = match
    ? {
        renders_per_cpu_second: Number(match[1]),
        cpu_us_per_render: Number(match[2]),
        requests_per_second: Number(match[3]),
        latency_p50_ms: Number(match[4]),
        latency_p99_ms: Number(match[5]),
        requests: Number(match[6]),
        failures: Number(match[7]),
      }
    : null;

  console.log(line ?? output.trim());
  const checks = [
    { name: `${SCRIPT} ran (exit code ${code})`, ok: code === 0 },
    {
      name: 'Clash render: a figure with no failed request',
      ok: figure !== null && figure.requests > 0 && figure.failures === 0,
    },
    {
      name: `Clash render: >= ${CLASH_RENDERS_PER_CORE_TARGET} renders/s on one core (${figure?.renders_per_cpu_second ?? '?'})`,
      ok: figure !== null && figure.renders_per_cpu_second >= CLASH_RENDERS_PER_CORE_TARGET,
    },
  ];
  printChecks(checks);

  const report = {
    measured: `${SCRIPT}: GET /link/{token}?target=clash of a 50-node customer over keep-alive HTTP (autocannon in a child process); renders per CPU-second of the server process (one thread: the server and PGlite)`,
    measured_at: new Date().toISOString(),
    duration_ms: Date.now() - started,
    result: figure,
    line: line ?? null,
    checks,
  };
  writeReport(outDir, 'clash-render', report);
  return { checks, figure };
}
