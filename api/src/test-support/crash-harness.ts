// What the crash tests share: a portal seeded in this process (customers with funded wallets, a plan, open
// recharge orders), then served by real API processes (api-process.ts) on the same data, and the load they
// put on it — purchases with an Idempotency-Key each and the gateway's payment notifications — recording
// which requests were acknowledged, refused or lost in flight.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { databaseTarget, openDatabase, type Database } from '../db/client';
import { sharedJwtKeys } from './api-process';
import { addShopItem } from './service-fixtures';
import type { TestApp } from './test-app';
import { EPAY_ENV, epayNotification, fundWallet, quickAccount, type WalletAccount } from './wallet-fixtures';

export const FUNDS = '500.00';
const PRICE = '1.00';

export interface SeededPortal {
  dataDir: string;
  /** What every API process of this portal is started with (its data folder aside). */
  env: Record<string, string>;
  customers: WalletAccount[];
  shopId: number;
  orders: { tradeNo: string; money: string; userId: number }[];
  /** Opens the portal's database in this process (PGlite: only while no API process runs on it). */
  openDatabase(): Promise<Database>;
  remove(): void;
}

/** A portal on `databaseUrl` (PostgreSQL), or on PGlite in its data folder, seeded and closed again. */
export async function seedPortal(
  options: { databaseUrl?: string; customers?: number; orders?: number } = {},
): Promise<SeededPortal> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-crash-'));
  const env: Record<string, string> = {
    ...EPAY_ENV,
    ...(await sharedJwtKeys()),
    STATIC_DIR: path.join(dataDir, 'not-built'),
    PORTAL_JOBS_SCHEDULE: '0',
    PORTAL_DEMO_FLEET: '0',
    RATE_LIMIT_SCALE: '100',
    ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
  };
  const config = loadConfig({ ...env, PORTAL_DATA_DIR: dataDir, CAP_DIFFICULTY: '1', LOG_LEVEL: 'silent' });
  const open = async () => {
    const database = await openDatabase(databaseTarget(config));
    await database.migrate();
    return database;
  };
  const database = await open();
  const app = await buildApp(config, database);
  await app.ready();
  const t = { app, config, database, dataDir, databaseUrl: options.databaseUrl } as TestApp;
  try {
    const shopId = await addShopItem(database.db, { name: 'Crash plan', moneyAmount: PRICE, levelDays: 1 });
    const customers: WalletAccount[] = [];
    const orders: SeededPortal['orders'] = [];
    for (let i = 0; i < (options.customers ?? 4); i += 1) {
      const customer = await quickAccount(t, `crash-${i}@example.com`);
      await fundWallet(database.db, customer.id, FUNDS);
      customers.push(customer);
    }
    for (let i = 0; i < (options.orders ?? 0); i += 1) {
      const customer = customers[i % customers.length]!;
      const money = `${(i % 9) + 1}.00`;
      const res = await app.inject({
        method: 'POST',
        url: '/api/v2/user/wallet/recharge/1/',
        headers: customer.headers,
        payload: { money_amount: money },
      });
      if (res.statusCode !== 200) throw new Error(`recharge order: ${res.body}`);
      orders.push({ tradeNo: res.json().result.trade_no as string, money, userId: customer.id });
    }
    return {
      dataDir,
      env,
      customers,
      shopId,
      orders,
      openDatabase: open,
      remove: () => fs.rmSync(dataDir, { recursive: true, force: true }),
    };
  } finally {
    await app.close();
    await database.close();
  }
}

export type Outcome = 'acknowledged' | 'refused' | 'lost';

export interface Purchase {
  key: string;
  customer: WalletAccount;
  outcome: Outcome;
  status?: number;
  boughtId?: string;
  body?: string;
}

/** One purchase of the plan with its own Idempotency-Key (the original API's body-less call). */
export async function buyOnce(base: string, customer: WalletAccount, shopId: number, key: string) {
  const res = await fetch(`${base}/api/v2/user/shop-old/${shopId}/confirm-order`, {
    method: 'POST',
    headers: { ...customer.headers, 'idempotency-key': key },
  });
  return { status: res.status, body: await res.text() };
}

/** Each customer buys the plan over and over until `stop()`, or until its process is gone. */
export async function purchaseLoad(
  base: () => string,
  customers: WalletAccount[],
  shopId: number,
  stop: () => boolean,
  record: Purchase[],
  pauseMs = 0,
): Promise<void> {
  await Promise.all(
    customers.map(async (customer) => {
      while (!stop()) {
        const key = crypto.randomUUID();
        try {
          const { status, body } = await buyOnce(base(), customer, shopId, key);
          const boughtId =
            status === 200 ? (JSON.parse(body) as { result: { bought_id: string } }).result.bought_id : undefined;
          record.push({ key, customer, status, body, boughtId, outcome: status === 200 ? 'acknowledged' : 'refused' });
        } catch {
          // The connection broke: the purchase may or may not have happened.
          record.push({ key, customer, outcome: 'lost' });
        }
        if (pauseMs) await new Promise((resolve) => setTimeout(resolve, pauseMs));
      }
    }),
  );
}

/** The gateway's notification of a paid order: `success` acknowledges it. */
export async function notifyPaid(base: string, order: { tradeNo: string; money: string }): Promise<Outcome> {
  try {
    const query = new URLSearchParams(epayNotification(order)).toString();
    const res = await fetch(`${base}/v1/payment/notify/epay?${query}`);
    return res.status === 200 && (await res.text()) === 'success' ? 'acknowledged' : 'refused';
  } catch {
    return 'lost';
  }
}

/** Polls `check` every 20 ms until it holds (or throws after `timeoutMs`). */
export async function until(what: string, check: () => boolean | Promise<boolean>, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
