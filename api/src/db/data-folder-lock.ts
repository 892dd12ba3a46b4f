// The embedded database (PGlite) takes one process per folder: a second process opening it works on a copy
// of its own, and the two diverge (a node added beside a running portal was never seen by it). Whoever
// opens the folder holds `<folder>.lock` (its pid, its command, the portal's URL) until it closes; a
// second opener is refused with words saying who holds it and what to do. A lock whose process is gone
// (killed outright) is taken over.
import fs from 'node:fs';

export interface FolderHolder {
  pid: number;
  /** What the operator ran: `npm start`, `npm run node`, … */
  command: string;
  /** The portal's address, when the holder is the portal. */
  url?: string | undefined;
  since: string;
}

export type FolderOpener = Omit<FolderHolder, 'pid' | 'since'>;

export class DatabaseInUseError extends Error {
  constructor(
    readonly folder: string,
    readonly holder: FolderHolder,
  ) {
    const who = `${holder.command} (process ${holder.pid}${holder.url ? `, ${holder.url}` : ''})`;
    super(
      holder.url
        ? `The portal is running on this embedded database: ${who} has ${folder} open, and it takes one process at a time. Nothing was changed.\n` +
            'Stop the portal (Ctrl-C where it runs), run this command again, then start the portal again. ' +
            'With PostgreSQL (DATABASE_URL) this command works while the portal runs.'
        : `${who} has the embedded database ${folder} open, and it takes one process at a time. Wait until it ends, then try again.`,
    );
    this.name = 'DatabaseInUseError';
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, as another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readHolder(file: string): FolderHolder | null {
  try {
    const holder = JSON.parse(fs.readFileSync(file, 'utf8')) as FolderHolder;
    return Number.isInteger(holder.pid) ? holder : null;
  } catch {
    return null;
  }
}

/** Takes the folder for this process, or throws DatabaseInUseError; returns the release. */
export function lockDataFolder(folder: string, opener: FolderOpener): () => void {
  const file = `${folder}.lock`;
  const mine: FolderHolder = { pid: process.pid, ...opener, since: new Date().toISOString() };
  for (let attempt = 0; ; attempt += 1) {
    try {
      fs.writeFileSync(file, JSON.stringify(mine), { flag: 'wx', mode: 0o600 });
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || attempt > 0) throw error;
      const holder = readHolder(file);
      if (holder && holder.pid !== process.pid && isRunning(holder.pid)) throw new DatabaseInUseError(folder, holder);
      // Left by a process that is gone (or unreadable): take it over.
      fs.rmSync(file, { force: true });
    }
  }
  const release = () => {
    process.off('exit', release);
    if (readHolder(file)?.pid === process.pid) fs.rmSync(file, { force: true });
  };
  // A process.exit() that skipped close() still leaves the folder free.
  process.on('exit', release);
  return release;
}
