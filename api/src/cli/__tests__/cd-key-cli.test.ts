// The cd-key CLI against a real database folder (PGlite; a fresh PostgreSQL database when
// TEST_DATABASE_URL is set): create prints the codes one per line, list shows them, bad flags are
// refused naming the flag; the codes it mints redeem through the API.
import path from 'node:path';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { openDatabase } from '../../db/client';
import { quickAccount } from '../../test-support/wallet-fixtures';
import { cliHarness } from '../../test-support/cli-harness';

const harness = cliHarness('cd-key.ts');
const { cli } = harness;

it('mints codes, lists them, and refuses bad flags in plain words', async () => {
  expect(cli('create', '--amount', '0', '--count', '5000')).toEqual({
    code: 2,
    out: '',
    err: '--amount: Use an amount above zero\n--count: Use at most 1000',
  });
  expect(cli('burn').code).toBe(2);
  const created = cli('create', '--amount', '10', '--count', '3', '--uses', '2', '--remark', 'Launch');
  expect(created.code).toBe(0);
  const [summary, ...codes] = created.out.split('\n');
  expect(summary).toBe('Minted 3 cd-keys of 10.00 CNY, 2 uses each (one per customer):');
  expect(codes).toHaveLength(3);
  for (const code of codes) expect(code).toMatch(/^[A-Z2-9]{4}(-[A-Z2-9]{4}){3}$/);
  const listed = cli('list');
  expect(listed.code).toBe(0);
  expect(listed.out.split('\n')).toHaveLength(3);
  expect(listed.out).toContain(`${codes[0]}\t10.00 CNY\t2/2 left\tno expiry\tLaunch`);

  // The minted code redeems through the API.
  const dataDir = harness.dataDir();
  const config = loadConfig({ PORTAL_DATA_DIR: dataDir, LOG_LEVEL: 'silent', STATIC_DIR: path.join(dataDir, 'dist') });
  const database = await openDatabase(harness.target());
  const app = await buildApp(config, database);
  try {
    const t = { app, config, database, dataDir, databaseUrl: harness.databaseUrl(), close: async () => undefined };
    const customer = await quickAccount(t, 'cli@example.com');
    const res = await app.inject({
      method: 'POST',
      url: `/api/v2/user/wallet/cd-key/${codes[1]}/`,
      headers: customer.headers,
    });
    expect(res.json().result).toMatchObject({ money_amount: '10.00', wallet_balance: '10.00' });
  } finally {
    await app.close();
    await database.close();
  }
  // Two CLI runs (each starts tsx and opens the database) and an app: slow on a loaded machine.
}, 240_000);
