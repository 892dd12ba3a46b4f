// What a version folder says about itself: its manifest (mf-manifest.json: name, exposed modules), its
// portal-remote.json (name, package version, the exact shared-library versions it was built with) and
// its content hash, which must match the folder's name (`<package version>-<8 hex>`).
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { hashDirectory, listFiles } from '@portal/shared/artifacts/content-hash.mjs';
import type { RemoteName } from '@portal/shared/contract/remote-registry';
import { ApiError } from '../../http/errors';

export const REMOTE_ENTRY = 'remoteEntry.js';
const MANIFEST = 'mf-manifest.json';
const PORTAL_REMOTE = 'portal-remote.json';

const portalRemoteSchema = z.object({
  name: z.string(),
  package_version: z.string().regex(/^[0-9A-Za-z][0-9A-Za-z.+_-]*$/),
  built_with: z.record(z.string(), z.string()),
});
const manifestSchema = z.object({
  name: z.string(),
  exposes: z.array(z.object({ path: z.string() }).passthrough()),
});

export interface VersionFacts {
  builtWith: Record<string, string>;
  exposes: string[];
  files: number;
  bytes: number;
}

const notARemoteBuild = (message: string) => new ApiError(422, 'not_a_remote_build', message);

function readJsonFile<T>(dir: string, file: string, schema: z.ZodType<T>, what: string): T {
  const full = path.join(dir, file);
  if (!fs.existsSync(full)) throw notARemoteBuild(`The version folder has no ${file} (${what})`);
  let parsed: z.ZodSafeParseResult<T>;
  try {
    parsed = schema.safeParse(JSON.parse(fs.readFileSync(full, 'utf8')));
  } catch {
    throw notARemoteBuild(`${file} is not JSON`);
  }
  if (!parsed.success) throw notARemoteBuild(`${file} does not have the expected fields (${what})`);
  return parsed.data;
}

/**
 * Reads and checks a version folder of `remote` named `version`. Refuses (422) a folder that is not a
 * build of this remote, or whose content does not give its name: folders are immutable, named by content.
 */
export function readVersionFacts(dir: string, remote: RemoteName, version: string): VersionFacts {
  if (!fs.existsSync(path.join(dir, REMOTE_ENTRY))) {
    throw notARemoteBuild(`The version folder has no ${REMOTE_ENTRY}: it is not a remote build`);
  }
  const manifest = readJsonFile(dir, MANIFEST, manifestSchema, 'the module-federation manifest');
  const info = readJsonFile(dir, PORTAL_REMOTE, portalRemoteSchema, 'written by npm run release and npm run build');
  if (manifest.name !== remote || info.name !== remote) {
    throw notARemoteBuild(`This is a build of ${info.name}, not of ${remote}`);
  }
  const expected = `${info.package_version}-${hashDirectory(dir).slice(0, 8)}`;
  if (expected !== version) {
    throw new ApiError(
      422,
      'version_mismatch',
      `These files make version ${expected}, not ${version}: a version's name is its content's hash`,
    );
  }
  const files = listFiles(dir);
  return {
    builtWith: info.built_with,
    exposes: manifest.exposes.map((expose) => expose.path),
    files: files.length,
    bytes: files.reduce((sum, file) => sum + fs.statSync(path.join(dir, file)).size, 0),
  };
}
