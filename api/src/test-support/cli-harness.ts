// Running one of the API's command-line tools (api/src/cli/<script>) as an operator would, against a data
// folder of its own and, in PostgreSQL runs (TEST_DATABASE_URL), a fresh database. Call inside a test file:
// it registers the beforeAll/afterAll that make and remove them.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { DatabaseTarget } from '../db/client';
import { freshPostgres } from './test-app';

const API_DIR = path.resolve(__dirname, '../..');

interface CliResult {
  code: number | null;
  out: string;
  err: string;
}

export interface CliHarness {
  /** Runs `npx tsx src/cli/<script> ...args`: exit code, stdout and stderr (npm's own warnings left out), trimmed. */
  cli(...args: string[]): CliResult;
  /** Runs another of the tools on the same data folder and database. */
  tool(script: string, ...args: string[]): CliResult;
  /** The data folder the tool uses. */
  dataDir(): string;
  /** The PostgreSQL database of this run; undefined on PGlite. */
  databaseUrl(): string | undefined;
  /** The database the tool wrote, for the test's own app to open. */
  target(): DatabaseTarget;
}

/** `embedded`: always the embedded database (PGlite), also in PostgreSQL runs. */
export function cliHarness(script: string, options: { embedded?: boolean } = {}): CliHarness {
  let dataDir = '';
  let databaseUrl: string | undefined;
  let dropDatabase: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `portal-${path.basename(script, '.ts')}-cli-`));
    if (process.env.TEST_DATABASE_URL && !options.embedded) {
      const database = await freshPostgres(process.env.TEST_DATABASE_URL);
      databaseUrl = database.url;
      dropDatabase = database.drop;
    }
  });
  afterAll(async () => {
    await dropDatabase?.();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  function tool(name: string, ...args: string[]): CliResult {
    const result = spawnSync('npx', ['tsx', `src/cli/${name}`, ...args], {
      cwd: API_DIR,
      encoding: 'utf8',
      env: {
        ...process.env,
        PORTAL_DATA_DIR: dataDir,
        LOG_LEVEL: 'silent',
        DATABASE_URL: databaseUrl ?? '',
      },
    });
    // npx may warn about the machine's npm settings: not the tool's output.
    const err = result.stderr
      .split('\n')
      .filter((line) => !line.startsWith('npm warn'))
      .join('\n');
    return { code: result.status, out: result.stdout.trim(), err: err.trim() };
  }

  return {
    cli: (...args) => tool(script, ...args),
    tool,
    dataDir: () => dataDir,
    databaseUrl: () => databaseUrl,
    target: () => (databaseUrl ? { url: databaseUrl } : { pgliteDir: path.join(dataDir, 'pglite') }),
  };
}
