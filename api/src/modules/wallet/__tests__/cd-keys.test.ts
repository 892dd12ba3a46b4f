// Cd-keys: admins mint and list them (low admins may not: a code is money); a customer redeems each use once (clear refusals: unknown, used,
// expired, already yours, too many wrong guesses); the credit is ledgered and is not cash.
import { eq } from 'drizzle-orm';
import { ROLES } from '@portal/shared/contract';
import { adminAuditLog, cdKeys, walletLedger } from '../../../db/schema';
import { createTestApp, type TestApp } from '../../../test-support/test-app';
import { quickAccount, walletOf, walletsOffLedger, type WalletAccount } from '../../../test-support/wallet-fixtures';
import { canonicalCdKey } from '../cd-key-codes';

let t: TestApp;
let alice: WalletAccount;
let bob: WalletAccount;
let staff: WalletAccount;
let lowAdmin: WalletAccount;

beforeAll(async () => {
  t = await createTestApp();
  alice = await quickAccount(t, 'alice@example.com');
  bob = await quickAccount(t, 'bob@example.com');
  staff = await quickAccount(t, 'admin@example.com', { role: ROLES.admin });
  lowAdmin = await quickAccount(t, 'support@example.com', { role: ROLES.lowAdmin });
});
afterEach(async () => expect(await walletsOffLedger(t.database.db)).toEqual([]));
afterAll(() => t.close());

async function mint(body: object): Promise<{ cd_key: string; money_amount: string; uses_left: number }[]> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v2/low_admin_api/cd_key/',
    headers: staff.headers,
    payload: body,
  });
  expect(res.statusCode).toBe(200);
  return res.json().result.cd_keys;
}

function redeem(who: WalletAccount, code: string, ip = '203.0.113.5') {
  return t.app.inject({
    method: 'POST',
    url: `/api/v2/user/wallet/cd-key/${encodeURIComponent(code)}/`,
    headers: who.headers,
    remoteAddress: ip,
  });
}

describe('staff', () => {
  it('mint codes with an amount, a count, uses, an expiry and a remark, audited, and list them', async () => {
    const minted = await mint({
      money_amount: '10',
      count: 3,
      uses: 2,
      expire_at: '2099-01-01T00:00:00Z',
      remark: 'Spring',
    });
    expect(minted).toHaveLength(3);
    expect(new Set(minted.map((key) => key.cd_key)).size).toBe(3);
    for (const key of minted) {
      expect(key).toMatchObject({ money_amount: '10.00', uses_total: 2, uses_left: 2, remark: 'Spring' });
      expect(key.cd_key).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    }
    const list = await t.app.inject({ url: '/api/v2/low_admin_api/cd_key/?limit=2', headers: staff.headers });
    expect(list.json().result).toMatchObject({ currency: 'CNY', total_count: 3 });
    expect(list.json().result.records).toHaveLength(2);
    const audit = await t.database.db.select().from(adminAuditLog).where(eq(adminAuditLog.action, 'cd_key_create'));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      actorUserId: staff.id,
      targetType: 'cd_key',
      detail: { count: 3, money_amount: '10.00', uses: 2, remark: 'Spring' },
    });
  });

  it('refuses customers, low admins and bad input', async () => {
    for (const who of [alice, lowAdmin]) {
      const refused = await t.app.inject({
        method: 'POST',
        url: '/api/v2/low_admin_api/cd_key/',
        headers: who.headers,
        payload: { money_amount: '10' },
      });
      expect(refused.statusCode).toBe(403);
      expect((await t.app.inject({ url: '/api/v2/low_admin_api/cd_key/', headers: who.headers })).statusCode).toBe(403);
    }
    for (const body of [
      { money_amount: '-1' },
      { money_amount: '0' },
      { money_amount: '1.001' },
      { money_amount: '10', count: 0 },
      { money_amount: '10', count: 1001 },
      { money_amount: '10', uses: 0 },
      { money_amount: '10', expire_at: 'tomorrow' },
      { money_amount: '10', expire_at: '2001-01-01T00:00:00Z' },
    ]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v2/low_admin_api/cd_key/',
        headers: staff.headers,
        payload: body,
      });
      expect([res.statusCode, res.json().code]).toEqual([400, 'validation_error']);
    }
  });
});

describe('a customer redeeming', () => {
  it('credits the amount once, ledgered as a non-cash credit, and lists it', async () => {
    const [key] = await mint({ money_amount: '25.50' });
    const res = await redeem(alice, key!.cd_key.toLowerCase().replace(/-/g, ''));
    expect(res.statusCode).toBe(200);
    expect(res.json().result).toMatchObject({ cd_key: key!.cd_key, money_amount: '25.50', wallet_balance: '25.50' });
    const wallet = await walletOf(t.database.db, alice.id);
    expect(wallet).toMatchObject({ balance: '25.50', cashBalance: '0.00' });
    const [line] = await t.database.db.select().from(walletLedger).where(eq(walletLedger.userId, alice.id));
    expect(line).toMatchObject({
      kind: 'cd_key',
      amount: '25.50',
      cashAmount: '0.00',
      reference: `…${key!.cd_key.slice(-4)}`,
    });
    const records = await t.app.inject({ url: '/api/v2/user/wallet/cd-key/cd-key/', headers: alice.headers });
    expect(records.json().result.records).toEqual([
      { cd_key: key!.cd_key, money_amount: '25.50', redeemed_at: expect.any(String) },
    ]);
  });

  it('says used, already yours, expired and unknown in plain words, changing nothing', async () => {
    const [single] = await mint({ money_amount: '5' });
    const [multi] = await mint({ money_amount: '1', uses: 5 });
    expect((await redeem(bob, single!.cd_key)).statusCode).toBe(200);
    expect((await redeem(bob, multi!.cd_key)).statusCode).toBe(200);
    const before = (await walletOf(t.database.db, alice.id)).balance;
    const used = await redeem(alice, single!.cd_key);
    expect([used.statusCode, used.json().code, used.json().message]).toEqual([
      409,
      'cd_key_used',
      'This cd-key has already been used',
    ]);
    const again = await redeem(bob, multi!.cd_key);
    expect([again.statusCode, again.json().code]).toEqual([409, 'cd_key_already_redeemed']);
    await t.database.db
      .update(cdKeys)
      .set({ expireAt: new Date(Date.now() - 1000) })
      .where(eq(cdKeys.code, canonicalCdKey(multi!.cd_key)));
    const expired = await redeem(alice, multi!.cd_key);
    expect([expired.statusCode, expired.json().code]).toEqual([409, 'cd_key_expired']);
    const unknown = await redeem(alice, 'ABCD-EFGH-JKMN-PQRS');
    expect([unknown.statusCode, unknown.json().code]).toEqual([404, 'cd_key_not_found']);
    expect((await walletOf(t.database.db, alice.id)).balance).toBe(before);
    const [row] = await t.database.db
      .select()
      .from(cdKeys)
      .where(eq(cdKeys.code, canonicalCdKey(multi!.cd_key)));
    expect(row!.usesLeft).toBe(4); // bob's second try gave its use back
    for (const bad of ['abc', 'has space', 'ключ', 'x'.repeat(65), "1'; drop table cd_keys; --"]) {
      expect((await redeem(alice, bad)).statusCode).toBe(400);
    }
  });

  it('limits wrong guesses per customer and per address; right ones do not count', async () => {
    const carol = await quickAccount(t, 'carol@example.com');
    const keys = await mint({ money_amount: '1', count: 12 });
    for (const key of keys) expect((await redeem(carol, key.cd_key, '198.51.100.1')).statusCode).toBe(200);
    for (let i = 0; i < 10; i += 1) {
      expect((await redeem(carol, `WRONG${i}GUESS`, '198.51.100.1')).statusCode).toBe(404);
    }
    const limited = await redeem(carol, 'WRONGAGAIN', '198.51.100.1');
    expect([limited.statusCode, limited.json().code]).toEqual([429, 'rate_limited']);
    expect(limited.headers['retry-after']).toBeDefined();
    // Per address: other customers guessing from one address are stopped at 30 together.
    const guessers = await Promise.all([1, 2, 3, 4].map((n) => quickAccount(t, `guesser${n}@example.com`)));
    const answers = [];
    for (let i = 0; i < 32; i += 1)
      answers.push((await redeem(guessers[i % 4]!, `GUESS${i}XX`, '198.51.100.99')).statusCode);
    expect(answers.slice(0, 30).every((status) => status === 404)).toBe(true);
    expect(answers.slice(30)).toEqual([429, 429]);
  });
});
