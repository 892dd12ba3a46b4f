// Moving commission: the contract's transfer body (an amount, or none for all of it), an amount no more
// than the commission there is — compared as decimals.
import { moneyInput, z } from '@portal/shared/contract';
import { compareMoney } from '../../lib/money';

const ABOVE_AVAILABLE = 'above_available';

export function moveCommissionSchema(available: string) {
  return z.object({
    money_amount: z.optional(
      moneyInput.check(z.refine((amount) => compareMoney(amount, available) !== 1, { message: ABOVE_AVAILABLE })),
    ),
  });
}

export type MoveCommissionProblem = 'format' | 'positive' | 'aboveAvailable';

export function moveCommissionProblem(
  error: { type?: unknown; message?: unknown } | undefined,
): MoveCommissionProblem | null {
  if (!error) return null;
  if (error.message === ABOVE_AVAILABLE) return 'aboveAvailable';
  return error.type === 'invalid_format' ? 'format' : 'positive';
}
