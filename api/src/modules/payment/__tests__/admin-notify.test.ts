// An admin marks an order paid: by bearer token, or by the payment cookie from an admin-only call — the
// same settle path (credited once, audited), and nothing for customers, low admins or other sites.
import { eq } from 'drizzle-orm';
import { ROLES } from '@portal/shared/contract';
import { adminAuditLog, rechargeOrders, users } from '../../../db/schema';
import { createTestApp, type TestApp } from '../../../test-support/test-app';
import {
  EPAY_ENV,
  quickAccount,
  walletOf,
  walletsOffLedger,
  type WalletAccount,
} from '../../../test-support/wallet-fixtures';

let t: TestApp;
let alice: WalletAccount;
let admin: WalletAccount;
let lowAdmin: WalletAccount;

beforeAll(async () => {
  t = await createTestApp({ ...EPAY_ENV, PUBLIC_URL: 'https://portal.example.com' });
  alice = await quickAccount(t, 'alice@example.com');
  admin = await quickAccount(t, 'admin@example.com', { role: ROLES.admin });
  lowAdmin = await quickAccount(t, 'support@example.com', { role: ROLES.lowAdmin });
});
afterEach(async () => expect(await walletsOffLedger(t.database.db)).toEqual([]));
afterAll(() => t.close());

async function openOrder(amount: string): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v2/user/wallet/recharge/1/',
    headers: alice.headers,
    payload: { money_amount: amount },
  });
  return (res.json() as { result: { trade_no: string } }).result.trade_no;
}

const balance = async () => (await walletOf(t.database.db, alice.id)).balance;

describe('admin_notify (bearer)', () => {
  it('marks the order paid once, audited; a second call changes nothing', async () => {
    const tradeNo = await openOrder('40.00');
    const before = await balance();
    const first = await t.app.inject({
      url: `/v1/payment/admin_notify?out_trade_no=${tradeNo}`,
      headers: admin.headers,
    });
    expect(first.statusCode).toBe(200);
    expect(first.json().result).toMatchObject({
      trade_no: tradeNo,
      is_finish: true,
      status: 'paid',
      user_id: alice.id,
    });
    const after = await balance();
    expect(first.json().result.wallet_balance).toBe(after);
    const again = await t.app.inject({
      url: `/v1/payment/admin_notify?out_trade_no=${tradeNo}`,
      headers: admin.headers,
    });
    expect(again.json().message).toBe('This order was already paid; nothing changed');
    expect(await balance()).toBe(after);
    expect(after).not.toBe(before);
    const [row] = await t.database.db.select().from(rechargeOrders).where(eq(rechargeOrders.tradeNo, tradeNo));
    expect(row).toMatchObject({ settledBy: 'admin', settledByUserId: admin.id });
    const audit = await t.database.db.select().from(adminAuditLog).where(eq(adminAuditLog.action, 'payment_mark_paid'));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      actorUserId: admin.id,
      targetType: 'order',
      targetId: tradeNo,
      targetUserId: alice.id,
      before: { status: 'pending' },
      after: { status: 'paid' },
    });
  });

  it('refuses customers, low admins and no token; an unknown order is a 404', async () => {
    const tradeNo = await openOrder('5.00');
    for (const [headers, status] of [
      [alice.headers, 403],
      [lowAdmin.headers, 403],
      [{}, 401],
    ] as const) {
      const res = await t.app.inject({ url: `/v1/payment/admin_notify?out_trade_no=${tradeNo}`, headers });
      expect(res.statusCode).toBe(status);
    }
    const unknown = await t.app.inject({ url: '/v1/payment/admin_notify?out_trade_no=nope', headers: admin.headers });
    expect(unknown.statusCode).toBe(404);
    const missing = await t.app.inject({ url: '/v1/payment/admin_notify', headers: admin.headers });
    expect(missing.statusCode).toBe(400);
    const [row] = await t.database.db.select().from(rechargeOrders).where(eq(rechargeOrders.tradeNo, tradeNo));
    expect(row!.status).toBe('pending');
  });
});

/** What a browser sends when the admin opens the address (typed, or a link clicked). */
const PAGE_VISIT = { 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'document', 'sec-fetch-site': 'none' };

describe('admin_notify_by_cookies', () => {
  async function cookieFor(who: WalletAccount) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v2/admin_api/payment/admin-cookie',
      headers: who.headers,
    });
    return res;
  }

  it('sets an HttpOnly, SameSite=Strict, path-scoped, short-lived cookie for admins only', async () => {
    const res = await cookieFor(admin);
    expect(res.statusCode).toBe(200);
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toMatch(/^portal_admin_payment=[\w-]+\.[\w-]+\.[\w-]+;/);
    expect(cookie).toContain('Path=/v1/payment/admin_notify_by_cookies');
    expect(cookie).toContain('Max-Age=600');
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Strict');
    expect(cookie).toContain('Secure');
    expect((await cookieFor(lowAdmin)).statusCode).toBe(403);
    expect((await cookieFor(alice)).statusCode).toBe(403);
  });

  it('marks paid with the cookie from this site, and refuses other sites, no cookie and a forged one', async () => {
    const tradeNo = await openOrder('15.00');
    const cookie = String((await cookieFor(admin)).headers['set-cookie']).split(';')[0]!;
    const call = (headers: Record<string, string>) =>
      t.app.inject({
        url: `/v1/payment/admin_notify_by_cookies?out_trade_no=${tradeNo}`,
        headers: { ...PAGE_VISIT, ...headers },
      });
    expect((await call({ cookie, 'sec-fetch-site': 'cross-site' })).statusCode).toBe(403);
    expect((await call({ cookie, 'sec-fetch-site': 'same-site' })).statusCode).toBe(403);
    expect((await call({ cookie, origin: 'https://evil.example.net' })).statusCode).toBe(403);
    expect((await call({})).statusCode).toBe(401);
    expect((await call({ cookie: `${cookie}x` })).statusCode).toBe(401);
    // An access token is not a payment cookie, nor the other way round.
    expect((await call({ cookie: `portal_admin_payment=${admin.headers.authorization.slice(7)}` })).statusCode).toBe(
      401,
    );
    const [pending] = await t.database.db.select().from(rechargeOrders).where(eq(rechargeOrders.tradeNo, tradeNo));
    expect(pending!.status).toBe('pending');

    const ok = await call({ cookie, 'sec-fetch-site': 'same-origin', origin: 'https://portal.example.com' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().result).toMatchObject({ trade_no: tradeNo, status: 'paid' });
    expect((await call({ cookie, 'sec-fetch-site': 'none' })).json().message).toBe(
      'This order was already paid; nothing changed',
    );
  });

  it('refuses anything on this site that is not a page visit: an image in a ticket, a frame, a script', async () => {
    const tradeNo = await openOrder('7.00');
    const cookie = String((await cookieFor(admin)).headers['set-cookie']).split(';')[0]!;
    const call = (headers: Record<string, string>) =>
      t.app.inject({
        url: `/v1/payment/admin_notify_by_cookies?out_trade_no=${tradeNo}`,
        headers: { cookie, ...headers },
      });
    const sameOrigin = { 'sec-fetch-site': 'same-origin' };
    for (const headers of [
      { ...sameOrigin, 'sec-fetch-mode': 'no-cors', 'sec-fetch-dest': 'image' },
      { ...sameOrigin, 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'iframe' },
      { ...sameOrigin, 'sec-fetch-mode': 'cors', 'sec-fetch-dest': 'empty' },
      {},
    ]) {
      const res = await call(headers);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: 'forbidden' });
    }
    const [order] = await t.database.db.select().from(rechargeOrders).where(eq(rechargeOrders.tradeNo, tradeNo));
    expect(order!.status).toBe('pending');
    const visit = await call({ ...sameOrigin, 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'document' });
    expect(visit.json().result).toMatchObject({ status: 'paid' });
  });

  it('stops working when the admin is no longer one, or changes password', async () => {
    const tradeNo = await openOrder('9.00');
    const cookie = String((await cookieFor(admin)).headers['set-cookie']).split(';')[0]!;
    const call = () =>
      t.app.inject({
        url: `/v1/payment/admin_notify_by_cookies?out_trade_no=${tradeNo}`,
        headers: { ...PAGE_VISIT, cookie },
      });
    await t.database.db.update(users).set({ role: ROLES.user }).where(eq(users.id, admin.id));
    expect((await call()).statusCode).toBe(403);
    await t.database.db
      .update(users)
      .set({ role: ROLES.admin, passwordHashId: crypto.randomUUID() })
      .where(eq(users.id, admin.id));
    expect((await call()).statusCode).toBe(401);
  });
});
