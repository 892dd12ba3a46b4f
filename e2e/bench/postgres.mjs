// PostgreSQL for the benches that need it (the API against its floor, the node API at scale): the
// server named by BENCH_DATABASE_URL, else this machine's PostgreSQL cluster, started when it is
// installed but stopped and we are root (as CI does), with a role that may create databases. Each
// bench creates its own database and drops it. Answers null, with the reason, when there is none.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const ROLE = 'portal_bench';
const LOCAL_URL = `postgres://${ROLE}:${ROLE}@127.0.0.1:5432/postgres`;

function run(command, args) {
  return spawnSync(command, args, { encoding: 'utf8' });
}

/** @returns {{ url: string | null, reason: string }} */
export function benchPostgres() {
  if (process.env.BENCH_DATABASE_URL) return { url: process.env.BENCH_DATABASE_URL, reason: 'BENCH_DATABASE_URL' };
  if (run('pg_isready', ['-h', '127.0.0.1', '-p', '5432', '-q']).status !== 0) {
    const clusters = run('pg_lsclusters', ['-h']);
    const cluster = clusters.status === 0 ? clusters.stdout.split('\n').find((line) => line.trim()) : undefined;
    if (!cluster) return { url: null, reason: 'no PostgreSQL cluster here (set BENCH_DATABASE_URL)' };
    if (process.getuid?.() !== 0) return { url: null, reason: 'PostgreSQL is stopped and we are not root to start it' };
    const [version, name] = cluster.trim().split(/\s+/);
    execFileSync('pg_ctlcluster', [version, name, 'start'], { stdio: 'inherit' });
    for (let i = 0; i < 30 && run('pg_isready', ['-h', '127.0.0.1', '-p', '5432', '-q']).status !== 0; i += 1) {
      execFileSync('sleep', ['1']);
    }
  }
  if (process.getuid?.() === 0 && existsSync('/usr/bin/psql')) {
    const sql = `DO $$ BEGIN IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = '${ROLE}') THEN CREATE ROLE ${ROLE} LOGIN CREATEDB PASSWORD '${ROLE}'; END IF; END $$;`;
    const created = run('su', ['postgres', '-c', `psql -q -v ON_ERROR_STOP=1 -c "${sql.replaceAll('$', '\\$')}"`]);
    if (created.status !== 0) return { url: null, reason: `could not create the bench role: ${created.stderr.trim()}` };
  }
  return { url: LOCAL_URL, reason: 'the local PostgreSQL cluster' };
}
