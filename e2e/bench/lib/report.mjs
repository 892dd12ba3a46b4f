// How every bench reports: its checks as PASS/FAIL lines (the targets of docs/benchmarks.md), and its
// figures as bench-results/<name>.json.
import { writeFileSync } from 'node:fs';
import path from 'node:path';

/** @param {{ name: string, ok: boolean, detail?: unknown[] }[]} checks */
export function printChecks(checks) {
  for (const check of checks) {
    console.log(
      `${check.ok ? 'PASS' : 'FAIL'}  ${check.name}${!check.ok && check.detail?.length ? `: ${JSON.stringify(check.detail)}` : ''}`,
    );
  }
}

/** Writes `report` to `<outDir>/<name>.json` and says so. */
export function writeReport(outDir, name, report) {
  const file = path.join(outDir, `${name}.json`);
  writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
  console.log(`Wrote ${path.relative(process.cwd(), file)}`);
}

/** The last `lines` lines of a child's output, for a run that gave no figure. */
export const lastLines = (output, lines = 20) => output.trim().split('\n').slice(-lines).join('\n');
