// Remote builds for the registry's tests: folders with what a real build has (remoteEntry.js,
// mf-manifest.json, portal-remote.json), named by their content as npm run release names them, and a
// shell build (dist/build-info.json) saying which library versions the live shell runs.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildVersion } from '@portal/shared/artifacts/content-hash.mjs';
import type { RemoteName } from '@portal/shared/contract/remote-registry';

export const SHELL_BUILT_WITH = {
  react: '19.2.0',
  'react-dom': '19.2.0',
  'react-router': '7.18.0',
  'styled-components': '6.6.0',
  zustand: '5.1.0',
  '@tanstack/react-query': '5.108.0',
  '@portal/shared': '0.1.0',
};

export interface FakeBuild {
  remote: RemoteName;
  version: string;
  dir: string;
  /** The upload body of this folder. */
  files: { path: string; content_base64: string }[];
}

/** Writes a remote build into a temporary folder (removed with the process's temp dir). */
export function remoteBuild(
  remote: RemoteName,
  options: { marker?: string; builtWith?: Record<string, string>; exposes?: string[]; packageVersion?: string } = {},
): FakeBuild {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `portal-${remote}-`));
  const exposes = options.exposes ?? ['./routes'];
  const packageVersion = options.packageVersion ?? '0.1.0';
  const write = (file: string, content: string) => {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), content);
  };
  write('remoteEntry.js', `var ${remote};/* ${options.marker ?? 'build'} */`);
  write('chunks/42.abcdef0123.js', `/* a chunk of ${options.marker ?? 'build'} */`);
  write(
    'mf-manifest.json',
    JSON.stringify({ id: remote, name: remote, exposes: exposes.map((p) => ({ name: p.slice(2), path: p })) }),
  );
  write(
    'portal-remote.json',
    JSON.stringify({
      name: remote,
      package_version: packageVersion,
      built_with: options.builtWith ?? SHELL_BUILT_WITH,
    }),
  );
  const files = listFilesRecursively(dir).map((file) => ({
    path: file,
    content_base64: fs.readFileSync(path.join(dir, file)).toString('base64'),
  }));
  return { remote, version: buildVersion(packageVersion, dir), dir, files };
}

function listFilesRecursively(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
}

/** A built shell in `staticDir`: index.html and build-info.json (plus the remotes the build wrote, if any). */
export function writeShellBuild(
  staticDir: string,
  options: { builtWith?: Record<string, string>; buildId?: string; remotes?: FakeBuild[] } = {},
): void {
  fs.mkdirSync(staticDir, { recursive: true });
  fs.writeFileSync(path.join(staticDir, 'index.html'), '<!doctype html><html><head></head><body></body></html>');
  for (const build of options.remotes ?? []) {
    fs.cpSync(build.dir, path.join(staticDir, 'remotes', build.remote, build.version), { recursive: true });
  }
  const info = {
    ...(options.buildId ? { build_id: options.buildId } : {}),
    shell: {
      version: '0.1.0-5e11a000',
      built_at: new Date().toISOString(),
      built_with: options.builtWith ?? SHELL_BUILT_WITH,
    },
    remotes: Object.fromEntries(
      (options.remotes ?? []).map((build) => [
        build.remote,
        { version: build.version, built_at: new Date().toISOString() },
      ]),
    ),
  };
  // Written beside and renamed, as the build does: a server looking at the same moment sees old or new.
  const file = path.join(staticDir, 'build-info.json');
  fs.writeFileSync(`${file}.tmp`, JSON.stringify(info));
  fs.renameSync(`${file}.tmp`, file);
}
