// Money across two real API processes (node … api/src/main.ts) on one PostgreSQL database, as a
// deployment with several processes runs: the requests of each race alternate between the processes.
// A payment is credited once, a single-use cd-key redeemed once, a balance never goes below zero, and
// afterwards every balance equals its ledger. PostgreSQL only (TEST_DATABASE_URL): PGlite is one
// process's database. The races are test-support/wallet-races.ts; wallet-concurrency.test.ts runs them through
// app.inject on every run.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sharedJwtKeys, startApiProcess, type ApiProcess } from '../../../test-support/api-process';
import { createTestApp, type TestApp } from '../../../test-support/test-app';
import { EPAY_ENV, walletsOffLedger } from '../../../test-support/wallet-fixtures';
import { raceCdKey, raceNotifications, racePurchases, type Send } from '../../../test-support/wallet-races';

const describeOnPostgres = process.env.TEST_DATABASE_URL ? describe : describe.skip;

describeOnPostgres('the wallet across two API processes on one PostgreSQL database', () => {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-wallet-two-'));
  let t: TestApp;
  let processes: ApiProcess[] = [];

  /** Request `which` goes to process `which` mod 2. */
  const send: Send = async (which, request) => {
    const res = await fetch(`${processes[which % processes.length]!.base}${request.url}`, {
      method: request.method ?? 'GET',
      headers: { ...request.headers, ...(request.body ? { 'content-type': 'application/json' } : {}) },
      body: request.body ? JSON.stringify(request.body) : undefined,
    });
    return { status: res.status, text: await res.text() };
  };

  beforeAll(async () => {
    // Many wrong cd-key guesses come from one address here on purpose.
    const env = { ...EPAY_ENV, ...(await sharedJwtKeys()), RATE_LIMIT_SCALE: '100', PORTAL_JOBS_SCHEDULE: '0' };
    // The fixtures are written through this in-process app; the races go to the two processes.
    t = await createTestApp(env);
    const shared = { ...env, DATABASE_URL: t.databaseUrl!, STATIC_DIR: path.join(work, 'dist') };
    // One after the other (the database is migrated already; neither has anything to apply).
    processes.push(await startApiProcess(shared, path.join(work, 'a')));
    processes.push(await startApiProcess(shared, path.join(work, 'b')));
  }, 300_000);

  afterAll(async () => {
    await Promise.all(processes.map((server) => server.stop()));
    processes = [];
    await t.close();
    fs.rmSync(work, { recursive: true, force: true });
  }, 60_000);

  it(
    'credits 100 identical notifications sent at once, half to each process, exactly once',
    () => raceNotifications(t, send),
    120_000,
  );

  it(
    'lets 100 redemptions of one single-use cd-key by 10 customers, across both processes, succeed once',
    () => raceCdKey(t, send, 'TWOPROC2345678AB'),
    120_000,
  );

  it(
    'never takes a balance below zero with 200 purchases at once across both processes; a key sent to each buys once',
    () => racePurchases(t, send),
    180_000,
  );

  it('leaves every balance equal to its ledger', async () => {
    expect(await walletsOffLedger(t.database.db)).toEqual([]);
  });
});
