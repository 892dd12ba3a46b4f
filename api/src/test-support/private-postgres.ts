// A PostgreSQL server of a test's own (initdb into a temporary folder, pg_ctl on a free port), for tests that
// stop and start the database under a running portal: the shared server other tests use is never touched.
// PostgreSQL refuses to run as root: as root (CI's .ci/run) its programs run as the `postgres` user, which
// the PostgreSQL package creates; as anyone else, as that user. Binaries: PG_BIN, else Debian's path.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './free-port';

const BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';

export interface PrivatePostgres {
  /** postgres://…@127.0.0.1:<port>/postgres */
  url: string;
  /** Stops the server: `fast` (a restart) or `immediate` (as if it crashed; recovery at the next start). */
  stop(mode?: 'fast' | 'immediate'): Promise<void>;
  /** Starts it and waits until it accepts connections. */
  start(): Promise<void>;
  /** Stops it and deletes its folder. */
  remove(): Promise<void>;
}

/** The uid/gid of `postgres` when this process is root (PostgreSQL will not run as root), else null. */
function runAs(): { uid: number; gid: number } | null {
  if (process.getuid?.() !== 0) return null;
  const line = fs
    .readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .find((entry) => entry.startsWith('postgres:'));
  const [, , uid, gid] = line?.split(':') ?? [];
  if (!uid || !gid) throw new Error('Running as root, and there is no postgres user to run PostgreSQL as');
  return { uid: Number(uid), gid: Number(gid) };
}

/** Runs a PostgreSQL program (asynchronously: the test's requests go on meanwhile). */
function run(program: string, args: string[], user: { uid: number; gid: number } | null, cwd: string): Promise<void> {
  return new Promise((resolve, reject) => {
    execFile(
      path.join(BIN, program),
      args,
      {
        cwd,
        timeout: 60_000,
        ...(user ? { uid: user.uid, gid: user.gid } : {}),
        env: { PATH: process.env.PATH ?? '', LANG: 'C', LC_ALL: 'C' },
      },
      (error, stdout, stderr) =>
        error ? reject(new Error(`${program} ${args.join(' ')} failed: ${stderr}${stdout}`)) : resolve(),
    );
  });
}

export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const user = runAs();
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-pg-'));
  const data = path.join(folder, 'data');
  if (user) fs.chownSync(folder, user.uid, user.gid);
  const port = await freePort();
  await run('initdb', ['-D', data, '-U', 'portal', '-A', 'trust', '--no-sync', '-E', 'UTF8'], user, folder);
  // Listens on loopback only, its socket in its own folder; small, as a test needs.
  const options = `-p ${port} -k ${folder} -c listen_addresses=127.0.0.1 -c max_connections=50 -c shared_buffers=16MB`;
  const pgCtl = (...args: string[]) => run('pg_ctl', ['-D', data, ...args], user, folder);
  const server: PrivatePostgres = {
    url: `postgres://portal@127.0.0.1:${port}/postgres`,
    start: () => pgCtl('-o', options, '-l', path.join(folder, 'log'), '-w', '-t', '60', 'start'),
    stop: (mode = 'fast') => pgCtl('-m', mode, '-w', '-t', '60', 'stop'),
    async remove() {
      await server.stop('immediate').catch(() => undefined); // not running
      fs.rmSync(folder, { recursive: true, force: true });
    },
  };
  await server.start();
  return server;
}
