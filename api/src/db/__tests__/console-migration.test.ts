// Migration 0013 on a database that already has audit rows and the demo plans: each earlier row gets the
// target its action was about, and the demo plans (and the bills sold with them) get their Chinese names.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { migrationsFolder } from '../paths';

const before0013 = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-migrations-'));

beforeAll(() => {
  const source = migrationsFolder();
  fs.mkdirSync(path.join(before0013, 'meta'));
  const journal = JSON.parse(fs.readFileSync(path.join(source, 'meta', '_journal.json'), 'utf8')) as {
    entries: { idx: number; tag: string }[];
  };
  journal.entries = journal.entries.filter((entry) => entry.idx < 13);
  fs.writeFileSync(path.join(before0013, 'meta', '_journal.json'), JSON.stringify(journal));
  for (const entry of journal.entries) {
    fs.copyFileSync(path.join(source, `${entry.tag}.sql`), path.join(before0013, `${entry.tag}.sql`));
  }
});
afterAll(() => fs.rmSync(before0013, { recursive: true, force: true }));

it('gives earlier audit rows their target and the demo plans their Chinese names', async () => {
  const client = await PGlite.create({ extensions: { pg_trgm } });
  try {
    const db = drizzle({ client });
    await migrate(db, { migrationsFolder: before0013 });
    await client.query(
      `insert into users (user_new_id, email, name, password_hash, password_hash_id, role)
       values ($1, 'admin@example.com', 'Admin', 'x', $2, 'malio_postgrest_admin'), ($3, 'kim@example.com', 'Kim', 'x', $4, 'malio_postgrest_user')`,
      [crypto.randomUUID(), crypto.randomUUID(), crypto.randomUUID(), crypto.randomUUID()],
    );
    await client.query(
      `insert into admin_audit_log (actor_user_id, action, target_user_id, detail, ip) values
       (1, 'replace_user_email', 2, '{"old_email":"a","new_email":"b"}', '127.0.0.1'),
       (1, 'payment_mark_paid', 2, '{"trade_no":"T123"}', '127.0.0.1'),
       (1, 'announcement_update', null, '{"announcement_id":7}', '127.0.0.1'),
       (1, 'cd_key_create', null, '{"count":3}', '127.0.0.1')`,
    );
    await client.query(
      `insert into shop_items (name, money_amount, level, level_days) values ('Standard · monthly', 15, 1, 30), ('My own plan', 9, 1, 30)`,
    );
    await client.query(
      `insert into service_bills (user_id, shop_id, shop_name, shop_type, money_amount) values (2, 1, 'Standard · monthly', 'main_package', 15)`,
    );
    await migrate(db, { migrationsFolder: migrationsFolder() });

    const audit = await client.query<{ action: string; target_type: string; target_id: string }>(
      'select action, target_type, target_id from admin_audit_log order by id',
    );
    expect(audit.rows).toEqual([
      { action: 'replace_user_email', target_type: 'user', target_id: '2' },
      { action: 'payment_mark_paid', target_type: 'order', target_id: 'T123' },
      { action: 'announcement_update', target_type: 'announcement', target_id: '7' },
      { action: 'cd_key_create', target_type: 'cd_key', target_id: 'batch' },
    ]);
    const plans = await client.query<{ name: string; name_i18n: Record<string, string> }>(
      'select name, name_i18n from shop_items order by id',
    );
    expect(plans.rows).toEqual([
      { name: 'Standard · monthly', name_i18n: { 'zh-CN': '标准版 · 月付' } },
      { name: 'My own plan', name_i18n: {} },
    ]);
    const bills = await client.query<{ shop_name_i18n: Record<string, string> }>(
      'select shop_name_i18n from service_bills',
    );
    expect(bills.rows).toEqual([{ shop_name_i18n: { 'zh-CN': '标准版 · 月付' } }]);
  } finally {
    await client.close();
  }
});
