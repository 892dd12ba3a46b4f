// Releasing one remote against building the whole portal (issue 13): the wall time from the start of
// `npm run release -- mfe-tickets` (a changed copy of its sources, so there is something to publish) to its
// published version on a running portal — build, upload, the gate with its Chromium smoke, publish — and,
// measured in the same run on the same machine, `npm run build` of every app. Target: a release of one
// remote takes at most 0.75x the whole-portal build, its own build step at most 0.5x.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import path from 'node:path';
import { changedRemoteCopy } from './remote-copy.mjs';
import { printChecks, writeReport } from './lib/report.mjs';
import { startPortalServer } from './server.mjs';

const RELEASE_TARGET = 0.75;
const BUILD_STEP_TARGET = 0.5;

function timed(command, args, { cwd, env }) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    for (const stream of [child.stdout, child.stderr]) stream.on('data', (chunk) => (output += chunk));
    child.once('error', reject);
    child.once('exit', (code) => resolve({ code, output, ms: Math.round(performance.now() - started) }));
  });
}

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

/** @param {{ repoRoot: string, staticDir: string, outDir: string }} options */
export async function benchRelease({ repoRoot, staticDir, outDir }) {
  const releaseKey = randomBytes(32).toString('base64url');
  // Inside the repository, so that the copy resolves the workspace's packages.
  const artifacts = path.join(repoRoot, 'e2e', '.artifacts');
  mkdirSync(artifacts, { recursive: true });
  const sources = mkdtempSync(path.join(artifacts, 'bench-sources-'));
  const marker = `bench ${new Date().toISOString()}`;
  const copy = changedRemoteCopy({
    repoRoot,
    folder: 'mfe-tickets',
    into: sources,
    file: 'src/i18n/en.ts',
    from: "title: 'Support tickets',",
    to: `title: 'Support tickets', // ${marker}`,
  });
  const server = await startPortalServer({
    repoRoot,
    staticDir,
    env: () => ({
      RELEASE_API_KEY: releaseKey,
      CAP_DIFFICULTY: '1',
      PORTAL_JOBS_SCHEDULE: '0',
      PORTAL_DEMO_FLEET: '0',
    }),
  });
  let release;
  try {
    release = await timed(
      process.execPath,
      ['--import', 'tsx', 'shared/tooling/release/release.ts', 'mfe-tickets', '--from', copy],
      {
        cwd: repoRoot,
        env: { ...process.env, PORTAL_URL: server.baseURL, RELEASE_API_KEY: releaseKey, PORTAL_OPERATOR: 'bench' },
      },
    );
  } finally {
    await server.stop();
    rmSync(sources, { recursive: true, force: true });
  }
  const buildStep = Number(/build\s+✓ \S+ in ([\d.]+) s/.exec(release.output)?.[1] ?? NaN) * 1000;
  const gate = Number(/gate\s+✓ passed in ([\d.]+) s/.exec(release.output)?.[1] ?? NaN) * 1000;
  console.log(
    `npm run release -- mfe-tickets: ${seconds(release.ms)} to a published version (build ${seconds(buildStep)}, gate ${seconds(gate)})`,
  );

  // After the portal stopped, so nothing else takes the CPU from the floor.
  const whole = await timed(process.execPath, ['shared/tooling/build.mjs', '--quiet'], {
    cwd: repoRoot,
    env: process.env,
  });
  console.log(`npm run build (the whole portal): ${seconds(whole.ms)}`);

  const report = {
    release_to_published_ms: release.ms,
    release_build_step_ms: buildStep,
    release_gate_ms: gate,
    whole_portal_build_ms: whole.ms,
    release_ratio: Number((release.ms / whole.ms).toFixed(2)),
    build_step_ratio: Number((buildStep / whole.ms).toFixed(2)),
  };
  writeReport(outDir, 'release', report);
  const checks = [
    {
      name: 'npm run release -- mfe-tickets published its version',
      ok: release.code === 0 && /Published mfe_tickets /.test(release.output),
      detail: release.code === 0 ? [] : release.output.split('\n').slice(-15),
    },
    {
      name: 'npm run build succeeded',
      ok: whole.code === 0,
      detail: whole.code === 0 ? [] : whole.output.split('\n').slice(-15),
    },
    {
      name: `release to published <= ${RELEASE_TARGET}x the whole-portal build (${report.release_ratio}x)`,
      ok: report.release_ratio <= RELEASE_TARGET,
    },
    {
      name: `the release's build step <= ${BUILD_STEP_TARGET}x the whole-portal build (${report.build_step_ratio}x)`,
      ok: report.build_step_ratio <= BUILD_STEP_TARGET,
    },
  ];
  printChecks(checks);
  return { checks, report };
}
