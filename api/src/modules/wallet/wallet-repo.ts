// The one place a wallet's balance changes: each credit or debit writes its ledger line in the caller's
// transaction, so the balance always equals the sum of the ledger. Credits are one conditional-free
// UPDATE (adding cannot break the CHECKs); a debit locks the wallet row, so concurrent debits of one
// wallet run one after another and none can take it below zero.
import { eq, sql } from 'drizzle-orm';
import type { LedgerKind } from '@portal/shared/contract';
import type { Db, Tx } from '../../db/client';
import { walletLedger, wallets } from '../../db/schema';
import { compareMoney, minMoney, negateMoney, subtractMoney } from '../../lib/money';

export type WalletRow = typeof wallets.$inferSelect;

export interface LedgerEntry {
  userId: number;
  kind: LedgerKind;
  /** A positive amount: credited or debited as the call says. */
  amount: string;
  description: string;
  reference?: string | null;
  invoiceId?: string | null;
}

/** The customer's wallet row, created empty when they have none yet (safe when two calls race). */
async function ensureWallet(db: Db | Tx, userId: number): Promise<void> {
  await db.insert(wallets).values({ userId }).onConflictDoNothing();
}

/** The wallet as stored (zeros for a customer without one). */
export async function readWallet(db: Db | Tx, userId: number): Promise<WalletRow> {
  const [row] = await db.select().from(wallets).where(eq(wallets.userId, userId)).limit(1);
  return (
    row ?? {
      userId,
      balance: '0.00',
      cashBalance: '0.00',
      inviteBalance: '0.00',
      createdAt: new Date(),
      updatedAt: new Date(),
    }
  );
}

/**
 * Adds `amount` to the balance; `cash` also adds it to the cash part (money a gateway or an admin
 * confirmed). Answers the balance after and the ledger line's id.
 */
export async function creditWallet(
  tx: Tx,
  entry: LedgerEntry & { cash: boolean },
): Promise<{ balance: string; ledgerId: string }> {
  const cashAmount = entry.cash ? entry.amount : '0';
  // One statement whether or not the customer has a wallet row yet.
  const [row] = await tx
    .insert(wallets)
    .values({ userId: entry.userId, balance: entry.amount, cashBalance: cashAmount })
    .onConflictDoUpdate({
      target: wallets.userId,
      set: {
        balance: sql`${wallets.balance} + ${entry.amount}::numeric`,
        cashBalance: sql`${wallets.cashBalance} + ${cashAmount}::numeric`,
        updatedAt: sql`now()`,
      },
    })
    .returning({ balance: wallets.balance });
  if (!row) throw new Error('The wallet row was not updated');
  const ledgerId = await writeLedger(tx, entry, { amount: entry.amount, cashAmount, balanceAfter: row.balance });
  return { balance: row.balance, ledgerId };
}

export type DebitResult =
  { ok: true; balance: string; cashUsed: string; ledgerId: string } | { ok: false; balance: string };

/**
 * Takes `amount` from the balance, the cash part first (the cash a purchase used earns commission).
 * Answers `ok: false` with the balance, changing nothing, when it is short.
 */
export async function debitWallet(tx: Tx, entry: LedgerEntry): Promise<DebitResult> {
  await ensureWallet(tx, entry.userId);
  const [wallet] = await tx.select().from(wallets).where(eq(wallets.userId, entry.userId)).for('update');
  if (!wallet) throw new Error('The wallet row is missing');
  if (compareMoney(wallet.balance, entry.amount) < 0) return { ok: false, balance: wallet.balance };
  const cashUsed = minMoney(wallet.cashBalance, entry.amount);
  const balance = subtractMoney(wallet.balance, entry.amount);
  await tx
    .update(wallets)
    .set({ balance, cashBalance: subtractMoney(wallet.cashBalance, cashUsed), updatedAt: sql`now()` })
    .where(eq(wallets.userId, entry.userId));
  const ledgerId = await writeLedger(tx, entry, {
    amount: negateMoney(entry.amount),
    cashAmount: negateMoney(cashUsed),
    balanceAfter: balance,
  });
  return { ok: true, balance, cashUsed, ledgerId };
}

/** Locks and reads the wallet row (for a change of the commission balance, which has its own rules). */
export async function lockWallet(tx: Tx, userId: number): Promise<WalletRow> {
  await ensureWallet(tx, userId);
  const [wallet] = await tx.select().from(wallets).where(eq(wallets.userId, userId)).for('update');
  if (!wallet) throw new Error('The wallet row is missing');
  return wallet;
}

async function writeLedger(
  tx: Tx,
  entry: LedgerEntry,
  change: { amount: string; cashAmount: string; balanceAfter: string },
): Promise<string> {
  const [line] = await tx
    .insert(walletLedger)
    .values({
      userId: entry.userId,
      kind: entry.kind,
      amount: change.amount,
      cashAmount: change.cashAmount,
      balanceAfter: change.balanceAfter,
      description: entry.description,
      reference: entry.reference ?? null,
      invoiceId: entry.invoiceId ?? null,
    })
    .returning({ id: walletLedger.id });
  if (!line) throw new Error('The ledger line was not stored');
  return line.id;
}

/** Adds commission to an inviter's commission balance (its ledger is the invite_commissions row). */
export async function addCommission(tx: Tx, inviterUserId: number, amount: string): Promise<void> {
  await ensureWallet(tx, inviterUserId);
  await tx
    .update(wallets)
    .set({ inviteBalance: sql`${wallets.inviteBalance} + ${amount}::numeric`, updatedAt: sql`now()` })
    .where(eq(wallets.userId, inviterUserId));
}

export type CommissionMove =
  { ok: true; amount: string; inviteBalance: string; balance: string } | { ok: false; inviteBalance: string };

/**
 * Moves commission into the balance (all of it when `amount` is undefined) with a `commission` ledger
 * line. Commission is not cash the customer paid, so it does not join the cash part.
 */
export async function moveCommissionToWallet(
  tx: Tx,
  userId: number,
  amount: string | undefined,
  description: string,
): Promise<CommissionMove> {
  const wallet = await lockWallet(tx, userId);
  const moved = amount ?? wallet.inviteBalance;
  if (compareMoney(moved, '0') <= 0 || compareMoney(wallet.inviteBalance, moved) < 0) {
    return { ok: false, inviteBalance: wallet.inviteBalance };
  }
  const inviteBalance = subtractMoney(wallet.inviteBalance, moved);
  await tx.update(wallets).set({ inviteBalance }).where(eq(wallets.userId, userId));
  const { balance } = await creditWallet(tx, { userId, kind: 'commission', amount: moved, description, cash: false });
  return { ok: true, amount: moved, inviteBalance, balance };
}
