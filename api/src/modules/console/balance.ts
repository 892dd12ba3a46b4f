// POST users/{id}/balance: an admin credits or debits a wallet with a reason the customer reads on their
// ledger line (kind `adjustment`). One transaction: the wallet row is locked, the line written, the audit
// row beside it; a debit that would take the balance below zero changes nothing. Not cash: it earns no
// invite commission (docs/adr/0007).
import { eq } from 'drizzle-orm';
import type { BalanceAdjustBody } from '@portal/shared/contract/admin';
import type { AppContext } from '../../context';
import { walletLedger } from '../../db/schema';
import type { AuthUser } from '../../http/auth-guard';
import type { ClientInfo } from '../../http/client-info';
import { ApiError } from '../../http/errors';
import { ok } from '../../http/envelope';
import { formatMoney, money } from '../../lib/money';
import { audited } from '../admin/audit';
import { toLedgerLine } from '../wallet/wallet-overview';
import { creditWallet, debitWallet, lockWallet } from '../wallet/wallet-repo';
import { lockCustomer } from './user-changes';

export async function adjustBalance(
  ctx: AppContext,
  admin: AuthUser,
  client: ClientInfo,
  userId: number,
  body: BalanceAdjustBody,
) {
  const signed = money(body.amount.replace(/^\+/, ''));
  const amount = formatMoney(signed.abs());
  const { balance, line } = await audited(ctx.db, admin, client, async (tx) => {
    await lockCustomer(tx, userId);
    const before = (await lockWallet(tx, userId)).balance;
    const entry = { userId, kind: 'adjustment' as const, amount, description: body.reason };
    let after: { balance: string; ledgerId: string };
    if (signed.isNegative()) {
      const debit = await debitWallet(tx, entry);
      if (!debit.ok) {
        throw new ApiError(
          409,
          'insufficient_balance',
          `The balance is ${debit.balance}: taking ${amount} would leave it below zero`,
        );
      }
      after = debit;
    } else {
      after = await creditWallet(tx, { ...entry, cash: false });
    }
    const [row] = await tx.select().from(walletLedger).where(eq(walletLedger.id, after.ledgerId));
    return {
      result: { balance: after.balance, line: toLedgerLine(row!, 'en') },
      change: {
        action: 'user_balance_adjust',
        target: { type: 'user', id: userId },
        targetUserId: userId,
        before: { balance: before },
        after: { balance: after.balance },
        detail: { amount: formatMoney(signed), reason: body.reason },
      },
    };
  });
  return ok(
    { balance, ledger_line: line },
    `${signed.isNegative() ? 'Debited' : 'Credited'} ${amount}; the balance is ${balance}`,
  );
}
