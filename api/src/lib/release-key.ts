// The operators' key for the release API (npm run release, npm run remotes): RELEASE_API_KEY, else
// generated once into the data folder (mode 0600) so that a CLI on the same machine finds it there.
// Several API processes on one database must share one key: set RELEASE_API_KEY for all of them.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export const RELEASE_KEY_FILE = 'release-api-key';

export function loadReleaseKey(options: { configured: string | undefined; dataDir: string }): string {
  if (options.configured) return options.configured;
  const file = path.join(options.dataDir, RELEASE_KEY_FILE);
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim();
  const key = crypto.randomBytes(32).toString('base64url');
  fs.mkdirSync(options.dataDir, { recursive: true });
  // 'wx': a second process starting at the same moment keeps the first one's key.
  try {
    fs.writeFileSync(file, `${key}\n`, { mode: 0o600, flag: 'wx' });
    return key;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return fs.readFileSync(file, 'utf8').trim();
    throw error;
  }
}

/** Compares a presented key with the real one in constant time (no early exit on the first wrong byte). */
export function isReleaseKey(presented: string, key: string): boolean {
  const digest = (value: string) => crypto.createHash('sha256').update(value).digest();
  return crypto.timingSafeEqual(digest(presented), digest(key));
}
