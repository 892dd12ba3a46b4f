// The artifact store (docs/adr/0008): one folder per remote version, `<REMOTES_DIR>/<remote>/<version>/`,
// written once and never changed or removed — a rollback needs old versions, and open tabs still fetch
// their chunks. Browsers load them from this server's /remotes/ or, with REMOTES_BASE_URL, from a CDN
// in front of it. A folder appears whole or not at all: written beside its place, checked, then renamed.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { hashDirectory } from '@portal/shared/artifacts/content-hash.mjs';
import type { RemoteName } from '@portal/shared/contract/remote-registry';
import type { Config } from '../../config';
import { ApiError } from '../../http/errors';
import { readVersionFacts, REMOTE_ENTRY, type VersionFacts } from './version-facts';

/** What one upload may hold: a remote build with its source maps is a few MB. */
export const MAX_VERSION_BYTES = 40 * 1024 * 1024;

export interface StoredVersion {
  stored: 'new' | 'kept';
  facts: VersionFacts;
}

export interface ArtifactStore {
  versionDir(remote: RemoteName, version: string): string;
  /** The URL of the version's folder as browsers load it (absolute with a base URL, else from `/`), no slash at the end. */
  folderUrl(remote: RemoteName, version: string): string;
  /** The URL of the version's remoteEntry.js that browsers load. */
  entryUrl(remote: RemoteName, version: string): string;
  has(remote: RemoteName, version: string): boolean;
  /** Stores uploaded files as `version` (refused when they are not a build of `remote` named so). */
  storeFiles(remote: RemoteName, version: string, files: { path: string; content: Buffer }[]): StoredVersion;
  /** Brings a folder a build wrote elsewhere into the store (nothing to copy when it is already there). */
  importFolder(remote: RemoteName, version: string, sourceDir: string): StoredVersion;
}

export function createArtifactStore(config: Pick<Config, 'remotesDir' | 'remotesBaseUrl'>): ArtifactStore {
  const versionDir = (remote: RemoteName, version: string) => path.join(config.remotesDir, remote, version);
  const base = config.remotesBaseUrl ?? '/remotes';

  /** Moves a checked staging folder into place, or keeps what is there when it has the same content. */
  function settle(staging: string, target: string, facts: VersionFacts): StoredVersion {
    try {
      fs.renameSync(staging, target);
      return { stored: 'new', facts };
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code !== 'EEXIST' && code !== 'ENOTEMPTY' && code !== 'EISDIR') throw error;
    }
    // Stored before (or by a concurrent upload of the same build): identical content or a refusal.
    const same = hashDirectory(target) === hashDirectory(staging);
    fs.rmSync(staging, { recursive: true, force: true });
    if (!same) {
      throw new ApiError(
        409,
        'version_exists',
        'A different folder is already stored under this version; versions never change',
      );
    }
    return { stored: 'kept', facts };
  }

  function stagingDir(remote: RemoteName): string {
    const dir = path.join(config.remotesDir, remote, `.staging-${crypto.randomBytes(6).toString('hex')}`);
    fs.mkdirSync(dir, { recursive: true });
    return dir;
  }

  function checked<T>(staging: string, work: () => T): T {
    try {
      return work();
    } catch (error) {
      fs.rmSync(staging, { recursive: true, force: true });
      throw error;
    }
  }

  return {
    versionDir,
    folderUrl: (remote, version) => `${base}/${remote}/${version}`,
    entryUrl: (remote, version) => `${base}/${remote}/${version}/${REMOTE_ENTRY}`,
    has: (remote, version) => fs.existsSync(path.join(versionDir(remote, version), REMOTE_ENTRY)),

    storeFiles(remote, version, files) {
      const total = files.reduce((sum, file) => sum + file.content.length, 0);
      if (total > MAX_VERSION_BYTES) {
        throw new ApiError(
          413,
          'version_too_large',
          `A version may hold at most ${MAX_VERSION_BYTES / 1024 / 1024} MB`,
        );
      }
      const seen = new Set<string>();
      for (const file of files) {
        if (seen.has(file.path)) throw new ApiError(400, 'duplicate_file', `${file.path} is sent twice`);
        seen.add(file.path);
      }
      const staging = stagingDir(remote);
      return checked(staging, () => {
        for (const file of files) {
          const target = path.join(staging, file.path);
          // The contract's path rule already refuses `..`; this keeps the promise whatever the caller.
          if (!target.startsWith(`${staging}${path.sep}`))
            throw new ApiError(400, 'bad_file_path', `${file.path} leaves the folder`);
          fs.mkdirSync(path.dirname(target), { recursive: true });
          fs.writeFileSync(target, file.content, { flag: 'wx' });
        }
        const facts = readVersionFacts(staging, remote, version);
        return settle(staging, versionDir(remote, version), facts);
      });
    },

    importFolder(remote, version, sourceDir) {
      const target = versionDir(remote, version);
      if (path.resolve(sourceDir) === path.resolve(target)) {
        return { stored: 'kept', facts: readVersionFacts(target, remote, version) };
      }
      const staging = stagingDir(remote);
      return checked(staging, () => {
        fs.cpSync(sourceDir, staging, { recursive: true });
        const facts = readVersionFacts(staging, remote, version);
        return settle(staging, target, facts);
      });
    },
  };
}
