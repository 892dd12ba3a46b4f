// Locates api/ on disk without import.meta (the tests run as CommonJS): from the repo root
// (npm start), from api/ (npm run --workspace api), or PORTAL_API_DIR.
import fs from 'node:fs';
import path from 'node:path';

export function apiDir(): string {
  const candidates = [process.env.PORTAL_API_DIR, process.cwd(), path.join(process.cwd(), 'api')].filter(
    (c): c is string => Boolean(c),
  );
  for (const dir of candidates) {
    if (fs.existsSync(path.join(dir, 'drizzle', 'meta', '_journal.json'))) return path.resolve(dir);
  }
  throw new Error(
    `Cannot find api/drizzle (looked in ${candidates.join(', ')}); run from the repository root or set PORTAL_API_DIR`,
  );
}

export function migrationsFolder(): string {
  return path.join(apiDir(), 'drizzle');
}
