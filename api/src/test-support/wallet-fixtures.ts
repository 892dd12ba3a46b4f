// What the wallet tests repeat: accounts made straight in the database with a session and its access token (the
// sign-up flow has its own tests), money put in a wallet the way the portal does it (ledgered), an EPay
// merchant and its notifications, and the invariant every test ends on: each balance equals its ledger.
import crypto from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { ROLES, type Role } from '@portal/shared/contract';
import type { Db } from '../db/client';
import { queryRows } from '../db/raw-sql';
import { inviteCodes, users, wallets } from '../db/schema';
import { inviteCode as newInviteCode } from '../lib/random';
import { startSession } from '../modules/auth/sessions';
import { signedEpayParams } from '../modules/payment/epay/epay-sign';
import { creditWallet } from '../modules/wallet/wallet-repo';
import { bearer } from './flows';
import type { TestApp } from './test-app';

export interface WalletAccount {
  id: number;
  email: string;
  inviteCode: string;
  headers: { authorization: string };
}

let accountCounter = 0;

/** An account (a customer unless `role` says otherwise) and a valid access token for it. */
export async function quickAccount(
  t: TestApp,
  email: string,
  options: { role?: Role; invitedBy?: number; name?: string } = {},
): Promise<WalletAccount> {
  accountCounter += 1;
  const role = options.role ?? ROLES.user;
  const newId = crypto.randomUUID();
  const name = options.name ?? `Customer ${accountCounter}`;
  const [user] = await t.database.db
    .insert(users)
    .values({
      newId,
      email,
      name,
      passwordHash: 'not-a-hash',
      passwordHashId: crypto.randomUUID(),
      role,
      invitedBy: options.invitedBy ?? null,
    })
    .returning();
  if (!user) throw new Error('account not stored');
  const inviteCode = newInviteCode();
  await t.database.db.insert(inviteCodes).values({ code: inviteCode, ownerUserId: user.id });
  // A session as a sign-in starts it: the bearer check refuses tokens of no live session.
  const { tokens } = await startSession(t.app.portal, user, false, { ip: '127.0.0.1', userAgent: 'wallet-fixtures' });
  return { id: user.id, email, inviteCode, headers: bearer(tokens.access_token) };
}

/** Credits a wallet as the portal does (with its ledger line); `cash` as a paid top-up would. */
export async function fundWallet(db: Db, userId: number, amount: string, cash = true): Promise<void> {
  await db.transaction((tx) =>
    creditWallet(tx, { userId, kind: cash ? 'recharge' : 'adjustment', amount, cash, description: 'Test funds' }),
  );
}

export async function walletOf(db: Db, userId: number) {
  const [row] = await db.select().from(wallets).where(eq(wallets.userId, userId));
  return row ?? { balance: '0.00', cashBalance: '0.00', inviteBalance: '0.00' };
}

/** An EPay merchant at a gateway that does not exist (nothing calls it: notifications are made here). */
export const EPAY = { url: 'https://pay.example.com/', pid: '1654', key: 'LbTabbB580zWyhXhyyww7wwvy5u8k0wl' };
export const EPAY_ENV = {
  PAYMENT_EPAY_URL: EPAY.url,
  PAYMENT_EPAY_PID: EPAY.pid,
  PAYMENT_EPAY_KEY: EPAY.key,
  PAYMENT_EPAY_TYPES: 'alipay,wxpay',
};

/** The notification the gateway sends for a paid order, signed with `key`, with `changes` applied first. */
export function epayNotification(
  order: { tradeNo: string; money: string },
  changes: Record<string, string> = {},
  key = EPAY.key,
): Record<string, string> {
  return signedEpayParams(
    {
      pid: EPAY.pid,
      trade_no: `2024${crypto.randomInt(1e9, 1e10 - 1)}`,
      out_trade_no: order.tradeNo,
      type: 'alipay',
      name: 'product',
      money: order.money,
      trade_status: 'TRADE_SUCCESS',
      ...changes,
    },
    key,
    'key',
  );
}

/**
 * The invariant of the wallet (docs/adr/0007): for every wallet, the balance and its cash part equal the
 * sums of its ledger, and the commission balance equals the commission earned minus what was moved.
 * Answers the wallets that break it (none).
 */
export async function walletsOffLedger(db: Db): Promise<unknown[]> {
  return queryRows(
    db,
    sql`
    select w.user_id, w.balance, w.cash_balance, w.invite_balance,
           coalesce(l.total, 0) as ledger, coalesce(l.cash, 0) as ledger_cash,
           coalesce(c.earned, 0) - coalesce(l.moved, 0) as commission
    from wallets w
    left join (select user_id, sum(amount) as total, sum(cash_amount) as cash,
                      sum(amount) filter (where kind = 'commission') as moved
               from wallet_ledger group by user_id) l on l.user_id = w.user_id
    left join (select inviter_user_id, sum(money_amount) as earned from invite_commissions
               group by inviter_user_id) c on c.inviter_user_id = w.user_id
    where w.balance <> coalesce(l.total, 0) or w.cash_balance <> coalesce(l.cash, 0)
       or w.invite_balance <> coalesce(c.earned, 0) - coalesce(l.moved, 0)`,
  );
}
