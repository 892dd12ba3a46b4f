// The wallet's races, written once: wallet-concurrency.test.ts runs them through app.inject (two servers
// over one database on PostgreSQL, one on PGlite), wallet-processes.test.ts through two real API processes.
// Each race sends its requests at once through `send`, whose first argument picks the server (modulo how
// many there are), then checks what must hold whatever the interleaving.
import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { cdKeyRedemptions, cdKeys, purchases, walletLedger } from '../db/schema';
import { addShopItem } from './service-fixtures';
import type { TestApp } from './test-app';
import { epayNotification, fundWallet, quickAccount, walletOf } from './wallet-fixtures';

interface RaceRequest {
  method?: 'GET' | 'POST';
  url: string;
  headers?: Record<string, string>;
  body?: unknown;
}
interface RaceAnswer {
  status: number;
  text: string;
}
/** Sends one request to server `which` (modulo the number of servers). */
export type Send = (which: number, request: RaceRequest) => Promise<RaceAnswer>;

const json = (answer: RaceAnswer) => JSON.parse(answer.text) as { code?: string; result?: Record<string, unknown> };

/** 100 identical EPay notifications at once, spread over the servers: credited exactly once. */
export async function raceNotifications(t: TestApp, send: Send): Promise<void> {
  const alice = await quickAccount(t, `alice-${crypto.randomUUID()}@example.com`);
  const open = await send(0, {
    method: 'POST',
    url: '/api/v2/user/wallet/recharge/1/',
    headers: alice.headers,
    body: { money_amount: '30.00' },
  });
  expect(open.status).toBe(200);
  const tradeNo = String(json(open).result?.trade_no);
  const query = new URLSearchParams(epayNotification({ tradeNo, money: '30.00' })).toString();
  const answers = await Promise.all(
    Array.from({ length: 100 }, (_, i) => send(i, { url: `/v1/payment/notify/epay?${query}` })),
  );
  expect(answers.map((res) => `${res.status} ${res.text}`)).toEqual(Array(100).fill('200 success'));
  expect(await walletOf(t.database.db, alice.id)).toMatchObject({ balance: '30.00', cashBalance: '30.00' });
  expect(await t.database.db.select().from(walletLedger).where(eq(walletLedger.reference, tradeNo))).toHaveLength(1);
}

/** 100 redemptions of one single-use cd-key by 10 customers at once: one succeeds, the rest are refused. */
export async function raceCdKey(t: TestApp, send: Send, code: string): Promise<void> {
  const customers = await Promise.all(
    Array.from({ length: 10 }, (_, i) => quickAccount(t, `redeemer${i}-${code}@example.com`)),
  );
  const [key] = await t.database.db.insert(cdKeys).values({ code, moneyAmount: '10.00' }).returning();
  const grouped = code.match(/.{4}/g)!.join('-');
  const answers = await Promise.all(
    Array.from({ length: 100 }, (_, i) =>
      send(i, { method: 'POST', url: `/api/v2/user/wallet/cd-key/${grouped}/`, headers: customers[i % 10]!.headers }),
    ),
  );
  const statuses = answers.map((res) => res.status);
  expect(statuses.filter((status) => status === 200)).toHaveLength(1);
  expect(statuses.every((status) => status === 200 || status === 409)).toBe(true);
  const redemptions = await t.database.db.select().from(cdKeyRedemptions).where(eq(cdKeyRedemptions.cdKeyId, key!.id));
  expect(redemptions).toHaveLength(1);
  const [after] = await t.database.db.select().from(cdKeys).where(eq(cdKeys.id, key!.id));
  expect(after!.usesLeft).toBe(0);
  const balances = await Promise.all(customers.map((c) => walletOf(t.database.db, c.id)));
  expect(balances.map((w) => w.balance).sort()).toEqual([...Array(9).fill('0.00'), '10.00'].sort());
}

/**
 * 200 purchases of a 1.00 pack at once from a wallet of 50.00: 100 keys, each sent twice (a double click
 * whose twin reaches the other server). Never below zero, 50 bought, a key buys once and both of its
 * requests get the same answer.
 */
export async function racePurchases(t: TestApp, send: Send): Promise<void> {
  const buyer = await quickAccount(t, `buyer-${crypto.randomUUID()}@example.com`);
  const plan = await addShopItem(t.database.db, {
    name: 'Pack',
    shopType: 'additional_package',
    moneyAmount: '1.00',
    levelDays: null,
  });
  await fundWallet(t.database.db, buyer.id, '50.00');
  const keys = Array.from({ length: 100 }, () => crypto.randomUUID());
  const answers = await Promise.all(
    Array.from({ length: 200 }, (_, i) =>
      send(i < 100 ? 0 : 1, {
        method: 'POST',
        url: `/api/v2/user/shop-old/${plan}/confirm-order`,
        headers: buyer.headers,
        body: { idempotency_key: keys[i % 100] },
      }),
    ),
  );
  expect(
    answers.every((res) => res.status === 200 || (res.status === 409 && json(res).code === 'insufficient_balance')),
  ).toBe(true);
  for (let k = 0; k < 100; k += 1) {
    const [a, b] = [answers[k]!, answers[k + 100]!];
    expect(a.status).toBe(b.status);
    if (a.status === 200) expect(json(a).result?.bought_id).toBe(json(b).result?.bought_id);
  }
  const bought = await t.database.db.select().from(purchases).where(eq(purchases.userId, buyer.id));
  expect(bought).toHaveLength(50);
  expect(new Set(bought.map((row) => row.balanceAfter)).size).toBe(50);
  expect(await walletOf(t.database.db, buyer.id)).toMatchObject({ balance: '0.00', cashBalance: '0.00' });
}
