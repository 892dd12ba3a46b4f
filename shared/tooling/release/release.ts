// `npm run release -- <remote>`: ships one remote on a running portal (docs/adr/0008) —
//   1. builds that remote only (webpack, production; the shell and the other remotes are not touched),
//   2. uploads its folder to the portal's artifact store as a new immutable version, a candidate,
//   3. runs the gate (the server's checks, then load, modules and smoke in Chromium with it in preview),
//   4. publishes it if the gate passed (unless --no-publish), against the live version seen at step 0.
// Options: --no-publish, --reason <why>, --portal <url>, --operator <name>, --from <folder> (build the
// remote from that folder, e.g. another checkout of it, instead of <repo>/<remote>).
// Exit status: 0 published (or a passing candidate with --no-publish), 1 refused or failed, 2 usage.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import {
  adminRemotePublish,
  adminRemoteGateReport,
  adminRemotesList,
  adminRemoteVersionUpload,
} from '@portal/shared/contract/remote-registry';
import { REMOTES } from '../federation.mjs';
import { describeApp, REPO_ROOT } from '../lib/apps.mjs';
import { listFiles } from '../../artifacts/content-hash.mjs';
import { buildRemote } from '../lib/remote-build.mjs';
import { runReleaseToolChecks } from './gate/run-gate';
import { call, connect, PortalError } from './portal-client';
import { formatBytes, gateLines, resolveRemote, seconds } from './print';

const USAGE = `usage: npm run release -- <remote> [--no-publish] [--reason <why>] [--portal <url>] [--operator <name>] [--from <folder>]
  <remote>: ${Object.entries(REMOTES)
    .map(([folder, name]) => `${folder} (${name})`)
    .join(', ')}`;

function gitDescription(dir: string): string | null {
  try {
    const sha = execFileSync('git', ['rev-parse', '--short', 'HEAD'], {
      cwd: dir,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
    const dirty = execFileSync('git', ['status', '--porcelain', '--', '.'], {
      cwd: dir,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
    return `git ${sha}${dirty ? ' with uncommitted changes' : ''}`;
  } catch {
    return null;
  }
}

async function main(): Promise<number> {
  let args;
  try {
    args = parseArgs({
      allowPositionals: true,
      options: {
        'no-publish': { type: 'boolean', default: false },
        reason: { type: 'string' },
        portal: { type: 'string' },
        operator: { type: 'string' },
        from: { type: 'string' },
      },
    });
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`);
    return 2;
  }
  const { values, positionals } = args;
  const remote = positionals.length === 1 ? resolveRemote(positionals[0]!) : null;
  if (!remote) {
    console.error(positionals.length === 1 ? `Unknown remote "${positionals[0]}"\n${USAGE}` : USAGE);
    return 2;
  }
  const folder = Object.entries(REMOTES).find(([, name]) => name === remote)![0];
  const dir = values.from ? path.resolve(values.from) : path.join(REPO_ROOT, folder);
  const app = describeApp(path.dirname(dir), path.basename(dir), remote);
  if (!fs.existsSync(path.join(dir, 'src/routes.tsx'))) {
    console.error(`${dir} has no src/routes.tsx: there is nothing of ${remote} to release yet`);
    return 1;
  }

  const started = Date.now();
  const portal = connect({ portal: values.portal, operator: values.operator });
  console.log(
    `Releasing ${remote} from ${path.relative(process.cwd(), dir) || dir} to ${portal.url} as ${portal.operator}`,
  );
  const list = await call(portal, adminRemotesList);
  const live = list.result.remotes.find((summary) => summary.remote === remote)?.live ?? null;
  console.log(`  live now  ${live ? `${live.version} (since ${live.since}, by ${live.by})` : 'nothing published yet'}`);

  const built = await buildRemote(app);
  const files = listFiles(built.outputPath);
  const bytes = files.reduce((sum, file) => sum + fs.statSync(path.join(built.outputPath, file)).size, 0);
  console.log(
    `  build     ✓ ${built.version} in ${seconds(built.durationMs)} (${remote} only: ${files.length} files, ${formatBytes(bytes)})`,
  );
  if (built.warnings) console.log(built.warnings);
  if (built.version === live?.version) {
    console.log(
      `\n${remote} ${built.version} is already live: these sources are what customers run. Nothing to release.`,
    );
    return 0;
  }

  const uploadStarted = Date.now();
  const uploaded = await call(portal, adminRemoteVersionUpload, {
    params: { remote, version: built.version },
    body: {
      files: files.map((file) => ({
        path: file,
        content_base64: fs.readFileSync(path.join(built.outputPath, file)).toString('base64'),
      })),
    },
  });
  console.log(
    `  store     ✓ ${uploaded.result.stored === 'new' ? 'a new version folder' : 'already stored (same content)'} in ${seconds(Date.now() - uploadStarted)}`,
  );

  const gateStarted = Date.now();
  const checks = await runReleaseToolChecks(portal, uploaded.result.version, (page) =>
    console.log(`            ${page.ok ? '✓' : '✗'} ${page.path} ${page.ms} ms`),
  );
  const gated = await call(portal, adminRemoteGateReport, {
    params: { remote, version: built.version },
    body: { checks },
  });
  const gate = gated.result.gate;
  console.log(
    `  gate      ${gate.status === 'passed' ? '✓ passed' : `✗ ${gate.status}`} in ${seconds(Date.now() - gateStarted)}`,
  );
  for (const line of gateLines(gate.checks)) console.log(`            ${line}`);

  if (gate.status !== 'passed') {
    console.log(
      `\n${remote} ${built.version} did not pass the gate; not published. It stays a candidate: preview it with\n` +
        `  npm run remotes -- preview ${remote} ${built.version}\n` +
        `and publish it anyway (recorded as forced) with\n` +
        `  npm run remotes -- publish ${remote} ${built.version} --force --reason "<why>"`,
    );
    return 1;
  }
  if (values['no-publish']) {
    console.log(
      `\nCandidate ${remote} ${built.version} passed the gate; not published (--no-publish) after ${seconds(Date.now() - started)}.\n` +
        `  preview: npm run remotes -- preview ${remote} ${built.version}\n` +
        `  publish: npm run remotes -- publish ${remote} ${built.version} --reason "<why>"`,
    );
    return 0;
  }
  const source = gitDescription(dir);
  const reason = values.reason ?? `npm run release${source ? ` (${source})` : ''}`;
  const published = await call(portal, adminRemotePublish, {
    params: { remote },
    body: { version: built.version, reason, expected_live: live?.version ?? null },
  });
  console.log(`  publish   ✓ ${published.message}`);
  console.log(
    `\nPublished ${remote} ${built.version} in ${seconds(Date.now() - started)}. Open tabs keep their version until they reload.\n` +
      `  roll back: npm run remotes -- rollback ${remote} --reason "<why>"`,
  );
  return 0;
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(error instanceof PortalError ? `\n${error.message}` : error);
    process.exitCode = 1;
  },
);
