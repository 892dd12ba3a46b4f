// Customers in the console: search by id or part of an email and the filters, paged; one customer's
// picture; PATCH of their plan fields; a signed balance adjustment with the reason on their ledger —
// refused below zero and for bad input, changing nothing; an audit row for every change.
import { eq } from 'drizzle-orm';
import { userServices } from '../../../db/schema';
import {
  auditRows,
  callAs,
  consoleCast,
  headersOf,
  resultOf,
  type ConsoleCast,
} from '../../../test-support/console-fixtures';
import { addPlanCustomer } from '../../../test-support/node-fixtures';
import { createSecondApp, createTestApp, type TestApp } from '../../../test-support/test-app';
import { fundWallet, walletOf, walletsOffLedger } from '../../../test-support/wallet-fixtures';

let t: TestApp;
let cast: ConsoleCast;
let kim: number;
let lee: number;

beforeAll(async () => {
  t = await createTestApp();
  cast = await consoleCast(t);
  kim = await addPlanCustomer(t.database.db, 'kim.park@mail.example', { level: 2 });
  lee = await addPlanCustomer(t.database.db, 'lee@other.example', { level: 1 });
  await fundWallet(t.database.db, kim, '20.00');
});
afterEach(async () => expect(await walletsOffLedger(t.database.db)).toEqual([]));
afterAll(() => t.close());

const USERS = '/api/v2/admin_api/users';

interface Page {
  currency: string;
  total_count: number;
  page: number;
  size: number;
  records: { id: number; email: string; level: number; balance: string; is_ban: boolean; role: string }[];
}

async function search(query: string, who = cast.support): Promise<Page> {
  return resultOf<Page>(await callAs(t, who, 'GET', `${USERS}?${query}`));
}

describe('the list', () => {
  it('finds customers by part of an email, or by id, newest first, a page at a time', async () => {
    expect((await search('q=PARK')).records.map((row) => row.id)).toEqual([kim]);
    expect((await search(`q=${lee}`)).records.map((row) => row.email)).toEqual(['lee@other.example']);
    // % and _ are letters to search for, not wildcards.
    expect((await search('q=%25')).total_count).toBe(0);
    const first = await search('size=2');
    // The balances are in the portal's currency, which the answer names (PAYMENT_CURRENCY).
    expect(first).toMatchObject({ currency: 'CNY', page: 1, size: 2, total_count: 5 });
    expect(first.records.map((row) => row.id)).toEqual([lee, kim]);
    const second = await search('size=2&page=2');
    expect(second.records).toHaveLength(2);
    expect((await search('size=2&page=9')).records).toEqual([]);
  });

  it('filters by plan level, staff, ban and plans ending soon', async () => {
    expect((await search('level=2')).records.map((row) => row.id)).toEqual([kim]);
    expect((await search('staff=true')).records.map((row) => row.role).sort()).toEqual(['admin', 'low_admin']);
    expect((await search('banned=true')).total_count).toBe(0);
    expect((await search('expiring_days=7')).total_count).toBe(0);
    await t.database.db
      .update(userServices)
      .set({ levelExpireAt: new Date(Date.now() + 3 * 24 * 3600 * 1000) })
      .where(eq(userServices.userId, lee));
    expect((await search('expiring_days=7')).records.map((row) => row.id)).toEqual([lee]);
  });

  it('answers each row with its plan, traffic and balance', async () => {
    const [row] = (await search('q=kim.park')).records;
    expect(row).toMatchObject({ id: kim, level: 2, balance: '20.00', is_ban: false, role: 'user' });
  });

  it('refuses bad paging and filters in words', async () => {
    for (const query of ['page=0', 'size=101', 'level=x', 'banned=maybe', 'expiring_days=0']) {
      const res = await callAs(t, cast.support, 'GET', `${USERS}?${query}`);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ is_success: false, code: 'validation_error' });
    }
  });
});

describe('one customer', () => {
  it('answers their plan, wallet and ledger, orders, invoices, tickets, sessions, sign-ins and invitees', async () => {
    const detail = resultOf<Record<string, unknown>>(await callAs(t, cast.support, 'GET', `${USERS}/${kim}`));
    expect(detail).toMatchObject({
      user: { id: kim, email: 'kim.park@mail.example', level: 2, two_fa_enabled: false },
      service: { level: 2 },
      wallet: { balance: '20.00', currency: 'CNY' },
      ledger_count: 1,
      orders: [],
      invoices: [],
      tickets: [],
      sessions: [],
      invitees_count: 0,
    });
    const ledger = resultOf<Page>(await callAs(t, cast.support, 'GET', `${USERS}/${kim}/ledger?size=1`));
    expect(ledger).toMatchObject({ total_count: 1, size: 1 });
  });

  it('says when there is no such customer', async () => {
    const res = await callAs(t, cast.support, 'GET', `${USERS}/999999`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ is_success: false, message: 'No customer with the id 999999' });
  });
});

describe('changing a customer', () => {
  it('sets the plan level, expiry and traffic, audited with the fields before and after', async () => {
    const expiry = '2031-01-01T00:00:00.000Z';
    const res = await callAs(t, cast.admin, 'PATCH', `${USERS}/${lee}`, {
      level: 3,
      level_expire_at: expiry,
      traffic_total: 5 * 1024 ** 3,
    });
    expect(resultOf(res)).toMatchObject({ id: lee, level: 3, level_expire_at: expiry, traffic_total: 5 * 1024 ** 3 });
    const [row] = await auditRows(t, 'user_update');
    expect(row).toMatchObject({
      actorUserId: cast.admin.id,
      targetType: 'user',
      targetId: String(lee),
      targetUserId: lee,
      after: { level: 3, level_expire_at: expiry, traffic_total: 5 * 1024 ** 3 },
    });
    expect(Object.keys(row!.before).sort()).toEqual(['level', 'level_expire_at', 'traffic_total']);
  });

  it('refuses strings for numbers, unknown fields, nothing to change and unknown ids, changing nothing', async () => {
    const before = (await auditRows(t, 'user_update')).length;
    for (const [body, words] of [
      [{ level: '3' }, 'level: Use a whole number'],
      [{ traffic_total: -1 }, 'traffic_total'],
      [{ colour: 'red' }, 'Unknown field(s): colour'],
      [{}, 'Change at least one field'],
      [{ level_expire_at: 'soon' }, 'level_expire_at'],
    ] as const) {
      const res = await callAs(t, cast.admin, 'PATCH', `${USERS}/${lee}`, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain(words);
    }
    expect((await callAs(t, cast.admin, 'PATCH', `${USERS}/999999`, { level: 1 })).statusCode).toBe(404);
    expect(await auditRows(t, 'user_update')).toHaveLength(before);
  });
});

describe('adjusting a balance', () => {
  const adjust = (body: unknown, who = cast.admin) => callAs(t, who, 'POST', `${USERS}/${kim}/balance`, body);

  it('credits with the reason on one `adjustment` line the customer reads, audited', async () => {
    const result = resultOf<{ balance: string; ledger_line: Record<string, unknown> }>(
      await adjust({ amount: '10.50', reason: 'Sorry for the outage on 3 May' }),
    );
    expect(result).toMatchObject({
      balance: '30.50',
      ledger_line: {
        kind: 'adjustment',
        amount: '10.50',
        balance_after: '30.50',
        description: 'Sorry for the outage on 3 May',
      },
    });
    const mine = resultOf<{ records: { description: string }[] }>(
      await callAs(t, await headersOf(t, kim), 'GET', '/api/v2/user/wallet/ledger'),
    );
    expect(mine.records[0]?.description).toBe('Sorry for the outage on 3 May');
    const [row] = await auditRows(t, 'user_balance_adjust');
    expect(row).toMatchObject({
      targetUserId: kim,
      before: { balance: '20.00' },
      after: { balance: '30.50' },
      detail: { amount: '10.50', reason: 'Sorry for the outage on 3 May' },
    });
  });

  it('debits with a negative amount, and refuses one that would go below zero, changing nothing', async () => {
    expect(resultOf(await adjust({ amount: '-0.50', reason: 'Correction' }))).toMatchObject({ balance: '30.00' });
    const refused = await adjust({ amount: '-30.01', reason: 'Too much' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      is_success: false,
      code: 'insufficient_balance',
      message: 'The balance is 30.00: taking 30.01 would leave it below zero',
    });
    expect((await walletOf(t.database.db, kim)).balance).toBe('30.00');
    expect(await auditRows(t, 'user_balance_adjust')).toHaveLength(2);
  });

  it('refuses three decimals, numbers, zero, words and an empty reason in plain words', async () => {
    for (const [body, words] of [
      [{ amount: '1.001', reason: 'x' }, 'at most two decimals'],
      [{ amount: 10, reason: 'x' }, 'Give the amount as text'],
      [{ amount: '0', reason: 'x' }, 'other than zero'],
      [{ amount: 'ten', reason: 'x' }, 'at most two decimals'],
      [{ amount: '1', reason: '  ' }, 'Give a reason'],
    ] as const) {
      const res = await adjust(body);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain(words);
    }
    expect((await walletOf(t.database.db, kim)).balance).toBe('30.00');
    expect(
      (await callAs(t, cast.admin, 'POST', `${USERS}/999999/balance`, { amount: '1', reason: 'x' })).statusCode,
    ).toBe(404);
  });
});

describe('two adjustments at once', () => {
  it('debit one wallet one after the other: never below zero (two API processes on PostgreSQL)', async () => {
    const second = await createSecondApp(t);
    const payer = await addPlanCustomer(t.database.db, 'race@example.com');
    await fundWallet(t.database.db, payer, '10.00');
    const body = { amount: '-6.00', reason: 'Race' };
    const [a, b] = await Promise.all([
      t.app.inject({ method: 'POST', url: `${USERS}/${payer}/balance`, headers: cast.admin.headers, payload: body }),
      (second?.app ?? t.app).inject({
        method: 'POST',
        url: `${USERS}/${payer}/balance`,
        headers: cast.admin.headers,
        payload: body,
      }),
    ]);
    await second?.close();
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    expect((await walletOf(t.database.db, payer)).balance).toBe('4.00');
    const rows = (await auditRows(t, 'user_balance_adjust')).filter((row) => row.targetUserId === payer);
    expect(rows).toHaveLength(1);
  });
});
