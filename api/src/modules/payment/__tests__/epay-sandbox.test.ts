// The EPay sandbox over real HTTP: the pay URL opens the sandbox's page (SANDBOX in both languages), Pay
// sends a signed notification to the portal's own notify URL, and the browser goes back to the portal.
// Off with PAYMENT_SANDBOX=0, with a real gateway, and on PostgreSQL without PORTAL_DEMO=1.
import net from 'node:net';
import { eq } from 'drizzle-orm';
import { loadConfig } from '../../../config';
import { rechargeOrders } from '../../../db/schema';
import { isDemoMode } from '../../../demo-account';
import { createPayments } from '../payment-setup';
import { createTestApp, type TestApp } from '../../../test-support/test-app';
import {
  EPAY_ENV,
  quickAccount,
  walletOf,
  walletsOffLedger,
  type WalletAccount,
} from '../../../test-support/wallet-fixtures';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

let t: TestApp;
let base: string;
let alice: WalletAccount;

beforeAll(async () => {
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  t = await createTestApp({ PUBLIC_URL: base, PORTAL_DEMO: '1' });
  await t.app.listen({ port, host: '127.0.0.1' });
  alice = await quickAccount(t, 'alice@example.com');
});
afterEach(async () => expect(await walletsOffLedger(t.database.db)).toEqual([]));
afterAll(() => t.close());

async function openSandboxOrder(amount: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v2/user/wallet/recharge/1/',
    headers: alice.headers,
    payload: { money_amount: amount },
  });
  expect(res.statusCode).toBe(200);
  return (res.json() as { result: { trade_no: string; pay_url: string } }).result;
}

/** The hidden fields of the sandbox page's Pay form. */
function formFields(html: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const match of html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)) {
    fields[match[1]!] = match[2]!
      .replace(/&amp;/g, '&')
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'");
  }
  return fields;
}

it('offers the sandbox methods, labelled as such, and signs with a generated merchant kept in the data folder', async () => {
  const res = await t.app.inject({ url: '/api/v2/user/wallet/payment-methods', headers: alice.headers });
  expect(res.json().result.methods).toEqual([
    { id: 1, payment_system: 'epay', type: 'alipay', name: 'Alipay', is_sandbox: true },
    { id: 2, payment_system: 'epay', type: 'wxpay', name: 'WeChat Pay', is_sandbox: true },
  ]);
  const banner = t.app.portal.payments.describe();
  expect(banner).toMatch(
    /^EPay sandbox at http:\/\/127\.0\.0\.1:\d+\/sandbox\/epay\/ \(no real money; merchant \d+, its key in \S+epay-sandbox\.json;/,
  );
  // The key signs the notifications that credit wallets: the banner (a log line) says where it is, never what.
  expect(banner).not.toContain(t.app.portal.payments.epay!.key);
});

it('pays through the sandbox: its page, a real notification over HTTP, the credit, back to the portal', async () => {
  const order = await openSandboxOrder('30.00');
  expect(order.pay_url.startsWith(`${base}/sandbox/epay/submit.php?`)).toBe(true);
  const page = await fetch(order.pay_url, { headers: { 'accept-language': 'en-GB,en;q=0.9' } });
  expect(page.status).toBe(200);
  const html = await page.text();
  expect(html).toContain('SANDBOX · 沙箱');
  expect(html).toContain('No real money moves');
  expect(html).toContain('¥30.00');
  expect(html).toContain(order.trade_no);
  const zh = await (await fetch(order.pay_url, { headers: { 'accept-language': 'zh-CN,zh;q=0.9' } })).text();
  expect(zh).toContain('沙箱 · SANDBOX');
  expect(zh).toContain('不会产生任何真实扣款');
  expect(zh).toContain('支付宝');

  const before = (await walletOf(t.database.db, alice.id)).balance;
  const paid = await fetch(`${base}/sandbox/epay/pay`, {
    method: 'POST',
    body: new URLSearchParams(formFields(html)),
    redirect: 'manual',
  });
  expect(paid.status).toBe(303);
  const back = new URL(paid.headers.get('location')!);
  expect(`${back.origin}${back.pathname}`).toBe(`${base}/user/wallet/recharge`);
  // EPay appends its signed result to return_url; the portal's own trade_no comes first.
  expect(back.searchParams.getAll('trade_no')[0]).toBe(order.trade_no);
  expect(back.searchParams.get('out_trade_no')).toBe(order.trade_no);
  expect(back.searchParams.get('trade_status')).toBe('TRADE_SUCCESS');
  expect((await walletOf(t.database.db, alice.id)).balance).not.toBe(before);
  const [row] = await t.database.db.select().from(rechargeOrders).where(eq(rechargeOrders.tradeNo, order.trade_no));
  expect(row).toMatchObject({ status: 'paid', settledBy: 'gateway', isSandbox: true });
  expect(row!.gatewayRef).toMatch(/^SBX\d+$/);
});

it('refuses an order changed on the way (a smaller amount) and pays nothing', async () => {
  const order = await openSandboxOrder('88.00');
  const html = await (await fetch(order.pay_url)).text();
  const before = (await walletOf(t.database.db, alice.id)).balance;
  const tampered = await fetch(`${base}/sandbox/epay/pay`, {
    method: 'POST',
    body: new URLSearchParams({ ...formFields(html), money: '0.01' }),
    redirect: 'manual',
  });
  expect(tampered.status).toBe(400);
  expect(await tampered.text()).toContain('signature does not match');
  const forged = new URL(order.pay_url);
  forged.searchParams.set('notify_url', 'http://198.51.100.7/steal');
  expect((await fetch(forged)).status).toBe(400);
  expect((await walletOf(t.database.db, alice.id)).balance).toBe(before);
});

describe('no sandbox', () => {
  const setup = (env: Record<string, string>, demoMode: boolean) =>
    createPayments(loadConfig({ PORTAL_DATA_DIR: t.dataDir, ...env }, '/repo'), demoMode);

  it('with PAYMENT_SANDBOX=0, with a real gateway, or outside demo mode (PostgreSQL without PORTAL_DEMO=1)', () => {
    expect(setup({}, true).sandboxActive).toBe(true);
    for (const [env, demoMode] of [
      [{ PAYMENT_SANDBOX: '0' }, true],
      [EPAY_ENV, true],
      [{}, false],
    ] as const) {
      const payments = setup(env, demoMode);
      expect(payments.sandboxActive).toBe(false);
      expect(payments.methods.every((method) => !method.isSandbox)).toBe(true);
    }
    expect(setup({}, false).describe()).toMatch(/^none configured/);
    // PAYMENT_SANDBOX=1 turns it on outside demo mode: a fresh install can try a sale end to end.
    const outside = setup({ PAYMENT_SANDBOX: '1' }, false);
    expect(outside.sandboxActive).toBe(true);
    expect(outside.methods.every((method) => method.isSandbox)).toBe(true);
    expect(isDemoMode({ demoOnPostgres: false }, 'postgres')).toBe(false);
    expect(isDemoMode({ demoOnPostgres: true }, 'postgres')).toBe(true);
    expect(isDemoMode({ demoOnPostgres: false }, 'pglite')).toBe(true);
  });

  it('serves no sandbox page when it is off', async () => {
    const other = await createTestApp({ PAYMENT_SANDBOX: '0', PORTAL_DEMO: '1' });
    try {
      expect(other.app.portal.payments.methods).toEqual([]);
      const res = await other.app.inject({ url: '/sandbox/epay/submit.php?pid=1' });
      expect([res.statusCode, res.json().code]).toEqual([404, 'not_found']);
      expect((await other.app.inject({ url: '/sandbox/epay/' })).statusCode).toBe(404);
    } finally {
      await other.close();
    }
  });
});
