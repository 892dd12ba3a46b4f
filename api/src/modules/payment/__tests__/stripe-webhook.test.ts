// Stripe Checkout without Stripe: the Checkout Session is created through the real `stripe` client
// against a local HTTP peer that answers like the Stripe API (and records what it was sent), and webhook
// events are signed offline with stripe.webhooks.generateTestHeaderString.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { paymentEvents, rechargeOrders } from '../../../db/schema';
import { addMoney } from '../../../lib/money';
import { createTestApp, type TestApp } from '../../../test-support/test-app';
import {
  EPAY_ENV,
  quickAccount,
  walletOf,
  walletsOffLedger,
  type WalletAccount,
} from '../../../test-support/wallet-fixtures';

const WEBHOOK_SECRET = 'whsec_test0123456789abcdef';
const stripe = new Stripe('sk_test_offline0123456789');

let t: TestApp;
let peer: http.Server;
let alice: WalletAccount;
const sessionRequests: URLSearchParams[] = [];
let peerFails = false;

beforeAll(async () => {
  peer = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      if (request.method !== 'POST' || request.url !== '/v1/checkout/sessions' || peerFails) {
        response.writeHead(peerFails ? 500 : 404, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ error: { type: 'api_error', message: 'not here' } }));
        return;
      }
      const params = new URLSearchParams(body);
      sessionRequests.push(params);
      const id = `cs_test_${sessionRequests.length}`;
      response.writeHead(200, { 'content-type': 'application/json', 'request-id': `req_${sessionRequests.length}` });
      response.end(
        JSON.stringify({
          id,
          object: 'checkout.session',
          url: `https://checkout.stripe.com/c/pay/${id}`,
          client_reference_id: params.get('client_reference_id'),
          payment_status: 'unpaid',
          status: 'open',
        }),
      );
    });
  });
  await new Promise<void>((resolve) => peer.listen(0, '127.0.0.1', resolve));
  const { port } = peer.address() as AddressInfo;
  t = await createTestApp(
    { ...EPAY_ENV, STRIPE_SECRET_KEY: 'sk_test_portal0123456789', STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET },
    { stripeApi: { host: '127.0.0.1', port, protocol: 'http' } },
  );
  alice = await quickAccount(t, 'alice@example.com');
});
afterEach(async () => expect(await walletsOffLedger(t.database.db)).toEqual([]));
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => peer.close(resolve));
});

const STRIPE_METHOD = 3; // after EPay's alipay and wxpay

async function openStripeOrder(amount: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/v2/user/wallet/recharge/${STRIPE_METHOD}/`,
    headers: alice.headers,
    payload: { money_amount: amount },
  });
  expect(res.statusCode).toBe(200);
  return (res.json() as { result: { trade_no: string; pay_url: string } }).result;
}

function completedEvent(
  tradeNo: string,
  session: Partial<{ amount_total: number; currency: string; payment_status: string }> = {},
  id = `evt_${tradeNo}`,
  type = 'checkout.session.completed',
) {
  return JSON.stringify({
    id,
    object: 'event',
    type,
    data: {
      object: {
        id: `cs_for_${tradeNo}`,
        object: 'checkout.session',
        client_reference_id: tradeNo,
        metadata: { trade_no: tradeNo },
        amount_total: 3000,
        currency: 'cny',
        payment_status: 'paid',
        ...session,
      },
    },
  });
}

function deliver(
  payload: string,
  header = stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }),
) {
  return t.app.inject({
    method: 'POST',
    url: '/v1/payment/notify/stripe',
    headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': header },
    payload,
  });
}

const balance = async () => (await walletOf(t.database.db, alice.id)).balance;

it('opens a Checkout Session for the order through the Stripe client, in minor units', async () => {
  const order = await openStripeOrder('30.00');
  expect(order.pay_url).toBe(`https://checkout.stripe.com/c/pay/cs_test_${sessionRequests.length}`);
  const sent = sessionRequests.at(-1)!;
  expect(Object.fromEntries(sent)).toMatchObject({
    mode: 'payment',
    client_reference_id: order.trade_no,
    'metadata[trade_no]': order.trade_no,
    customer_email: 'alice@example.com',
    'line_items[0][quantity]': '1',
    'line_items[0][price_data][currency]': 'cny',
    'line_items[0][price_data][unit_amount]': '3000',
    success_url: `http://localhost:8080/user/wallet/recharge?trade_no=${order.trade_no}`,
  });
  expect(Number(sent.get('expires_at'))).toBeGreaterThan(Date.now() / 1000 + 3600);
});

it('answers 502 in plain words when Stripe does not open a session, and opens no order', async () => {
  peerFails = true;
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/v2/user/wallet/recharge/${STRIPE_METHOD}/`,
    headers: alice.headers,
    payload: { money_amount: '10.00' },
  });
  peerFails = false;
  expect([res.statusCode, res.json().code]).toEqual([502, 'gateway_unavailable']);
});

it('credits a verified checkout.session.completed once; a repeated event id is a no-op', async () => {
  const before = await balance();
  const order = await openStripeOrder('30.00');
  const payload = completedEvent(order.trade_no);
  const first = await deliver(payload);
  expect([first.statusCode, first.body]).toEqual([200, 'success']);
  const credited = await balance();
  expect(credited).not.toBe(before);
  for (let i = 0; i < 3; i += 1) expect((await deliver(payload)).statusCode).toBe(200);
  // Another event about the same paid session (Stripe sends completed, then perhaps async_payment_succeeded).
  expect(
    (await deliver(completedEvent(order.trade_no, {}, 'evt_other', 'checkout.session.async_payment_succeeded')))
      .statusCode,
  ).toBe(200);
  expect(await balance()).toBe(credited);
  const events = await t.database.db.select().from(paymentEvents).where(eq(paymentEvents.tradeNo, order.trade_no));
  expect(events.map((event) => event.eventId)).toEqual([`evt_${order.trade_no}`]);
  const [row] = await t.database.db.select().from(rechargeOrders).where(eq(rechargeOrders.tradeNo, order.trade_no));
  expect(row).toMatchObject({ status: 'paid', gatewayRef: `cs_for_${order.trade_no}` });
});

it('stores an event delivered 20 times at once once, with one credit', async () => {
  const before = await balance();
  const order = await openStripeOrder('30.00');
  const payload = completedEvent(order.trade_no);
  const answers = await Promise.all(Array.from({ length: 20 }, () => deliver(payload)));
  expect(answers.map((res) => res.statusCode)).toEqual(Array(20).fill(200));
  expect(await balance()).toBe(addMoney(before, '30.00'));
  const events = await t.database.db.select().from(paymentEvents).where(eq(paymentEvents.tradeNo, order.trade_no));
  expect(events).toHaveLength(1);
});

it('refuses a wrong secret, a tampered body and a stale timestamp, and credits nothing', async () => {
  const before = await balance();
  const order = await openStripeOrder('30.00');
  const payload = completedEvent(order.trade_no);
  const wrongSecret = stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_someoneelse0123' });
  const stale = stripe.webhooks.generateTestHeaderString({
    payload,
    secret: WEBHOOK_SECRET,
    timestamp: Math.floor(Date.now() / 1000) - 600,
  });
  const goodHeader = stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
  for (const res of [
    await deliver(payload, wrongSecret),
    await deliver(payload.replace('"amount_total":3000', '"amount_total":300000'), goodHeader),
    await deliver(payload, stale),
    await deliver(payload, 'garbage'),
    await t.app.inject({ method: 'POST', url: '/v1/payment/notify/stripe', payload: JSON.parse(payload) as object }),
  ]) {
    expect([res.statusCode, res.json().code]).toEqual([400, 'signature_invalid']);
  }
  expect(await balance()).toBe(before);
});

it('credits nothing for a smaller amount, another currency, an unpaid session or an EPay order', async () => {
  const before = await balance();
  const order = await openStripeOrder('30.00');
  const refused: [string, number, string][] = [
    [completedEvent(order.trade_no, { amount_total: 2999 }, 'evt_a'), 400, 'amount_mismatch'],
    [completedEvent(order.trade_no, { amount_total: 3000, currency: 'usd' }, 'evt_b'), 400, 'amount_mismatch'],
  ];
  for (const [payload, status, code] of refused) {
    const res = await deliver(payload);
    expect([res.statusCode, res.json().code]).toEqual([status, code]);
  }
  // Not paid yet (a bank debit): acknowledged, nothing credited; paid later by async_payment_succeeded.
  expect((await deliver(completedEvent(order.trade_no, { payment_status: 'unpaid' }, 'evt_c'))).body).toBe('success');
  expect(await balance()).toBe(before);

  const epayOrder = await t.app.inject({
    method: 'POST',
    url: '/api/v2/user/wallet/recharge/1/',
    headers: alice.headers,
    payload: { money_amount: '30.00' },
  });
  const epayTrade = (epayOrder.json() as { result: { trade_no: string } }).result.trade_no;
  const wrongGateway = await deliver(completedEvent(epayTrade, {}, 'evt_d'));
  expect([wrongGateway.statusCode, wrongGateway.json().code]).toEqual([400, 'gateway_mismatch']);
  expect(await balance()).toBe(before);

  const later = await deliver(completedEvent(order.trade_no, {}, 'evt_e', 'checkout.session.async_payment_succeeded'));
  expect(later.body).toBe('success');
  expect(await balance()).not.toBe(before);
});

it('acknowledges events it does not act on', async () => {
  const payload = JSON.stringify({ id: 'evt_x', object: 'event', type: 'customer.created', data: { object: {} } });
  expect((await deliver(payload)).body).toBe('success');
});
