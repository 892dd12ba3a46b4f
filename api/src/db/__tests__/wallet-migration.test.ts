// Migration 0006 on a database that already has balances: each gets an opening ledger line (not cash),
// so from then on every balance equals the sum of its ledger. The database is migrated up to 0005 from
// a copy of the migrations folder without 0006, given a wallet, then migrated with the real folder.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { migrationsFolder } from '../paths';

const before0006 = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-migrations-'));

beforeAll(() => {
  const source = migrationsFolder();
  fs.mkdirSync(path.join(before0006, 'meta'));
  const journal = JSON.parse(fs.readFileSync(path.join(source, 'meta', '_journal.json'), 'utf8')) as {
    entries: { idx: number; tag: string }[];
  };
  journal.entries = journal.entries.filter((entry) => entry.idx < 6);
  fs.writeFileSync(path.join(before0006, 'meta', '_journal.json'), JSON.stringify(journal));
  for (const entry of journal.entries) {
    fs.copyFileSync(path.join(source, `${entry.tag}.sql`), path.join(before0006, `${entry.tag}.sql`));
  }
});
afterAll(() => fs.rmSync(before0006, { recursive: true, force: true }));

it('gives every balance from before the ledger an opening line', async () => {
  const client = await PGlite.create({ extensions: { pg_trgm } });
  try {
    const db = drizzle({ client });
    await migrate(db, { migrationsFolder: before0006 });
    await client.query(
      `insert into users (user_new_id, email, name, password_hash, password_hash_id)
       values ($1, 'old@example.com', 'Old', 'x', $2), ($3, 'empty@example.com', 'Empty', 'x', $4)`,
      [crypto.randomUUID(), crypto.randomUUID(), crypto.randomUUID(), crypto.randomUUID()],
    );
    await client.query(
      `insert into wallets (user_id, balance) select id, case when email like 'old%' then 42.5 else 0 end from users`,
    );
    await migrate(db, { migrationsFolder: migrationsFolder() });
    const lines = await client.query<{
      email: string;
      kind: string;
      amount: string;
      cash_amount: string;
      balance_after: string;
    }>(
      `select u.email, l.kind, l.amount::text, l.cash_amount::text, l.balance_after::text
       from wallet_ledger l join users u on u.id = l.user_id`,
    );
    expect(lines.rows).toEqual([
      { email: 'old@example.com', kind: 'adjustment', amount: '42.50', cash_amount: '0.00', balance_after: '42.50' },
    ]);
    const wallets = await client.query<{ balance: string; cash_balance: string }>(
      `select balance::text, cash_balance::text from wallets order by balance desc`,
    );
    expect(wallets.rows).toEqual([
      { balance: '42.50', cash_balance: '0.00' },
      { balance: '0.00', cash_balance: '0.00' },
    ]);
  } finally {
    await client.close();
  }
});
