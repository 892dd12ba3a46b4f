// The API's own benches (api/bench/*.ts) run as child processes (`npx tsx`), on the bench's PostgreSQL
// (../postgres.mjs) when they need it; each prints its figures as one line `<MARKER> {json}`, read here.
import { spawn } from 'node:child_process';
import { benchPostgres } from '../postgres.mjs';
import { lastLines, printChecks, writeReport } from './report.mjs';

/**
 * @param {{ repoRoot: string, script: string, postgres?: boolean }} options
 * @returns {Promise<{ skipped: string } | { code: number | null, output: string, database: string | null }>}
 */
export async function runApiScript({ repoRoot, script, postgres = false }) {
  const database = postgres ? benchPostgres() : null;
  if (database && !database.url) return { skipped: database.reason };
  const env = database ? { ...process.env, BENCH_DATABASE_URL: database.url } : process.env;
  return new Promise((resolve, reject) => {
    const child = spawn('npx', ['tsx', script], { cwd: repoRoot, env, stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    for (const stream of [child.stdout, child.stderr]) stream.on('data', (chunk) => output.push(chunk));
    child.once('error', reject);
    child.once('exit', (code) =>
      resolve({ code, output: Buffer.concat(output).toString('utf8'), database: database?.reason ?? null }),
    );
  });
}

/** The JSON after `marker` in a script's output, or null. */
export function markedResult(output, marker) {
  const line = output.split('\n').find((text) => text.startsWith(marker));
  return line ? JSON.parse(line.slice(marker.length)) : null;
}

/**
 * A PostgreSQL bench of the API: runs `script`, prints its figures (`print`) and checks (`checks`, after
 * "<script> ran"), and writes bench-results/<name>.json. Without PostgreSQL the one check fails, naming why.
 * @param {{ repoRoot: string, outDir: string, name: string, script: string, marker: string, what: string,
 *   measured: string, limits: Record<string, unknown>, print: (result: any) => void,
 *   checks: (result: any) => { name: string, ok: boolean }[] }} options
 */
export async function benchApiOnPostgres({
  repoRoot,
  outDir,
  name,
  script,
  marker,
  what,
  measured,
  limits,
  print,
  checks,
}) {
  const started = Date.now();
  const run = await runApiScript({ repoRoot, script, postgres: true });
  const result = 'skipped' in run ? null : markedResult(run.output, marker);
  const skipped = 'skipped' in run ? run.skipped : result?.skipped;
  let answered;
  if (skipped) {
    console.log(`Skipped: ${skipped}`);
    answered = [{ name: `${what} on PostgreSQL ran (${skipped})`, ok: false }];
  } else if (!result) {
    console.log(lastLines(run.output));
    answered = [{ name: `${script} ran (exit code ${run.code})`, ok: false }];
  } else {
    print(result);
    answered = [{ name: `${script} ran (exit code ${run.code})`, ok: run.code === 0 }, ...checks(result)];
  }
  printChecks(answered);
  const report = { measured, measured_at: new Date().toISOString(), duration_ms: Date.now() - started, ...limits };
  writeReport(outDir, name, { ...report, result, checks: answered });
  return { checks: answered, result };
}
