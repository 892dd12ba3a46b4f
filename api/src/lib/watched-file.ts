// A file the server keeps parsed in memory and reads again only when it changes on disk (a build replaces
// it while the server runs).
import fs from 'node:fs';

/** A file read again only when its modification time changes; undefined when missing or unreadable. */
export function watchedFile<T>(file: string, parse: (text: string) => T): () => T | undefined {
  let seen: { mtimeMs: number; value: T | undefined } | null = null;
  return () => {
    let mtimeMs: number;
    try {
      mtimeMs = fs.statSync(file).mtimeMs;
    } catch {
      seen = null;
      return undefined;
    }
    if (seen?.mtimeMs !== mtimeMs) {
      let value: T | undefined;
      try {
        value = parse(fs.readFileSync(file, 'utf8'));
      } catch {
        value = undefined;
      }
      seen = { mtimeMs, value };
    }
    return seen.value;
  };
}
