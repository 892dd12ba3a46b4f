// npm run cd-key --workspace api -- create|list …
// Cd-keys from the shell, on PGlite or PostgreSQL. With the embedded database a running portal holds the
// folder, and this refuses, saying what to do (db/data-folder-lock.ts). `create` prints one code per line after a summary, so the codes
// can be handed out as they are; the staff API (POST /api/v2/low_admin_api/cd_key/) does the same live.
import { parseArgs } from 'node:util';
import { safeParse } from 'zod/mini';
import { cdKeyCreateBody, type CdKeyCreateBody } from '@portal/shared/contract';
import { databaseTarget, openDatabase, type Database } from '../db/client';
import { DatabaseInUseError } from '../db/data-folder-lock';
import { ApiError } from '../http/errors';
import { plainMessage } from '../http/validation';
import { loadConfigOrExit } from '../load-config-or-exit';
import { listCdKeys, mintCdKeys } from '../modules/wallet/staff-cd-keys';

const USAGE = `Usage: npm run cd-key --workspace api -- <command>

  create --amount <money, e.g. 10 or 9.90> [--count <codes, 1-1000>] [--uses <redemptions per code>]
         [--expires <ISO time, e.g. 2026-12-31T23:59:59+08:00>] [--remark <text for staff>]
  list [--limit <rows, default 50>]

With the embedded database, stop the portal first; with DATABASE_URL these work while it runs.`;

const OPTIONS = {
  amount: { type: 'string' },
  count: { type: 'string' },
  uses: { type: 'string' },
  expires: { type: 'string' },
  remark: { type: 'string' },
  limit: { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const;

type Flags = ReturnType<typeof parseArgs<{ options: typeof OPTIONS; allowPositionals: true }>>['values'];

const FLAG_OF: Record<string, string> = { money_amount: 'amount', expire_at: 'expires' };

class UsageError extends Error {}

/** The create flags as the staff API's body, validated the same way (before any database is opened). */
function createRequest(flags: Flags): CdKeyCreateBody {
  const parsed = safeParse(
    cdKeyCreateBody,
    {
      money_amount: flags.amount,
      ...(flags.count !== undefined ? { count: flags.count } : {}),
      ...(flags.uses !== undefined ? { uses: flags.uses } : {}),
      ...(flags.expires !== undefined ? { expire_at: flags.expires } : {}),
      ...(flags.remark !== undefined ? { remark: flags.remark } : {}),
    },
    { error: plainMessage },
  );
  if (parsed.success) return parsed.data;
  throw new UsageError(
    parsed.error.issues
      .map((issue) => {
        const field = String(issue.path.at(-1) ?? '');
        return `--${FLAG_OF[field] ?? field}: ${issue.message}`;
      })
      .join('\n'),
  );
}

function listLimit(flags: Flags): number {
  const limit = flags.limit === undefined ? 50 : Number(flags.limit);
  if (!Number.isInteger(limit) || limit < 1 || limit > 1000)
    throw new UsageError('--limit: use a whole number from 1 to 1000');
  return limit;
}

async function create(database: Database, request: CdKeyCreateBody, currency: string): Promise<void> {
  const minted = await mintCdKeys(database.db, request, null, new Date());
  const first = minted[0]!;
  const uses = first.uses_total === 1 ? 'single use' : `${first.uses_total} uses each (one per customer)`;
  const until = first.expire_at ? `, until ${first.expire_at}` : '';
  console.log(
    `Minted ${minted.length} cd-key${minted.length === 1 ? '' : 's'} of ${first.money_amount} ${currency}, ${uses}${until}:`,
  );
  for (const key of minted) console.log(key.cd_key);
}

async function list(database: Database, limit: number, currency: string): Promise<void> {
  const { total_count: total, records } = await listCdKeys(database.db, { limit }, new Date());
  if (total === 0) console.log('No cd-keys yet: npm run cd-key --workspace api -- create --amount 10');
  for (const key of records) {
    console.log(
      `${key.cd_key}\t${key.money_amount} ${currency}\t${key.uses_left}/${key.uses_total} left\t${key.expire_at ? `until ${key.expire_at}` : 'no expiry'}\t${key.remark ?? ''}`.trimEnd(),
    );
  }
  if (total > records.length) console.log(`… ${total - records.length} more (--limit)`);
}

async function main(): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({ args: process.argv.slice(2), options: OPTIONS, allowPositionals: true, strict: true });
  } catch (error) {
    console.error(`${(error as Error).message}\n\n${USAGE}`);
    return 2;
  }
  if (parsed.values.help) {
    console.log(USAGE);
    return 0;
  }
  const [command] = parsed.positionals;
  let request: CdKeyCreateBody | number;
  try {
    if (command === 'create') request = createRequest(parsed.values);
    else if (command === 'list') request = listLimit(parsed.values);
    else throw new UsageError(USAGE);
  } catch (error) {
    console.error((error as Error).message);
    return 2;
  }
  const config = loadConfigOrExit();
  const database = await openDatabase(databaseTarget(config));
  try {
    await database.migrate();
    if (typeof request === 'number') await list(database, request, config.payment.currency);
    else await create(database, request, config.payment.currency);
    return 0;
  } catch (error) {
    if (error instanceof ApiError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof DatabaseInUseError) {
      const live = error.holder.url
        ? '\nWhile it runs, staff can mint cd-keys through it: POST /api/v2/low_admin_api/cd_key/ (api/README.md).'
        : '';
      console.error(`${error.message}${live}`);
      process.exit(1);
    }
    console.error(`cd-key failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
